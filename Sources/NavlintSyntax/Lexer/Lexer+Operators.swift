/// Operators, told apart as prefix, postfix or infix by the characters around them as Swift does, and the
/// operator-like punctuation (`=`, `->`, `.`, `?`, `&`, postfix `!`).
extension Lexer {
  /// Whether the character before `offset` binds an operator at `offset` to the left: false after
  /// whitespace, an opening bracket, `,`, `;`, `:`, at the start of the file, or after a block comment.
  @inline(__always)
  func isLeftBound(_ offset: Int) -> Bool { Lexer.isLeftBound(cursor.base, offset) }

  /// `isLeftBound` over the input at `base` (`offset` within it). Static so the fast path's calls copy
  /// nothing of the lexer.
  static func isLeftBound(_ base: UnsafePointer<UInt8>, _ offset: Int) -> Bool {
    guard offset > 0 else { return false }
    switch base[offset - 1] {
    case 0x20, 0x0D, 0x0A, 0x09, 0x28, 0x5B, 0x7B, 0x2C, 0x3B, 0x3A, 0x00:
      return false
    case 0x2F:
      return !(offset >= 2 && base[offset - 2] == 0x2A)  // `*/`
    case 0xA0:
      return !(offset >= 2 && base[offset - 2] == 0xC2)  // U+00A0
    default:
      return true
    }
  }

  /// Whether the character at `offset` binds an operator ending there to the right.
  @inline(__always)
  func isRightBound(_ offset: Int, isLeftBound: Bool) -> Bool {
    Lexer.isRightBound(cursor.base, count: cursor.count, offset, isLeftBound: isLeftBound)
  }

  /// `isRightBound` over the `count` bytes at `base`.
  static func isRightBound(_ base: UnsafePointer<UInt8>, count: Int, _ offset: Int, isLeftBound: Bool) -> Bool {
    guard offset < count else { return false }
    switch base[offset] {
    case 0x20, 0x0D, 0x0A, 0x09, 0x29, 0x5D, 0x7D, 0x2C, 0x3B, 0x3A, 0x00:
      return false
    case 0x2E:
      return !isLeftBound
    case 0x2F:
      let next = offset + 1 < count ? base[offset + 1] : 0
      return !(next == 0x2F || next == 0x2A)
    case 0xC2:
      return !(offset + 1 < count && base[offset + 1] == 0xA0)
    default:
      return true
    }
  }

  /// `!` or `?` right after an expression: `exclaim` or `postfix_question`; nil when not left-bound.
  mutating func lexPostfixOptionalChain() -> Lexed? {
    guard isLeftBound(cursor.position) else { return nil }
    let kind: TokenKind = cursor.base[cursor.position] == 0x21 ? .exclaim : .postfixQuestion
    // After `try?` and `try!` an expression must follow, so a `/` there starts a regex.
    if previousKeywordIs("try") { prefersRegexNext = true }
    cursor.position += 1
    return Lexed(kind)
  }

  /// An operator at the cursor (an operator-start character), classified by its neighbours; a regex
  /// literal when its first `/` starts one.
  mutating func lexOperator() -> Lexed {
    let start = cursor.position
    let startsWithPeriod = cursor.base[start] == 0x2E
    var slash: Int? = nil
    advanceOperatorCharacter()
    if cursor.base[start] == 0x2F { slash = start }
    while cursor.position < cursor.count {
      let byte = cursor.base[cursor.position]
      if byte < 0x80 {
        guard CharacterClass.isASCIIOperator(byte) else { break }
        // `.` only continues operators that start with `.`; a placeholder ends the operator.
        if byte == 0x2E && !startsWithPeriod { break }
        if byte == 0x3C && cursor.peek(1) == 0x23 && isPlaceholderAhead() { break }
        if byte == 0x2F && slash == nil { slash = cursor.position }
        cursor.position += 1
      } else {
        guard let (scalar, length) = cursor.peekScalar(), CharacterClass.isOperatorContinuation(scalar) else { break }
        cursor.position += length
      }
    }
    if let slash, let regex = lexRegexInOperator(start: start, slash: slash) { return regex }
    if cursor.position - start > 2 {
      // `//` or `/*` inside the operator starts a comment.
      var index = start + 1
      while index + 1 < cursor.position {
        if cursor.base[index] == 0x2F && (cursor.base[index + 1] == 0x2F || cursor.base[index + 1] == 0x2A) {
          cursor.position = index
          break
        }
        index += 1
      }
    }
    return classifyOperator(start: start, end: cursor.position)
  }

  /// Whether the `<#` at the cursor has a `#>` later on its line (swift-syntax's check inside operators).
  private func isPlaceholderAhead() -> Bool {
    var index = cursor.position
    while index + 1 < cursor.count {
      let byte = cursor.base[index]
      if byte == 0x0A { return false }
      if byte == 0x23 && cursor.base[index + 1] == 0x3E { return true }
      index += 1
    }
    return false
  }

  /// The kind of the operator `start..<end`: `equal`, `prefix_amp`, `period`, a question mark, `arrow`,
  /// `unknown` for a stray `*/`, or `operator`.
  @inline(__always)
  func classifyOperator(start: Int, end: Int) -> Lexed {
    let classified = Lexer.classifyOperator(cursor.base, count: cursor.count, start: start, end: end)
    return Lexed(classified.kind, diagnostic: classified.diagnostic)
  }

  /// `classifyOperator` over the `count` bytes at `base`: the kind and the diagnostic, if any.
  static func classifyOperator(
    _ base: UnsafePointer<UInt8>, count: Int, start: Int, end: Int
  ) -> (kind: TokenKind, diagnostic: StaticString?) {
    let length = end - start
    if length == 1 {
      let leftBound = isLeftBound(base, start)
      switch base[start] {
      case 0x3D:
        if leftBound != isRightBound(base, count: count, end, isLeftBound: leftBound) {
          return (.equal, "'=' must have consistent whitespace on both sides")
        }
        return (.equal, nil)
      case 0x26:
        if !leftBound && isRightBound(base, count: count, end, isLeftBound: leftBound) { return (.prefixAmp, nil) }
      case 0x2E:
        return (.period, nil)
      case 0x3F:
        return (leftBound ? .postfixQuestion : .infixQuestion, nil)
      default:
        break
      }
    } else if length == 2 {
      if base[start] == 0x2D && base[start + 1] == 0x3E { return (.arrow, nil) }
      if base[start] == 0x2A && base[start + 1] == 0x2F { return (.unknown, "unexpected end of block comment") }
    } else {
      var index = start
      while index + 1 < end {
        if base[index] == 0x2A && base[index + 1] == 0x2F { return (.unknown, "unexpected end of block comment") }
        index += 1
      }
    }
    return (.operator, nil)
  }

  /// Whether the operator `start..<end` is prefix (bound on the right only) or infix (bound on both sides
  /// or neither), as opposed to postfix.
  func isPrefixOrInfixOperator(start: Int, end: Int) -> Bool {
    let leftBound = isLeftBound(start)
    return !leftBound || leftBound == isRightBound(end, isLeftBound: leftBound)
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
}
