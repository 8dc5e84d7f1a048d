/// Dispatch of one token of code on its first byte, and the tokens that start with a non-ASCII character.
extension Lexer {
  /// Lexes one token of code at the cursor (not at the end, trivia skipped). `interpolation` is the
  /// enclosing interpolation, whose parenthesis depth `(` and `)` track.
  mutating func lexCode(interpolation: (literal: StringLiteral, depth: Int)?) -> Lexed {
    let byte = cursor.base[cursor.position]
    switch byte {
    case 0x61...0x7A, 0x41...0x5A, 0x5F:  // a-z A-Z _
      return lexIdentifierOrKeyword()
    case 0x30...0x39:
      return lexNumber()
    case 0x22, 0x27:  // " '
      return lexStringStart()
    case 0x23:  // #
      return lexPound()
    case 0x24:  // $
      return lexDollarIdentifier()
    case 0x60:  // `
      return lexBacktick()
    case 0x40:  // @
      cursor.position += 1
      return Lexed(.atSign)
    case 0x28:  // (
      cursor.position += 1
      if let (literal, depth) = interpolation {
        return Lexed(.lParen, transition: .replace(.interpolation(literal, parenDepth: depth + 1)))
      }
      return Lexed(.lParen)
    case 0x29:  // )
      cursor.position += 1
      if let (literal, depth) = interpolation {
        if depth == 0 { return Lexed(.rParen, transition: .pop) }
        return Lexed(.rParen, transition: .replace(.interpolation(literal, parenDepth: depth - 1)))
      }
      return Lexed(.rParen)
    case 0x7B:
      cursor.position += 1
      return Lexed(.lBrace)
    case 0x7D:
      cursor.position += 1
      return Lexed(.rBrace)
    case 0x5B:
      cursor.position += 1
      return Lexed(.lSquare)
    case 0x5D:
      cursor.position += 1
      return Lexed(.rSquare)
    case 0x2C:
      cursor.position += 1
      return Lexed(.comma)
    case 0x3B:
      cursor.position += 1
      return Lexed(.semicolon)
    case 0x3A:  // : or ::
      cursor.position += 1
      if cursor.advance(matching: 0x3A) { return Lexed(.colonColon) }
      return Lexed(.colon)
    case 0x5C:  // \
      cursor.position += 1
      return Lexed(.backslash)
    case 0x21, 0x3F:  // ! ?
      if let postfix = lexPostfixOptionalChain() { return postfix }
      return lexOperator()
    case 0x3C:  // <
      if cursor.peek(1) == 0x23, let placeholder = lexPlaceholder() { return placeholder }
      return lexOperator()
    case 0x2F, 0x3D, 0x2D, 0x2B, 0x2A, 0x25, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x2E:
      return lexOperator()
    case 0x80...0xFF:
      return lexNonASCII()
    default:
      // NUL and other control characters (trivia with an error to swift-syntax).
      cursor.position += 1
      return Lexed(.unknown, diagnostic: "invalid character in source")
    }
  }

  /// A token starting with a non-ASCII byte: a Unicode identifier or operator, a curly-quoted string
  /// (an identifier, for recovery, as in swift-syntax), or unknown bytes.
  private mutating func lexNonASCII() -> Lexed {
    guard let (scalar, length) = cursor.peekScalar() else {
      // Invalid UTF-8: one unknown token over the bytes up to the next possible scalar start.
      cursor.position += 1
      while cursor.position < cursor.count && cursor.base[cursor.position] & 0xC0 == 0x80 { cursor.position += 1 }
      return Lexed(.unknown, diagnostic: "invalid UTF-8 in source")
    }
    if CharacterClass.isIdentifierStart(scalar) { return lexIdentifierOrKeyword() }
    if CharacterClass.isOperatorStart(scalar) { return lexOperator() }
    cursor.position += length
    if CharacterClass.isIdentifierContinuation(scalar) {
      // A combining mark cannot start an identifier: swift-syntax makes the run a malformed identifier.
      advanceIdentifierContinuation()
      return Lexed(.identifier, diagnostic: "an identifier cannot start with this character")
    }
    switch scalar {
    case 0x201C:  // “
      skipCurlyQuotedString()
      return Lexed(.identifier, diagnostic: "unicode curly quote found; use '\"' instead")
    case 0x201D:  // ”
      return Lexed(.unknown, diagnostic: "unicode curly quote found; use '\"' instead")
    default:
      return Lexed(.unknown, diagnostic: "invalid character in source")
    }
  }

  /// After a `“`: the rest of a curly-quoted string up to a closing `”` or `"` on the same line, if any.
  private mutating func skipCurlyQuotedString() {
    var probe = cursor
    while probe.position < probe.count {
      let byte = probe.base[probe.position]
      switch byte {
      case 0x0A, 0x0D, 0x00:
        return
      case 0x22:
        cursor.position = probe.position + 1
        return
      case 0x5C:
        // Valid escapes are skipped; an invalid one or an interpolation gives up.
        switch probe.peek(1) {
        case 0x30, 0x6E, 0x72, 0x74, 0x22, 0x27, 0x5C:
          probe.position += 2
        case 0x75 where probe.peek(2) == 0x7B:  // \u{hex}
          var index = 3
          var value: UInt32 = 0
          while CharacterClass.isHexDigit(probe.peek(index)) && probe.position + index < probe.count {
            let digit = probe.peek(index)
            value = (value << 4) &+ UInt32(digit <= 0x39 ? digit - 0x30 : (digit | 0x20) - 0x61 + 10)
            index += 1
          }
          let digits = index - 3
          guard probe.peek(index) == 0x7D, digits >= 1, digits <= 8, Unicode.Scalar(value) != nil else { return }
          probe.position += index + 1
        default:
          return
        }
      case 0xE2 where probe.peek(1) == 0x80 && probe.peek(2) == 0x9D:
        cursor.position = probe.position + 3
        return
      default:
        // Control characters, tabs included, are errors in a one-line literal: give up.
        if byte < 0x20 || byte == 0x7F { return }
        if byte < 0x80 {
          probe.position += 1
        } else if let (_, length) = probe.peekScalar() {
          probe.position += length
        } else {
          return
        }
      }
    }
  }
}
