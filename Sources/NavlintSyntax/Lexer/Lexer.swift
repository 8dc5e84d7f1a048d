/// The Swift tokenizer: a hand-written lexer over UTF-8 bytes with swift-syntax's token boundaries.
///
/// `Lexer.tokenize` never fails: malformed input gives `unknown` or malformed tokens plus diagnostics, and
/// lexing goes on. It runs in linear time with a heap-allocated state stack (no recursion). An instance
/// is one lexing run; it lives only inside `tokenize`.
public struct Lexer {
  /// Splits `bytes` into tokens. Never fails: malformed input gives `unknown` or malformed tokens.
  public static func tokenize(_ bytes: [UInt8]) -> TokenList {
    tokenize(bytes, usesFastPath: true)
  }

  /// `tokenize`, optionally without the fast path (tests check that both give the same tokens).
  static func tokenize(_ bytes: [UInt8], usesFastPath: Bool) -> TokenList {
    if bytes.isEmpty {
      return TokenList(tokens: [Token(kind: .eof, start: 0, length: 0, flags: .isAtStartOfLine)])
    }
    // Real Swift averages 5 to 6 bytes per token. Input denser than 4 is lexed a second time into an
    // array of the exact size the first run counted.
    var run = tokenize(bytes, capacity: bytes.count / 4 + 64, usesFastPath: usesFastPath)
    // Past its capacity a run no longer sees the previous tokens (regex-or-division decisions look back),
    // so its count can be short; grow until a run fits. A run that fits lexed exactly, so this ends.
    var capacity = run.requiredCapacity
    while run.requiredCapacity != 0 {
      run = tokenize(bytes, capacity: capacity, usesFastPath: usesFastPath)
      capacity = max(run.requiredCapacity, capacity * 2)
    }
    return run.list
  }

  /// One lexing run writing straight into the result array's storage. When the tokens do not fit,
  /// `requiredCapacity` is the count needed (and the list is to be discarded); otherwise it is 0.
  private static func tokenize(
    _ bytes: [UInt8], capacity: Int, usesFastPath: Bool
  ) -> (list: TokenList, requiredCapacity: Int) {
    var comments: [Comment] = []
    var diagnostics: [LexerDiagnostic] = []
    var requiredCapacity = 0
    let tokens = [Token](unsafeUninitializedCapacity: capacity) { storage, initializedCount in
      initializedCount = 0
      guard let output = storage.baseAddress else { return }
      bytes.withUnsafeBufferPointer { input in
        Keyword.table.withUnsafeBufferPointer { keywordTable in
          guard let base = input.baseAddress, let keywords = keywordTable.baseAddress else { return }
          var lexer = Lexer(
            cursor: Cursor(base: base, count: input.count),
            tokens: TokenBuffer(base: output, capacity: storage.count), keywords: keywords, usesFastPath: usesFastPath)
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
    }
    return (TokenList(tokens: tokens, comments: comments, diagnostics: diagnostics), requiredCapacity)
  }

  var cursor: Cursor
  var tokens: TokenBuffer
  /// `Keyword.table`, read through a pointer valid for the lexing run.
  let keywords: UnsafePointer<UInt64>
  /// False only in tests that compare the fast path with the general scanners.
  let usesFastPath: Bool
  var comments: [Comment] = []
  var diagnostics: [LexerDiagnostic] = []
  /// The top of the state stack (kept out of the array: it is read for every token).
  var state = LexerState.code
  /// The states below `state`; empty when `state` is the bottom `.code`.
  var outerStates: [LexerState] = []
  /// No token since the last line break (or the start of the file).
  var isAtStartOfLine = true
  /// The token being lexed directly follows `try?` or `try!`, so a `/` in it starts a regex.
  var prefersRegex = false
  /// Set by `try?`/`try!` for the next token.
  var prefersRegexNext = false
  /// The token count at which swift-syntax has an empty string segment this lexer does not print (after a
  /// line break in a single-line string's interpolation), or -1.
  var emptySegmentAfterTokenCount = -1
  /// Offsets from which no conflict-marker terminator follows (`Int.max` until a search fails).
  var conflictTerminatorMissingFrom = (normal: Int.max, perforce: Int.max)

  private init(cursor: Cursor, tokens: TokenBuffer, keywords: UnsafePointer<UInt64>, usesFastPath: Bool) {
    self.cursor = cursor
    self.tokens = tokens
    self.keywords = keywords
    self.usesFastPath = usesFastPath
    // Real Swift has a comment every 200 to 500 bytes: one allocation instead of several regrowths.
    comments.reserveCapacity(cursor.count / 256 + 4)
  }

  // MARK: - Driver

  private mutating func run() {
    while true {
      var start = cursor.position
      let lexed: Lexed
      switch state {
      case .code:
        if lexCodeFast(interpolation: nil) { continue }
        lexTrivia()
        if cursor.isAtEnd { return finish() }
        start = cursor.position
        prefersRegex = prefersRegexNext
        prefersRegexNext = false
        lexed = lexCode(interpolation: nil)
      case .interpolation(let literal, let depth):
        if lexCodeFast(interpolation: (literal, depth)) { continue }
        if lexTrivia(insideSingleLine: !literal.isMultiline) {
          // A line break inside a single-line string's interpolation ends the string. swift-syntax marks
          // that with an empty string segment (not printed), which the next token sees as its previous one.
          diagnose("unterminated string literal", at: literal.openingOffset)
          emptySegmentAfterTokenCount = tokens.count
          popState()
          popState()
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
          popState()
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

  @inline(__always)
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
    case .push(let newState): pushState(newState)
    case .replace(let newState): state = newState
    case .pop: popState()
    }
  }

  mutating func popState() {
    state = outerStates.popLast() ?? .code
  }

  mutating func pushState(_ newState: LexerState) {
    outerStates.append(state)
    state = newState
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
