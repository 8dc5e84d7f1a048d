/// The shape of one string literal: its quote and its raw delimiter (`#`) count.
struct StringLiteral: Equatable {
  enum Quote: UInt8 {
    /// `"..."`
    case double
    /// `"""` ... `"""`
    case multiline
    /// `'...'`
    case single
  }

  var quote: Quote
  /// Number of `#` around the quotes. Escapes and interpolations need `\` followed by that many `#` (one more
  /// is accepted, as swift-syntax does: `\##(` interpolates in `#"..."#`).
  var delimiterCount: Int
  /// Offset of the opening quote, for diagnostics.
  var openingOffset: Int

  var isMultiline: Bool { quote == .multiline }
  /// `"..."` without `#`: the literals the fast path lexes.
  var isPlainOneLine: Bool { quote == .double && delimiterCount == 0 }
}

/// One level of the lexer's state stack. The bottom of the stack is always `code`; the driver keeps the top
/// in `Lexer.state` and the levels below in `Lexer.outerStates`.
///
/// Strings and interpolations nest (`"a\("b\(c)")"`), so the lexer keeps a stack of these; its depth is
/// the nesting depth of the input, kept on the heap, so deep nesting never recurses.
enum LexerState: Equatable {
  /// Ordinary code. The bottom of the stack; never pushed or popped.
  case code
  /// After a raw string's opening `#` run: the next token is the opening quote. Entered by the `#` run,
  /// replaced by `stringBody` when the quote is lexed.
  case openingQuote(StringLiteral)
  /// Between a string's quotes. Entered after the opening quote; left (popped) at the closing quote,
  /// replaced by `closingDelimiter` for raw strings, or popped without a token at the newline that ends
  /// an unterminated single-line string.
  case stringBody(StringLiteral)
  /// After a raw string's closing quote: the next token is the closing `#` run. Popped after it.
  case closingDelimiter
  /// After an operator split off the front of a regex literal (`!/x/`): the next token is the regex,
  /// ending at `end`. Popped after it.
  case regexRemainder(end: Int)
  /// After the `\` of an interpolation: the `#` run (raw strings) and then `(` follow. Replaced by
  /// `interpolation` when the `(` is lexed.
  case interpolationOpening(StringLiteral)
  /// Code inside `\( ... )`. `parenDepth` counts the `(` opened inside and not yet closed; the `)` that
  /// finds it at 0 closes the interpolation and pops back to the string's body. A newline inside the
  /// interpolation of a single-line string ends the string (popping both levels).
  case interpolation(StringLiteral, parenDepth: Int)
}

/// What a scanner asks the driver to do to the state stack after its token.
enum StateTransition {
  case none
  case push(LexerState)
  case replace(LexerState)
  case pop
}

/// The outcome of one scanner call: the kind of the token ending at the cursor (nil when the scanner
/// only changes state), whether it is malformed, an optional diagnostic, and a state change.
struct Lexed {
  var kind: TokenKind?
  var isMalformed = false
  var diagnostic: StaticString?
  var transition = StateTransition.none
  /// The token is an opening `"""` and the line break right after it is trivia.
  var isFollowedByTriviaLineBreak = false

  init(
    _ kind: TokenKind?, isMalformed: Bool = false, diagnostic: StaticString? = nil,
    transition: StateTransition = .none
  ) {
    self.kind = kind
    self.isMalformed = isMalformed || diagnostic != nil
    self.diagnostic = diagnostic
    self.transition = transition
  }
}
