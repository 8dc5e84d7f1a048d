import Testing

@testable import NavlintSyntax

/// Losslessness and SPEC's dump invariants (see `losslessProblems`) over every fixture and example file, random
/// bytes, random cuts and splices of real files, and every prefix of one file.
@Suite struct LosslessTests {
  @Test(arguments: FixtureFiles.all) func fixtureIsLossless(_ path: String) {
    let bytes = FixtureFiles.bytes(path)
    #expect(!bytes.isEmpty, "cannot read \(path)")
    #expect(losslessProblems(bytes, Lexer.tokenize(bytes)) == [])
  }

  @Test func fixturesAreFound() {
    #expect(FixtureFiles.all.count >= 10)
  }

  /// Random bytes, biased towards the characters that change the lexer's state.
  @Test(arguments: 0..<200) func randomBytesAreLossless(_ seed: Int) {
    var random = SplitMix64(seed: UInt64(seed))
    let alphabet = Array("\"'#/\\()*`$<>!?&=.-+_0xbe1 \n\r\tab{}[]:;,@p".utf8)
    let length = Int.random(in: 0...300, using: &random)
    let bytes: [UInt8] = (0..<length).map { _ in
      Bool.random(using: &random)
        ? alphabet.randomElement(using: &random) ?? 0 : UInt8.random(in: 0...255, using: &random)
    }
    #expect(losslessProblems(bytes, Lexer.tokenize(bytes)) == [], "seed \(seed)")
  }

  /// Random cuts and splices of real files: prefixes, suffixes and pieces of two files glued together.
  @Test(arguments: 0..<300) func randomSplicesAreLossless(_ seed: Int) {
    var random = SplitMix64(seed: UInt64(seed) &+ 1000)
    let files = FixtureFiles.all
    guard let first = files.randomElement(using: &random), let second = files.randomElement(using: &random) else {
      Issue.record("no fixtures")
      return
    }
    let a = FixtureFiles.bytes(first)
    let b = FixtureFiles.bytes(second)
    let cutA = Int.random(in: 0...a.count, using: &random)
    let cutB = Int.random(in: 0...b.count, using: &random)
    let endB = Int.random(in: cutB...b.count, using: &random)
    var bytes = Array(a[0..<cutA]) + Array(b[cutB..<endB])
    if Bool.random(using: &random), !bytes.isEmpty {
      // A stray byte somewhere, possibly breaking UTF-8.
      bytes.insert(UInt8.random(in: 0...255, using: &random), at: Int.random(in: 0..<bytes.count, using: &random))
    }
    #expect(losslessProblems(bytes, Lexer.tokenize(bytes)) == [], "seed \(seed): \(first) + \(second)")
  }

  /// Every way to cut one fixture that uses every construct: no prefix ever breaks the invariants.
  @Test func everyPrefixOfStringFixtureIsLossless() {
    let bytes = FixtureFiles.bytes("Tests/NavlintSyntaxTests/Fixtures/StringLiterals.swift")
    #expect(!bytes.isEmpty)
    var failures = 0
    for end in stride(from: 0, through: bytes.count, by: 1) {
      let prefix = Array(bytes[0..<end])
      if !losslessProblems(prefix, Lexer.tokenize(prefix)).isEmpty { failures += 1 }
    }
    #expect(failures == 0)
  }

  /// The fast path must make exactly the tokens the general scanners make, on real files and on splices.
  @Test(arguments: FixtureFiles.all) func fastPathAgreesWithGeneralScanners(_ path: String) {
    let bytes = FixtureFiles.bytes(path)
    let fast = Lexer.tokenize(bytes, usesFastPath: true)
    let general = Lexer.tokenize(bytes, usesFastPath: false)
    #expect(fast.tokens == general.tokens)
    #expect(fast.comments == general.comments)
  }

  /// Snippets aimed at what the fast path takes over from the general scanners: `$` names, postfix `!`
  /// and `?` (after `try` too), and one-line strings with interpolations, nested, unterminated or cut off.
  @Test(arguments: [
    "let a = $0 + $name + $ + $é",
    "x!.y; x?.z; try? f(); try! g(); try? /a/; self?.h; nil?; (x)! ; [y]?",
    "a ?b : c; a! = b; a!=b; f()?.g()!",
    "let s = \"a \\(b) c \\(d(e)) f\\(g)\\(h)\"",
    "\"\\(a)\"; \"\\(\"x\\(y)\")\"; \"\\(a) \\n\"; \"\\(a)\\u{41}\"",
    "\"open \\(a\nb)\"\n\"\\(a) rest\nnext\"",
    "\"\\(a)\"\"\"\n\"\\(x ? \"y\" : \"z\")\" + \"\\(f(\"q\"))\"",
    "\"\\(",
    "\"a\\(b)",
    "\"a\\(b) c",
    "#\"\\#(a)\"# + \"\"\"\n\\(a)\n\"\"\"",
  ])
  func fastPathAgreesOnSnippets(_ source: String) {
    let bytes = Array(source.utf8)
    let fast = Lexer.tokenize(bytes, usesFastPath: true)
    let general = Lexer.tokenize(bytes, usesFastPath: false)
    #expect(fast.tokens == general.tokens)
    #expect(fast.diagnostics == general.diagnostics)
    #expect(losslessProblems(bytes, fast).isEmpty)
  }

  @Test(arguments: 0..<100) func fastPathAgreesOnRandomSplices(_ seed: Int) {
    var random = SplitMix64(seed: UInt64(seed) &+ 5000)
    let files = FixtureFiles.all
    var bytes: [UInt8] = []
    for _ in 0..<4 {
      guard let file = files.randomElement(using: &random) else { return }
      let source = FixtureFiles.bytes(file)
      let start = Int.random(in: 0...source.count, using: &random)
      let end = Int.random(in: start...min(source.count, start + 400), using: &random)
      bytes += source[start..<end]
    }
    #expect(Lexer.tokenize(bytes, usesFastPath: true).tokens == Lexer.tokenize(bytes, usesFastPath: false).tokens)
  }
}
