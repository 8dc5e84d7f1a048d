import Testing

@testable import NavlintSyntax

/// Inputs at the edges: empty, truncated inside every construct, odd line breaks, NUL and invalid UTF-8,
/// and very large or very deeply nested inputs (which must complete: no recursion, linear time).
@Suite struct LexerBoundaryTests {
  @Test func emptyFileIsOneEOF() {
    let list = Lexer.tokenize([])
    #expect(list.tokens == [Token(kind: .eof, start: 0, length: 0, flags: [.isAtStartOfLine])])
    #expect(list.comments.isEmpty && list.diagnostics.isEmpty)
  }

  static let truncated: [String] = [
    "\"abc", "\"\"\"\nabc", "#\"abc", "##\"a\"#", "\"a\\(b", "\"a\\(\"b\\(c", "\"\"\"\n\\(x", "/* abc", "/* /* */",
    "#/abc", "#/\n  abc", "`abc", "<#abc", "0x", "1e", "\"\\", "\"\\u{12", "#\"\\#", "#\"\\#(", "'a", "x = /ab",
    "\"\"\"", "#", "@", "\\", "\"\\(", "\"\"\"\n  a\\", "#!", "/", "/*", "//",
  ]

  @Test(arguments: truncated) func fileEndingInsideAConstructIsLossless(_ source: String) {
    let bytes = Array(source.utf8)
    let list = Lexer.tokenize(bytes)
    #expect(losslessProblems(bytes, list) == [])
  }

  @Test func unterminatedLiteralsAndCommentsAreDiagnosed() {
    for source in ["\"abc", "\"abc\nx", "/* abc", "\"a\\(b\nc", "#\"abc"] {
      let list = Lexer.tokenize(Array(source.utf8))
      #expect(!list.diagnostics.isEmpty, "\(source)")
    }
    #expect(Lexer.tokenize(Array("let s = \"ok\" /* fine */".utf8)).diagnostics.isEmpty)
  }

  @Test func unterminatedStringSegmentIsMalformed() {
    let list = Lexer.tokenize(Array("\"abc\nx".utf8))
    #expect(list.tokens.map(\.kind) == [.stringQuote, .stringSegment, .identifier, .eof])
    #expect(list.tokens[1].flags.contains(.isMalformed))
    #expect(!list.tokens[2].flags.contains(.isMalformed))
    #expect(list.tokens[2].flags.contains(.isAtStartOfLine))
  }

  @Test func loneCarriageReturnsAreLineBreaks() {
    #expect(renderedTokens("\r") == [])
    let list = Lexer.tokenize(Array("a\rb\r\rc".utf8))
    #expect(list.tokens.map(\.kind) == [.identifier, .identifier, .identifier, .eof])
    #expect(list.tokens.dropLast().allSatisfy { $0.flags.contains(.isAtStartOfLine) })
    #expect(!list.tokens[3].flags.contains(.isAtStartOfLine))
  }

  @Test func nulBytesAreUnknownTokensOutsideLiterals() {
    let bytes: [UInt8] = [0x61, 0x00, 0x62, 0x20, 0x22, 0x78, 0x00, 0x79, 0x22]  // a NUL b "x NUL y"
    #expect(
      renderedTokens(bytes) == [
        "identifier a", "unknown \u{0}", "identifier b", "string-quote \"",
        "string-segment x\u{0}y", "string-quote \"",
      ])
  }

  /// 0xFF (never valid UTF-8) inside every kind of token.
  static let invalidUTF8Hosts: [String] = [
    "ab@cd", "\"a@b\"", "// a@b\nx", "/* a@b */ x", "x = /a@b/", "#/a@b/#", "a +@ b", "1@2", "`a@b`",
    "#\"a@b\"#", "\"\"\"\n  a@b\n  \"\"\"", "\"\\(a@b)\"", "<#a@b#>", "#if@", "@@", "$a@", "0x@", "'@'",
  ]

  @Test(arguments: invalidUTF8Hosts) func invalidUTF8InEveryTokenKindIsLossless(_ host: String) {
    let bytes = Array(host.utf8).map { $0 == 0x40 ? 0xFF : $0 }
    let list = Lexer.tokenize(bytes)
    #expect(losslessProblems(bytes, list) == [])
  }

  @Test func invalidUTF8OutsideLiteralsIsUnknownAndDiagnosed() {
    let bytes: [UInt8] = [0x61, 0x20, 0xC3, 0x28, 0x20, 0xED, 0xA0, 0x80, 0x20, 0x62]  // a, bad é, surrogate, b
    let list = Lexer.tokenize(bytes)
    #expect(list.tokens.map(\.kind) == [.identifier, .unknown, .lParen, .unknown, .identifier, .eof])
    #expect(list.tokens[1].flags.contains(.isMalformed))
    #expect(list.diagnostics.count == 2)
  }

  @Test func tenMegabyteFileCompletes() {
    var source: [UInt8] = []
    let files = FixtureFiles.all.map(FixtureFiles.bytes)
    while source.count < 10_000_000 {
      for file in files {
        source += file
        source.append(0x0A)
      }
    }
    let list = Lexer.tokenize(source)
    #expect(list.tokens.count > 1_000_000)
    #expect(losslessProblems(source, list) == [])
  }

  @Test func tenThousandNestedBracketsComplete() {
    let depth = 10_000
    let source = String(repeating: "([{", count: depth) + String(repeating: "}])", count: depth)
    let list = Lexer.tokenize(Array(source.utf8))
    #expect(list.tokens.count == depth * 6 + 1)
  }

  @Test func tenThousandNestedInterpolationsComplete() {
    let depth = 10_000
    let closed = String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)
    let list = Lexer.tokenize(Array(closed.utf8))
    // Each level: quote, backslash, l_paren, r_paren, quote; plus `x` and eof.
    #expect(list.tokens.count == depth * 5 + 2)
    #expect(list.diagnostics.isEmpty)
    let unclosed = String(repeating: "\"\"\"\n\\(", count: depth)
    let unclosedList = Lexer.tokenize(Array(unclosed.utf8))
    #expect(losslessProblems(Array(unclosed.utf8), unclosedList) == [])
  }

  @Test func tenThousandNestedBlockCommentsAreOneComment() {
    let depth = 10_000
    let source = "a " + String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth) + " b"
    let list = Lexer.tokenize(Array(source.utf8))
    #expect(list.tokens.map(\.kind) == [.identifier, .identifier, .eof])
    #expect(list.comments.count == 1)
  }
}
