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
    let length = cursor.position - start
    if Keyword.isReserved(cursor.base + start, length: length, available: cursor.count - start, table: keywords) {
      return Lexed(.keyword)
    }
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

  /// `` `name` `` (one identifier token, raw identifiers such as `` `a b` `` included) when a closing
  /// backtick follows on the same line, `` `$` ``, or else a lone `backtick`.
  mutating func lexBacktick() -> Lexed {
    var probe = cursor
    probe.position += 1
    probe.advance(while: { $0 != 0x60 && $0 != 0x0A && $0 != 0x0D })
    if probe.is(at: 0x60) {
      probe.position += 1
      let isEmpty = probe.position - cursor.position == 2
      cursor = probe
      return Lexed(.identifier, diagnostic: isEmpty ? "a raw identifier cannot be empty" : nil)
    }
    cursor.position += 1
    return Lexed(.backtick)
  }

  /// `<#placeholder#>` on one line, as an identifier; nil (nothing consumed) when there is no `#>` before
  /// the next `\n` or `<#`.
  mutating func lexPlaceholder() -> Lexed? {
    var probe = cursor
    probe.position += 2
    while probe.position < probe.count {
      let byte = probe.base[probe.position]
      probe.position += 1
      if byte == 0x0A { return nil }
      if byte == 0x3C && probe.is(at: 0x23) { return nil }
      if byte == 0x23 && probe.is(at: 0x3E) {
        probe.position += 1
        cursor = probe
        return Lexed(.identifier)
      }
    }
    return nil
  }

  /// A `#`: a shebang at the start of the file, a raw string's opening delimiter, an extended regex
  /// (`#/.../#`, always a regex once `#` run and `/` are seen), a directive such as `#if`, or a lone `pound`.
  mutating func lexPound() -> Lexed {
    let start = cursor.position
    if start == 0 && cursor.peek(1) == 0x21 {
      cursor.advance(while: { $0 != 0x0A && $0 != 0x0D })
      return Lexed(.shebang)
    }
    var probe = cursor
    let delimiterCount = probe.advance(whileEqualTo: 0x23)
    // Only `"` makes a raw string (`#'x'#` is a `#` and a single-quoted literal, as in swift-syntax).
    if probe.is(at: 0x22) {
      let literal = StringLiteral(
        quote: isMultilineOpening(at: probe, delimiterCount: delimiterCount) ? .multiline : .double,
        delimiterCount: delimiterCount, openingOffset: probe.position)
      cursor = probe
      return Lexed(.stringQuote, transition: .push(.openingQuote(literal)))
    }
    if probe.is(at: 0x2F), let end = scanRegex(from: start, mustBeRegex: true) {
      cursor.position = end
      return Lexed(.regex)
    }
    // `#if`, `#else`...: swift-syntax matches the run of ASCII letters and `_` after the `#`.
    cursor.position = start + 1
    var name = cursor
    name.advance(while: { CharacterClass.isASCIIIdentifierStart($0) })
    if isPoundKeyword(cursor.base + cursor.position, length: name.position - cursor.position) {
      cursor = name
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
