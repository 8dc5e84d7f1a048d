import NavlintNavigation
import NavlintSyntax

/// NAV007: see Rules/NAV007-tab-view-inside-navigation-stack.md.
public struct TabViewInsideNavigationStackRule: Rule {
  public static let id: RuleID = "NAV007"
  public static let name = "tab-view-inside-navigation-stack"
  public static let summary =
    "A `TabView` placed inside a `NavigationStack` makes every tab "
    + "share one stack; give each tab its own `NavigationStack` instead."
  public static let defaultSeverity: Severity = .warning
  public static let fixAvailability: FixAvailability = .none
  public static let triggers: [StaticString] = ["TabView"]

  public init() {}

  public func check(_ context: RuleContext) {
    for tabView in context.file.calls(named: "TabView") where tabView.isSwiftUIType {
      // On watchOS every `TabView` is a pager: no tab bar, no tabs.
      guard !tabView.isPaged, !isOneTabWithoutBar(tabView),
        !context.file.structure.isWatchOSOnly(at: tabView.name.index),
        let stack = stackAround(tabView, context.navigation.helpers)
      else { continue }
      let container = stack.nameText
      // Tabs that already have stacks of their own share none: theirs are nested in the outer one.
      let message =
        hasStackInside(tabView, context.file, context.navigation.helpers)
        ? "`TabView` inside a `\(container)` nests its tabs' stacks in the outer one; make the `TabView` the root"
        : "`TabView` inside a `\(container)` shares one stack across all tabs; put a `\(container)` inside each tab"
      context.report(tabView.name, message: message)
    }
  }

  /// Whether the tab view's content is one view (not a `ForEach` or `Group`) that hides the tab bar
  /// (`.toolbar(.hidden, for: .tabBar)`): no tab to switch to, so no tabs share the stack; a container for a
  /// transition (mbta's pages, animated in as one unit).
  private func isOneTabWithoutBar(_ tabView: CallRef) -> Bool {
    let structure = tabView.file
    guard let content = tabView.closures.first else { return false }
    let children = structure.topLevelStatements(in: content.lowerBound, content.upperBound)
    guard children.count == 1, let child = structure.call(atName: children[0]).map({ CallRef(structure, $0) }),
      !child.isNamed(any: ["ForEach", "Group"])
    else { return false }
    return child.modifiers.contains { modifier in
      guard modifier.isNamed("toolbar"), case let arguments = modifier.arguments, arguments.count == 2,
        let label = arguments[1].label, structure.token(label, is: "for")
      else { return false }
      return structure.containsIdentifier("hidden", in: arguments[0].value)
        && structure.containsIdentifier("tabBar", in: arguments[1].value)
    }
  }

  /// Whether a `NavigationStack` or `NavigationView` is written in the tab view's content, or in a view helper
  /// that the content uses (`var walletTab: some View { NavigationStack { … } }`), helpers of helpers up to
  /// three levels (`ViewHelpers.uses(of:)`, the one reading of a helper's uses).
  private func hasStackInside(_ tabView: CallRef, _ file: SwiftFile, _ helpers: ViewHelpers) -> Bool {
    let contents = tabView.closures
    func reaches(_ token: TokenRef, depth: Int) -> Bool {
      if contents.contains(where: { $0.contains(token.index) }) { return true }
      guard depth < 3, let member = token.enclosingDeclaration(where: { !$0.kind.isTypeLike }),
        let uses = helpers.uses(of: member)
      else { return false }
      return uses.contains { reaches(file.token($0), depth: depth + 1) }
    }
    return file.calls(namedAny: SwiftUINames.stacks).contains { $0.isStack && reaches($0.name, depth: 0) }
  }

  // MARK: - Helpers

  /// Walks out from the tab view through statement bodies and same-screen containers, and from a view helper
  /// to its uses (`TokenRef.throughHelper`); the `NavigationStack` or stack-style `NavigationView` whose content
  /// closure is the first thing that is neither, if it is one.
  private func stackAround(_ tabView: CallRef, _ helpers: ViewHelpers) -> CallRef? {
    stackAround(tabView.name, helpers, helpersFollowed: 0)
  }

  private func stackAround(_ token: TokenRef, _ helpers: ViewHelpers, helpersFollowed: Int) -> CallRef? {
    for ancestor in token.ancestors {
      switch ancestor.kind {
      case .statementBody:
        continue
      case .closure:
        guard let owner = ancestor.call, owner.isSwiftUIType, ancestor.isContentClosure, !owner.isPaged else {
          return nil
        }
        if owner.isNamed("NavigationStack") { return owner }
        if owner.isNamed("NavigationView") { return owner.isColumnNavigationView ? nil : owner }
        guard owner.isNamed(any: SwiftUINames.sameScreenContainers) else { return nil }
      case .declarationBody, .accessorBody:
        return token.throughHelper(helpers, depth: helpersFollowed) { use, depth in
          stackAround(use, helpers, helpersFollowed: depth)
        }
      default:
        return nil
      }
    }
    return nil
  }
}
