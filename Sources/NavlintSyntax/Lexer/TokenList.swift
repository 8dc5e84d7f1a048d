/// The tokens of one source file, in order, always ending with one `eof` token, plus the comments
/// found in the trivia between them and the lexer's diagnostics.
public struct TokenList: Sendable {
  public var tokens: [Token]
  public var comments: [Comment]
  public var diagnostics: [LexerDiagnostic]

  public init(tokens: [Token], comments: [Comment] = [], diagnostics: [LexerDiagnostic] = []) {
    self.tokens = tokens
    self.comments = comments
    self.diagnostics = diagnostics
  }
}

/// A comment in trivia. `range` covers the whole comment including `//` or `/* */`.
public struct Comment: Sendable, Equatable {
  public enum Kind: UInt8, Sendable { case line, docLine, block, docBlock }
  public var kind: Kind
  public var range: Range<Int>
  public init(kind: Kind, range: Range<Int>) {
    self.kind = kind
    self.range = range
  }
}

/// A problem the lexer found (unterminated literal, invalid byte...). Lexing always goes on.
public struct LexerDiagnostic: Sendable, Equatable {
  public var offset: Int
  public var message: String
  public init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }
}
