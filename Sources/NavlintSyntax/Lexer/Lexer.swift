/// The Swift tokenizer: a hand-written lexer over UTF-8 bytes with swift-syntax's token boundaries.
///
/// `Lexer.tokenize` never fails: malformed input gives `unknown` or malformed tokens plus diagnostics, and
/// lexing goes on. It runs in linear time with a heap-allocated state stack (no recursion). An instance
/// is one lexing run; it lives only inside `tokenize`.
public struct Lexer {
  /// Splits `bytes` into tokens. Never fails: malformed input gives `unknown` or malformed tokens.
  public static func tokenize(_ bytes: [UInt8]) -> TokenList {
    if bytes.isEmpty {
      return TokenList(tokens: [Token(kind: .eof, start: 0, length: 0, flags: .isAtStartOfLine)])
    }
    // Real Swift averages 5 to 6 bytes per token. Input denser than 4 is lexed a second time into an
    // array of the exact size the first run counted.
    let first = tokenize(bytes, capacity: bytes.count / 4 + 64)
    if first.requiredCapacity == 0 { return first.list }
    return tokenize(bytes, capacity: first.requiredCapacity).list
  }

  /// One lexing run writing straight into the result array's storage. When the tokens do not fit,
  /// `requiredCapacity` is the count needed (and the list is to be discarded); otherwise it is 0.
  private static func tokenize(_ bytes: [UInt8], capacity: Int) -> (list: TokenList, requiredCapacity: Int) {
    var comments: [Comment] = []
    var diagnostics: [LexerDiagnostic] = []
    var requiredCapacity = 0
    let tokens = [Token](unsafeUninitializedCapacity: capacity) { storage, initializedCount in
      initializedCount = 0
      guard let output = storage.baseAddress else { return }
      bytes.withUnsafeBufferPointer { input in
        guard let base = input.baseAddress else { return }
        var lexer = Lexer(
          cursor: Cursor(base: base, count: input.count),
          tokens: TokenBuffer(base: output, capacity: storage.count))
        lexer.run()
        if lexer.tokens.hasOverflowed {
          requiredCapacity = lexer.tokens.count
          initializedCount = storage.count
        } else {
          initializedCount = lexer.tokens.count
          comments = lexer.comments
          diagnostics = lexer.diagnostics
        }
      }
    }
    return (TokenList(tokens: tokens, comments: comments, diagnostics: diagnostics), requiredCapacity)
  }

  var cursor: Cursor
  var tokens: TokenBuffer
  var comments: [Comment] = []
  var diagnostics: [LexerDiagnostic] = []
  /// The state stack; `states[0]` is always `.code`.
  var states: [LexerState] = [.code]
  /// No token since the last line break (or the start of the file).
  var isAtStartOfLine = true
  /// The token being lexed directly follows `try?` or `try!`, so a `/` in it starts a regex.
  var prefersRegex = false
  /// Set by `try?`/`try!` for the next token.
  var prefersRegexNext = false
  /// Offsets from which no conflict-marker terminator follows (`Int.max` until a search fails).
  var conflictTerminatorMissingFrom = (normal: Int.max, perforce: Int.max)

  private init(cursor: Cursor, tokens: TokenBuffer) {
    self.cursor = cursor
    self.tokens = tokens
  }

  // MARK: - Driver

  private mutating func run() {
    while true {
      var start = cursor.position
      let lexed: Lexed
      switch states[states.count - 1] {
      case .code:
        lexCodeFast(isInterpolation: false, isSingleLine: false)
        lexTrivia()
        if cursor.isAtEnd { return finish() }
        start = cursor.position
        prefersRegex = prefersRegexNext
        prefersRegexNext = false
        lexed = lexCode(interpolation: nil)
      case .interpolation(let literal, let depth):
        lexCodeFast(isInterpolation: true, isSingleLine: !literal.isMultiline)
        if lexTrivia(insideSingleLine: !literal.isMultiline) {
          // A line break inside a single-line string's interpolation ends the string.
          diagnose("unterminated string literal", at: literal.openingOffset)
          states.removeLast(2)
          continue
        }
        if cursor.isAtEnd { return finish() }
        start = cursor.position
        prefersRegex = prefersRegexNext
        prefersRegexNext = false
        lexed = lexCode(interpolation: (literal, depth))
      case .openingQuote(let literal):
        lexed = lexOpeningQuote(literal, transition: .replace(.stringBody(literal)))
      case .stringBody(let literal):
        if cursor.isAtEnd {
          diagnose("unterminated string literal", at: literal.openingOffset)
          states.removeLast()
          continue
        }
        lexed = lexStringBody(literal)
      case .closingDelimiter:
        lexed = lexClosingDelimiter()
      case .regexRemainder(let end):
        cursor.position = end
        lexed = Lexed(.regex, transition: .pop)
      case .interpolationOpening(let literal):
        lexed = lexInterpolationOpening(literal)
      }
      apply(lexed, from: start)
    }
  }

  private mutating func apply(_ lexed: Lexed, from start: Int) {
    if let kind = lexed.kind {
      precondition(cursor.position > start, "a token must consume input")
      appendToken(kind, from: start, isMalformed: lexed.isMalformed)
    }
    if let message = lexed.diagnostic { diagnose(message, at: start) }
    if lexed.isFollowedByTriviaLineBreak {
      let triviaStart = cursor.position
      if cursor.advance(matching: 0x0D) {
        _ = cursor.advance(matching: 0x0A)
      } else {
        _ = cursor.advance(matching: 0x0A)
      }
      isAtStartOfLine = cursor.position > triviaStart
    }
    switch lexed.transition {
    case .none: break
    case .push(let state): states.append(state)
    case .replace(let state): states[states.count - 1] = state
    case .pop: if states.count > 1 { states.removeLast() }
    }
  }

  private mutating func finish() {
    tokens.append(.eof, start: cursor.count, end: cursor.count, flags: isAtStartOfLine ? .isAtStartOfLine : [])
  }

  /// Appends the token from `start` to the cursor, with flags from the trivia before it.
  @inline(__always)
  mutating func appendToken(_ kind: TokenKind, from start: Int, isMalformed: Bool = false) {
    var flags: TokenFlags = []
    if isAtStartOfLine { flags.insert(.isAtStartOfLine) }
    if isMalformed { flags.insert(.isMalformed) }
    tokens.append(kind, start: start, end: cursor.position, flags: flags)
    let last = cursor.base[cursor.position - 1]
    isAtStartOfLine = last == 0x0A || last == 0x0D
  }

  mutating func diagnose(_ message: StaticString, at offset: Int) {
    diagnostics.append(LexerDiagnostic(offset: offset, message: "\(message)"))
  }
}

// MARK: - Fast path

extension Lexer {
  /// Lexes the most common tokens of code in one tight loop over local variables: whitespace, line
  /// comments, ASCII names and keywords, and punctuation that needs no context. Returns at the end of the
  /// input or at the first byte the general scanners must handle, with the cursor on it.
  ///
  /// In an interpolation (`isInterpolation`), parentheses are left to the general path, which counts them;
  /// in a single-line string's interpolation (`isSingleLine`), so is a line break.
  @inline(__always)
  mutating func lexCodeFast(isInterpolation: Bool, isSingleLine: Bool) {
    if prefersRegexNext { return }
    let base = cursor.base
    let count = cursor.count
    var position = cursor.position
    var atLineStart = isAtStartOfLine
    // A local copy of the output, so its count stays in a register across the stores through its pointer.
    var output = tokens
    defer { tokens = output }
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
        position += 1
        atLineStart = true
        // Indentation: a run of spaces.
        while position < count && base[position] == 0x20 { position += 1 }
        continue scan
      case 0x61...0x7A, 0x41...0x5A, 0x5F:
        position += 1
        while position < count && CharacterClass.isIdentifierContinuationByte(base[position]) { position += 1 }
        if position < count && base[position] >= 0x80 {
          position = start  // a Unicode name: the general path
          break scan
        }
        kind = Keyword.isReserved(base + start, length: position - start, available: count - start) ? .keyword : .identifier
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
        if isInterpolation { break scan }
        position += 1
        kind = .rParen
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
        // An ASCII operator without `/` (regex, comments), `.`, `<#` or Unicode in it. Postfix `!` and `?`
        // (which may follow `try`) are left to the general path.
        if (byte == 0x21 || byte == 0x3F) && isLeftBound(position) { break scan }
        // A conflict marker (`<<<<<<< `, `>>>> `) can only start a line.
        if (byte == 0x3C || byte == 0x3E) && (position == 0 || base[position - 1] == 0x0A
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
        let classified = classifyOperator(start: start, end: position)
        guard let operatorKind = classified.kind, classified.diagnostic == nil else {
          position = start
          break scan
        }
        kind = operatorKind
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
        // A one-line string without escapes or interpolations: quote, segment, quote.
        var end = position + 1
        while end < count {
          let inner = base[end]
          if inner == 0x22 || inner == 0x5C || inner == 0x0A || inner == 0x0D { break }
          end += 1
        }
        guard end < count && base[end] == 0x22 else { break scan }
        if end == position + 1 && end + 1 < count && base[end + 1] == 0x22 { break scan }  // `"""`
        output.append(.stringQuote, start: position, end: position + 1, flags: atLineStart ? .isAtStartOfLine : [])
        if end > position + 1 { output.append(.stringSegment, start: position + 1, end: end) }
        output.append(.stringQuote, start: end, end: end + 1)
        atLineStart = false
        position = end + 1
        continue scan
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
    cursor.position = position
    isAtStartOfLine = atLineStart
  }
}

extension Lexer {
  /// The offset of the first `\n` or `\r` at or after `from`, or `count`. Scans 8 bytes at a time.
  @inline(__always)
  static func lineEnd(_ base: UnsafePointer<UInt8>, count: Int, from: Int) -> Int {
    var position = from
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    while position + 8 <= count {
      let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
      let newlines = word ^ (ones &* 0x0A)
      let returns = word ^ (ones &* 0x0D)
      let found = ((newlines &- ones) & ~newlines | (returns &- ones) & ~returns) & highs
      if found != 0 { break }
      position += 8
    }
    while position < count && base[position] != 0x0A && base[position] != 0x0D { position += 1 }
    return position
  }
}

// MARK: - Code

extension Lexer {
  /// Lexes one token of code at the cursor (not at the end, trivia skipped). `interpolation` is the
  /// enclosing interpolation, whose parenthesis depth `(` and `)` track.
  mutating func lexCode(interpolation: (literal: StringLiteral, depth: Int)?) -> Lexed {
    let byte = cursor.base[cursor.position]
    switch byte {
    case 0x61...0x7A, 0x41...0x5A, 0x5F:  // a-z A-Z _
      return lexIdentifierOrKeyword()
    case 0x30...0x39:
      return lexNumber()
    case 0x22, 0x27:  // " '
      return lexStringStart()
    case 0x23:  // #
      return lexPound()
    case 0x24:  // $
      return lexDollarIdentifier()
    case 0x60:  // `
      return lexBacktick()
    case 0x40:  // @
      cursor.position += 1
      return Lexed(.atSign)
    case 0x28:  // (
      cursor.position += 1
      if let (literal, depth) = interpolation {
        return Lexed(.lParen, transition: .replace(.interpolation(literal, parenDepth: depth + 1)))
      }
      return Lexed(.lParen)
    case 0x29:  // )
      cursor.position += 1
      if let (literal, depth) = interpolation {
        if depth == 0 { return Lexed(.rParen, transition: .pop) }
        return Lexed(.rParen, transition: .replace(.interpolation(literal, parenDepth: depth - 1)))
      }
      return Lexed(.rParen)
    case 0x7B:
      cursor.position += 1
      return Lexed(.lBrace)
    case 0x7D:
      cursor.position += 1
      return Lexed(.rBrace)
    case 0x5B:
      cursor.position += 1
      return Lexed(.lSquare)
    case 0x5D:
      cursor.position += 1
      return Lexed(.rSquare)
    case 0x2C:
      cursor.position += 1
      return Lexed(.comma)
    case 0x3B:
      cursor.position += 1
      return Lexed(.semicolon)
    case 0x3A:  // : or ::
      cursor.position += 1
      if cursor.advance(matching: 0x3A) { return Lexed(.colonColon) }
      return Lexed(.colon)
    case 0x5C:  // \
      cursor.position += 1
      return Lexed(.backslash)
    case 0x21, 0x3F:  // ! ?
      if let postfix = lexPostfixOptionalChain() { return postfix }
      return lexOperator()
    case 0x3C:  // <
      if cursor.peek(1) == 0x23, let placeholder = lexPlaceholder() { return placeholder }
      return lexOperator()
    case 0x2F, 0x3D, 0x2D, 0x2B, 0x2A, 0x25, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x2E:
      return lexOperator()
    case 0x80...0xFF:
      return lexNonASCII()
    default:
      // NUL and other control characters (trivia with an error to swift-syntax).
      cursor.position += 1
      return Lexed(.unknown, diagnostic: "invalid character in source")
    }
  }

  /// A token starting with a non-ASCII byte: a Unicode identifier or operator, a curly-quoted string
  /// (an identifier, for recovery, as in swift-syntax), or unknown bytes.
  private mutating func lexNonASCII() -> Lexed {
    guard let (scalar, length) = cursor.peekScalar() else {
      // Invalid UTF-8: one unknown token over the bytes up to the next possible scalar start.
      cursor.position += 1
      while cursor.position < cursor.count && cursor.base[cursor.position] & 0xC0 == 0x80 { cursor.position += 1 }
      return Lexed(.unknown, diagnostic: "invalid UTF-8 in source")
    }
    if CharacterClass.isIdentifierStart(scalar) { return lexIdentifierOrKeyword() }
    if CharacterClass.isOperatorStart(scalar) { return lexOperator() }
    cursor.position += length
    if CharacterClass.isIdentifierContinuation(scalar) {
      // A combining mark cannot start an identifier: swift-syntax makes the run a malformed identifier.
      advanceIdentifierContinuation()
      return Lexed(.identifier, diagnostic: "an identifier cannot start with this character")
    }
    switch scalar {
    case 0x201C:  // “
      skipCurlyQuotedString()
      return Lexed(.identifier, diagnostic: "unicode curly quote found; use '\"' instead")
    case 0x201D:  // ”
      return Lexed(.unknown, diagnostic: "unicode curly quote found; use '\"' instead")
    default:
      return Lexed(.unknown, diagnostic: "invalid character in source")
    }
  }

  /// After a `“`: the rest of a curly-quoted string up to a closing `”` or `"` on the same line, if any.
  private mutating func skipCurlyQuotedString() {
    var probe = cursor
    while probe.position < probe.count {
      let byte = probe.base[probe.position]
      switch byte {
      case 0x0A, 0x0D, 0x00:
        return
      case 0x22:
        cursor.position = probe.position + 1
        return
      case 0x5C:
        // Escapes other than the simple ones give up, as does an interpolation.
        switch probe.peek(1) {
        case 0x30, 0x6E, 0x72, 0x74, 0x22, 0x27, 0x5C: probe.position += 2
        default: return
        }
      case 0xE2 where probe.peek(1) == 0x80 && probe.peek(2) == 0x9D:
        cursor.position = probe.position + 3
        return
      default:
        if byte < 0x20 && byte != 0x09 || byte == 0x7F { return }
        if byte < 0x80 {
          probe.position += 1
        } else if let (_, length) = probe.peekScalar() {
          probe.position += length
        } else {
          return
        }
      }
    }
  }
}
