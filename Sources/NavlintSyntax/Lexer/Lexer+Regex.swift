/// Regex literals, lexed whole as one `regex` token with swift-syntax's rules: `#/.../#` always (once the
/// `#` run and `/` are seen), and `/.../` told apart from division by the whitespace around the operator
/// containing the `/`, and by the token before it.
extension Lexer {
  /// A regex starting at the first `/` of the operator `start..<cursor`, or nil. When the `/` is not the
  /// operator's first character, the part before it becomes an operator token and the regex follows.
  mutating func lexRegexInOperator(start: Int, slash: Int) -> Lexed? {
    let operatorEnd = cursor.position
    let leftBound = isLeftBound(start)
    guard !leftBound else { return nil }
    // `func /(...)` and `operator /^/` declare operators.
    if previousKeywordIs("func") || previousKeywordIs("operator") { return nil }
    var mustBeRegex = false
    if !isRightBound(operatorEnd, isLeftBound: leftBound) {
      // The `/` is in what looks like a binary operator: only a regex where an expression must start.
      mustBeRegex = prefersRegex
      if !mustBeRegex && !isInRegexLiteralPosition() { return nil }
      switch previousSignificantToken()?.kind {
      case .lParen?, .lSquare?, .comma?, .colon?, .colonColon?: break
      default: mustBeRegex = true
      }
    }
    guard let end = scanRegex(from: slash, mustBeRegex: mustBeRegex) else { return nil }
    if slash > start {
      cursor.position = slash
      var lexed = classifyOperator(start: start, end: slash)
      lexed.transition = .push(.regexRemainder(end: end))
      return lexed
    }
    cursor.position = end
    return Lexed(.regex)
  }

  /// Whether the previous token leaves the lexer expecting an expression (swift-syntax's
  /// `isInRegexLiteralPosition`).
  private func isInRegexLiteralPosition() -> Bool {
    guard let last = previousSignificantToken() else { return true }
    switch last.kind {
    case .lBrace, .lParen, .lSquare, .prefixAmp, .equal, .semicolon, .comma, .colon, .infixQuestion, .unknown:
      return true
    case .operator:
      return isPrefixOrInfixOperator(start: Int(last.start), end: last.end)
    case .keyword:
      let start = cursor.base + Int(last.start)
      let length = Int(last.length)
      for word: StaticString in ["true", "false", "Any", "nil", "self", "Self", "super", "_"]
      where matches(start, length: length, word) {
        return false
      }
      return true
    case .pound:
      let length = Int(last.length)
      let start = cursor.base + Int(last.start)
      return matches(start, length: length, "#if") || matches(start, length: length, "#else")
        || matches(start, length: length, "#elseif") || matches(start, length: length, "#endif")
    default:
      return false
    }
  }

  /// Whether the previous token is the keyword `word`.
  func previousKeywordIs(_ word: StaticString) -> Bool {
    guard let last = previousSignificantToken(), last.kind == .keyword else { return false }
    return matches(cursor.base + Int(last.start), length: Int(last.length), word)
  }

  func matches(_ start: UnsafePointer<UInt8>, length: Int, _ word: StaticString) -> Bool {
    guard word.utf8CodeUnitCount == length else { return false }
    let expected = word.utf8Start
    for index in 0..<length where start[index] != expected[index] { return false }
    return true
  }

  /// Scans a regex literal starting at `start` (its `#` run or `/`) and returns its end, or nil when it is
  /// not one. With `mustBeRegex`, an unterminated literal still ends (at the line break, or for a
  /// multi-line extended literal at its first line break) instead of being rejected.
  func scanRegex(from start: Int, mustBeRegex: Bool) -> Int? {
    let count = cursor.count
    let base = cursor.base
    var position = start
    var pounds = 0
    while position < count && base[position] == 0x23 {
      position += 1
      pounds += 1
    }
    guard position < count && base[position] == 0x2F else { return nil }
    let openingSlash = position
    position += 1
    if pounds == 0 {
      if position < count {
        switch base[position] {
        case 0x20, 0x09: if !mustBeRegex { return nil }
        case 0x2A, 0x2F: return nil
        default: break
        }
      }
      if openingSlash > 0 && base[openingSlash - 1] == 0x2A { return nil }
    }
    var firstLineBreak: Int? = nil
    if pounds > 0 {
      var scan = position
      while scan < count && (base[scan] == 0x20 || base[scan] == 0x09) { scan += 1 }
      if scan < count && (base[scan] == 0x0A || base[scan] == 0x0D) {
        firstLineBreak = scan
        position = scan
      }
    }
    var groupDepth = 0
    var classDepth = 0
    var lastSpaceOrTab = -2
    var isEscaped = false
    while true {
      // Try the closing delimiter first.
      if !isEscaped && position < count && base[position] == 0x2F {
        var end = position + 1
        var closingPounds = 0
        if pounds > 0 {
          while end < count && base[end] == 0x23 {
            end += 1
            closingPounds += 1
          }
        }
        if closingPounds >= pounds {
          if closingPounds == 0 {
            // `/.../` followed by a comment start: prefer the comment.
            if end < count && (base[end] == 0x2A || base[end] == 0x2F) { return mustBeRegex ? position : nil }
            if lastSpaceOrTab + 1 == position && !mustBeRegex { return nil }
          }
          return end
        }
      }
      // One pattern character.
      guard position < count else {
        guard mustBeRegex else { return nil }
        return firstLineBreak ?? position
      }
      let byte = base[position]
      let characterStart = position
      if byte < 0x80 {
        position += 1
      } else {
        var probe = cursor
        probe.position = position
        if let (_, length) = probe.peekScalar() {
          position += length
        } else {
          position += 1
          while position < count && base[position] & 0xC0 == 0x80 { position += 1 }
        }
      }
      let wasEscaped = isEscaped
      isEscaped = false
      switch byte {
      case 0x0A, 0x0D:
        if firstLineBreak == nil { return mustBeRegex ? characterStart : nil }
      case 0x5C where !wasEscaped:
        isEscaped = true
      case 0x28 where !wasEscaped && classDepth == 0:
        groupDepth += 1
      case 0x29 where !wasEscaped && classDepth == 0:
        if groupDepth == 0 {
          if !mustBeRegex { return nil }
        } else {
          groupDepth -= 1
        }
      case 0x5B where !wasEscaped:
        classDepth += 1
      case 0x5D where !wasEscaped:
        if classDepth > 0 { classDepth -= 1 }
      case 0x20:
        if !wasEscaped { lastSpaceOrTab = characterStart }
      case 0x09:
        // swift-syntax files a tab in a one-line literal under unprintable characters, so only spaces
        // (and tabs in multi-line literals) count as a space before the closing `/`.
        if !wasEscaped && firstLineBreak != nil { lastSpaceOrTab = characterStart }
      default:
        break
      }
    }
  }

  /// The previous token as swift-syntax sees it: `unknown` tokens for bytes it treats as trivia (NUL and
  /// other control characters, invalid UTF-8, characters that start no token) are skipped, and the empty
  /// string segment it puts where a line break ends a single-line interpolation counts, so rules that look
  /// back one token (regex or division, `x.0.1`, `try?`) decide as swift-syntax does.
  func previousSignificantToken() -> Token? {
    var index = tokens.count - 1
    while index >= 0 && index < tokens.capacity {
      if emptySegmentAfterTokenCount == index + 1 {
        return Token(kind: .stringSegment, start: tokens[index].end, length: 0)
      }
      let token = tokens[index]
      guard token.kind == .unknown && isTriviaToSwiftSyntax(token) else { return token }
      index -= 1
    }
    return nil
  }

  /// Whether an `unknown` token covers bytes swift-syntax lexes as trivia rather than as an unknown token
  /// (its unknown tokens are a stray `*/` in an operator and a closing curly quote).
  private func isTriviaToSwiftSyntax(_ token: Token) -> Bool {
    let first = cursor.base[Int(token.start)]
    if first < 0x80 { return first < 0x20 || first == 0x7F }
    var probe = cursor
    probe.position = Int(token.start)
    guard let (scalar, _) = probe.peekScalar() else { return true }
    return scalar != 0x201D && !CharacterClass.isOperatorStart(scalar)
  }
}
