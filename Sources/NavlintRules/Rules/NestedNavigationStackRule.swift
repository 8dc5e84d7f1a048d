import NavlintNavigation
import NavlintSyntax

/// NAV009: a navigation stack inside another stack's content (Rules/NAV009-nested-navigation-stack.md). What
/// one expression of the file shows is reported by the per-file check; a view whose own stack is in another
/// file, or whose place inside a stack is, by the project pass (`NavigationModel.showsOwnStack(_:)`,
/// `isOnAStack(_:)`).
public struct NestedNavigationStackRule: ProjectRule {
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
    let file = context.file
    // Previews place no view: a stack they wrap around a view is drawn in the canvas, never in the app. They
    // are read only for a nesting found.
    let navigation = context.navigation
    let stacks = file.calls(namedAny: SwiftUINames.stacks).filter(\.isStack)
    for inner in stacks {
      guard let outer = outerStack(around: inner.name, navigation.helpers),
        !navigation.previews.contain(inner.name.index)
      else { continue }
      context.report(
        inner.name,
        message: "`\(inner.nameText)` inside the content of another `\(outer.nameText)` "
          + "adds a second navigation bar and history; remove the inner stack or present it in a sheet")
    }

    // Views of this file showing their own stack, used inside another stack's content.
    // A function of the file named like a view (`func PaperSheet() -> some View` in an extension) is what a
    // call of that name calls, as Swift looks it up, not the view's initializer.
    let functions = file.functionsNamedLikeTypes
    let owners = stackOwningViews(stacks, file).filter { !functions.contains($0) }
    guard !owners.isEmpty else { return }
    let structure = file.structure
    let ownerBytes = owners.map { Array($0.utf8) }
    let ownersAreASCII = !ownerBytes.contains { $0.contains { $0 >= 0x80 } }
    let bytes = structure.source.bytes
    let tokens = structure.tokens
    // A call named like an ASCII owner has the owner's bytes, unless it spells a letter with a character that
    // is canonically the same (KELVIN SIGN for `K`, and `;`, `` ` `` likewise): only then are all calls read.
    let byBytes = ownerBytes.allSatisfy { name in !name.contains { $0 >= 0x80 || Self.lookAlikeASCII.contains($0) } }
    let candidates =
      byBytes ? structure.calls(spelledAsAny: ownerBytes) : Array(structure.calls.indices)
    for candidate in candidates {
      let call = file.call(candidate)
      guard !call.isMember, !call.isMacro, call.name.kind == .identifier, !call.name.isMemberName,
        isNamed(tokens[call.name.index], ownerBytes, owners, ownersAreASCII, bytes),
        !callsAMethodOfItsOwnName(call),
        let outer = outerStack(around: call.name, navigation.helpers), !navigation.previews.contain(call.name.index)
      else { continue }
      context.report(
        call.name,
        message: "`\(call.nameText)` shows its own navigation stack inside another "
          + "`\(outer.nameText)`; remove one of the stacks or present the view in a sheet")
    }
  }

  /// The project pass: a construction of a view that shows its own stack, placed on another stack, where the
  /// per-file check cannot see both: the view is declared in another file, or the construction is at the root
  /// of a view that other files put on a stack.
  public static func check(file: Int, in model: NavigationModel, report: (Range<Int>, String, Fix?) -> Void) {
    let path = model.files[file].path
    for (index, site) in model.files[file].facts.sites.enumerated() {
      // Only a site inside a stack's content, or at its view's root, can be on a stack (checked before the name
      // is looked up: most constructions are neither).
      guard site.context == .stack || site.context.isRoot, case .construction(let name) = site.kind,
        model.showsOwnStack(name)
      else { continue }
      // One expression of the file shows both stacks: the per-file check's.
      if site.context == .stack && model.declaringFile(of: name) == path { continue }
      // A view shown by a member (`route.view()` in a destination) is nested wherever a use puts it on a stack.
      guard model.isOnAStack(NavigationModel.SiteID(file: file, site: index), throughMemberUses: true) else { continue }
      report(
        site.range,
        "`\(name)` shows its own navigation stack inside another navigation stack; remove one of the stacks or "
          + "present the view in a sheet", nil)
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

  /// Whether `call`, named like the view whose code holds it, calls a method of that name (`func TemplateView()
  /// -> some View` in an extension in another file) rather than building the view inside itself: outside a
  /// link's destination or a pushed destination, which build it only when tapped, a view built in its own
  /// content would build itself forever.
  private func callsAMethodOfItsOwnName(_ call: CallRef) -> Bool {
    guard let owner = call.name.enclosingDeclaration(where: { $0.kind.isTypeLike }), owner.name == call.nameText
    else { return false }
    for ancestor in call.name.ancestors {
      if ancestor.kind == .declarationBody { break }
      guard let pusher = ancestor.call else { continue }
      if pusher.isNamed("NavigationLink") && pusher.holdsLinkDestination(call.name, bracket: ancestor.bracket)
        || pusher.isMember && pusher.isNamed("navigationDestination") && ancestor.kind == .closure
      {
        return false
      }
    }
    return true
  }

  /// The ASCII characters some other character is canonically equivalent to (U+212A, U+037E, U+1FEF).
  private static let lookAlikeASCII: [UInt8] = [UInt8(ascii: "K"), UInt8(ascii: ";"), UInt8(ascii: "`")]

  /// The stack whose content holds `token`, walking out through views, pushed destinations, links, same-screen
  /// modifiers, tab views and control flow, and from a helper of the type (`var content: some View`, `func
  /// row(_:)`, not `body`) to its uses in the type's declarations (`ViewHelpers`: every use on a stack, a few at most: the
  /// first's stack). Nil when the closure of any other modifier (a sheet, cover, popover, inspector, a
  /// third-party presenter), a split view or a column `NavigationView` comes first, or when the walk leaves the
  /// expression otherwise (`body`, a stored closure, a helper used nowhere or in other places).
  private func outerStack(around token: TokenRef, _ helpers: ViewHelpers, helpersFollowed: Int = 0) -> CallRef? {
    for ancestor in token.ancestors {
      switch ancestor.kind {
      case .statementBody, .squareBrackets:
        continue
      case .closure:
        guard let owner = ancestor.call else { return nil }
        switch verdict(for: owner, ancestor) {
        case .keepWalking: continue
        case .separate: return nil
        case .stack: return owner
        }
      case .parentheses:
        guard let owner = ancestor.call else { continue }
        switch verdict(for: owner, ancestor) {
        case .keepWalking: continue
        case .separate, .stack: return nil
        }
      case .declarationBody, .accessorBody:
        return token.throughHelper(helpers, depth: helpersFollowed) { use, depth in
          outerStack(around: use, helpers, helpersFollowed: depth)
        }
      case .otherBrace:
        return nil
      }
    }
    return nil
  }

  private enum Verdict { case keepWalking, separate, stack }

  /// What passing through `ancestor`, a bracket of call `owner`, means for a view inside it.
  private func verdict(for owner: CallRef, _ ancestor: Ancestor) -> Verdict {
    // A button's action is code run on a tap: a view built there is handed elsewhere, or thrown away.
    if ancestor.kind == .closure && owner.isButtonAction(ancestor.bracket) { return .separate }
    guard owner.isSwiftUIType else {
      guard owner.isMember else { return .keepWalking }
      // A pushed destination is still on the stack; unknown modifiers may present their content elsewhere.
      return owner.isSameScreenModifier || owner.isNamed("navigationDestination") ? .keepWalking : .separate
    }
    // Columns own their stacks. A `TabView` does not: its tabs are still inside the outer stack's content (the
    // tab view there is NAV007's finding, and each stack in a tab is still a second stack).
    if owner.isNamed("NavigationSplitView") { return .separate }
    guard owner.isNamed(any: SwiftUINames.stacks) else { return .keepWalking }
    guard ancestor.isContentClosure else { return .separate }
    // A `NavigationView` with several children, or styled so, lays them out as columns, like a split view.
    return owner.isColumnNavigationView ? .separate : .stack
  }

  /// Names of view types declared in this file whose `body` shows a navigation stack on the view's own screen:
  /// the stack is reached from the `body` braces through control flow and same-screen containers only.
  private func stackOwningViews(_ stacks: [CallRef], _ file: SwiftFile) -> [String] {
    var candidates: [String] = []
    var isView: [Bool] = []
    for stack in stacks {
      guard let property = bodyProperty(around: stack.name), let parent = property.parent else { continue }
      let typeName = lastComponent(of: parent.name)
      guard !candidates.contains(typeName) else { continue }
      candidates.append(typeName)
      // Usually the type holding `body` names `View` itself; else another declaration of it may.
      isView.append(parent.kind.isTypeLike && parent.inherits("View"))
    }
    guard isView.contains(false) else { return candidates }
    // Keep the candidates declared (somewhere in the file) as views, in order.
    for declaration in file.declarations where declaration.kind.isTypeLike && declaration.inherits("View") {
      let name = lastComponent(of: declaration.name)
      for position in candidates.indices where candidates[position] == name { isView[position] = true }
    }
    return candidates.indices.filter { isView[$0] }.map { candidates[$0] }
  }

  /// The `body` property (a member with a body) whose braces hold `token` through same-screen containers and
  /// `if #available` only. A stack in an `#if` block or in a branch of an `if`, `guard` or `switch` is one that
  /// another platform or an argument may skip (`if embeddedInNavigation { content } else { NavigationStack {
  /// content } }`), as the model reads a view's own stack (`StackFact.isConditional`).
  private func bodyProperty(around token: TokenRef) -> DeclarationRef? {
    if !token.file.conditionalClauses(containing: token.index).isEmpty { return nil }
    for ancestor in token.ancestors {
      switch ancestor.kind {
      case .statementBody:
        guard token.file.picksByAvailability(statementBody: ancestor.bracket.index) else { return nil }
        continue
      case .closure:
        guard ancestor.trailingClosurePosition == 0, let owner = ancestor.call, owner.isSameScreenContainer else {
          return nil
        }
      case .declarationBody:
        guard let property = ancestor.declaration, property.kind == .variable, property.isMember,
          property.name == "body"
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
    return TypeText.lastComponent(of: base)
  }
}
