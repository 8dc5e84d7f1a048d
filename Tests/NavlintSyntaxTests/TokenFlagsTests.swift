import Testing

@testable import NavlintSyntax

/// `TokenFlags` on every token, and the `comments` list.
@Suite struct TokenFlagsTests {
  private func flags(_ source: String) -> [(String, TokenFlags)] {
    let bytes = Array(source.utf8)
    return Lexer.tokenize(bytes).tokens.map { (String(decoding: bytes[$0.range], as: UTF8.self), $0.flags) }
  }

  @Test func triviaFlags() {
    let result = flags("let x = 1 // c\n  y+z\n")
    let expected: [(String, TokenFlags)] = [
      ("let", [.isAtStartOfLine, .hasTrailingTrivia]),
      ("x", [.hasLeadingTrivia, .hasTrailingTrivia]),
      ("=", [.hasLeadingTrivia, .hasTrailingTrivia]),
      ("1", [.hasLeadingTrivia, .hasTrailingTrivia]),
      ("y", [.isAtStartOfLine, .hasLeadingTrivia]),
      ("+", []),
      ("z", [.hasTrailingTrivia]),
      ("", [.isAtStartOfLine, .hasLeadingTrivia]),
    ]
    #expect(result.map(\.0) == expected.map(\.0))
    #expect(result.map(\.1) == expected.map(\.1))
  }

  @Test func blockCommentSpanningLinesPutsNextTokenAtLineStart() {
    let result = flags("a /* x\n y */ b /* z */ c")
    #expect(result.map(\.1.isAtStartOfLineForTest) == [true, true, false, false])
  }

  @Test func multiLineSegmentsStartLines() {
    let result = flags("s = \"\"\"\n  a\n  b\\(x)\n  \"\"\"")
    let starts = result.filter { $0.1.contains(.isAtStartOfLine) }.map(\.0)
    #expect(starts == ["s", "  a\n", "  b", "  "])
    // Inside a literal there is no trivia, except the line break after the opening quote.
    #expect(result[3].1 == [.isAtStartOfLine, .hasLeadingTrivia])
    #expect(result[2].1 == [.hasLeadingTrivia, .hasTrailingTrivia])
  }

  @Test func malformedTokens() {
    let result = flags("1abc 0x 2 \"ok\" `a` 0b12")
    #expect(result.filter { $0.1.contains(.isMalformed) }.map(\.0) == ["1abc", "0x", "0b12"])
  }

  @Test func commentsAreListedWithKindsAndRanges() {
    let source = "// a\n/// b\n/* c */ /** d */ /**/ x //// e\n/* /* nested */ */"
    let list = Lexer.tokenize(Array(source.utf8))
    let bytes = Array(source.utf8)
    let comments = list.comments.map { ($0.kind, String(decoding: bytes[$0.range], as: UTF8.self)) }
    #expect(comments.map(\.0) == [.line, .docLine, .block, .docBlock, .block, .docLine, .block])
    #expect(comments.map(\.1) == ["// a", "/// b", "/* c */", "/** d */", "/**/", "//// e", "/* /* nested */ */"])
  }

  @Test func commentsInsideLiteralsAreNotComments() {
    let list = Lexer.tokenize(Array("\"// no\" #\"/* no */\"# /x\\/\\/y/".utf8))
    #expect(list.comments.isEmpty)
  }
}

extension TokenFlags {
  fileprivate var isAtStartOfLineForTest: Bool { contains(.isAtStartOfLine) }
}
