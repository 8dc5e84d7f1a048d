extension StructureBuilder {
  // MARK: - Statement bodies

  /// Marks the body `{` of the statement whose keyword is at `index` (a keyword token off directive lines).
  mutating func findStatementBody(at index: Int) {
    let word = words[index]
    switch word {
    case .do, .else, .repeat, .defer:
      if word == .else && self.word(index + 1) == .if { return }
      var next = index + 1
      if word == .do && self.word(next) == .throws {
        next += 1
        if kind(next) == .lParen, let close = partner(next) { next = close + 1 }
      }
      if kind(next) == .lBrace && roles[next] == .none { roles[next] = .statementBody }
    case .if, .guard, .while, .for, .switch, .catch:
      // `repeat { … } while condition` has no body after the condition.
      if word == .while, kind(index - 1) == .rBrace, let open = partner(index - 1), self.word(open - 1) == .repeat {
        return
      }
      if let brace = firstSibling(of: .lBrace, from: index + 1, limit: Int.max), roles[brace] == .none {
        roles[brace] = .statementBody
      }
    default:
      return
    }
  }

  // MARK: - Calls

  /// Calls, visiting only the names followed by `(` or `{`.
  mutating func findCalls() {
    // Read-only tables as locals, so reading them while `roles` and `bracketCall` change costs nothing.
    let tokens = self.tokens
    let bytes = source.bytes
    let words = self.words
    let isDirective = self.isDirective
    let declarationNames = self.declarationNames
    // Candidates and declaration names both ascend: walk the names alongside.
    var nextName = 0
    let startsLine = self.startsLine
    calls.reserveCapacity(callCandidates.count)
    callKeys.reserveCapacity(callCandidates.count)
    for candidate in callCandidates {
      let index = Int(candidate)
      guard index + 1 < count else { continue }
      let token = tokens[index]
      // Fast filter: a call name is followed by `(` or `{`.
      let following = tokens[index + 1].kind
      guard following == .lParen || following == .lBrace else { continue }
      guard token.kind == .identifier || token.kind == .keyword else { continue }
      while nextName < declarationNames.count && Int(declarationNames[nextName]) < index { nextName += 1 }
      let isDeclarationName = nextName < declarationNames.count && Int(declarationNames[nextName]) == index
      guard !isDirective[index] && !isDeclarationName else { continue }
      if token.kind == .keyword {
        let word = words[index]
        guard word == .initializer || word == .self || word == .selfType || word == .super else { continue }
        // `init(` alone is a declaration, handled above; `.init(` and `Self(` are calls.
        if word == .initializer && kind(index - 1) != .period { continue }
      } else if token.kind != .identifier {
        continue
      }
      let previous = kind(index - 1)
      if previous == .atSign { continue }
      if previous == .keyword && (word(index - 1) == .func || word(index - 1) == .case) { continue }
      let next = index + 1
      var arguments: ArgumentList?
      var last = index
      if kind(next) == .lParen && !startsLine[next] {
        guard let close = partner(next), !isCompoundName(open: next, close: close) else { continue }
        arguments = argumentList(open: next, close: close)
        last = close
      } else if kind(next) == .lBrace && roles[next] == .none && partner(next) != nil {
        // `Name { … }` with only a trailing closure.
      } else {
        continue
      }
      let callIndex = Int32(calls.count)
      let firstTrailing = Int32(truncatingIfNeeded: trailingTable.count)
      var cursor = last + 1
      if kind(cursor) == .lBrace && roles[cursor] == .none, let close = partner(cursor) {
        trailingTable.append(TrailingClosure(label: nil, open: cursor, close: close))
        roles[cursor] = .trailingClosure
        bracketCall[cursor] = callIndex
        last = close
        cursor = close + 1
        while (kind(cursor) == .identifier || kind(cursor) == .keyword) && kind(cursor + 1) == .colon
          && kind(cursor + 2) == .lBrace && roles[cursor + 2] == .none, let labelledClose = partner(cursor + 2)
        {
          trailingTable.append(TrailingClosure(label: cursor, open: cursor + 2, close: labelledClose))
          roles[cursor + 2] = .trailingClosure
          bracketCall[cursor + 2] = callIndex
          last = labelledClose
          cursor = labelledClose + 1
        }
      }
      let trailingCount = Int32(truncatingIfNeeded: trailingTable.count) - firstTrailing
      if let arguments {
        bracketCall[arguments.open] = callIndex
        for position in arguments.tableIndices {
          let argument = argumentTable[position]
          if let closure = argument.closure, roles[closure.lowerBound] == .none {
            roles[closure.lowerBound] = .closure
            bracketCall[closure.lowerBound] = callIndex
          }
        }
      }
      let isMember = previous == .period
      // A lone `#` (`#Preview {`, `#expect(`), not a directive's `#else`/`#endif` on the line before.
      let isMacro = previous == .pound && tokens[index - 1].length == 1
      let first = isMember || isMacro ? index - 1 : index
      calls.append(
        Call(
          nameToken: index, isMember: isMember, isMacro: isMacro, arguments: arguments,
          firstTrailingClosure: firstTrailing,
          trailingClosureCount: trailingCount,
          firstToken: first, lastToken: last))
      callKeys.append(NameIndex.key(token, bytes))
      callNamed[index] = callIndex
      callEnding[last] = callIndex
    }
  }

  /// Whether `(…)` from `open` to `close` holds only argument labels, each followed by `:` (`alert(for:)`,
  /// `tap(_:with:)`): the name before it is a function named with its labels (a reference passed as
  /// `content: self.alert(for:)`, a `#selector`), not a call.
  func isCompoundName(open: Int, close: Int) -> Bool {
    guard close > open + 1, (close - open - 1) % 2 == 0 else { return false }
    var index = open + 1
    while index < close {
      let label = kind(index)
      guard label == .identifier || label == .keyword, kind(index + 1) == .colon else { return false }
      index += 2
    }
    return true
  }

  /// Where `nextArgument` is in an argument list `(…)`.
  struct ArgumentCursor {
    let close: Int
    var cursor: Int
    var segmentStart: Int
    var segments = 0
    var isDone = false

    init(open: Int, close: Int) {
      self.close = close
      self.cursor = open + 1
      self.segmentStart = open + 1
    }
  }

  /// One top-level comma-separated segment of an argument list: `label` is the `label` token of
  /// `label: value`, and the value's tokens are `valueStart ..< end`.
  struct ArgumentSegment {
    var label: Int?
    var valueStart: Int
    var end: Int
  }

  /// The next segment of the list `state` walks, or nil after the last. (A loop over this instead of a
  /// closure: a closure capturing a mutating builder makes the compiler copy the whole builder.)
  func nextArgument(_ state: inout ArgumentCursor) -> ArgumentSegment? {
    guard !state.isDone else { return nil }
    while state.cursor < state.close {
      let current = kind(state.cursor)
      if current == .comma {
        let segment = argumentSegment(state.segmentStart, state.cursor)
        state.segments += 1
        state.segmentStart = state.cursor + 1
        state.cursor += 1
        return segment
      } else if current == .lParen || current == .lSquare || current == .lBrace, let partner = partner(state.cursor),
        partner < state.close
      {
        state.cursor = partner
      }
      state.cursor += 1
    }
    state.isDone = true
    if state.close > state.segmentStart || state.segments > 0 {
      return argumentSegment(state.segmentStart, state.close)
    }
    return nil
  }

  private func argumentSegment(_ start: Int, _ end: Int) -> ArgumentSegment {
    if end - start >= 2, kind(start) == .identifier || kind(start) == .keyword, kind(start + 1) == .colon {
      return ArgumentSegment(label: start, valueStart: start + 2, end: end)
    }
    return ArgumentSegment(label: nil, valueStart: start, end: end)
  }

  /// Splits `(…)` at its top-level commas into labelled or unlabelled arguments.
  mutating func argumentList(open: Int, close: Int) -> ArgumentList {
    let first = argumentTable.count
    var state = ArgumentCursor(open: open, close: close)
    while let segment = nextArgument(&state) {
      let valueStart = segment.valueStart
      let end = segment.end
      var closure: ClosedRange<Int>?
      if valueStart < end, kind(valueStart) == .lBrace, let brace = partner(valueStart), brace == end - 1 {
        closure = valueStart...brace
      }
      argumentTable.append(
        CallArgument(label: segment.label, value: valueStart..<max(valueStart, end), closure: closure))
    }
    return ArgumentList(
      open: open, close: close, firstArgument: Int32(truncatingIfNeeded: first),
      argumentCount: Int32(truncatingIfNeeded: argumentTable.count - first))
  }

  // MARK: - Modifier chains

  mutating func linkModifierChains() {
    receivers = [Int32](filling: -1, count: calls.count)
    nextModifiers = [Int32](filling: -1, count: calls.count)
    for index in calls.indices where calls[index].isMember {
      var base = calls[index].firstToken - 1
      while base >= 0 && isDirective[base] { base -= 1 }
      guard base >= 0 else { continue }
      let receiver = callEnding[base]
      guard receiver >= 0, Int(receiver) != index else { continue }
      receivers[index] = receiver
      if nextModifiers[Int(receiver)] < 0 { nextModifiers[Int(receiver)] = Int32(index) }
    }
  }

  // MARK: - Availability

  mutating func findAvailabilityChecks() {
    for pound in pounds {
      let index = Int(pound)
      let isUnavailable = self.is(index, "#unavailable")
      guard isUnavailable || self.is(index, "#available"), kind(index + 1) == .lParen,
        let close = partner(index + 1)
      else { continue }
      var requirements: [PlatformRequirement] = []
      for position in argumentList(open: index + 1, close: close).tableIndices {
        let value = argumentTable[position].value
        guard !value.isEmpty else { continue }
        let platform = text(value.lowerBound)
        let versionText = joinedText(value.lowerBound + 1..<value.upperBound)
        requirements.append(PlatformRequirement(platform: platform, version: Version(parsing: versionText)))
      }
      // The statement keyword: walk back over the condition list at this level.
      var statement = AvailabilityCheck.Statement.other
      var keyword: Int?
      var cursor = index - 1
      var steps = 0
      while cursor >= 0 && steps < 200 {
        let current = kind(cursor)
        if current == .keyword {
          if self.is(cursor, "if") {
            statement = .if
            keyword = cursor
            break
          }
          if self.is(cursor, "guard") {
            statement = .guard
            keyword = cursor
            break
          }
          if self.is(cursor, "while") {
            statement = .while
            keyword = cursor
            break
          }
        }
        if current == .lBrace || current == .rBrace || current == .semicolon || current == .lParen { break }
        if current == .rParen || current == .rSquare, let open = partner(cursor) { cursor = open }
        cursor -= 1
        steps += 1
      }
      var thenRegion: Range<Int>?
      var elseRegion: Range<Int>?
      if let keyword, let body = firstSibling(of: .lBrace, from: close + 1, limit: Int.max),
        let bodyClose = partner(body)
      {
        switch statement {
        case .if, .while:
          thenRegion = (body + 1)..<bodyClose
          if statement == .if && isKeyword(bodyClose + 1, "else") {
            let chainEnd = elseChainEnd(from: bodyClose + 1)
            elseRegion = (bodyClose + 1)..<(chainEnd + 1)
          }
        case .guard:
          elseRegion = (body + 1)..<bodyClose
          let scopeEnd = Int(brackets.parent[keyword]) >= 0 ? partner(Int(brackets.parent[keyword])) : nil
          thenRegion = (bodyClose + 1)..<max(bodyClose + 1, scopeEnd ?? (count - 1))
        case .other:
          break
        }
      }
      availabilityChecks.append(
        AvailabilityCheck(
          pound: index, isUnavailable: isUnavailable, statement: statement, requirements: requirements,
          thenRegion: thenRegion, elseRegion: elseRegion))
    }
  }

  /// The last token of an `else { … }` or `else if … { … } else …` chain starting at the `else` token.
  private func elseChainEnd(from elseToken: Int) -> Int {
    var cursor = elseToken
    var end = elseToken
    while isKeyword(cursor, "else") {
      if kind(cursor + 1) == .lBrace, let close = partner(cursor + 1) { return close }
      guard isKeyword(cursor + 1, "if"), let body = firstSibling(of: .lBrace, from: cursor + 2, limit: Int.max),
        let close = partner(body)
      else { return end }
      end = close
      cursor = close + 1
    }
    return end
  }
}
