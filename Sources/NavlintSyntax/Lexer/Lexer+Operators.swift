/// Operators, told apart as prefix, postfix or infix by the whitespace around them as Swift does, and the
/// operator-like punctuation (`=`, `->`, `.`, `?`, `&`).
extension Lexer {
  /// Whether the character before `offset` binds an operator at `offset` to the left: false after
  /// whitespace, an opening bracket, `,`, `;`, `:`, the start of the file, or a block comment's end.
  func isLeftBound(_ offset: Int) -> Bool {
    guard offset > 0 else { return false }
    switch cursor.base[offset - 1] {
    case 0x20, 0x0D, 0x0A, 0x09, 0x28, 0x5B, 0x7B, 0x2C, 0x3B, 0x3A, 0x00, 0x0B, 0x0C:
      return false
    case 0x2F:
      return !(offset >= 2 && cursor.base[offset - 2] == 0x2A)  // `*/`
    case 0xA0:
      return !(offset >= 2 && cursor.base[offset - 2] == 0xC2)  // U+00A0
    default:
      return true
    }
  }

  /// Whether the character at `offset` binds an operator ending there to the right.
  func isRightBound(_ offset: Int, isLeftBound: Bool) -> Bool {
    guard offset < cursor.count else { return false }
    switch cursor.base[offset] {
    case 0x20, 0x0D, 0x0A, 0x09, 0x29, 0x5D, 0x7D, 0x2C, 0x3B, 0x3A, 0x00, 0x0B, 0x0C:
      return false
    case 0x2E:
      return !isLeftBound
    case 0x2F:
      let next = offset + 1 < cursor.count ? cursor.base[offset + 1] : 0
      return !(next == 0x2F || next == 0x2A)
    case 0xC2:
      return !(offset + 1 < cursor.count && cursor.base[offset + 1] == 0xA0)
    default:
      return true
    }
  }

  /// An operator at the cursor (an operator-start character), classified by its neighbours.
  mutating func lexOperator() -> Lexed {
    let start = cursor.position
    let startsWithPeriod = cursor.base[start] == 0x2E
    advanceOperatorCharacter()
    while cursor.position < cursor.count {
      let byte = cursor.base[cursor.position]
      if byte < 0x80 {
        guard CharacterClass.isASCIIOperator(byte) else { break }
        // `.` only continues operators that start with `.`; `//` and `/*` start comments.
        if byte == 0x2E && !startsWithPeriod { break }
        if byte == 0x2F, cursor.peek(1) == 0x2F || cursor.peek(1) == 0x2A { break }
        cursor.position += 1
      } else {
        guard let (scalar, length) = cursor.peekScalar(), CharacterClass.isOperatorContinuation(scalar) else { break }
        cursor.position += length
      }
    }
    let length = cursor.position - start
    let leftBound = isLeftBound(start)
    let rightBound = isRightBound(cursor.position, isLeftBound: leftBound)
    if length == 1 {
      switch cursor.base[start] {
      case 0x3D:
        if leftBound != rightBound {
          return Lexed(.equal, diagnostic: "'=' must have consistent whitespace on both sides")
        }
        return Lexed(.equal)
      case 0x26:
        if !leftBound && rightBound { return Lexed(.prefixAmp) }
      case 0x2E:
        return Lexed(.period)
      case 0x3F:
        return Lexed(leftBound ? .postfixQuestion : .infixQuestion)
      default:
        break
      }
    } else if length == 2 {
      if cursor.base[start] == 0x2D && cursor.base[start + 1] == 0x3E { return Lexed(.arrow) }
      if cursor.base[start] == 0x2A && cursor.base[start + 1] == 0x2F {
        return Lexed(.unknown, diagnostic: "unexpected end of block comment")
      }
    } else if containsBlockCommentEnd(start) {
      return Lexed(.unknown, diagnostic: "unexpected end of block comment")
    }
    return Lexed(.operator)
  }

  private mutating func advanceOperatorCharacter() {
    if cursor.base[cursor.position] < 0x80 {
      cursor.position += 1
    } else if let (_, length) = cursor.peekScalar() {
      cursor.position += length
    } else {
      cursor.position += 1
    }
  }

  private func containsBlockCommentEnd(_ start: Int) -> Bool {
    var index = start
    while index + 1 < cursor.position {
      if cursor.base[index] == 0x2A && cursor.base[index + 1] == 0x2F { return true }
      index += 1
    }
    return false
  }
}
