/// Regex literals: `/.../` (told apart from division by what precedes it) and extended `#/.../#`,
/// each lexed whole as one `regex` token.
extension Lexer {
  /// A `/.../` regex literal at the cursor, or nil (nothing consumed) when this `/` is an operator.
  mutating func lexRegexIfPresent() -> Lexed? {
    let start = cursor.position
    // A regex cannot start with a space or a tab, nor right after something that ends an expression.
    let next = cursor.peek(1)
    if next == 0x20 || next == 0x09 || next == 0x0A || next == 0x0D || start + 1 >= cursor.count { return nil }
    if previousTokenEndsExpression() { return nil }
    var probe = cursor
    probe.position += 1
    var inCustomClass = 0
    while probe.position < probe.count {
      let byte = probe.base[probe.position]
      switch byte {
      case 0x0A, 0x0D:
        return nil
      case 0x5C:
        probe.position += 2
        continue
      case 0x5B:
        inCustomClass += 1
      case 0x5D:
        if inCustomClass > 0 { inCustomClass -= 1 }
      case 0x2F where inCustomClass == 0:
        // A regex cannot end with a space before the closing `/`.
        let last = probe.base[probe.position - 1]
        if last == 0x20 || last == 0x09 { return nil }
        probe.position += 1
        cursor = probe
        return Lexed(.regex)
      default:
        break
      }
      probe.position += 1
    }
    return nil
  }

  /// Whether the last token ends an expression, so a `/` after it is division.
  private func previousTokenEndsExpression() -> Bool {
    guard let last = tokens.last else { return false }
    switch last.kind {
    case .identifier, .integer, .float, .rParen, .rSquare, .rBrace, .stringQuote, .regex, .exclaim,
      .postfixQuestion:
      return true
    case .keyword:
      return true
    default:
      return false
    }
  }

  /// An extended regex `#/.../#` (`##/.../##`...), possibly multi-line; nil when there is no closing.
  mutating func lexExtendedRegexIfPresent(delimiterCount: Int) -> Lexed? {
    var probe = cursor
    probe.position += delimiterCount + 1
    // A multi-line extended regex starts with a line break right after the opening delimiter.
    let isMultiline = probe.is(at: 0x0A) || probe.is(at: 0x0D)
    while probe.position < probe.count {
      let byte = probe.base[probe.position]
      if (byte == 0x0A || byte == 0x0D) && !isMultiline { return nil }
      if byte == 0x5C {
        probe.position += 2
        continue
      }
      probe.position += 1
      if byte == 0x2F && probe.advance(whileEqualTo: 0x23) >= delimiterCount {
        cursor = probe
        return Lexed(.regex)
      }
    }
    return nil
  }
}
