/// Finds where expressions and statements begin and end, using line breaks the way Swift does: a new
/// line continues the expression only when the previous line ends with, or the new one starts with,
/// something that needs more (an operator, `.`, `=`, `try`, an open bracket…).
struct ExpressionScanner {
  let source: SourceText
  let tokens: [Token]
  let matching: [Int32]
  let parent: [Int32]
  let startsLine: [Bool]
  let words: [Word]

  private func kind(_ index: Int) -> TokenKind {
    index >= 0 && index < tokens.count ? tokens[index].kind : .eof
  }

  private func `is`(_ index: Int, _ string: StaticString) -> Bool {
    index >= 0 && index < tokens.count && source.token(tokens[index], is: string)
  }

  private func word(_ index: Int) -> Word { index >= 0 && index < words.count ? words[index] : .none }

  private func isStatementKeyword(_ index: Int) -> Bool {
    kind(index) == .keyword && word(index).startsStatement
  }

  /// Whether the token at `next` (first on its line) continues the expression ending at `previous`.
  func continues(previous: Int, next: Int) -> Bool {
    switch kind(next) {
    case .period, .infixQuestion, .arrow, .equal:
      return true
    case .operator:
      return !self.is(next, "!")
    case .colon:
      return true
    case .keyword:
      switch word(next) {
      case .as, .is, .else, .catch: return true
      default: break
      }
    case .identifier:
      break
    default:
      break
    }
    switch kind(previous) {
    case .operator, .equal, .period, .arrow, .comma, .colon, .infixQuestion, .lParen, .lSquare, .prefixAmp,
      .backslash:
      return true
    case .keyword:
      switch word(previous) {
      case .try, .as, .is, .in, .return, .throw: return true
      default: return false
      }
    case .identifier:
      return word(previous) == .await
    case .exclaim, .postfixQuestion:
      // `try!` / `try?` at the end of a line.
      return word(previous - 1) == .try
    default:
      return false
    }
  }

  /// The last token of the expression starting at `start`, staying at its bracket level (nested groups
  /// are included whole). Stops before `,` `;`, a closing bracket of the level, or a new line that does
  /// not continue the expression.
  func expressionEnd(from start: Int) -> Int {
    var cursor = start
    var last = start - 1
    while cursor < tokens.count {
      let current = kind(cursor)
      if current == .eof || current == .comma || current == .semicolon { break }
      if current == .rParen || current == .rBrace || current == .rSquare { break }
      if cursor > start && startsLine[cursor] {
        if isStatementKeyword(cursor) || !continues(previous: last, next: cursor) { break }
      }
      if current == .lParen || current == .lSquare || current == .lBrace {
        let close = Int(matching[cursor])
        guard close >= 0 else {
          last = cursor
          break
        }
        last = close
        cursor = close + 1
        continue
      }
      last = cursor
      cursor += 1
    }
    return max(last, min(start, tokens.count - 1))
  }

  /// The first token of the statement containing `index` at `index`'s bracket level.
  func statementStart(of index: Int) -> Int {
    var cursor = index
    while cursor > 0 {
      let before = cursor - 1
      let beforeKind = kind(before)
      if beforeKind == .lParen || beforeKind == .lSquare || beforeKind == .lBrace || beforeKind == .semicolon
        || beforeKind == .comma
      {
        return cursor
      }
      if beforeKind == .keyword && word(before) == .in && isClosureSignatureEnd(before) { return cursor }
      if startsLine[cursor] && (isStatementKeyword(cursor) || !continues(previous: before, next: cursor)) {
        return cursor
      }
      if beforeKind == .rParen || beforeKind == .rSquare || beforeKind == .rBrace {
        let open = Int(matching[before])
        cursor = open >= 0 ? open : before
      } else {
        cursor = before
      }
    }
    return cursor
  }

  /// Whether the `in` at `index` ends a closure's signature (`{ item in`), not a `for … in` loop's pattern: it
  /// is directly inside braces, with no `for` before it at its level.
  private func isClosureSignatureEnd(_ index: Int) -> Bool {
    let open = Int(parent[index])
    guard open >= 0 && kind(open) == .lBrace else { return false }
    var cursor = index - 1
    while cursor > open {
      if kind(cursor) == .keyword && word(cursor) == .for { return false }
      let close = kind(cursor)
      if close == .rParen || close == .rSquare || close == .rBrace, matching[cursor] >= 0 {
        cursor = Int(matching[cursor])
      }
      cursor -= 1
    }
    return true
  }
}

extension StructureBuilder {
  /// A scanner over the builder's tables, made once the brackets are matched (`expressionScanner`).
  func makeExpressionScanner() -> ExpressionScanner {
    ExpressionScanner(
      source: source, tokens: tokens, matching: brackets.matching, parent: brackets.parent, startsLine: startsLine,
      words: words)
  }

  func expressionEnd(from start: Int) -> Int { expressionScanner.expressionEnd(from: start) }
}
