import NavlintSyntax

/// NAV009: a navigation stack inside another stack's content (Rules/NAV009-nested-navigation-stack.md).
public struct NestedNavigationStackRule: Rule {
  public static let id: RuleID = "NAV009"
  public static let name = "nested-navigation-stack"
  public static let summary =
    "A `NavigationStack` inside another navigation stack's content, with no sheet, cover, popover or inspector "
    + "between them, adds a second navigation bar and a history the outer stack cannot see."
  public static let defaultSeverity: Severity = .error
  public static let fixAvailability: FixAvailability = .none
  public static let triggers: [StaticString] = ["NavigationStack", "NavigationView"]

  public init() {}

  public func check(_ context: RuleContext) {
    let structure = context.structure
    var stacks: [Int] = []
    for name in Self.stackNames {
      stacks += structure.calls(named: name).filter { structure.isSwiftUITypeCall($0) }
    }
    for inner in stacks.sorted() {
      let nameToken = structure.calls[inner].nameToken
      guard let outer = outerStack(around: nameToken, structure) else { continue }
      context.report(
        token: nameToken,
        message: "`\(structure.name(ofCall: inner))` inside the content of another `\(structure.name(ofCall: outer))` "
          + "adds a second navigation bar and history; remove the inner stack or present it in a sheet")
    }

    // Views of this file showing their own stack, used inside another stack's content.
    let owners = stackOwningViews(stacks, structure)
    guard !owners.isEmpty else { return }
    let ownerBytes = owners.map { Array($0.utf8) }
    let ownersAreASCII = !ownerBytes.contains { $0.contains { $0 >= 0x80 } }
    let bytes = structure.source.bytes
    let tokens = structure.tokens
    // A call named like an ASCII owner has the owner's bytes, unless it spells a letter with a character that
    // is canonically the same (KELVIN SIGN for `K`, and `;`, `` ` `` likewise): only then are all calls read.
    let byBytes = ownerBytes.allSatisfy { name in !name.contains { $0 >= 0x80 || Self.lookAlikeASCII.contains($0) } }
    let candidates =
      byBytes ? ownerBytes.flatMap { structure.calls(spelledAs: $0) }.sorted() : Array(structure.calls.indices)
    for call in candidates {
      let nameToken = structure.calls[call].nameToken
      guard !structure.calls[call].isMember, !structure.calls[call].isMacro,
        tokens[nameToken].kind == .identifier, structure.kind(nameToken - 1) != .period,
        isNamed(tokens[nameToken], ownerBytes, owners, ownersAreASCII, bytes),
        let outer = outerStack(around: nameToken, structure)
      else { continue }
      context.report(
        token: nameToken,
        message: "`\(structure.text(nameToken))` shows its own navigation stack inside another "
          + "`\(structure.name(ofCall: outer))`; remove one of the stacks or present the view in a sheet")
    }
  }

  /// Whether the token's text is one of `names` (whose UTF-8 is `nameBytes`): a byte comparison, with the
  /// string comparison (canonical equivalence) kept for names or tokens outside ASCII.
  private func isNamed(
    _ token: Token, _ nameBytes: [[UInt8]], _ names: [String], _ namesAreASCII: Bool, _ bytes: [UInt8]
  ) -> Bool {
    let range = token.range
    for candidate in nameBytes where candidate.count == range.count && bytes[range].elementsEqual(candidate) {
      return true
    }
    if namesAreASCII && !bytes[range].contains(where: { $0 >= 0x80 }) { return false }
    return names.contains(String(decoding: bytes[range], as: UTF8.self))
  }

  // MARK: - Private

  private static let stackNames: [StaticString] = ["NavigationStack", "NavigationView"]

  /// The ASCII characters some other character is canonically equivalent to (U+212A, U+037E, U+1FEF).
  private static let lookAlikeASCII: [UInt8] = [UInt8(ascii: "K"), UInt8(ascii: ";"), UInt8(ascii: "`")]

  /// Containers that keep their content on the screen of the view that holds them.
  private static let sameScreenContainers: [StaticString] = ["VStack", "HStack", "ZStack", "Group", "GeometryReader"]

  /// The stack whose content holds `index`, walking out through views, pushed destinations, links, same-screen
  /// modifiers and control flow. Nil when the closure of any other modifier (a sheet, cover, popover, inspector,
  /// a third-party presenter), a split view, a tab view or a column `NavigationView` comes first, or when the walk
  /// leaves the expression (a declaration body, a stored closure).
  private func outerStack(around index: Int, _ structure: FileStructure) -> Int? {
    for open in structure.brackets.enclosingBrackets(of: index) {
      switch structure.kind(open) {
      case .lBrace:
        switch structure.braceRoles[open] {
        case .statementBody:
          continue
        case .closure, .trailingClosure:
          guard let owner = structure.call(owningBracket: open) else { return nil }
          switch verdict(for: owner, bracket: open, structure) {
          case .keepWalking: continue
          case .separate: return nil
          case .stack: return owner
          }
        default:
          return nil
        }
      case .lParen:
        guard let owner = structure.call(owningBracket: open) else { continue }
        switch verdict(for: owner, bracket: open, structure) {
        case .keepWalking: continue
        case .separate, .stack: return nil
        }
      default:
        continue
      }
    }
    return nil
  }

  private enum Verdict { case keepWalking, separate, stack }

  /// What passing through `bracket` of call `owner` means for a view inside it.
  private func verdict(for owner: Int, bracket open: Int, _ structure: FileStructure) -> Verdict {
    guard structure.isSwiftUITypeCall(owner) else {
      guard structure.calls[owner].isMember else { return .keepWalking }
      // A pushed destination is still on the stack; unknown modifiers may present their content elsewhere.
      let isPushed = structure.call(owner, isNamed: "navigationDestination")
      return structure.isSameScreenModifier(owner) || isPushed ? .keepWalking : .separate
    }
    // Columns own their stacks; tabs too (a stack around the `TabView` itself is NAV007's finding).
    if structure.call(owner, isNamed: "NavigationSplitView") || structure.call(owner, isNamed: "TabView") {
      return .separate
    }
    guard structure.call(owner, isNamedAny: Self.stackNames) else { return .keepWalking }
    guard structure.kind(open) == .lBrace, structure.isContentClosure(open, of: owner) else { return .separate }
    // A `NavigationView` with several children lays them out as columns, like a split view.
    if structure.call(owner, isNamed: "NavigationView"), let close = structure.brackets.partner(of: open),
      structure.topLevelStatements(in: open, close).count > 1
    {
      return .separate
    }
    return .stack
  }

  /// Names of view types declared in this file whose `body` shows a navigation stack on the view's own screen:
  /// the stack is reached from the `body` braces through control flow and same-screen containers only.
  private func stackOwningViews(_ stacks: [Int], _ structure: FileStructure) -> [String] {
    var candidates: [String] = []
    var isView: [Bool] = []
    for stack in stacks {
      guard let property = bodyProperty(around: structure.calls[stack].nameToken, structure),
        let parent = structure.declarations[property].parent
      else { continue }
      let typeName = lastComponent(of: structure.declarations[parent].name)
      guard !candidates.contains(typeName) else { continue }
      candidates.append(typeName)
      // Usually the type holding `body` names `View` itself; else another declaration of it may.
      isView.append(
        structure.declarations[parent].kind.isTypeLike
          && structure.declarations[parent].inheritance(in: structure).contains(where: { $0.lastComponent == "View" }))
    }
    guard isView.contains(false) else { return candidates }
    // Keep the candidates declared (somewhere in the file) as views, in order.
    for index in structure.declarations.indices where structure.declarations[index].kind.isTypeLike {
      guard structure.declarations[index].inheritance(in: structure).contains(where: { $0.lastComponent == "View" })
      else { continue }
      let name = lastComponent(of: structure.declarations[index].name)
      for position in candidates.indices where candidates[position] == name { isView[position] = true }
    }
    return candidates.indices.filter { isView[$0] }.map { candidates[$0] }
  }

  /// The `body` property (a member with a body) whose braces hold `index` through control flow and
  /// same-screen containers only.
  private func bodyProperty(around index: Int, _ structure: FileStructure) -> Int? {
    for open in structure.brackets.enclosingBrackets(of: index) {
      guard structure.kind(open) == .lBrace else { return nil }
      switch structure.braceRoles[open] {
      case .statementBody:
        continue
      case .trailingClosure:
        guard let owner = structure.call(owningBracket: open), structure.isSwiftUITypeCall(owner),
          structure.call(owner, isNamedAny: Self.sameScreenContainers),
          structure.trailingClosures(of: owner).first?.open == open
        else { return nil }
      case .declarationBody:
        guard let property = structure.declaration(owningBrace: open),
          structure.declarations[property].kind == .variable,
          structure.declarations[property].isMember, structure.declarations[property].name == "body"
        else { return nil }
        return property
      default:
        return nil
      }
    }
    return nil
  }

  private func lastComponent(of name: String) -> String {
    // Most type names are plain (`ContentView`): no split, no new string.
    if !name.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ".") }) { return name }
    let base = name.split(separator: "<", maxSplits: 1).first.map(String.init) ?? name
    return base.split(separator: ".").last.map(String.init) ?? base
  }
}
