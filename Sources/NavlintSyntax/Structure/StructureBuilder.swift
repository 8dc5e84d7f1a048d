/// Builds a `FileStructure` in a fixed sequence of linear passes: tokens (line starts, words, names),
/// directives, brackets, declarations with statement bodies, calls with closures, modifier chains,
/// availability checks.
struct StructureBuilder {
  let source: SourceText
  let tokens: [Token]
  let count: Int
  var startsLine: [Bool]
  var isDirective: [Bool]
  /// The `#if`/`#elseif`/`#else`/`#endif` tokens in order.
  var directives: [DirectiveMark] = []
  /// Every `#…` token, in order.
  var pounds: [Int32] = []
  var conditionalBlocks: [ConditionalBlock] = []
  var brackets: BracketTree
  /// Expression boundaries over the final line starts, words and brackets (set right after `brackets`).
  var expressionScanner: ExpressionScanner
  var roles: [BraceRole]
  var bracketCall: [Int32]
  var braceDeclaration: [Int32]
  var callEnding: [Int32]
  var callNamed: [Int32]
  /// The name tokens of the declarations, ascending (names are not call names).
  var declarationNames: [Int32] = []
  /// For each identifier or keyword token, the structural word it spells (`.none` otherwise).
  var words: [Word]
  /// `NameIndex.identifiers`: each identifier token's index and key.
  var identifierKeys: [UInt64] = []
  /// `NameIndex.callKeys`: each call's name key.
  var callKeys: [UInt32] = []
  /// Whether a `#` token is spelled `#if`, `#elseif`, `#else` or `#endif`. When none is, the brackets
  /// matched by the token pass are final (no directives), and `findDirectives` has nothing to find.
  var hasDirectiveSpelling = false
  /// Every `{` token, in order.
  var openBraces: [Int32] = []
  /// Tokens whose word may introduce a declaration, or keywords that may open a statement body.
  var structuralWords: [Int32] = []
  /// Identifier and keyword tokens followed by `(` or `{`: the only tokens that may name a call.
  var callCandidates: [Int32] = []
  /// An upper bound on the number of declarations, to size `declarations` once.
  var declarationKeywordCount = 0
  var declarations: [Declaration] = []
  var calls: [Call] = []
  var receivers: [Int32] = []
  var nextModifiers: [Int32] = []
  var availabilityChecks: [AvailabilityCheck] = []
  /// The arguments of every argument list (calls, attributes, `#available`), list after list.
  var argumentTable: [CallArgument] = []
  /// The trailing closures of every call, call after call.
  var trailingTable: [TrailingClosure] = []
  /// The attributes, modifiers, inheritance clauses and parameters of every declaration.
  var attributeTable: [Attribute] = []
  var modifierTable: [Int] = []
  var inheritanceTable: [InheritedType] = []
  var parameterTable: [Parameter] = []
  /// Reused buffers for the small arrays of one declaration or call, copied out at their exact size.
  var scratchAttributes: [Attribute] = []
  var scratchModifiers: [Int] = []

  init(source: SourceText) {
    self.source = source
    self.tokens = source.tokens
    self.count = tokens.count
    self.startsLine = []
    self.isDirective = [Bool](filling: false, count: count)
    self.roles = [BraceRole](filling: .none, count: count)
    self.bracketCall = [Int32](filling: -1, count: count)
    self.braceDeclaration = [Int32](filling: -1, count: count)
    self.callEnding = [Int32](filling: -1, count: count)
    self.callNamed = [Int32](filling: -1, count: count)
    self.words = []
    self.brackets = BracketTree(tokens: [], directives: [])
    self.expressionScanner = ExpressionScanner(
      source: source, tokens: [], matching: [], parent: [], startsLine: [], words: [])
  }

  mutating func build() {
    scanTokens()
    if hasDirectiveSpelling {
      // `#if` branches restart from the bracket state at `#if`: match again, knowing the directives.
      findDirectives()
      brackets = BracketTree(tokens: tokens, directives: directives)
    }
    expressionScanner = makeExpressionScanner()
    findDeclarationsAndStatementBodies()
    findCalls()
    for brace in openBraces where roles[Int(brace)] == .none { roles[Int(brace)] = .closure }
    linkModifierChains()
    if !pounds.isEmpty { findAvailabilityChecks() }
  }

  /// The innermost declaration of every token, and each declaration's members, in linear time
  /// (declarations nest only a few levels deep, so painting nested ranges stays cheap).
  func declarationIndexes() -> (innermost: [Int32], members: [Int32], offsets: [Int32]) {
    var innermost = [Int32](filling: -1, count: count)
    for (index, declaration) in declarations.enumerated() {
      let lower = max(0, declaration.firstToken)
      let upper = min(count - 1, declaration.lastToken)
      guard lower <= upper else { continue }
      for token in lower...upper { innermost[token] = Int32(index) }
    }
    var counts = [Int32](filling: 0, count: declarations.count + 1)
    for declaration in declarations where declaration.isMember {
      if let parent = declaration.parent { counts[parent + 1] += 1 }
    }
    for index in 1..<counts.count { counts[index] += counts[index - 1] }
    var members = [Int32](filling: 0, count: Int(counts.last ?? 0))
    var fill = counts
    for (index, declaration) in declarations.enumerated() where declaration.isMember {
      guard let parent = declaration.parent else { continue }
      members[Int(fill[parent])] = Int32(index)
      fill[parent] += 1
    }
    return (innermost, members, counts)
  }

  // MARK: - Token helpers

  /// Appends `scratch`'s elements to `table` in reverse order, and returns where they are.
  @inline(__always)
  static func append<Element>(reversing scratch: [Element], to table: inout [Element]) -> TableRange {
    let start = table.count
    var index = scratch.count - 1
    while index >= 0 {
      table.append(scratch[index])
      index -= 1
    }
    return TableRange(start: Int32(truncatingIfNeeded: start), count: Int32(truncatingIfNeeded: scratch.count))
  }

  /// Empties a scratch buffer, keeping its storage. (Faster than `removeAll(keepingCapacity:)` for the
  /// few elements a scratch buffer holds.)
  @inline(__always)
  func clear<Element>(_ scratch: inout [Element]) {
    while !scratch.isEmpty { scratch.removeLast() }
  }

  func kind(_ index: Int) -> TokenKind { index >= 0 && index < count ? tokens[index].kind : .eof }

  /// The token's text (as `SourceText.text(of:)`: invalid UTF-8 decodes to replacement characters),
  /// decoded from a buffer pointer rather than an array slice.
  func text(_ index: Int) -> String {
    let range = tokens[index].range
    return source.bytes.withUnsafeBufferPointer { bytes in
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
  }

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

  // MARK: - Tokens, lines and directives

  /// One pass over the tokens: which start a line, the word each identifier or keyword spells, the
  /// identifier keys of the name index, the brackets (final unless the file has `#if`), and the few
  /// tokens later passes visit (`#` tokens, `{` tokens, declaration and statement words, names followed
  /// by `(` or `{`).
  mutating func scanTokens() {
    let count = self.count
    var pass = TokenPass(count: count)
    defer { pass.deallocate() }
    var matching = [Int32](filling: -1, count: count)
    var parent = [Int32](filling: -1, count: count)
    var words = [Word](filling: .none, count: count)
    var startsLine = [Bool](filling: false, count: count)
    // Locals only in these closures: a closure capturing the mutating builder would copy it.
    let tokens = self.tokens
    let bytes = source.bytes
    tokens.withUnsafeBufferPointer { tokens in
      bytes.withUnsafeBufferPointer { bytes in
        startsLine.withUnsafeMutableBufferPointer { startsLine in
          words.withUnsafeMutableBufferPointer { words in
            matching.withUnsafeMutableBufferPointer { matching in
              parent.withUnsafeMutableBufferPointer { parent in
                pass.run(
                  tokens: tokens, bytes: bytes, startsLine: startsLine, words: words, matching: matching,
                  parent: parent)
              }
            }
          }
        }
      }
    }
    brackets = BracketTree(matching: matching, parent: parent)
    self.words = words
    self.startsLine = startsLine
    identifierKeys = Array(pass.identifiers.prefix(pass.identifierCount))
    pounds = Array(pass.pounds.prefix(pass.poundCount))
    openBraces = Array(pass.braces.prefix(pass.braceCount))
    structuralWords = Array(pass.structuralWords.prefix(pass.structuralWordCount))
    callCandidates = Array(pass.callCandidates.prefix(pass.callCandidateCount))
    declarationKeywordCount = pass.declarationKeywordCount
    hasDirectiveSpelling = pass.hasDirectiveSpelling
  }

  mutating func findDirectives() {
    var open: [ConditionalBlock] = []
    // Tokens before `nextFree` are on a directive line already seen (a `#if` there is its condition).
    var nextFree = 0
    for pound in pounds {
      let index = Int(pound)
      guard index >= nextFree else { continue }
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
      guard let directive else { continue }
      directives.append(DirectiveMark(token: pound, directive: directive))
      isDirective[index] = true
      var end = index + 1
      while end < count && kind(end) != .eof && !startsLine[end] {
        isDirective[end] = true
        end += 1
      }
      nextFree = end
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

extension Array {
  /// `count` copies of `value`. (Not `init(repeating:count:)`, which allocates through an unspecialized
  /// runtime path that looks up generic metadata on every call: a fixed cost per array, per file.)
  @inline(__always)
  init(filling value: Element, count: Int) {
    self.init()
    reserveCapacity(count)
    append(contentsOf: repeatElement(value, count: count))
  }
}

/// The state and outputs of `StructureBuilder.scanTokens`. Owns one scratch block holding, for `count`
/// tokens, a buffer of one entry per token for each index list (a token adds at most one entry to each)
/// and the bracket stack; released with `deallocate()`. (One block, not six: every fresh allocation
/// of this size costs a cache miss or more.)
struct TokenPass {
  private let block: UnsafeMutableRawPointer
  let identifiers: UnsafeMutableBufferPointer<UInt64>
  let pounds: UnsafeMutableBufferPointer<Int32>
  let braces: UnsafeMutableBufferPointer<Int32>
  let structuralWords: UnsafeMutableBufferPointer<Int32>
  let callCandidates: UnsafeMutableBufferPointer<Int32>
  var identifierCount = 0
  var poundCount = 0
  var braceCount = 0
  var structuralWordCount = 0
  var callCandidateCount = 0
  var declarationKeywordCount = 0
  var hasDirectiveSpelling = false
  var matcher: BracketMatcher

  init(count: Int) {
    let count = max(count, 1)
    // 8 bytes per token for the identifier entries first (8-aligned), then five `Int32` buffers.
    block = .allocate(byteCount: count * 28, alignment: 8)
    identifiers = UnsafeMutableBufferPointer(start: block.bindMemory(to: UInt64.self, capacity: count), count: count)
    let indexes = (block + count * 8).bindMemory(to: Int32.self, capacity: count * 5)
    pounds = UnsafeMutableBufferPointer(start: indexes, count: count)
    braces = UnsafeMutableBufferPointer(start: indexes + count, count: count)
    structuralWords = UnsafeMutableBufferPointer(start: indexes + 2 * count, count: count)
    callCandidates = UnsafeMutableBufferPointer(start: indexes + 3 * count, count: count)
    matcher = BracketMatcher(stack: indexes + 4 * count)
  }

  func deallocate() {
    block.deallocate()
  }

  /// Visits every token. All token-sized buffers have `tokens.count` entries; byte reads are checked
  /// against `bytes.count` first.
  mutating func run(
    tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>, startsLine: UnsafeMutableBufferPointer<Bool>,
    words: UnsafeMutableBufferPointer<Word>, matching: UnsafeMutableBufferPointer<Int32>,
    parent: UnsafeMutableBufferPointer<Int32>
  ) {
    guard let base = bytes.baseAddress else {
      // No bytes: only the `eof` token.
      for index in tokens.indices { startsLine[index] = index == 0 }
      return
    }
    // Counters in locals (registers) during the loop; stored back at the end.
    let table = Word.table.slots
    let byteCount = bytes.count
    var matcher = self.matcher
    var identifierCount = self.identifierCount
    var poundCount = self.poundCount
    var braceCount = self.braceCount
    var structuralWordCount = self.structuralWordCount
    var callCandidateCount = self.callCandidateCount
    var declarationKeywordCount = self.declarationKeywordCount
    var hasDirectiveSpelling = self.hasDirectiveSpelling
    defer {
      self.matcher = matcher
      self.identifierCount = identifierCount
      self.poundCount = poundCount
      self.braceCount = braceCount
      self.structuralWordCount = structuralWordCount
      self.callCandidateCount = callCandidateCount
      self.declarationKeywordCount = declarationKeywordCount
      self.hasDirectiveSpelling = hasDirectiveSpelling
    }
    var previousEnd = 0
    var previousIsName = false
    table.withUnsafeBufferPointer { table in
      for index in tokens.indices {
        let token = tokens[index]
        let start = Int(token.start)
        let length = Int(token.length)
        // A line starts where the trivia since the previous token holds a line break.
        var atStart = index == 0
        if !atStart {
          var offset = previousEnd
          let limit = min(start, byteCount)
          while offset < limit {
            let byte = base[offset]
            if byte == 0x0A || byte == 0x0D {
              atStart = true
              break
            }
            offset += 1
          }
        }
        startsLine[index] = atStart
        previousEnd = start + length
        let kind = token.kind
        let index32 = Int32(truncatingIfNeeded: index)
        matcher.visit(index, kind, tokens: tokens, matching: matching, parent: parent)
        if kind == .identifier || kind == .keyword {
          previousIsName = true
          guard length > 0 && start + length <= byteCount else {
            if kind == .identifier {
              identifiers[identifierCount] = NameIndex.identifierEntry(index: index, key: 0)
              identifierCount += 1
            }
            continue
          }
          if kind == .identifier {
            let key = NameIndex.key(length: length, first: base[start], last: base[start + length - 1])
            identifiers[identifierCount] = NameIndex.identifierEntry(index: index, key: key)
            identifierCount += 1
          }
          let word = Word.Table.classify(slots: table, base + start, length: length, readable: byteCount - start)
          guard word != .none else { continue }
          // After a period a statement or declaration word is a member's name (an app's `.if(condition,
          // transform:)` modifier, an enum's `.class` case), which opens no body and declares nothing; `.init(`
          // stays an initialiser's call.
          if kind == .keyword, index > 0, tokens[index - 1].kind == .period, word != .initializer,
            word.mayOpenStatementBody || word.introducesDeclaration
          {
            continue
          }
          words[index] = word
          if word.introducesDeclaration {
            declarationKeywordCount += 1
            structuralWords[structuralWordCount] = index32
            structuralWordCount += 1
          } else if kind == .keyword && word.mayOpenStatementBody {
            structuralWords[structuralWordCount] = index32
            structuralWordCount += 1
          }
          continue
        }
        switch kind {
        case .pound:
          pounds[poundCount] = index32
          poundCount += 1
          if !hasDirectiveSpelling && length >= 3 && length <= 7 && start + length <= byteCount {
            let spelling = UnsafeBufferPointer(start: base + start, count: length)
            hasDirectiveSpelling =
              spelling.elementsEqual("#if".utf8) || spelling.elementsEqual("#elseif".utf8)
              || spelling.elementsEqual("#else".utf8) || spelling.elementsEqual("#endif".utf8)
          }
        case .lParen:
          if previousIsName {
            callCandidates[callCandidateCount] = index32 - 1
            callCandidateCount += 1
          }
        case .lBrace:
          if previousIsName {
            callCandidates[callCandidateCount] = index32 - 1
            callCandidateCount += 1
          }
          braces[braceCount] = index32
          braceCount += 1
        default:
          break
        }
        previousIsName = false
      }
    }
  }
}
