/// Integer and floating-point literals: decimal, `0x` (with hex floats), `0o`, `0b`, `_` separators,
/// exponents. Boundaries follow swift-syntax exactly: `1.foo` and `x.0.1` keep the `.` out of the number,
/// `0xff.description` is an integer and a member, and identifier characters glued to a number (`1abc`,
/// `0b12`) join it as a malformed token.
extension Lexer {
  mutating func lexNumber() -> Lexed {
    if cursor.base[cursor.position] == 0x30 {
      switch cursor.peek(1) {
      case 0x78: return lexHexNumber()
      case 0x6F: return lexRadixInteger(isDigit: { $0 >= 0x30 && $0 <= 0x37 })
      case 0x62: return lexRadixInteger(isDigit: { $0 == 0x30 || $0 == 0x31 })
      default: break
      }
    }
    cursor.advance(while: { CharacterClass.isDigit($0) || $0 == 0x5F })
    if cursor.is(at: 0x2E) {
      // `1.` at the end, `1.foo`, and `x.0.1` (a tuple index after a period) are integers.
      let next = cursor.position + 1
      if next >= cursor.count || !CharacterClass.isDigit(cursor.base[next])
        || previousSignificantToken()?.kind == .period
      {
        return Lexed(.integer)
      }
    } else if !(cursor.is(at: 0x65) || cursor.is(at: 0x45)) {
      return numberTail(.integer)
    }
    if cursor.advance(matching: 0x2E) {
      cursor.advance(while: { CharacterClass.isDigit($0) || $0 == 0x5F })
    }
    if cursor.is(at: 0x65) || cursor.is(at: 0x45) {
      cursor.position += 1
      return lexExponentDigits()
    }
    return Lexed(.float)
  }

  /// After `e`/`p`: an optional sign, then digits; identifier characters glued on are malformed.
  private mutating func lexExponentDigits() -> Lexed {
    if cursor.is(at: 0x2B) || cursor.is(at: 0x2D) { cursor.position += 1 }
    guard CharacterClass.isDigit(cursor.peek()) && !cursor.isAtEnd else {
      advanceIdentifierContinuation()
      return Lexed(.float, diagnostic: "expected a digit in the exponent")
    }
    cursor.advance(while: { CharacterClass.isDigit($0) || $0 == 0x5F })
    return numberTail(.float)
  }

  /// `0o...` and `0b...` integers.
  private mutating func lexRadixInteger(isDigit: (UInt8) -> Bool) -> Lexed {
    cursor.position += 2
    if !cursor.isAtEnd && !isDigit(cursor.peek()) {
      advanceIdentifierContinuation()
      return Lexed(.integer, diagnostic: "invalid digit in integer literal")
    }
    cursor.advance(while: { isDigit($0) || $0 == 0x5F })
    return numberTail(.integer)
  }

  /// `0x...` integers and hex floats (`0x1.8p3`, `0xFFp-2`).
  private mutating func lexHexNumber() -> Lexed {
    cursor.position += 2
    guard !cursor.isAtEnd else { return Lexed(.integer, diagnostic: "expected a hexadecimal digit after 0x") }
    guard CharacterClass.isHexDigit(cursor.peek()) else {
      advanceIdentifierContinuation()
      return Lexed(.integer, diagnostic: "expected a hexadecimal digit after 0x")
    }
    cursor.advance(while: { CharacterClass.isHexDigit($0) || $0 == 0x5F })
    let isAtExponent = cursor.is(at: 0x70) || cursor.is(at: 0x50)
    guard cursor.is(at: 0x2E) || isAtExponent else { return numberTail(.integer) }

    var dot: Int?
    if cursor.is(at: 0x2E) {
      dot = cursor.position
      cursor.position += 1
      if !cursor.isAtEnd && !CharacterClass.isHexDigit(cursor.peek()) {
        cursor.position -= 1
        return Lexed(.integer)
      }
      cursor.advance(while: { CharacterClass.isHexDigit($0) || $0 == 0x5F })
      if !(cursor.is(at: 0x70) || cursor.is(at: 0x50)) {
        // `0xff.description`: swift-syntax looks one byte past the fraction to decide.
        let lookAhead = cursor.position + 1
        if lookAhead < cursor.count && !CharacterClass.isDigit(cursor.base[lookAhead]), let dot {
          cursor.position = dot
          return Lexed(.integer)
        }
        return Lexed(.integer, diagnostic: "a hexadecimal float needs an exponent")
      }
    }
    cursor.position += 1  // p or P
    var hasSign = false
    if cursor.is(at: 0x2B) || cursor.is(at: 0x2D) {
      cursor.position += 1
      hasSign = true
    }
    if !cursor.isAtEnd && !CharacterClass.isDigit(cursor.peek()) {
      if let dot, dot + 1 < cursor.count, !CharacterClass.isDigit(cursor.base[dot + 1]), !hasSign {
        cursor.position = dot  // `0xff.fpValue`
        return Lexed(.integer)
      }
      advanceIdentifierContinuation()
      return Lexed(.float, diagnostic: "expected a digit in the exponent")
    }
    cursor.advance(while: { CharacterClass.isDigit($0) || $0 == 0x5F })
    return numberTail(.float)
  }

  /// Ends a number: identifier characters glued to it join the token, which is then malformed.
  private mutating func numberTail(_ kind: TokenKind) -> Lexed {
    let before = cursor.position
    advanceIdentifierContinuation()
    if cursor.position > before { return Lexed(kind, diagnostic: "invalid character in number") }
    return Lexed(kind)
  }
}
