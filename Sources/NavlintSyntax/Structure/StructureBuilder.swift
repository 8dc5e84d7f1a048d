/// Builds a `FileStructure` in a fixed sequence of linear passes: directives, brackets, declarations,
/// statement bodies, calls, remaining closures, modifier chains, availability checks.
struct StructureBuilder {
  let source: SourceText
  let tokens: [Token]
  let count: Int
  var startsLine: [Bool]
  var isDirective: [Bool]
  var directives: [Int: ConditionalDirective] = [:]
  var conditionalBlocks: [ConditionalBlock] = []
  var brackets: BracketTree
  var roles: [BraceRole]
  var bracketCall: [Int32]
  var braceDeclaration: [Int32]
  var callEnding: [Int32]
  var callNamed: [Int32]
  var isDeclarationName: [Bool]
  /// For each identifier or keyword token, the structural word it spells (`.none` otherwise).
  var words: [Word]
  var declarations: [Declaration] = []
  var calls: [Call] = []
  var receivers: [Int32] = []
  var nextModifiers: [Int32] = []
  var availabilityChecks: [AvailabilityCheck] = []

  init(source: SourceText) {
    self.source = source
    self.tokens = source.tokens
    self.count = tokens.count
    self.startsLine = [Bool](repeating: false, count: count)
    self.isDirective = [Bool](repeating: false, count: count)
    self.roles = [BraceRole](repeating: .none, count: count)
    self.bracketCall = [Int32](repeating: -1, count: count)
    self.braceDeclaration = [Int32](repeating: -1, count: count)
    self.callEnding = [Int32](repeating: -1, count: count)
    self.callNamed = [Int32](repeating: -1, count: count)
    self.isDeclarationName = [Bool](repeating: false, count: count)
    self.words = [Word](repeating: .none, count: count)
    self.brackets = BracketTree(tokens: [], directives: [:])
  }

  mutating func build() {
    findLineStarts()
    findDirectives()
    brackets = BracketTree(tokens: tokens, directives: directives)
    findDeclarations()
    findStatementBodies()
    findCalls()
    for index in 0..<count where tokens[index].kind == .lBrace && roles[index] == .none {
      roles[index] = .closure
    }
    linkModifierChains()
    findAvailabilityChecks()
  }

  /// The innermost declaration of every token, and each declaration's members, in linear time
  /// (declarations nest only a few levels deep, so painting nested ranges stays cheap).
  func declarationIndexes() -> (innermost: [Int32], members: [Int32], offsets: [Int32]) {
    var innermost = [Int32](repeating: -1, count: count)
    for (index, declaration) in declarations.enumerated() {
      let lower = max(0, declaration.firstToken)
      let upper = min(count - 1, declaration.lastToken)
      guard lower <= upper else { continue }
      for token in lower...upper { innermost[token] = Int32(index) }
    }
    var counts = [Int32](repeating: 0, count: declarations.count + 1)
    for declaration in declarations where declaration.isMember {
      if let parent = declaration.parent { counts[parent + 1] += 1 }
    }
    for index in 1..<counts.count { counts[index] += counts[index - 1] }
    var members = [Int32](repeating: 0, count: Int(counts.last ?? 0))
    var fill = counts
    for (index, declaration) in declarations.enumerated() where declaration.isMember {
      guard let parent = declaration.parent else { continue }
      members[Int(fill[parent])] = Int32(index)
      fill[parent] += 1
    }
    return (innermost, members, counts)
  }

  // MARK: - Token helpers

  func kind(_ index: Int) -> TokenKind { index >= 0 && index < count ? tokens[index].kind : .eof }

  func text(_ index: Int) -> String { source.text(of: tokens[index]) }

  func `is`(_ index: Int, _ string: StaticString) -> Bool {
    index >= 0 && index < count && source.token(tokens[index], is: string)
  }

  func isKeyword(_ index: Int, _ string: StaticString) -> Bool {
    kind(index) == .keyword && self.is(index, string)
  }

  func word(_ index: Int) -> Word { index >= 0 && index < count ? words[index] : .none }

  func partner(_ index: Int) -> Int? { brackets.partner(of: index) }

  func parent(_ index: Int) -> Int32 { index >= 0 && index < count ? brackets.parent[index] : -1 }

  func isModifierWord(_ index: Int) -> Bool {
    let word = word(index)
    return word.isModifier || word == .class
  }

  // MARK: - Lines and directives

  mutating func findLineStarts() {
    let bytes = source.bytes
    var previousEnd = 0
    for index in 0..<count {
      let start = Int(tokens[index].start)
      var atStart = index == 0
      if !atStart {
        var offset = previousEnd
        while offset < start && offset < bytes.count {
          if bytes[offset] == 0x0A || bytes[offset] == 0x0D {
            atStart = true
            break
          }
          offset += 1
        }
      }
      startsLine[index] = atStart
      previousEnd = tokens[index].end
      let kind = tokens[index].kind
      if kind == .identifier || kind == .keyword {
        words[index] = Word.classify(bytes, start: start, length: Int(tokens[index].length))
      }
    }
  }

  mutating func findDirectives() {
    var open: [ConditionalBlock] = []
    var index = 0
    let tokens = self.tokens
    while index < count {
      guard tokens[index].kind == .pound else {
        index += 1
        continue
      }
      let directive: ConditionalDirective?
      if self.is(index, "#if") {
        directive = .if
      } else if self.is(index, "#elseif") {
        directive = .elseif
      } else if self.is(index, "#else") {
        directive = .else
      } else if self.is(index, "#endif") {
        directive = .endif
      } else {
        directive = nil
      }
      guard let directive else {
        index += 1
        continue
      }
      directives[index] = directive
      isDirective[index] = true
      var end = index + 1
      while end < count && kind(end) != .eof && !startsLine[end] {
        isDirective[end] = true
        end += 1
      }
      let condition = (index + 1)..<end
      switch directive {
      case .if:
        open.append(ConditionalBlock(clauses: [.init(directive: index, condition: condition, body: end..<end)]))
      case .elseif, .else:
        if var block = open.popLast() {
          closeLastClause(&block, at: index)
          block.clauses.append(
            .init(
              directive: index, condition: directive == .else ? end..<end : condition,
              body: end..<end))
          open.append(block)
        }
      case .endif:
        if var block = open.popLast() {
          closeLastClause(&block, at: index)
          block.endif = index
          conditionalBlocks.append(block)
        }
      }
      index = end
    }
    // Unclosed blocks run to the end of the file.
    while var block = open.popLast() {
      closeLastClause(&block, at: max(count - 1, 0))
      conditionalBlocks.append(block)
    }
    conditionalBlocks.sort { $0.clauses[0].directive < $1.clauses[0].directive }
  }

  private func closeLastClause(_ block: inout ConditionalBlock, at index: Int) {
    guard let last = block.clauses.indices.last else { return }
    let start = block.clauses[last].body.lowerBound
    block.clauses[last].body = start..<max(start, index)
  }
}
