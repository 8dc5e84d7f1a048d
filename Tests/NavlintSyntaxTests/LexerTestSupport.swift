import Testing

@testable import NavlintSyntax

/// One tricky snippet and the exact token stream expected for it (kind and text of every token but `eof`).
struct LexerCase: CustomTestStringConvertible, Sendable {
  let name: String
  let source: String
  /// `"<kind> <text>"` per token, kind as printed by `dump-tokens`.
  let expected: [String]

  init(_ name: String, _ source: String, _ expected: [String]) {
    self.name = name
    self.source = source
    self.expected = expected
  }

  var testDescription: String { name }
}

/// `"<kind> <text>"` for every token of `source` but the final `eof`.
func renderedTokens(_ source: String) -> [String] {
  renderedTokens(Array(source.utf8))
}

func renderedTokens(_ bytes: [UInt8]) -> [String] {
  let list = Lexer.tokenize(bytes)
  return list.tokens.dropLast().map { token in
    "\(token.kind.dumpName) \(String(decoding: bytes[token.range], as: UTF8.self))"
  }
}
