/// String literals: quotes, raw delimiters, segments, escapes and interpolations.
///
/// A literal is lexed across several driver steps: the opening `#` run (in `lexPound`), the opening quote,
/// segments and interpolations in `stringBody`, the closing quote, the closing `#` run. Segments never
/// are empty; in multi-line literals a segment ends after each line break.
extension Lexer {
  /// A `"`, `"""` or `'` in code: the opening quote of a literal without raw delimiters.
  mutating func lexStringStart() -> Lexed {
    let start = cursor.position
    let quote: StringLiteral.Quote
    if cursor.base[start] == 0x27 {
      quote = .single
      cursor.position += 1
    } else if cursor.is(at: "\"\"\"") {
      quote = .multiline
      cursor.position += 3
    } else {
      quote = .double
      cursor.position += 1
    }
    let literal = StringLiteral(quote: quote, delimiterCount: 0, openingOffset: start)
    return Lexed(.stringQuote, transition: .push(.stringBody(literal)))
  }

  /// Whether the `"` at `quote` (after `delimiterCount` `#`) opens a multi-line literal: `"""`, and for raw
  /// strings no matching closing `"#` later on the same line (`#"""#` is a one-line literal holding `"`).
  func isMultilineOpening(at quote: Cursor, delimiterCount: Int) -> Bool {
    guard quote.is(at: "\"\"\"") else { return false }
    if delimiterCount == 0 { return true }
    var probe = quote
    probe.position += 3
    while probe.position < probe.count {
      let byte = probe.base[probe.position]
      if byte == 0x0A || byte == 0x0D { return true }
      probe.position += 1
      if byte == 0x22 && probe.advance(whileEqualTo: 0x23) >= delimiterCount { return false }
    }
    return true
  }

  /// The opening quote after a raw string's `#` run.
  mutating func lexOpeningQuote(_ literal: StringLiteral) -> Lexed {
    cursor.advance(by: literal.isMultiline ? 3 : 1)
    return Lexed(.stringQuote, transition: .replace(.stringBody(literal)))
  }

  /// Inside a literal (not at the end): a segment, the `\` of an interpolation, or the closing quote.
  mutating func lexStringBody(_ literal: StringLiteral) -> Lexed {
    let start = cursor.position
    let closingQuote: UInt8 = literal.quote == .single ? 0x27 : 0x22
    while cursor.position < cursor.count {
      let byte = cursor.base[cursor.position]
      switch byte {
      case 0x5C:  // backslash
        var probe = cursor
        probe.position += 1
        let pounds = probe.advance(whileEqualTo: 0x23)
        guard pounds == literal.delimiterCount else {
          cursor.position += 1
          continue
        }
        if probe.is(at: 0x28) {
          // `\(` or `\#(`: end the segment here, or lex the backslash.
          if cursor.position > start { return Lexed(.stringSegment) }
          cursor.position += 1
          return Lexed(.backslash, transition: .push(.interpolationOpening(literal)))
        }
        // An escape: skip the escaped character (a line break is left for the line-break rules).
        cursor = probe
        let escaped = cursor.peek()
        if cursor.isAtEnd || escaped == 0x0A || escaped == 0x0D { continue }
        if let (_, length) = cursor.peekScalar() { cursor.position += length } else { cursor.position += 1 }
      case closingQuote:
        if let closeLength = closingLength(literal) {
          if cursor.position > start { return Lexed(.stringSegment) }
          cursor.position += closeLength
          if literal.delimiterCount > 0 {
            return Lexed(.stringQuote, transition: .replace(.closingDelimiter(count: literal.delimiterCount)))
          }
          return Lexed(.stringQuote, transition: .pop)
        }
        cursor.position += 1
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

  /// Length of the closing quote (with its `#` run checked but not counted) at the cursor, or nil when
  /// the quote here does not close `literal`.
  private func closingLength(_ literal: StringLiteral) -> Int? {
    let quoteLength = literal.isMultiline ? 3 : 1
    if literal.isMultiline && !cursor.is(at: "\"\"\"") { return nil }
    var probe = cursor
    probe.position += quoteLength
    guard literal.delimiterCount == 0 || probe.advance(whileEqualTo: 0x23) >= literal.delimiterCount else {
      return nil
    }
    return quoteLength
  }

  /// After an interpolation's `\`: its `#` run (raw strings), then the `(` that opens the code.
  mutating func lexInterpolationOpening(_ literal: StringLiteral) -> Lexed {
    if cursor.is(at: 0x23) {
      cursor.advance(by: literal.delimiterCount)
      return Lexed(.stringQuote)
    }
    cursor.position += 1
    return Lexed(.lParen, transition: .replace(.interpolation(literal, parenDepth: 0)))
  }
}
