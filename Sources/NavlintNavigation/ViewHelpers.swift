import NavlintSyntax

/// A file's view helpers: the computed properties, stored properties and functions other than `body` that a
/// type uses to build its views (`var content: some View`, `func row(_:)`). A walk outwards from a token that
/// reaches a helper's body goes on at the helper's uses, as if the helper were written there. The one reading
/// of a helper's uses, for the navigation model (`FactExtractor`) and the per-file rules (NAV003, NAV007,
/// NAV009, NAV010); `FileNavigation.helpers` holds the file's.
///
/// Answers are worked out on first use. Not thread-safe: one reader of one file at a time.
public final class ViewHelpers {
  /// How many uses of one helper are followed: a helper used more often is in no place in particular.
  public static let mostUsesFollowed = 8

  let file: SwiftFile
  /// `uses(of:)`'s answers, by the helper's name token.
  private var answers: [Int: [Int]?] = [:]
  /// By name hash: the places that may use a helper of that name, by the type (last component) they are in.
  private var candidates: [UInt64: [String: [Int]]] = [:]
  /// `slotBits` bits of slot; the identifiers of slot `s` are `bySlot[slotStarts[s]..<slotStarts[s + 1]]`.
  private var slotBits = 0
  private var slotStarts: [Int32] = []
  private var bySlot: [Int32] = []

  public init(_ file: SwiftFile) {
    self.file = file
  }

  /// The places (token indexes, in source order) where the declarations of the type holding `member` in this
  /// file (the type and its extensions) use it as a helper: `content`, `self.content`, `row(item)`, not inside
  /// the member itself. Not another value's member (`other.content`), an argument label or parameter name
  /// (`content:`), another member's declared name (`func build(sheet:)` beside `func build(page:)`), or a call
  /// whose arguments cannot call it (`build(sheet: s)`, `CallRef.fits`). Nil when `member` is not a helper
  /// (`body`; not a function or property named by an identifier; not a member of a type), is used more than
  /// `mostUsesFollowed` times, or has an overload with its labels in the type (`isOverload`).
  public func uses(of member: DeclarationRef) -> [Int]? {
    guard member.kind == .function || member.kind == .variable, member.name != "body",
      let nameToken = member.nameToken, nameToken.kind == .identifier, let type = member.parent,
      type.kind.isTypeLike
    else { return nil }
    if let known = answers[nameToken.index] { return known }
    let structure = file.structure
    let tokens = structure.tokens
    let bytes = structure.source.bytes
    let own = member.tokenRange
    var uses: [Int]? = []
    for index in places(naming: bytes[tokens[nameToken.index].range])[TypeText.lastComponent(of: type.name)] ?? []
    where !own.contains(index) {
      if isOverload(index, of: member) {
        uses = nil
        break
      }
      guard isUse(index, of: member) else { continue }
      uses?.append(index)
      if uses!.count > Self.mostUsesFollowed {
        uses = nil
        break
      }
    }
    answers[nameToken.index] = uses
    return uses
  }

  /// Whether the identifier at `index` names another function of the type with `member`'s argument labels
  /// (`build(_ sheet: Sheet)` beside `build(_ page: Page)`): a use cannot be told to call one or the other.
  private func isOverload(_ index: Int, of member: DeclarationRef) -> Bool {
    guard member.kind == .function, index > 0, file.structure.token(index - 1, is: "func"),
      let other = file.token(index).enclosingDeclaration(where: { $0.kind == .function }),
      other.nameToken?.index == index
    else { return false }
    let structure = file.structure
    let mine = member.parameters
    let theirs = other.parameters
    guard mine.count == theirs.count else { return false }
    func label(_ parameter: Parameter) -> String { parameter.firstName.map { structure.text($0) } ?? "_" }
    return zip(mine, theirs).allSatisfy { label($0) == label($1) }
  }

  /// Whether the identifier at `index`, named like `member` and not another value's member, uses it.
  private func isUse(_ index: Int, of member: DeclarationRef) -> Bool {
    let structure = file.structure
    if index > 0 {
      let previous = index - 1
      // A declared name: `func build(sheet:)` is not a use of `build(page:)`.
      if structure.token(previous, is: "func") || structure.token(previous, is: "var")
        || structure.token(previous, is: "let")
      {
        return false
      }
      // A label or a parameter's name: `content:` after `(` or `,`, or a trailing closure's after `}`
      // (`Section { … } header: { … }`).
      if index + 1 < structure.tokens.count, structure.tokens[index + 1].kind == .colon {
        switch structure.tokens[previous].kind {
        case .lParen, .comma, .rBrace: return false
        default: break
        }
      }
    }
    guard member.kind == .function, let call = file.token(index).call, call.name.index == index else { return true }
    return call.fits(member)
  }

  /// Each place that may use a helper named `name` (not `other.name`), by the type it is in: worked out
  /// once per name, however many types declare a helper of that name.
  private func places(naming name: ArraySlice<UInt8>) -> [String: [Int]] {
    let hash = NavigationFacts.nameHash(name)
    if let known = candidates[hash] { return known }
    let structure = file.structure
    if slotStarts.isEmpty { index(structure) }
    let tokens = structure.tokens
    let bytes = structure.source.bytes
    var byType: [String: [Int]] = [:]
    let slot = slot(length: name.count, first: name.first ?? 0, last: name.last ?? 0)
    for position in Int(slotStarts[slot])..<Int(slotStarts[slot + 1]) {
      let index = Int(bySlot[position])
      guard bytes[tokens[index].range].elementsEqual(name) else { continue }
      let token = file.token(index)
      if token.isMemberName && !token.offset(-2).isKeyword("self") { continue }
      guard let type = token.enclosingDeclaration(where: { $0.kind.isTypeLike }) else { continue }
      byType[TypeText.lastComponent(of: type.name), default: []].append(index)
    }
    candidates[hash] = byType
    return byType
  }

  /// The slot of a name of `length` bytes from `first` to `last`.
  private func slot(length: Int, first: UInt8, last: UInt8) -> Int {
    let key = FileStructure.nameKey(length: length, first: first, last: last)
    return Int((key &* 0x9E37_79B1) >> UInt32(32 - slotBits))
  }

  /// Groups the file's identifiers whose slot is some member name's by slot (a counting sort; the table has
  /// about four slots per member name, so most identifiers are told apart without reading their bytes).
  private func index(_ structure: FileStructure) {
    let tokens = structure.tokens
    let bytes = structure.source.bytes
    var names: [(length: Int, first: UInt8, last: UInt8)] = []
    for declaration in structure.declarations where declaration.isMember && !declaration.kind.isTypeLike {
      if let token = declaration.nameToken, let first = tokens[token].range.first {
        let range = tokens[token].range
        names.append((range.count, bytes[first], bytes[range.upperBound - 1]))
      }
    }
    slotBits = 6
    while slotBits < 12 && 1 << slotBits < names.count * 4 { slotBits += 1 }
    let slots = 1 << slotBits
    var isMemberSlot = [Bool](repeating: false, count: slots)
    for name in names { isMemberSlot[slot(length: name.length, first: name.first, last: name.last)] = true }
    // starts[s + 2] counts slot s; after the prefix sums starts[s + 1] is where slot s starts, and filling
    // slot s moves it up to where slot s ends, so that slot s is starts[s]..<starts[s + 1].
    var starts = [Int32](repeating: 0, count: slots + 2)
    structure.forEachIdentifier { _, length, first, last in
      guard length > 0 else { return }
      let slot = slot(length: length, first: first, last: last)
      if isMemberSlot[slot] { starts[slot + 2] += 1 }
    }
    for slot in 2..<(slots + 2) { starts[slot] += starts[slot - 1] }
    var filled = [Int32](repeating: 0, count: Int(starts[slots + 1]))
    structure.forEachIdentifier { index, length, first, last in
      guard length > 0 else { return }
      let slot = slot(length: length, first: first, last: last)
      guard isMemberSlot[slot] else { return }
      starts[slot + 1] += 1
      filled[Int(starts[slot + 1]) - 1] = Int32(truncatingIfNeeded: index)
    }
    slotStarts = starts
    bySlot = filled
  }
}

extension TokenRef {
  /// Where a walk outwards from this token that reached the body of its enclosing declaration goes on: when
  /// that declaration is a helper of its type (`ViewHelpers.uses(of:)`), `walk`'s answer at each use of it,
  /// with the depth one more; the first use's answer when every use has one. Nil when the declaration is not
  /// a helper, has no use, `depth` is 3 already (helpers of helpers), or some use has no answer: a helper is
  /// somewhere only when every use of it is there.
  public func throughHelper<Answer>(
    _ helpers: ViewHelpers, depth: Int, _ walk: (TokenRef, Int) -> Answer?
  ) -> Answer? {
    guard depth < 3, let member = enclosingDeclaration(where: { !$0.kind.isTypeLike }),
      let uses = helpers.uses(of: member), !uses.isEmpty
    else { return nil }
    var first: Answer?
    for use in uses {
      guard let answer = walk(TokenRef(file, use), depth + 1) else { return nil }
      if first == nil { first = answer }
    }
    return first
  }
}
