/// A call enclosing a token, and which part of the call the token is in.
public struct EnclosingCall: Sendable, Equatable {
  public enum Part: Sendable, Equatable {
    /// Inside the parentheses (not inside a closure argument).
    case arguments
    /// Inside the closure passed as argument number `index` (0-based).
    case argumentClosure(index: Int)
    /// Inside trailing closure number `index` (0 is the unlabelled first one).
    case trailingClosure(index: Int)
  }

  /// Index in `FileStructure.calls`.
  public var call: Int
  public var part: Part
  /// The bracket (`(` or `{`) through which the token is inside the call.
  public var bracket: Int

  /// The token is inside one of the call's closures (argument or trailing).
  public var isInClosure: Bool {
    if case .arguments = part { return false }
    return true
  }
}

extension FileStructure {
  // MARK: - Tokens

  public func kind(_ index: Int) -> TokenKind {
    index >= 0 && index < tokens.count ? tokens[index].kind : .eof
  }

  /// The token's text.
  public func text(_ index: Int) -> String {
    guard index >= 0 && index < tokens.count else { return "" }
    return source.text(of: tokens[index])
  }

  /// The text of tokens `range` joined without the trivia between them (one allocation for ASCII text).
  public func joinedText(_ range: Range<Int>) -> String {
    source.joinedText(of: tokens, range)
  }

  /// Whether the token's bytes are exactly `string`. No allocation.
  public func token(_ index: Int, is string: StaticString) -> Bool {
    index >= 0 && index < tokens.count && source.token(tokens[index], is: string)
  }

  /// Whether the token is an identifier spelled exactly `name`.
  public func isIdentifier(_ index: Int, _ name: StaticString) -> Bool {
    kind(index) == .identifier && token(index, is: name)
  }

  /// Calls `body` with each identifier token's index, in source order, with its length (at most 65,535) and
  /// its first and last bytes: a pass that looks only at identifiers reads the name index instead of visiting
  /// every token. Inlinable, so the body is not a closure call per identifier.
  @inlinable
  public func forEachIdentifier(_ body: (_ index: Int, _ length: Int, _ first: UInt8, _ last: UInt8) -> Void) {
    for entry in names.identifiers {
      let key = UInt32(truncatingIfNeeded: entry)
      body(
        Int(truncatingIfNeeded: entry >> 32), Int(key >> 16), UInt8(truncatingIfNeeded: key >> 8),
        UInt8(truncatingIfNeeded: key))
    }
  }

  /// The name key of an identifier of `length` bytes from `first` to `last`, as the name index keeps it: one
  /// 32-bit value to hash or compare where a pass groups names by those three.
  @inlinable
  public static func nameKey(length: Int, first: UInt8, last: UInt8) -> UInt32 {
    NameIndex.key(length: length, first: first, last: last)
  }

  /// The index of each `import` keyword, in source order (read from the per-token words, one byte each).
  public var importKeywords: [Int] {
    words.withUnsafeBufferPointer { words in
      var found: [Int] = []
      for index in 0..<words.count where words[index] == .import { found.append(index) }
      return found
    }
  }

  /// The modules the file imports, first component (`SwiftUI` for `import SwiftUI`, `@_exported import
  /// SwiftUI` and `import struct SwiftUI.Color`), in source order: one pass over the words, for every question
  /// about imports (`FileNavigation.importedModules`).
  public var importedModules: [String] {
    importKeywords.compactMap { index in
      var module = index + 1
      // `import struct SwiftUI.Color`: the kind of the declaration imported comes first.
      if module < tokens.count, kind(module) == .keyword { module += 1 }
      return module < tokens.count && kind(module) == .identifier ? text(module) : nil
    }
  }

  /// Indices of identifier tokens spelled exactly `name` (look-alikes such as `MyName` never match).
  public func identifiers(named name: StaticString) -> [Int] {
    var result: [Int] = []
    let key = NameIndex.key(of: name)
    let tokens = self.tokens
    for entry in names.identifiers where UInt32(truncatingIfNeeded: entry) == key {
      let index = Int(entry >> 32)
      if source.token(tokens[index], is: name) { result.append(index) }
    }
    return result
  }

  /// For each of `spellings`, whether some identifier token is spelled exactly that way. One pass over the
  /// identifiers (stopping once every name is found); bytes are compared only when an identifier's length,
  /// first and last byte match a name's.
  public func identifiersOccurring(_ spellings: [StaticString]) -> [Bool] {
    var found = [Bool](repeating: false, count: spellings.count)
    guard !spellings.isEmpty else { return found }
    let keys = spellings.map { NameIndex.key(of: $0) }
    // A 4,096-bit filter over the keys: most identifiers are rejected by one bit test.
    var filter = [UInt64](repeating: 0, count: 64)
    for key in keys {
      let slot = Self.filterSlot(key)
      filter[slot >> 6] |= 1 << UInt64(slot & 63)
    }
    var remaining = spellings.count
    let tokens = self.tokens
    for entry in names.identifiers {
      let key = UInt32(truncatingIfNeeded: entry)
      let slot = Self.filterSlot(key)
      guard filter[slot >> 6] & (1 << UInt64(slot & 63)) != 0 else { continue }
      // The token is read only on a key match: reading it is a cache miss more often than not.
      for position in keys.indices where !found[position] && keys[position] == key {
        if source.token(tokens[Int(entry >> 32)], is: spellings[position]) {
          found[position] = true
          remaining -= 1
          // Frequent names stop costing once found: clear their bit unless a name still missing shares it.
          if !keys.indices.contains(where: { !found[$0] && Self.filterSlot(keys[$0]) == slot }) {
            filter[slot >> 6] &= ~(1 << UInt64(slot & 63))
          }
        }
      }
      if remaining == 0 { break }
    }
    return found
  }

  private static func filterSlot(_ key: UInt32) -> Int { Int((key &* 0x9E37_79B1) >> 20) }

  /// Calls whose name token's bytes are exactly one of `spellings` (a byte comparison, without the Unicode
  /// equivalence of `String`), in source order: one pass over the calls' name keys, as
  /// `forEachCall(namedAny:)` makes for names known at compile time.
  public func calls(spelledAsAny spellings: [[UInt8]]) -> [Int] {
    var result: [Int] = []
    let spellings = spellings.filter { !$0.isEmpty }
    guard !spellings.isEmpty else { return result }
    // The spellings by key (a file's views can be many, and then the filter lets most calls through).
    var byKey: [UInt32: [Int]] = [:]
    var filter: UInt64 = 0
    for (position, spelling) in spellings.enumerated() {
      let key = NameIndex.key(Token(kind: .identifier, start: 0, length: spelling.count), spelling)
      byKey[key, default: []].append(position)
      filter |= NameIndex.filterBit(key)
    }
    let tokens = self.tokens
    let bytes = source.bytes
    let callKeys = names.callKeys
    for index in callKeys.indices where filter & NameIndex.filterBit(callKeys[index]) != 0 {
      guard let positions = byKey[callKeys[index]] else { continue }
      let range = tokens[calls[index].nameToken].range
      if positions.contains(where: { bytes[range].elementsEqual(spellings[$0]) }) { result.append(index) }
    }
    return result
  }

  /// Whether any identifier in `range` is spelled `name`.
  public func containsIdentifier(_ name: StaticString, in range: Range<Int>) -> Bool {
    for index in range.clamped(to: 0..<tokens.count) where isIdentifier(index, name) { return true }
    return false
  }

  /// The byte range from the start of token `first` to the end of token `last`.
  public func byteRange(_ first: Int, _ last: Int) -> Range<Int> {
    let lower = tokens[max(0, min(first, tokens.count - 1))].start
    let upper = tokens[max(0, min(last, tokens.count - 1))].end
    return Int(lower)..<max(Int(lower), upper)
  }

  /// The index of the token covering byte `offset`, or of the first token after it.
  public func tokenIndex(atOffset offset: Int) -> Int {
    var low = 0
    var high = tokens.count - 1
    while low < high {
      let mid = (low + high) / 2
      if tokens[mid].end <= offset { low = mid + 1 } else { high = mid }
    }
    return low
  }

  // MARK: - Calls

  /// Calls whose name is exactly `name`, in source order.
  public func calls(named name: StaticString) -> [Int] {
    var result: [Int] = []
    forEachCall(namedAny: CollectionOfOne(name)) { result.append($0) }
    return result
  }

  /// Calls `body` with each call whose name is one of `spellings`, in source order: one pass over the calls'
  /// name keys, comparing bytes only on a key match. Inlinable, so callers build their own list (handles,
  /// positions) without an intermediate one.
  @inlinable
  public func forEachCall(namedAny spellings: some Collection<StaticString>, _ body: (Int) -> Void) {
    let calls = self.calls
    let callKeys = names.callKeys
    if spellings.count == 1, let name = spellings.first {
      let key = NameIndex.key(of: name)
      for index in callKeys.indices where callKeys[index] == key {
        if token(calls[index].nameToken, is: name) { body(index) }
      }
      return
    }
    let keys = spellings.map { NameIndex.key(of: $0) }
    // A 64-bit filter over the keys: most calls are rejected by one bit test.
    var filter: UInt64 = 0
    for key in keys { filter |= NameIndex.filterBit(key) }
    for index in callKeys.indices where filter & NameIndex.filterBit(callKeys[index]) != 0 {
      let callKey = callKeys[index]
      for (position, name) in zip(keys.indices, spellings) where keys[position] == callKey {
        if token(calls[index].nameToken, is: name) {
          body(index)
          break
        }
      }
    }
  }

  /// Calls whose name token lies in `range` (token indices), in source order. Binary search: calls are
  /// sorted by name token.
  public func calls(in range: ClosedRange<Int>) -> Range<Int> {
    var low = 0
    var high = calls.count
    while low < high {
      let mid = (low + high) / 2
      if calls[mid].nameToken < range.lowerBound { low = mid + 1 } else { high = mid }
    }
    var end = low
    while end < calls.count && calls[end].nameToken <= range.upperBound { end += 1 }
    return low..<end
  }

  /// Calls named `name` whose name token lies in `range`.
  public func calls(named name: StaticString, in range: ClosedRange<Int>) -> [Int] {
    calls(in: range).filter { source.token(tokens[calls[$0].nameToken], is: name) }
  }

  /// Identifier tokens spelled `name` in `range`.
  public func identifiers(named name: StaticString, in range: ClosedRange<Int>) -> [Int] {
    range.clamped(to: 0...max(0, tokens.count - 1)).filter { isIdentifier($0, name) }
  }

  /// Whether call `call` is named `name`.
  public func call(_ call: Int, isNamed name: StaticString) -> Bool {
    call >= 0 && call < calls.count && token(calls[call].nameToken, is: name)
  }

  /// The call whose name is the token at `index`.
  public func call(atName index: Int) -> Int? {
    guard index >= 0 && index < tokens.count else { return nil }
    let value = callNamed[index]
    return value < 0 ? nil : Int(value)
  }

  /// The call owning bracket `index`: its argument `(`, a closure argument's `{` or a trailing `{`.
  public func call(owningBracket index: Int) -> Int? {
    guard index >= 0 && index < tokens.count else { return nil }
    let value = bracketCall[index]
    return value < 0 ? nil : Int(value)
  }

  /// The call whose last token is `index`.
  public func call(endingAt index: Int) -> Int? {
    guard index >= 0 && index < tokens.count else { return nil }
    let value = callEnding[index]
    return value < 0 ? nil : Int(value)
  }

  /// The arguments of `call`'s parenthesised list, in order (none when it has no list).
  @inlinable
  public func arguments(of call: Int) -> TableSlice<CallArgument> {
    guard let list = storage.calls[call].arguments else { return TableSlice() }
    return arguments(in: list)
  }

  /// The arguments of `list` (a call's or an attribute's), in order.
  @inlinable
  public func arguments(in list: ArgumentList) -> TableSlice<CallArgument> {
    TableSlice(storage.argumentTable, start: Int(list.firstArgument), count: Int(list.argumentCount))
  }

  /// The trailing closures of `call`, in order; the first has no label.
  @inlinable
  public func trailingClosures(of call: Int) -> TableSlice<TrailingClosure> {
    let value = storage.calls[call]
    return TableSlice(
      storage.trailingTable, start: Int(value.firstTrailingClosure), count: Int(value.trailingClosureCount))
  }

  /// Closures passed to `call`, as `{` `}` token pairs: closure arguments, then trailing closures.
  public func closures(of call: Int) -> [ClosedRange<Int>] {
    var result: [ClosedRange<Int>] = []
    for argument in arguments(of: call) {
      if let closure = argument.closure { result.append(closure) }
    }
    for closure in trailingClosures(of: call) { result.append(closure.open...closure.close) }
    return result
  }

  /// The argument labelled `label` of `call`.
  public func argument(labelled label: StaticString, of call: Int) -> CallArgument? {
    arguments(of: call).first { argument in
      argument.label.map { token($0, is: label) } ?? false
    }
  }

  /// The calls enclosing token `index`, innermost first, with the part of each call holding it.
  public func enclosingCalls(of index: Int) -> [EnclosingCall] {
    var result: [EnclosingCall] = []
    _ = firstEnclosingCall(of: index) { entry in
      result.append(entry)
      return false
    }
    return result
  }

  /// The first of `enclosingCalls(of:)` (innermost first) that satisfies `predicate`, without building the
  /// list: a walk outwards that stops there.
  public func firstEnclosingCall(of index: Int, where predicate: (EnclosingCall) throws -> Bool) rethrows
    -> EnclosingCall?
  {
    var last: Int?
    for open in brackets.enclosingBrackets(of: index) {
      guard let call = call(owningBracket: open) else { continue }
      let entry: EnclosingCall
      if let arguments = calls[call].arguments, arguments.open == open {
        // A token in a closure argument is reached through both the `{` and the `(`: keep the closure.
        if last == call { continue }
        entry = EnclosingCall(call: call, part: .arguments, bracket: open)
      } else if let position = trailingClosures(of: call).firstIndex(where: { $0.open == open }) {
        entry = EnclosingCall(call: call, part: .trailingClosure(index: position), bracket: open)
      } else if let position = arguments(of: call).firstIndex(where: { $0.closure?.lowerBound == open }) {
        entry = EnclosingCall(call: call, part: .argumentClosure(index: position), bracket: open)
      } else {
        continue
      }
      if try predicate(entry) { return entry }
      last = call
    }
    return nil
  }

  /// The closures (`{` tokens of closure expressions and trailing closures) enclosing `index`, innermost first.
  public func enclosingClosures(of index: Int) -> [Int] {
    brackets.enclosingBrackets(of: index).filter { braceRoles[$0].isClosure }
  }

  // MARK: - More call queries

  /// Whether call `call`'s name is one of `names`.
  public func call(_ call: Int, isNamedAny names: [StaticString]) -> Bool {
    let token = tokens[calls[call].nameToken]
    for name in names where source.token(token, is: name) { return true }
    return false
  }

  /// The name of call `call`.
  public func name(ofCall call: Int) -> String { text(calls[call].nameToken) }

  /// Whether the identifier at `index` is a member access (`.name`) of the expression before it.
  public func isMemberAccess(_ index: Int) -> Bool { kind(index - 1) == .period }

  /// The statements (first tokens) directly inside the braces `open...close`, skipping `#if` lines and
  /// a closure's `params in` header.
  public func topLevelStatements(in open: Int, _ close: Int) -> [Int] {
    var result: [Int] = []
    var cursor = open + 1
    while cursor < close {
      if isDirective[cursor] || kind(cursor) == .semicolon {
        cursor += 1
        continue
      }
      let end = expressionEnd(from: cursor)
      if kind(end + 1) == .keyword && token(end + 1, is: "in") && result.isEmpty && end + 1 < close {
        // `{ item in` header: not a statement.
        cursor = end + 2
        continue
      }
      result.append(cursor)
      cursor = max(end + 1, cursor + 1)
    }
    return result
  }

  // MARK: - Modifier chains

  /// The call that member call `call` is applied to (`Text("a")` for `.padding()` in `Text("a").padding()`),
  /// across line breaks and `#if` lines.
  public func receiver(of call: Int) -> Int? {
    let value = receivers[call]
    return value < 0 ? nil : Int(value)
  }

  /// The first call of the chain `call` belongs to (the view expression the modifiers are applied to).
  public func chainRoot(of call: Int) -> Int {
    var current = call
    var steps = 0
    while let next = receiver(of: current), steps < calls.count {
      current = next
      steps += 1
    }
    return current
  }

  /// The member call applied right after `call` (`.a()` in `call.a().b()`), if any: a walk along the chain
  /// that builds no list.
  @inlinable
  public func modifier(after call: Int) -> Int? {
    let next = storage.nextModifiers[call]
    return next < 0 ? nil : Int(next)
  }

  /// Calls `body` with each member call applied after `call`, in order (`.a()`, `.b()` in `call.a().b()`),
  /// building no list. The walk is bounded by the number of calls, whatever the table holds.
  @inlinable
  public func forEachModifier(appliedTo call: Int, _ body: (Int) throws -> Void) rethrows {
    var next = modifier(after: call)
    var steps = 0
    while let modifier = next, steps < storage.calls.count {
      try body(modifier)
      next = self.modifier(after: modifier)
      steps += 1
    }
  }

  /// The member calls applied after `call`, in order (`.a()`, `.b()` in `call.a().b()`).
  public func modifiers(appliedTo call: Int) -> [Int] {
    var result: [Int] = []
    forEachModifier(appliedTo: call) { result.append($0) }
    return result
  }

  /// The whole chain of `call`'s root: the root and every modifier applied to it.
  public func modifierChain(of call: Int) -> ModifierChain {
    let root = chainRoot(of: call)
    return ModifierChain(root: root, modifiers: modifiers(appliedTo: root))
  }

  /// The last token of the expression a member call is applied to, when it has one (`content` in
  /// `content.padding()`, `)` in `Text("a").padding()`); nil for implicit members like `.stack`.
  public func receiverEnd(of call: Int) -> Int? {
    let value = calls[call]
    guard value.isMember else { return nil }
    var base = value.firstToken - 1
    while base >= 0 && isDirective[base] { base -= 1 }
    guard base >= 0 else { return nil }
    switch kind(base) {
    case .identifier, .rParen, .rSquare, .rBrace, .exclaim, .postfixQuestion, .integer, .float, .stringQuote:
      return base
    case .keyword:
      return token(base, is: "self") || token(base, is: "Self") || token(base, is: "super") ? base : nil
    case .operator:
      return token(base, is: ">") ? base : nil
    default:
      return nil
    }
  }

  // MARK: - Declarations

  /// The declaration whose body `{` is token `index`.
  public func declaration(owningBrace index: Int) -> Int? {
    guard index >= 0 && index < tokens.count else { return nil }
    let value = braceDeclaration[index]
    return value < 0 ? nil : Int(value)
  }

  /// Declarations whose token range contains `index`, innermost first.
  public func enclosingDeclarations(of index: Int) -> [Int] {
    guard index >= 0 && index < innermostDeclaration.count else { return [] }
    var result: [Int] = []
    var current = Int(innermostDeclaration[index])
    while current >= 0 && result.count <= declarations.count {
      if declarations[current].tokenRange.contains(index) { result.append(current) }
      current = declarations[current].parent ?? -1
    }
    return result
  }

  /// The innermost declaration whose token range contains `index` and that satisfies `predicate` (the first of
  /// `enclosingDeclarations(of:)` to do so), without building the list.
  public func enclosingDeclaration(of index: Int, where predicate: (Int) throws -> Bool) rethrows -> Int? {
    guard index >= 0 && index < innermostDeclaration.count else { return nil }
    var current = Int(innermostDeclaration[index])
    var steps = 0
    while current >= 0 && steps <= declarations.count {
      if declarations[current].tokenRange.contains(index) {
        if try predicate(current) { return current }
        steps += 1
      }
      current = declarations[current].parent ?? -1
    }
    return nil
  }

  /// The declarations whose keyword is inside `range` (token indices), in source order: a binary search, since
  /// declarations are recorded in the order of their keywords.
  public func declarations(keywordsIn range: ClosedRange<Int>) -> Range<Int> {
    func firstKeyword(atLeast token: Int) -> Int {
      var low = 0
      var high = declarations.count
      while low < high {
        let middle = (low + high) / 2
        if declarations[middle].keyword < token { low = middle + 1 } else { high = middle }
      }
      return low
    }
    let start = firstKeyword(atLeast: range.lowerBound)
    return start..<max(start, firstKeyword(atLeast: range.upperBound + 1))
  }

  /// Declarations of `kind`.
  public func declarations(ofKind kind: Declaration.Kind) -> [Int] {
    declarations.indices.filter { declarations[$0].kind == kind }
  }

  /// Member declarations directly inside the body of `declaration`, in source order.
  public func members(of declaration: Int) -> [Int] {
    memberIndices(of: declaration).map { Int($0) }
  }

  /// `members(of:)` as the table holds them (no new array).
  @inlinable
  public func memberIndices(of declaration: Int) -> ArraySlice<Int32> {
    let offsets = storage.memberOffsets
    guard declaration >= 0 && declaration + 1 < offsets.count else { return [] }
    return storage.memberList[Int(offsets[declaration])..<Int(offsets[declaration + 1])]
  }

  // MARK: - Expressions

  var scanner: ExpressionScanner {
    ExpressionScanner(
      source: source, tokens: tokens, matching: brackets.matching, parent: brackets.parent, startsLine: startsLine,
      words: words)
  }

  /// The last token of the expression starting at `index` (same bracket level; spans lines the way Swift does).
  public func expressionEnd(from index: Int) -> Int { scanner.expressionEnd(from: index) }

  /// The first token of the statement containing `index` at `index`'s bracket level.
  public func statementStart(of index: Int) -> Int { scanner.statementStart(of: index) }

  /// The `case` and `default` labels that start lines directly inside the braces `range` (a `switch` body's;
  /// an `if case` or `for case` starts no line with its `case`).
  public func caseLabels(in range: ClosedRange<Int>) -> [Int] {
    var labels: [Int] = []
    var index = range.lowerBound + 1
    while index < range.upperBound {
      let kind = self.kind(index)
      if kind == .lBrace || kind == .lParen || kind == .lSquare, let partner = brackets.partner(of: index) {
        index = partner + 1
        continue
      }
      if kind == .keyword, startsLine[index], token(index, is: "case") || token(index, is: "default") {
        labels.append(index)
      }
      index += 1
    }
    return labels
  }

  /// Whether the braces opening at `open` are a `switch` statement's body.
  public func isSwitchBody(_ open: Int) -> Bool {
    let start = statementStart(of: open)
    return start < open && self.kind(start) == .keyword && token(start, is: "switch")
  }

  /// The token range of the statement containing `index`, at `index`'s bracket level.
  public func statementRange(containing index: Int) -> ClosedRange<Int> {
    let start = statementStart(of: index)
    return start...max(start, expressionEnd(from: start))
  }

  // MARK: - Conditions

  /// The `#if` clauses whose body contains `index`, outermost first.
  public func conditionalClauses(containing index: Int) -> [ConditionalBlock.Clause] {
    var result: [ConditionalBlock.Clause] = []
    for block in conditionalBlocks {
      for clause in block.clauses where clause.body.contains(index) { result.append(clause) }
    }
    return result
  }

  /// Whether `index` is compiled for watchOS alone: inside an `#if os(watchOS)` (or `#elseif os(watchOS)`) clause.
  public func isWatchOSOnly(at index: Int) -> Bool {
    conditionalClauses(containing: index).contains { clause in
      let condition = clause.condition
      return condition.count == 4 && token(condition.lowerBound, is: "os") && kind(condition.lowerBound + 1) == .lParen
        && token(condition.lowerBound + 2, is: "watchOS") && kind(condition.lowerBound + 3) == .rParen
    }
  }

  /// Whether the statement body opened at `open` is a branch of `if #available(…)` or `if #unavailable(…)`
  /// (its `else` too): it picks by the OS the app runs on, not by a value of the app, so what it holds is
  /// shown wherever that OS is.
  public func picksByAvailability(statementBody open: Int) -> Bool {
    let statement = statementStart(of: open)
    return token(statement + 1, is: "#available") || token(statement + 1, is: "#unavailable")
  }

  /// The availability checks whose then or else region contains `index`.
  public func availabilityChecks(enclosing index: Int) -> [AvailabilityCheck] {
    availabilityChecks.filter {
      ($0.thenRegion?.contains(index) ?? false) || ($0.elseRegion?.contains(index) ?? false)
    }
  }

  /// Whether `index` runs only on `platform` older than `version`: it sits in the `else` of
  /// `if #available(platform N, *)`, a `guard #available` `else`, or the body of `if #unavailable(platform N)`,
  /// with N ≤ `version`.
  public func isOnlyReachable(below version: Version, platform: String, at index: Int) -> Bool {
    for check in availabilityChecks {
      guard let region = check.regionBelowVersion, region.contains(index),
        let required = check.version(for: platform), required <= version
      else { continue }
      return true
    }
    return false
  }
}

/// A view expression and the modifiers applied to it, as call indices.
public struct ModifierChain: Sendable, Equatable {
  /// The first call of the chain (e.g. `NavigationView { … }`).
  public var root: Int
  /// The member calls applied to it, in order.
  public var modifiers: [Int]
}
