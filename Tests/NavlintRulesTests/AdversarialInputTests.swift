import Foundation
import NavlintNavigation
import NavlintRules
import NavlintSyntax
import Testing

/// Hostile inputs through the whole pipeline (tokenizer, line table, structure, every rule, suppressions,
/// fixes): each gets a defined result, never a trap. Sizes are generated here, never committed. Speed is
/// measured by `make bench`, not asserted; these inputs were chosen so that a quadratic path would make
/// the suite visibly hang rather than pass slowly by luck.
@Suite struct AdversarialInputTests {
  /// A view with one `NavigationView` (one NAV001 finding), placed after the hostile bytes to show that
  /// linting recovers.
  private static let view = Array(
    "\nstruct V: View {\n  var body: some View {\n    NavigationView { Text(\"a\") }\n  }\n}\n".utf8)

  private func nav001(_ bytes: [UInt8]) -> [Finding] {
    let findings = Linter().lint(bytes)
    checkBounds(findings, count: bytes.count)
    return findings.filter { $0.ruleID == RuleID("NAV001") }
  }

  private func checkBounds(_ findings: [Finding], count: Int) {
    for finding in findings {
      #expect(finding.range.lowerBound >= 0 && finding.range.upperBound <= count)
    }
    #expect(findings == Finding.sortedByPosition(findings))
  }

  /// Tokens and their trivia give back the input byte for byte.
  private func expectLossless(_ bytes: [UInt8]) {
    let source = SourceText(bytes: bytes)
    var offset = 0
    for token in source.tokens where token.kind != .eof {
      #expect(Int(token.start) >= offset)
      offset = token.end
    }
    #expect(offset <= bytes.count)
  }

  @Test func tenMegabyteSingleLine() {
    let statement = Array("NavigationView { Text(\"x\") }; ".utf8)
    var bytes: [UInt8] = []
    for _ in 0..<2_000 { bytes += statement }
    bytes += Array("let s = \"".utf8)
    bytes += [UInt8](repeating: UInt8(ascii: "a"), count: 10_000_000 - bytes.count)
    bytes += Array("\"; NavigationView { }".utf8)
    #expect(!bytes.contains(0x0A) && bytes.count > 10_000_000)
    let findings = nav001(bytes)
    #expect(findings.count == 2_001)
    let lines = LineTable(bytes)
    #expect(lines.lineCount == 1)
    #expect(
      findings.last.map { lines.location(of: $0.range.lowerBound).column } == bytes.count
        - "NavigationView { }".utf8.count + 1)
  }

  @Test(arguments: ["(", "[", "{", "f(", "{ x in ", "#if A\n", "\"\\("])
  func hundredThousandNestedOpenings(opening: String) {
    let depth = 100_000
    let open = Array(opening.utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(depth * (open.count + 1) + Self.view.count)
    for _ in 0..<depth { bytes += open }
    // Unclosed: everything after is nested; the view inside still lints (or is judged nested, never a trap).
    let unclosed = bytes + Self.view
    _ = nav001(unclosed)
    expectLossless(unclosed)
    // Closed again: the view after the brackets is an ordinary top-level declaration.
    let closer: UInt8 =
      switch opening.utf8.first {
      case UInt8(ascii: "["): UInt8(ascii: "]")
      case UInt8(ascii: "{"): UInt8(ascii: "}")
      default: UInt8(ascii: ")")
      }
    guard opening == "(" || opening == "[" || opening == "{" || opening == "f(" else { return }
    var closed = bytes
    closed += [UInt8](repeating: closer, count: depth)
    #expect(nav001(closed + Self.view).count == 1)
  }

  @Test func fiftyMegabyteFile() throws {
    // Realistic code (the rules corpus, repeated) with 50 MB of comment and blank lines between the
    // copies: every phase sees a 50 MB buffer and a million lines, while the debug-build test stays short.
    let corpus = try PackagePaths.files(in: PackagePaths.corpusDirectory, suffix: ".swift").prefix(4).map {
      Array(try Data(contentsOf: URL(fileURLWithPath: PackagePaths.corpusDirectory + "/" + $0)))
    }
    let filler = Array("// \(String(repeating: "filler ", count: 6))\n\n".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(52_000_000)
    var copies = 0
    while bytes.count < 50_000_000 {
      for file in corpus { bytes += file }
      copies += 1
      for _ in 0..<(12_000_000 / filler.count) { bytes += filler }
    }
    let single = corpus.reduce(0) { $0 + nav001($1).count }
    #expect(nav001(bytes).count == single * copies)
  }

  @Test func nulBytes() {
    #expect(Linter().lint([UInt8](repeating: 0, count: 1_000_000)).isEmpty)
    expectLossless([UInt8](repeating: 0, count: 10_000))
    // NUL inside code, a string and a comment: the view after it is still found.
    for prefix in ["let a\0b = 1", "let s = \"\0\"", "// \0", "/* \0 */", "\0\0\0"] {
      let bytes = Array(prefix.utf8) + Self.view
      #expect(nav001(bytes).count == 1, "after \(prefix.debugDescription)")
      expectLossless(bytes)
    }
  }

  /// Each malformed sequence inside each kind of token; `@` marks where it goes.
  private static let invalidSequences: [[UInt8]] = [
    [0xFF], [0xC0, 0x80], [0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80],
    [0xED, 0xA0, 0x80],
  ]
  private static let tokenKinds = [
    "let @name = 1", "let s = \"a@b\"", "let s = \"\"\"\n  a@b\n  \"\"\"", "let s = #\"a@b\"#", "// a@b",
    "/* a@b */", "/// doc @", "let n = 1@2", "let n = 0x1@", "let o = a +@ b", "let r = /a@b/", "@attr@ struct S {}",
    "#if A@\n#endif", "let `a@b` = 1", "let s = \"\\(a@b)\"", "x.@y", "@",
  ]

  @Test(arguments: tokenKinds)
  func invalidUTF8InEveryTokenKind(template: String) {
    for sequence in Self.invalidSequences {
      var bytes: [UInt8] = []
      for byte in template.utf8 { if byte == UInt8(ascii: "@") { bytes += sequence } else { bytes.append(byte) } }
      bytes += Self.view
      expectLossless(bytes)
      let findings = nav001(bytes)
      // Recovery: each template closes its token on the same line, so the view after it is ordinary code.
      #expect(findings.count == 1, "\(template.debugDescription) with \(sequence)")
    }
  }

  @Test func crlfAndLoneCRGiveTheSameFindingsOnTheSameLines() throws {
    // The first corpus file with findings.
    let texts = PackagePaths.files(in: PackagePaths.corpusDirectory, suffix: ".swift").compactMap {
      try? String(contentsOfFile: PackagePaths.corpusDirectory + "/" + $0, encoding: .utf8)
    }
    let text = try #require(texts.first { !Linter().lint(Array($0.utf8)).isEmpty })
    func located(_ bytes: [UInt8]) -> [String] {
      let lines = LineTable(bytes)
      return Linter().lint(bytes).map { "\($0.ruleID.rawValue)@\(lines.location(of: $0.range.lowerBound).line)" }
    }
    let lf = located(Array(text.utf8))
    #expect(!lf.isEmpty)
    #expect(located(Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)) == lf)
    #expect(located(Array(text.replacingOccurrences(of: "\n", with: "\r").utf8)) == lf)
    // Mixed, and a file of nothing but CRs.
    let mixed = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .map { $0.offset % 3 == 0 ? $0.element + "\r\n" : $0.offset % 3 == 1 ? $0.element + "\r" : $0.element + "\n" }
      .joined()
    #expect(located(Array(mixed.utf8)).count == lf.count)
    #expect(Linter().lint([UInt8](repeating: 0x0D, count: 100_000)).isEmpty)
  }

  @Test func byteOrderMark() {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let plain = nav001(Self.view)
    let marked = nav001(bom + Self.view)
    #expect(marked.count == 1 && plain.count == 1)
    #expect(marked.map { $0.range.lowerBound - 3 } == plain.map(\.range.lowerBound))
    // A BOM that is not at the start, and a file that is only a BOM.
    #expect(nav001(Self.view + bom + Self.view).count == 2)
    #expect(Linter().lint(bom).isEmpty)
  }

  /// Inputs that once broke an invariant (found by fuzzing or by the random tests), kept in
  /// Fuzz/regressions/lint/ and replayed here through the tokenizer, every rule and the fixer.
  static let regressions: [String] = {
    let folder = PackagePaths.root + "/Fuzz/regressions/lint"
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
  }()

  @Test func regressionFolderIsNotEmpty() { #expect(!Self.regressions.isEmpty) }

  @Test(arguments: regressions)
  func fuzzRegression(name: String) throws {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: PackagePaths.root + "/Fuzz/regressions/lint/" + name)))
    let tokens = Lexer.tokenize(bytes).tokens
    #expect(tokens.last?.kind == .eof && tokens.last.map { Int($0.start) } == bytes.count)
    checkBounds(Linter().lint(bytes), count: bytes.count)
    _ = Linter().fix(bytes, includeUnsafe: true)
  }

  @Test func identifierWordsASCIIAndUnicodeAgree() {
    #expect(IdentifierWords.words(of: "showDeleteAlert") == ["show", "delete", "alert"])
    #expect(IdentifierWords.words(of: "URLCache") == ["url", "cache"])
    #expect(IdentifierWords.words(of: "alert_item2Shown") == ["alert", "item2", "shown"])
    #expect(IdentifierWords.words(of: "isAlertPresented") == ["is", "alert", "presented"])
    #expect(IdentifierWords.words(of: "ÉcranAlert") == ["écran", "alert"])
    #expect(IdentifierWords.words(of: "") == [])
  }

  /// `lastWord(of:isOneOf:)` compares the name's end before splitting it: it must answer as `words(of:).last`
  /// does, for trailing underscores, acronyms, digits and non-ASCII names too.
  @Test func lastWordAgreesWithWords() {
    let candidates: Set<String> = ["coordinator", "router", "navigator"]
    let names = [
      "router", "Router", "appRouter", "AppRouter", "router_", "appRouter__", "XROUTER", "XRouter", "routerView",
      "mainCoordinator", "MAINCoordinator", "navigator2", "navigatorV2", "ÉcranRouter", "écran_router_", "outer",
      "r", "", "_", "rOUTER", "myrouter", "NavigatorRouter", "routers", "Coordinator9",
    ]
    for name in names {
      let expected = IdentifierWords.words(of: name).last.map(candidates.contains) ?? false
      #expect(IdentifierWords.lastWord(of: name, isOneOf: candidates) == expected, "\(name)")
    }
    #expect(IdentifierWords.lastWord(of: "appRouter", isOneOf: candidates))
    #expect(!IdentifierWords.lastWord(of: "routerView", isOneOf: candidates))
  }

  /// `hasOwner` answers `!ownerText.isEmpty` without building the string, for every identifier of a file
  /// with `self`, optional chains, force unwraps and `a.self`.
  @Test func hasOwnerAgreesWithOwnerText() {
    let text = """
      path.append(1); self.path.append(2); router.path = []; self.router?.path.removeLast()
      model!.coordinator.push(); a.self.path = x; self.self.path = y; (router).path = z; .path; foo()?.path
      """
    let structure = FileStructure(SourceText(bytes: Array(text.utf8)))
    var owners = 0
    for index in structure.tokens.indices where structure.kind(index) == .identifier {
      let token = structure.file.token(index)
      #expect(token.hasOwner == !token.ownerText.isEmpty, "\(token.text) at \(index)")
      if token.hasOwner { owners += 1 }
    }
    #expect(owners >= 6)
  }
}
