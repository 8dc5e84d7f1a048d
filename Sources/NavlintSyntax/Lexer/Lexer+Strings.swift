/// String literals: quotes, raw delimiters, segments, escapes and interpolations, as swift-syntax lexes them.
///
/// A literal is lexed across several driver steps: the opening `#` run (in `lexPound`), the opening quote,
/// segments and interpolations in `stringBody`, the closing quote, the closing `#` run. Segments are never
/// empty (swift-syntax's empty segments are dropped); in multi-line literals a segment ends after each line
/// break. Two pieces of a multi-line literal are trivia, as in swift-syntax: the line break right after the
/// opening `"""`, and an escaped line break (`\`, the raw `#` run, spaces or tabs, the line break).
extension Lexer {
  /// A `"`, `"""` or `'` in code: the opening quote of a literal without raw delimiters.
  mutating func lexStringStart() -> Lexed {
    let start = cursor.position
    if cursor.base[start] == 0x27 {
      cursor.position += 1
      let literal = StringLiteral(quote: .single, delimiterCount: 0, openingOffset: start)
      return Lexed(.stringQuote, transition: .push(.stringBody(literal)))
    }
    let isMultiline = cursor.is(at: "\"\"\"")
    let literal = StringLiteral(quote: isMultiline ? .multiline : .double, delimiterCount: 0, openingOffset: start)
    return lexOpeningQuote(literal, transition: .push(.stringBody(literal)))
  }

  /// Whether the `"` at `quote` (after `delimiterCount` `#`) opens a multi-line literal: `"""`, and for raw
  /// strings no `"` followed by the delimiter later on the same line (`#"""#` is a one-line literal).
  func isMultilineOpening(at quote: Cursor, delimiterCount: Int) -> Bool {
    guard quote.is(at: "\"\"\"") else { return false }
    if delimiterCount == 0 { return true }
    var probe = quote
    probe.position += 1
    while probe.position < probe.count {
      let byte = probe.base[probe.position]
      if byte == 0x0A || byte == 0x0D { return true }
      probe.position += 1
      if byte == 0x22 && delimiterMatch(at: probe.position, count: delimiterCount) != nil { return false }
    }
    return true
  }

  /// The opening quote at the cursor, with the state change the caller needs. The line break right after
  /// an opening `"""` is trivia.
  mutating func lexOpeningQuote(_ literal: StringLiteral, transition: StateTransition) -> Lexed {
    if literal.quote == .multiline {
      cursor.position += 3
      var lexed = Lexed(.stringQuote, transition: transition)
      lexed.isFollowedByTriviaLineBreak = cursor.is(at: 0x0A) || cursor.is(at: 0x0D)
      return lexed
    }
    cursor.position += 1
    return Lexed(.stringQuote, transition: transition)
  }

  /// The number of `#` that count as the delimiter at `offset` for a literal with `count` delimiters, or nil
  /// when fewer than `count` follow. Like swift-syntax, one extra `#` is taken when present.
  @inline(__always)
  func delimiterMatch(at offset: Int, count: Int) -> Int? {
    if count == 0 { return 0 }
    var taken = 0
    while offset + taken < cursor.count && cursor.base[offset + taken] == 0x23 && taken <= count { taken += 1 }
    return taken >= count ? taken : nil
  }

  /// Inside a literal (not at the end): a segment, the `\` of an interpolation, an escaped line break
  /// (trivia, no token), the closing quote, or nothing at the line break that ends a single-line literal.
  mutating func lexStringBody(_ literal: StringLiteral) -> Lexed {
    let start = cursor.position
    let delimiter = literal.delimiterCount
    while cursor.position < cursor.count {
      let byte = cursor.base[cursor.position]
      switch byte {
      case 0x5C:  // backslash
        guard let taken = delimiterMatch(at: cursor.position + 1, count: delimiter) else {
          cursor.position += 1
          continue
        }
        let afterDelimiter = cursor.position + 1 + taken
        if afterDelimiter < cursor.count && cursor.base[afterDelimiter] == 0x28 {
          // `\(` or `\#(`: end the segment here, or lex the backslash.
          if cursor.position > start { return Lexed(.stringSegment) }
          cursor.position += 1
          return Lexed(.backslash, transition: .push(.interpolationOpening(literal)))
        }
        if literal.isMultiline, let end = escapedLineBreakEnd(afterDelimiter: afterDelimiter) {
          if cursor.position > start { return Lexed(.stringSegment) }
          cursor.position = end
          isAtStartOfLine = true
          return Lexed(nil)
        }
        cursor.position = afterDelimiter
        // An escape meaning a line break (`\n`, `\r`, `\u{A}`) ends the segment, as in swift-syntax.
        if skipEscapedCharacter() { return Lexed(.stringSegment) }
      case 0x22 where literal.quote != .single:
        if let closeLength = closingQuoteLength(literal) {
          if cursor.position > start { return Lexed(.stringSegment) }
          cursor.position += closeLength
          if delimiter > 0 { return Lexed(.stringQuote, transition: .replace(.closingDelimiter)) }
          return Lexed(.stringQuote, transition: .pop)
        }
        cursor.position += 1
      case 0x27 where literal.quote == .single:
        if cursor.position > start { return Lexed(.stringSegment) }
        cursor.position += 1
        if delimiter > 0 { return Lexed(.stringQuote, transition: .replace(.closingDelimiter)) }
        return Lexed(.stringQuote, transition: .pop)
      case 0x0A, 0x0D:
        if literal.isMultiline {
          cursor.position += 1
          if byte == 0x0D && cursor.is(at: 0x0A) { cursor.position += 1 }
          return Lexed(.stringSegment)
        }
        // An unterminated single-line literal ends before the line break.
        if cursor.position > start { return Lexed(.stringSegment, isMalformed: true) }
        diagnose("unterminated string literal", at: literal.openingOffset)
        return Lexed(nil, transition: .pop)
      default:
        cursor.position += 1
      }
    }
    // The end of the input: the driver reports the unterminated literal.
    return Lexed(.stringSegment, isMalformed: true)
  }

  /// If the bytes after an escape's `\` and delimiter are spaces or tabs and a line break, the end of that
  /// line break.
  private func escapedLineBreakEnd(afterDelimiter: Int) -> Int? {
    var index = afterDelimiter
    while index < cursor.count && (cursor.base[index] == 0x20 || cursor.base[index] == 0x09) { index += 1 }
    guard index < cursor.count else { return nil }
    if cursor.base[index] == 0x0A { return index + 1 }
    if cursor.base[index] == 0x0D {
      return index + 1 < cursor.count && cursor.base[index + 1] == 0x0A ? index + 2 : index + 1
    }
    return nil
  }

  /// Skips the character after an escape's `\` and delimiter as swift-syntax does: one of `0nrt"'\`,
  /// `u{hex}`, or a letter or digit of an invalid escape; anything else stays in place. Returns whether
  /// the escape is a valid one meaning a line break.
  private mutating func skipEscapedCharacter() -> Bool {
    guard cursor.position < cursor.count else { return false }
    switch cursor.base[cursor.position] {
    case 0x75:  // u
      cursor.position += 1
      guard cursor.advance(matching: 0x7B) else { return false }
      let digitsStart = cursor.position
      var value: UInt32 = 0
      while cursor.position < cursor.count && CharacterClass.isHexDigit(cursor.base[cursor.position]) {
        let digit = cursor.base[cursor.position]
        value = (value << 4) &+ UInt32(digit <= 0x39 ? digit - 0x30 : (digit | 0x20) - 0x61 + 10)
        cursor.position += 1
      }
      let digitCount = cursor.position - digitsStart
      guard cursor.advance(matching: 0x7D) else { return false }
      return digitCount >= 1 && digitCount <= 8 && (value == 0x0A || value == 0x0D)
    case 0x6E, 0x72:  // n r
      cursor.position += 1
      return true
    case 0x0A, 0x0D:
      return false
    case let byte where byte < 0x80 && (CharacterClass.isASCIIIdentifierStart(byte) || CharacterClass.isDigit(byte)):
      // `_` is not a letter: it stays.
      if byte != 0x5F { cursor.position += 1 }
    case 0x22, 0x27, 0x5C:
      cursor.position += 1
    default:
      break
    }
    return false
  }

  /// Length of the closing quote at the cursor (its `#` run is lexed separately), or nil when the quote
  /// here does not close `literal`.
  private func closingQuoteLength(_ literal: StringLiteral) -> Int? {
    if literal.isMultiline {
      guard cursor.is(at: "\"\"\"") else { return nil }
      return delimiterMatch(at: cursor.position + 3, count: literal.delimiterCount) != nil ? 3 : nil
    }
    return delimiterMatch(at: cursor.position + 1, count: literal.delimiterCount) != nil ? 1 : nil
  }

  /// After an interpolation's `\`: its `#` run (raw strings), then the `(` that opens the code.
  mutating func lexInterpolationOpening(_ literal: StringLiteral) -> Lexed {
    if cursor.is(at: 0x23) {
      cursor.advance(while: { $0 == 0x23 })
      return Lexed(.stringQuote)
    }
    cursor.position += 1
    return Lexed(.lParen, transition: .replace(.interpolation(literal, parenDepth: 0)))
  }

  /// After a raw literal's closing quote: the whole `#` run (swift-syntax takes any extra `#` too).
  mutating func lexClosingDelimiter() -> Lexed {
    guard cursor.is(at: 0x23) else { return Lexed(nil, transition: .pop) }
    cursor.advance(while: { $0 == 0x23 })
    return Lexed(.stringQuote, transition: .pop)
  }
}
