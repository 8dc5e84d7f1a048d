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

  // MARK: - Token helpers

  func kind(_ index: Int) -> TokenKind { index >= 0 && index < count ? tokens[index].kind : .eof }

  func text(_ index: Int) -> String { source.text(of: tokens[index]) }

  func `is`(_ index: Int, _ string: StaticString) -> Bool {
    index >= 0 && index < count && source.token(tokens[index], is: string)
  }

  func isKeyword(_ index: Int, _ string: StaticString) -> Bool {
    kind(index) == .keyword && self.is(index, string)
  }

  func partner(_ index: Int) -> Int? { brackets.partner(of: index) }

  func parent(_ index: Int) -> Int32 { index >= 0 && index < count ? brackets.parent[index] : -1 }

  static let modifierWords: [StaticString] = [
    "public", "private", "fileprivate", "internal", "open", "package", "static", "class", "final", "override",
    "mutating", "nonmutating", "lazy", "weak", "unowned", "required", "convenience", "dynamic", "optional",
    "indirect", "nonisolated", "isolated", "distributed", "prefix", "postfix", "infix", "consuming", "borrowing",
    "__consuming", "sending",
  ]

  func isModifierWord(_ index: Int) -> Bool {
    guard kind(index) == .identifier || kind(index) == .keyword else { return false }
    for word in Self.modifierWords where self.is(index, word) { return true }
    return false
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
    }
  }

  mutating func findDirectives() {
    var open: [ConditionalBlock] = []
    var index = 0
    while index < count {
      guard kind(index) == .pound else {
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
          block.clauses.append(.init(directive: index, condition: directive == .else ? end..<end : condition,
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
