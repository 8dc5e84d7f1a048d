/// Integer and floating-point literals: decimal, `0x` (with hex floats), `0o`, `0b`, `_` separators,
/// exponents. `1.foo` and `x.0.1` keep the `.` out of the number, as swift-syntax does.
extension Lexer {
  mutating func lexNumber() -> Lexed {
    let start = cursor.position
    if cursor.base[start] == 0x30 {
      switch cursor.peek(1) {
      case 0x78: return lexHexNumber()
      case 0x6F: return lexRadixInteger(isDigit: { $0 >= 0x30 && $0 <= 0x37 })
      case 0x62: return lexRadixInteger(isDigit: { $0 == 0x30 || $0 == 0x31 })
      default: break
      }
    }
    cursor.advance(while: { CharacterClass.isDigit($0) || $0 == 0x5F })
    var isFloat = false
    // A fraction needs a digit after the `.`, and a number right after a `.` is a tuple index (`x.0.1`).
    if cursor.is(at: 0x2E) && CharacterClass.isDigit(cursor.peek(1)) && !(start > 0 && cursor.base[start - 1] == 0x2E) {
      cursor.position += 1
      cursor.advance(while: { CharacterClass.isDigit($0) || $0 == 0x5F })
      isFloat = true
    }
    if cursor.is(at: 0x65) || cursor.is(at: 0x45) {
      var probe = cursor
      probe.position += 1
      if probe.is(at: 0x2B) || probe.is(at: 0x2D) { probe.position += 1 }
      guard CharacterClass.isDigit(probe.peek()) else {
        cursor = probe
        return invalidNumberTail(isFloat: true, diagnostic: "expected a digit in the exponent")
      }
      probe.advance(while: { CharacterClass.isDigit($0) || $0 == 0x5F })
      cursor = probe
      isFloat = true
    }
    return invalidNumberTail(isFloat: isFloat, diagnostic: nil)
  }

  /// `0o...` and `0b...` integers.
  private mutating func lexRadixInteger(isDigit: (UInt8) -> Bool) -> Lexed {
    cursor.position += 2
    guard isDigit(cursor.peek()) else {
      return invalidNumberTail(isFloat: false, diagnostic: "expected a digit after the integer prefix")
    }
    cursor.advance(while: { isDigit($0) || $0 == 0x5F })
    return invalidNumberTail(isFloat: false, diagnostic: nil)
  }

  /// `0x...` integers and hex floats (`0x1.8p3`, `0xFFp-2`). `0xff.description` is an integer and a member.
  private mutating func lexHexNumber() -> Lexed {
    cursor.position += 2
    guard CharacterClass.isHexDigit(cursor.peek()) else {
      return invalidNumberTail(isFloat: false, diagnostic: "expected a hexadecimal digit after 0x")
    }
    cursor.advance(while: { CharacterClass.isHexDigit($0) || $0 == 0x5F })
    var isFloat = false
    if cursor.is(at: 0x2E) && CharacterClass.isHexDigit(cursor.peek(1)) {
      var probe = cursor
      probe.position += 1
      probe.advance(while: { CharacterClass.isHexDigit($0) || $0 == 0x5F })
      let hasExponent = probe.is(at: 0x70) || probe.is(at: 0x50)
      if !hasExponent && !CharacterClass.isDigit(cursor.peek(1)) {
        return Lexed(.integer)  // `0xff.description`
      }
      cursor = probe
      isFloat = true
      if !hasExponent {
        return invalidNumberTail(isFloat: true, diagnostic: "a hexadecimal float needs an exponent")
      }
    }
    if cursor.is(at: 0x70) || cursor.is(at: 0x50) {
      cursor.position += 1
      if cursor.is(at: 0x2B) || cursor.is(at: 0x2D) { cursor.position += 1 }
      guard CharacterClass.isDigit(cursor.peek()) else {
        return invalidNumberTail(isFloat: true, diagnostic: "expected a digit in the exponent")
      }
      cursor.advance(while: { CharacterClass.isDigit($0) || $0 == 0x5F })
      isFloat = true
    }
    return invalidNumberTail(isFloat: isFloat, diagnostic: nil)
  }

  /// Ends a number: identifier characters glued to it (`1abc`, `0b12`) join the token, which is malformed.
  private mutating func invalidNumberTail(isFloat: Bool, diagnostic: StaticString?) -> Lexed {
    let before = cursor.position
    advanceIdentifierContinuation()
    let kind: TokenKind = isFloat ? .float : .integer
    if cursor.position > before { return Lexed(kind, diagnostic: diagnostic ?? "invalid character in number") }
    return Lexed(kind, diagnostic: diagnostic)
  }
}
