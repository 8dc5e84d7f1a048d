/// The fast path: the most common tokens of code lexed in one tight loop (see `lexCodeFast`).
extension Lexer {
  /// Lexes the most common tokens of code in one tight loop over local variables: whitespace, line
  /// comments, ASCII names and keywords, `$0` and `$name`, punctuation that needs no context, ASCII
  /// operators without `/` or `.`, postfix `!` and `?`, decimal integers, and one-line strings without
  /// escapes, interpolations included. Returns at the end of the input or at the first byte the general
  /// scanners must handle, with the cursor on it; every token it makes is exactly the one the general
  /// scanners would make (LexerTests and the oracle comparison cover both paths).
  ///
  /// `interpolation` is the enclosing interpolation when the state is `.interpolation`: there `(` is left to
  /// the general path, which counts parentheses, and so is `)` unless it closes the interpolation of a plain
  /// one-line string; in a one-line string's interpolation, so is a line break. Returns true when it
  /// changed the state (opening or closing an interpolation): the driver then starts its loop again.
  @inline(__always)
  mutating func lexCodeFast(interpolation: (literal: StringLiteral, depth: Int)?) -> Bool {
    if prefersRegexNext || !usesFastPath { return false }
    let isInterpolation = interpolation != nil
    let isSingleLine = interpolation.map { !$0.literal.isMultiline } ?? false
    // The interpolation a `)` here closes (depth 0) in a plain one-line string, whose rest the loop lexes.
    let closable = interpolation.flatMap { $0.depth == 0 && $0.literal.isPlainOneLine ? $0.literal : nil }
    let base = cursor.base
    let count = cursor.count
    let keywords = self.keywords
    var position = cursor.position
    var atLineStart = isAtStartOfLine
    var changesState = false
    // A local copy of the output, so its count stays in a register across the stores through its pointer.
    var output = tokens
    defer {
      tokens = output
      cursor.position = position
      isAtStartOfLine = atLineStart
    }
    scan: while position < count {
      let byte = base[position]
      let kind: TokenKind
      let start = position
      switch byte {
      case 0x20, 0x09, 0x0B, 0x0C:
        position += 1
        continue scan
      case 0x0A, 0x0D:
        if isSingleLine { break scan }
        atLineStart = true
        // Indentation: a run of spaces.
        position = Lexer.spaceRunEnd(base, count: count, from: position + 1)
        continue scan
      case 0x61...0x7A, 0x41...0x5A, 0x5F:
        position = Lexer.asciiIdentifierEnd(base, count: count, from: position + 1)
        if position < count && base[position] >= 0x80 {
          position = start  // a Unicode name: the general path
          break scan
        }
        let length = position - start
        let isKeyword = Keyword.isReserved(base + start, length: length, available: count - start, table: keywords)
        kind = isKeyword ? .keyword : .identifier
      case 0x24:
        // `$0`, `$name`, a lone `$`: an identifier (a Unicode name goes to the general path).
        position += 1
        while position < count && CharacterClass.isIdentifierContinuationByte(base[position]) { position += 1 }
        if position < count && base[position] >= 0x80 {
          position = start
          break scan
        }
        kind = .identifier
      case 0x7B:
        position += 1
        kind = .lBrace
      case 0x7D:
        position += 1
        kind = .rBrace
      case 0x5B:
        position += 1
        kind = .lSquare
      case 0x5D:
        position += 1
        kind = .rSquare
      case 0x2C:
        position += 1
        kind = .comma
      case 0x3B:
        position += 1
        kind = .semicolon
      case 0x40:
        position += 1
        kind = .atSign
      case 0x28:
        if isInterpolation { break scan }
        position += 1
        kind = .lParen
      case 0x29:
        position += 1
        guard isInterpolation else {
          kind = .rParen
          break
        }
        // Only the `)` closing the interpolation of a plain one-line string: then the string goes on.
        guard let literal = closable else {
          position = start
          break scan
        }
        output.append(.rParen, start: start, end: position, flags: atLineStart ? .isAtStartOfLine : [])
        atLineStart = false
        // Back in the string's body (the level below this interpolation).
        popState()
        let next = Lexer.oneLineStringPart(base, count: count, from: position)
        switch next.kind {
        case .closed:
          if next.end > position { output.append(.stringSegment, start: position, end: next.end) }
          output.append(.stringQuote, start: next.end, end: next.end + 1)
          position = next.end + 1
          popState()
        case .interpolation:
          if next.end > position { output.append(.stringSegment, start: position, end: next.end) }
          output.append(.backslash, start: next.end, end: next.end + 1)
          output.append(.lParen, start: next.end + 1, end: next.end + 2)
          position = next.end + 2
          // The same interpolation state again, as the general path's push and replace would leave it.
          pushState(.interpolation(literal, parenDepth: 0))
        case .other:
          break  // the general path lexes the body from here
        }
        changesState = true
        break scan
      case 0x3A:
        position += 1
        if position < count && base[position] == 0x3A {
          position += 1
          kind = .colonColon
        } else {
          kind = .colon
        }
      case 0x2E:
        // A lone `.` is always a period; `..<`, `.+` and friends go to the general path.
        let next = position + 1 < count ? base[position + 1] : 0
        if next >= 0x80 || CharacterClass.isOperatorByte(next) { break scan }
        position += 1
        kind = .period
      case 0x3D, 0x2D, 0x2B, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x21, 0x3F:
        if byte == 0x3D && position > 0 && base[position &- 1] == 0x20 && position &+ 1 < count
          && base[position &+ 1] == 0x20
        {
          // ` = `: bound on neither side, so an `equal` with consistent whitespace (no classification).
          position &+= 1
          kind = .equal
          break
        }
        if (byte == 0x21 || byte == 0x3F) && Lexer.isLeftBound(base, position) {
          // Postfix `!` or `?`. After `try` (a keyword of 3 letters, to keep this cheap) the general path
          // makes a `/` next start a regex; it also handles the look-back past unknown tokens.
          guard let previous = output.last, emptySegmentAfterTokenCount != output.count,
            previous.kind != .unknown, previous.kind != .keyword || previous.length != 3
          else { break scan }
          position += 1
          kind = byte == 0x21 ? .exclaim : .postfixQuestion
          break
        }
        // An ASCII operator without `/` (regex, comments), `.`, `<#` or Unicode in it.
        // A conflict marker (`<<<<<<< `, `>>>> `) can only start a line.
        if (byte == 0x3C || byte == 0x3E)
          && (position == 0 || base[position - 1] == 0x0A
            || base[position - 1] == 0x0D || base[position - 1] == 0x00)
        {
          break scan
        }
        position += 1
        while position < count {
          let next = base[position]
          if next == 0x2F || next == 0x2E || next >= 0x80 || (next == 0x23 && base[position - 1] == 0x3C) {
            position = start
            break scan
          }
          guard CharacterClass.isOperatorByte(next) else { break }
          position += 1
        }
        let classified = Lexer.classifyOperator(base, count: count, start: start, end: position)
        guard classified.diagnostic == nil else {
          position = start
          break scan
        }
        kind = classified.kind
      case 0x30...0x39:
        // A decimal integer not followed by anything that could continue a number.
        position += 1
        while position < count && CharacterClass.isDigit(base[position]) { position += 1 }
        if position < count {
          let next = base[position]
          if next == 0x2E || next >= 0x80 || CharacterClass.isASCIIIdentifierContinuation(next) {
            position = start
            break scan
          }
        }
        kind = .integer
      case 0x22:
        // A one-line string without escapes: quote, segment, quote; or, outside interpolations, quote,
        // segment, backslash and `(` of its first interpolation.
        let part = Lexer.oneLineStringPart(base, count: count, from: position + 1)
        switch part.kind {
        case .closed:
          if part.end == position + 1 && part.end + 1 < count && base[part.end + 1] == 0x22 { break scan }  // `"""`
          output.append(.stringQuote, start: position, end: position + 1, flags: atLineStart ? .isAtStartOfLine : [])
          if part.end > position + 1 { output.append(.stringSegment, start: position + 1, end: part.end) }
          output.append(.stringQuote, start: part.end, end: part.end + 1)
          atLineStart = false
          position = part.end + 1
          continue scan
        case .interpolation where !isInterpolation:
          output.append(.stringQuote, start: position, end: position + 1, flags: atLineStart ? .isAtStartOfLine : [])
          if part.end > position + 1 { output.append(.stringSegment, start: position + 1, end: part.end) }
          output.append(.backslash, start: part.end, end: part.end + 1)
          output.append(.lParen, start: part.end + 1, end: part.end + 2)
          atLineStart = false
          // The states the general path's opening quote, backslash and `(` leave.
          let literal = StringLiteral(quote: .double, delimiterCount: 0, openingOffset: position)
          pushState(.stringBody(literal))
          pushState(.interpolation(literal, parenDepth: 0))
          position = part.end + 2
          changesState = true
          break scan
        default:
          break scan
        }
      case 0x2F:
        guard position + 1 < count && base[position + 1] == 0x2F else { break scan }
        let isDoc = position + 2 < count && base[position + 2] == 0x2F
        position = Lexer.lineEnd(base, count: count, from: position + 2)
        comments.append(Comment(kind: isDoc ? .docLine : .line, range: start..<position))
        continue scan
      default:
        break scan
      }
      output.append(kind, start: start, end: position, flags: atLineStart ? .isAtStartOfLine : [])
      atLineStart = false
    }
    return changesState
  }

  /// How the body of a plain one-line string (`"`, no `#`) goes on from some offset.
  enum OneLineStringPart {
    /// Text without escapes up to the closing `"` at `end`.
    case closed
    /// Text without escapes up to the `\(` at `end`.
    case interpolation
    /// Anything else (an escape, a line break, the end of the input): left to the general path.
    case other
  }

  /// Scans the body of a plain one-line string from `from` to the first `"`, `\`, line break or the end.
  @inline(__always)
  static func oneLineStringPart(
    _ base: UnsafePointer<UInt8>, count: Int, from: Int
  ) -> (kind: OneLineStringPart, end: Int) {
    var end = from
    while end < count {
      let inner = base[end]
      if inner == 0x22 || inner == 0x5C || inner == 0x0A || inner == 0x0D { break }
      end += 1
    }
    guard end < count else { return (.other, end) }
    if base[end] == 0x22 { return (.closed, end) }
    if base[end] == 0x5C && end + 1 < count && base[end + 1] == 0x28 { return (.interpolation, end) }
    return (.other, end)
  }
}

extension Lexer {
  /// The offset of the first byte at or after `from` that is not `[A-Za-z0-9_$]`, or `count`. Unrolled by
  /// four: one bound check and one loop branch per four bytes of a name.
  @inline(__always)
  static func asciiIdentifierEnd(_ base: UnsafePointer<UInt8>, count: Int, from: Int) -> Int {
    var position = from
    while position &+ 4 <= count {
      guard CharacterClass.isIdentifierContinuationByte(base[position]) else { return position }
      guard CharacterClass.isIdentifierContinuationByte(base[position &+ 1]) else { return position &+ 1 }
      guard CharacterClass.isIdentifierContinuationByte(base[position &+ 2]) else { return position &+ 2 }
      guard CharacterClass.isIdentifierContinuationByte(base[position &+ 3]) else { return position &+ 3 }
      position &+= 4
    }
    while position < count && CharacterClass.isIdentifierContinuationByte(base[position]) { position &+= 1 }
    return position
  }

  /// The offset of the first byte at or after `from` that is not a space, or `count`. Scans 8 bytes at a
  /// time (indentation is mostly 2 to 12 spaces).
  @inline(__always)
  static func spaceRunEnd(_ base: UnsafePointer<UInt8>, count: Int, from: Int) -> Int {
    var position = from
    while position + 8 <= count {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
      let others = word ^ 0x2020_2020_2020_2020
      if others != 0 { return position + others.trailingZeroBitCount >> 3 }
      position += 8
    }
    while position < count && base[position] == 0x20 { position += 1 }
    return position
  }

  /// The offset of the first `\n` or `\r` at or after `from`, or `count`. Scans 8 bytes at a time.
  @inline(__always)
  static func lineEnd(_ base: UnsafePointer<UInt8>, count: Int, from: Int) -> Int {
    var position = from
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    while position &+ 8 <= count {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
      let newlines = word ^ (ones &* 0x0A)
      let returns = word ^ (ones &* 0x0D)
      let found = ((newlines &- ones) & ~newlines | (returns &- ones) & ~returns) & highs
      // The lowest flagged byte is always a real `\n` or `\r` (borrows only flag bytes above one).
      if found != 0 { return position &+ found.trailingZeroBitCount >> 3 }
      position &+= 8
    }
    while position < count && base[position] != 0x0A && base[position] != 0x0D { position += 1 }
    return position
  }
}
