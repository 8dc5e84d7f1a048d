/// The kind of a token, with the boundaries and names of swift-syntax's lexer (see SPEC "Token dump").
///
/// Trivia (whitespace, comments, a byte-order mark) is not a token; it is recorded separately in
/// `TokenList.comments` where rules need it (suppression comments).
public enum TokenKind: UInt8, Sendable, CaseIterable {
  /// Names, `` `quoted` `` names, `$0`, `$name`, `<#placeholders#>`, and every contextual keyword.
  case identifier
  /// A reserved word from SPEC's keyword list (`class`, `func`, `try`, `self`, `_`...).
  case keyword
  case integer
  case float
  /// `"`, `"""`, `'`, and each raw-string delimiter run (`#`, `##`...).
  case stringQuote
  /// Literal text between quotes and interpolations, escapes as written.
  case stringSegment
  /// The `\` of `\(` or of a key path.
  case backslash
  /// A whole regex literal, delimiters included.
  case regex
  /// Every operator, including generic `<` `>`; a lone `=` is `equal`.
  case `operator`
  case equal
  /// `#if #elseif #else #endif #available #unavailable #sourceLocation`, or a lone `#`.
  case pound
  case lParen
  case rParen
  case lBrace
  case rBrace
  case lSquare
  case rSquare
  case comma
  case colon
  case semicolon
  case period
  case atSign
  case arrow
  case colonColon
  case backtick
  case shebang
  /// `?` directly after an expression (`x?.y`, `Int?`, `try?`).
  case postfixQuestion
  /// The ternary `?`.
  case infixQuestion
  /// Postfix `!` (`x!`, `try!`); a prefix `!` is an `operator`.
  case exclaim
  /// `&` in `&x`.
  case prefixAmp
  /// Bytes that form no token.
  case unknown
  /// The end of the file: always the last token, empty, at the file size.
  case eof

  /// The name printed by `navlint dump-tokens`.
  public var dumpName: String {
    switch self {
    case .identifier: "identifier"
    case .keyword: "keyword"
    case .integer: "integer"
    case .float: "float"
    case .stringQuote: "string-quote"
    case .stringSegment: "string-segment"
    case .backslash: "backslash"
    case .regex: "regex"
    case .operator: "operator"
    case .equal: "equal"
    case .pound: "pound"
    case .lParen: "l_paren"
    case .rParen: "r_paren"
    case .lBrace: "l_brace"
    case .rBrace: "r_brace"
    case .lSquare: "l_square"
    case .rSquare: "r_square"
    case .comma: "comma"
    case .colon: "colon"
    case .semicolon: "semicolon"
    case .period: "period"
    case .atSign: "at_sign"
    case .arrow: "arrow"
    case .colonColon: "colon_colon"
    case .backtick: "backtick"
    case .shebang: "shebang"
    case .postfixQuestion: "postfix_question"
    case .infixQuestion: "infix_question"
    case .exclaim: "exclaim"
    case .prefixAmp: "prefix_amp"
    case .unknown: "unknown"
    case .eof: "eof"
    }
  }
}
