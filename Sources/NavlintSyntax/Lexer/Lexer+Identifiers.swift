/// Names: identifiers and keywords, `$0`/`$name`, backticked names, editor placeholders, `#` directives.
extension Lexer {
  /// An identifier (ASCII or Unicode) or a reserved keyword.
  mutating func lexIdentifierOrKeyword() -> Lexed {
    let start = cursor.position
    // The first character is a known identifier start; ASCII fast path, then Unicode.
    if cursor.base[start] < 0x80 {
      cursor.position += 1
    } else if let (_, length) = cursor.peekScalar() {
      cursor.position += length
    } else {
      cursor.position += 1
    }
    advanceIdentifierContinuation()
    if Keyword.isReserved(cursor.base + start, length: cursor.position - start) { return Lexed(.keyword) }
    return Lexed(.identifier)
  }

  /// Consumes identifier-continuation characters (ASCII fast path).
  @inline(__always)
  mutating func advanceIdentifierContinuation() {
    while cursor.position < cursor.count {
      let byte = cursor.base[cursor.position]
      if byte < 0x80 {
        guard CharacterClass.isASCIIIdentifierContinuation(byte) else { return }
        cursor.position += 1
      } else {
        guard let (scalar, length) = cursor.peekScalar(), CharacterClass.isIdentifierContinuation(scalar) else {
          return
        }
        cursor.position += length
      }
    }
  }

  /// `$0`, `$name`, or a lone `$`: all identifiers.
  mutating func lexDollarIdentifier() -> Lexed {
    cursor.position += 1
    advanceIdentifierContinuation()
    return Lexed(.identifier)
  }

  /// `` `name` `` (one identifier token, including raw identifiers such as `` `a b` ``) or a lone backtick.
  mutating func lexBacktick() -> Lexed {
    var probe = cursor
    probe.position += 1
    let contentStart = probe.position
    probe.advance(while: { $0 != 0x60 && $0 != 0x0A && $0 != 0x0D })
    if probe.is(at: 0x60) && probe.position > contentStart {
      probe.position += 1
      cursor = probe
      return Lexed(.identifier)
    }
    cursor.position += 1
    return Lexed(.backtick)
  }

  /// `<#placeholder#>` on one line, as an identifier; nil (nothing consumed) when there is no `#>`.
  mutating func lexPlaceholder() -> Lexed? {
    var probe = cursor
    probe.position += 2
    while probe.position < probe.count {
      let byte = probe.base[probe.position]
      if byte == 0x0A || byte == 0x0D { return nil }
      if byte == 0x3C && probe.peek(1) == 0x23 { return nil }
      if byte == 0x23 && probe.peek(1) == 0x3E {
        probe.position += 2
        cursor = probe
        return Lexed(.identifier)
      }
      probe.position += 1
    }
    return nil
  }

  /// A `#`: a raw string's opening delimiter, an extended regex, a `#if`-style directive, or a lone `pound`.
  mutating func lexPound() -> Lexed {
    let start = cursor.position
    var probe = cursor
    let delimiterCount = probe.advance(whileEqualTo: 0x23)
    if probe.is(at: 0x22) {
      let literal = StringLiteral(
        quote: isMultilineOpening(at: probe, delimiterCount: delimiterCount) ? .multiline : .double,
        delimiterCount: delimiterCount, openingOffset: probe.position)
      cursor = probe
      return Lexed(.stringQuote, transition: .push(.openingQuote(literal)))
    }
    if probe.is(at: 0x2F), let regex = lexExtendedRegexIfPresent(delimiterCount: delimiterCount) { return regex }
    cursor.position = start + 1
    // `#if`, `#else`...: the whole word must be one of the directives.
    let nameStart = cursor.position
    var name = cursor
    if name.position < name.count && CharacterClass.isASCIIIdentifierStart(name.base[name.position]) {
      name.advanceIdentifierContinuationFrom()
      if isPoundKeyword(cursor.base + nameStart, length: name.position - nameStart) {
        cursor = name
      }
    }
    return Lexed(.pound)
  }

  private func isPoundKeyword(_ start: UnsafePointer<UInt8>, length: Int) -> Bool {
    func matches(_ word: StaticString) -> Bool {
      guard word.utf8CodeUnitCount == length else { return false }
      let expected = word.utf8Start
      for index in 0..<length where start[index] != expected[index] { return false }
      return true
    }
    return matches("if") || matches("elseif") || matches("else") || matches("endif") || matches("available")
      || matches("unavailable") || matches("sourceLocation")
  }
}

extension Cursor {
  /// Consumes ASCII identifier-continuation bytes (enough for directive names).
  mutating func advanceIdentifierContinuationFrom() {
    advance(while: { CharacterClass.isASCIIIdentifierContinuation($0) })
  }
}
