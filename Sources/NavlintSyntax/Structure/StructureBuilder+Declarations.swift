extension StructureBuilder {
  // MARK: - Declarations

  /// Declarations, and the bodies of statements, in one pass over the words. A statement only claims a
  /// `{` nobody claimed, and a declaration claims its body unconditionally, so visiting both in token
  /// order gives the same roles as finding every declaration first.
  mutating func findDeclarationsAndStatementBodies() {
    declarations.reserveCapacity(declarationKeywordCount)
    declarationNames.reserveCapacity(declarationKeywordCount)
    let words = self.words
    let isDirective = self.isDirective
    for candidate in structuralWords {
      let index = Int(candidate)
      guard !isDirective[index] else { continue }
      if words[index].introducesDeclaration {
        guard kind(index - 1) != .period, kind(index - 1) != .atSign else { continue }
        guard let declarationKind = declarationKind(at: index) else { continue }
        parseDeclaration(declarationKind, keyword: index)
      } else if tokens[index].kind == .keyword {
        findStatementBody(at: index)
      }
    }
  }

  private func declarationKind(at index: Int) -> Declaration.Kind? {
    let word = word(index)
    guard word != .none else { return nil }
    if kind(index) == .identifier {
      // `actor Name {`, `actor Name: Protocol`, `actor Name<T>`.
      guard word == .actor, kind(index + 1) == .identifier else { return nil }
      let after = kind(index + 2)
      guard after == .lBrace || after == .colon || self.is(index + 2, "<") || self.word(index + 2) == .where else {
        return nil
      }
      return .actor
    }
    switch word {
    case .class:
      // `class func`, `class var`, `class override func` use `class` as a modifier.
      guard kind(index + 1) == .identifier, !isModifierWord(index + 1) else { return nil }
      return .class
    case .struct: return kind(index + 1) == .identifier ? .struct : nil
    case .enum: return kind(index + 1) == .identifier ? .enum : nil
    case .protocol: return kind(index + 1) == .identifier ? .protocol : nil
    case .extension: return kind(index + 1) == .identifier ? .extension : nil
    case .func: return .function
    case .subscript: return kind(index + 1) == .lParen || self.is(index + 1, "<") ? .subscript : nil
    case .typealias: return .typealias
    case .initializer:
      let next = kind(index + 1)
      guard next == .lParen || next == .postfixQuestion || next == .exclaim || self.is(index + 1, "<") else {
        return nil
      }
      return .initializer
    case .var, .let:
      // Patterns (`if let`, `case let`, `for var`, `(let a, let b)`) are not declarations.
      switch self.word(index - 1) {
      case .case, .if, .guard, .while, .for, .catch: return nil
      default: break
      }
      if kind(index - 1) == .comma || kind(index - 1) == .lParen { return nil }
      let enclosing = parent(index)
      if enclosing >= 0 && tokens[Int(enclosing)].kind != .lBrace { return nil }
      return word == .var ? .variable : .constant
    default:
      return nil
    }
  }

  private mutating func parseDeclaration(_ kind: Declaration.Kind, keyword: Int) {
    let (attributes, modifiers, firstToken) = parsePrefix(before: keyword)
    var name = ""
    var nameToken: Int?
    var cursor = keyword + 1
    var inheritance = TableRange()
    var typeAnnotation: Range<Int>?
    var initializer: Range<Int>?
    var body: ClosedRange<Int>?
    var parameters = TableRange()
    var lastToken = keyword

    switch kind {
    case .class, .struct, .enum, .actor, .protocol:
      nameToken = cursor
      name = text(cursor)
      cursor = skipGenericParameters(from: cursor + 1)
      (inheritance, cursor) = parseInheritance(from: cursor)
      body = findBody(from: cursor, stopAtLineStartDeclaration: true)
    case .extension:
      var end = cursor
      while end < count, self.kind(end) == .identifier || self.kind(end) == .period {
        end += 1
      }
      nameToken = cursor
      name = joinedText(cursor..<end)
      cursor = skipGenericParameters(from: end)
      (inheritance, cursor) = parseInheritance(from: cursor)
      body = findBody(from: cursor, stopAtLineStartDeclaration: true)
    case .function:
      if self.kind(cursor) != .lParen && self.kind(cursor) != .eof {
        nameToken = cursor
        name = text(cursor)
        cursor += 1
      }
      parameters = parseParameters(from: cursor)
      body = findBody(from: cursor, stopAtLineStartDeclaration: true)
    case .initializer, .subscript:
      name = kind == .initializer ? "init" : "subscript"
      nameToken = keyword
      parameters = parseParameters(from: cursor)
      body = findBody(from: cursor, stopAtLineStartDeclaration: true)
    case .typealias:
      nameToken = cursor
      name = text(cursor)
      if let equal = firstSibling(of: .equal, from: cursor, limit: 6) {
        let end = expressionEnd(from: equal + 1)
        initializer = (equal + 1)..<(end + 1)
        lastToken = end
      }
    case .variable, .constant:
      if self.kind(cursor) == .identifier || self.kind(cursor) == .keyword {
        nameToken = cursor
        name = text(cursor)
        cursor += 1
      } else if self.kind(cursor) == .lParen, let close = partner(cursor) {
        cursor = close + 1
      }
      if self.kind(cursor) == .colon {
        let typeStart = cursor + 1
        var scan = typeStart
        var end = typeStart
        while scan < count {
          let current = self.kind(scan)
          if current == .eof || current == .equal || current == .semicolon || current == .comma
            || current == .rBrace || current == .rParen || current == .rSquare
          {
            break
          }
          if current == .lBrace {
            if let close = partner(scan) { body = scan...close }
            break
          }
          if scan > typeStart && startsLine[scan] && !continuesType(at: scan) { break }
          if current == .lParen || current == .lSquare, let close = partner(scan) {
            scan = close + 1
          } else {
            scan += 1
          }
          end = scan
        }
        typeAnnotation = typeStart..<max(typeStart, end)
        lastToken = max(lastToken, end - 1)
        cursor = scan
      }
      if body == nil && self.kind(cursor) == .equal {
        let end = expressionEnd(from: cursor + 1)
        initializer = (cursor + 1)..<(end + 1)
        lastToken = end
      } else if body == nil && self.kind(cursor) == .lBrace && !startsLine[cursor], let close = partner(cursor) {
        body = cursor...close
      }
    }

    if let body {
      lastToken = max(lastToken, body.upperBound)
      roles[body.lowerBound] = .declarationBody
    } else if kind.isTypeLike || kind == .function || kind == .initializer || kind == .subscript {
      lastToken = max(lastToken, max(cursor - 1, keyword))
    }
    // Name tokens ascend (each is its keyword or the token after, and keywords ascend).
    if let nameToken { declarationNames.append(Int32(truncatingIfNeeded: nameToken)) }

    // The parent is the innermost declaration whose body encloses this one.
    var parentIndex: Int?
    var isMember = false
    let immediate = parent(firstToken)
    for open in brackets.enclosingBrackets(of: firstToken) {
      let owner = braceDeclaration[open]
      if owner >= 0 {
        parentIndex = Int(owner)
        isMember = open == Int(immediate) && declarations[Int(owner)].kind.isTypeLike
        break
      }
    }

    let declarationIndex = declarations.count
    if let body {
      braceDeclaration[body.lowerBound] = Int32(declarationIndex)
      if kind == .variable || kind == .subscript { markAccessors(in: body) }
    }
    declarations.append(
      Declaration(
        kind: kind, keyword: keyword, name: name, nameToken: nameToken, attributeRange: attributes,
        modifierRange: modifiers, inheritanceRange: inheritance, typeAnnotation: typeAnnotation,
        initializer: initializer, parameterRange: parameters, body: body, firstToken: firstToken, lastToken: lastToken,
        parent: parentIndex,
        isMember: isMember))
  }

  /// The parameter clause starting at or after `index` (after an optional `?`/`!` and generic parameters).
  private mutating func parseParameters(from index: Int) -> TableRange {
    var open = index
    if kind(open) == .postfixQuestion || kind(open) == .exclaim { open += 1 }
    open = skipGenericParameters(from: open)
    guard kind(open) == .lParen, let close = partner(open) else { return TableRange() }
    let first = parameterTable.count
    var state = ArgumentCursor(open: open, close: close)
    while let segment = nextArgument(&state) {
      // Only the commas matter here; the names are read from the whole segment.
      let start = segment.label ?? segment.valueStart
      let end = segment.end
      guard start < end, let colon = firstToken(of: .colon, in: start..<end) else { continue }
      var firstName: Int?
      var secondName: Int?
      for name in start..<colon where kind(name) == .identifier || kind(name) == .keyword {
        if firstName == nil {
          firstName = name
        } else {
          secondName = name
          break
        }
      }
      var equal: Int?
      for candidate in colon..<end where kind(candidate) == .equal && parent(candidate) == Int32(open) {
        equal = candidate
        break
      }
      let typeEnd = equal ?? end
      parameterTable.append(
        Parameter(
          firstName: firstName, secondName: secondName, type: (colon + 1)..<typeEnd,
          defaultValue: equal.map { ($0 + 1)..<end }))
    }
    return TableRange(
      start: Int32(truncatingIfNeeded: first), count: Int32(truncatingIfNeeded: parameterTable.count - first))
  }

  /// Attributes and modifiers written before `keyword`, walking backwards.
  private mutating func parsePrefix(before keyword: Int) -> (TableRange, TableRange, Int) {
    // Most declarations have neither: look at the token before the keyword first.
    let before = kind(keyword - 1)
    guard before == .identifier || before == .keyword || before == .rParen else {
      return (TableRange(), TableRange(), keyword)
    }
    var attributes = scratchAttributes
    var modifiers = scratchModifiers
    scratchAttributes = []
    scratchModifiers = []
    clear(&attributes)
    clear(&modifiers)
    var first = keyword
    var index = keyword - 1
    while index >= 0 {
      let current = kind(index)
      if current == .rParen, let open = partner(index) {
        let nameEnd = open - 1
        if let attribute = attribute(endingAt: nameEnd, arguments: open) {
          attributes.append(attribute)
          first = attribute.at
          index = attribute.at - 1
          continue
        }
        if isModifierWord(nameEnd) {
          modifiers.append(nameEnd)
          first = nameEnd
          index = nameEnd - 1
          continue
        }
        break
      }
      if current == .identifier || current == .keyword {
        if let attribute = attribute(endingAt: index, arguments: nil) {
          attributes.append(attribute)
          first = attribute.at
          index = attribute.at - 1
          continue
        }
        if isModifierWord(index) && !isDirective[index] {
          modifiers.append(index)
          first = index
          index -= 1
          continue
        }
      }
      break
    }
    let result = (
      Self.append(reversing: attributes, to: &attributeTable), Self.append(reversing: modifiers, to: &modifierTable),
      first
    )
    scratchAttributes = attributes
    scratchModifiers = modifiers
    return result
  }

  /// `@Name`, `@A.B`, optionally with `(arguments)` starting at `arguments`, whose name ends at `nameEnd`.
  private mutating func attribute(endingAt nameEnd: Int, arguments: Int?) -> Attribute? {
    guard kind(nameEnd) == .identifier || kind(nameEnd) == .keyword else { return nil }
    var start = nameEnd
    while kind(start - 1) == .period && kind(start - 2) == .identifier { start -= 2 }
    guard kind(start - 1) == .atSign else { return nil }
    let name = start == nameEnd ? text(nameEnd) : joinedText(start..<(nameEnd + 1))
    var list: ArgumentList?
    if let arguments, let close = partner(arguments) {
      list = argumentList(open: arguments, close: close)
    }
    return Attribute(at: start - 1, name: name, nameToken: nameEnd, arguments: list)
  }

  private func skipGenericParameters(from index: Int) -> Int {
    guard self.is(index, "<") else { return index }
    var depth = 0
    var cursor = index
    while cursor < count {
      let current = kind(cursor)
      if current == .operator {
        for byte in source.bytes[tokens[cursor].range] {
          if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") { depth -= 1 }
        }
        if depth <= 0 { return cursor + 1 }
      } else if current == .lBrace || current == .eof || current == .rBrace {
        return cursor
      }
      cursor += 1
    }
    return cursor
  }

  private mutating func parseInheritance(from index: Int) -> (TableRange, Int) {
    guard kind(index) == .colon else { return (TableRange(), index) }
    let first = inheritanceTable.count
    var cursor = index + 1
    var entryStart = cursor
    while cursor < count {
      let current = kind(cursor)
      if current == .lBrace || current == .eof || current == .rBrace || word(cursor) == .where {
        break
      }
      if cursor > index + 1 && startsLine[cursor] && isDeclarationStart(cursor) { break }
      if current == .comma {
        if let entry = inheritedType(entryStart..<cursor) { inheritanceTable.append(entry) }
        entryStart = cursor + 1
      } else if current == .lParen || current == .lSquare, let close = partner(cursor) {
        cursor = close
      }
      cursor += 1
    }
    if let entry = inheritedType(entryStart..<cursor) { inheritanceTable.append(entry) }
    let entries = TableRange(
      start: Int32(truncatingIfNeeded: first), count: Int32(truncatingIfNeeded: inheritanceTable.count - first))
    return (entries, cursor)
  }

  private func inheritedType(_ range: Range<Int>) -> InheritedType? {
    guard !range.isEmpty else { return nil }
    let text = range.count == 1 ? self.text(range.lowerBound) : joinedText(range)
    return InheritedType(tokens: range.lowerBound...(range.upperBound - 1), text: text)
  }

  /// The first token of `kind` in `range`.
  private func firstToken(of kind: TokenKind, in range: Range<Int>) -> Int? {
    for index in range where self.kind(index) == kind { return index }
    return nil
  }

  /// A token that begins a new declaration or attribute (used to stop header scans).
  func isDeclarationStart(_ index: Int) -> Bool {
    let current = kind(index)
    if current == .atSign { return true }
    switch word(index) {
    case .func, .var, .let, .initializer, .class, .struct, .enum, .protocol, .extension, .case, .subscript, .typealias,
      .deinit, .import, .static:
      return current == .keyword
    default:
      return current == .identifier && isModifierWord(index)
    }
  }

  /// The body `{…}` of a type or function header starting at `index`: the first `{` at this level,
  /// unless the header ends first (a new declaration on a new line, a `}`, `;` or the end).
  private func findBody(from index: Int, stopAtLineStartDeclaration: Bool) -> ClosedRange<Int>? {
    var cursor = index
    while cursor < count {
      let current = kind(cursor)
      switch current {
      case .lBrace:
        guard let close = partner(cursor) else { return nil }
        return cursor...close
      case .eof, .rBrace, .semicolon, .rParen, .rSquare:
        return nil
      case .lParen, .lSquare:
        guard let close = partner(cursor) else { return nil }
        cursor = close + 1
        continue
      default:
        if stopAtLineStartDeclaration && cursor > index && startsLine[cursor] && isDeclarationStart(cursor) {
          return nil
        }
        if current == .equal { return nil }
      }
      cursor += 1
    }
    return nil
  }

  private func continuesType(at index: Int) -> Bool {
    switch kind(index) {
    case .lBrace, .period, .arrow, .postfixQuestion, .exclaim: return true
    case .operator: return self.is(index, "&") || self.is(index, ">")
    default: return false
    }
  }

  /// Marks `get {`, `set {`, `willSet {`, `didSet {`, `set(newValue) {`… directly inside a property body.
  private mutating func markAccessors(in body: ClosedRange<Int>) {
    var cursor = body.lowerBound + 1
    while cursor < body.upperBound {
      let accessor = word(cursor)
      if accessor == .get || accessor == .set || accessor == .willSet || accessor == .didSet || accessor == .modify
        || accessor == .read || accessor == .initializer
      {
        var next = cursor + 1
        if kind(next) == .lParen, let close = partner(next) { next = close + 1 }
        while kind(next) == .identifier && (self.is(next, "async") || self.is(next, "throws")) { next += 1 }
        if kind(next) == .keyword && self.is(next, "throws") { next += 1 }
        if kind(next) == .lBrace { roles[next] = .accessorBody }
      }
      if let close = partner(cursor), kind(cursor) == .lBrace || kind(cursor) == .lParen || kind(cursor) == .lSquare {
        cursor = close + 1
      } else {
        cursor += 1
      }
    }
  }

  /// The text of tokens `range` joined without the trivia between them (`SourceText.joinedText`).
  func joinedText(_ range: Range<Int>) -> String {
    source.joinedText(of: tokens, range)
  }

  /// The first token of `kind` at the same bracket level within `limit` tokens from `index`.
  func firstSibling(of kind: TokenKind, from index: Int, limit: Int) -> Int? {
    var cursor = index
    var steps = 0
    while cursor < count && steps < limit {
      let current = self.kind(cursor)
      if current == kind { return cursor }
      if current == .eof || current == .rBrace || current == .rParen || current == .rSquare { return nil }
      if current == .lParen || current == .lSquare || current == .lBrace, let close = partner(cursor) {
        cursor = close
      }
      cursor += 1
      steps += 1
    }
    return nil
  }
}
