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
      guard !tabView.isPaged, let stack = stackAround(tabView, context.navigation.helpers) else { continue }
      let container = stack.nameText
      // Tabs that already have stacks of their own share none: theirs are nested in the outer one.
      let message =
        hasStackInside(tabView, context.file)
        ? "`TabView` inside a `\(container)` nests its tabs' stacks in the outer one; make the `TabView` the root"
        : "`TabView` inside a `\(container)` shares one stack across all tabs; put a `\(container)` inside each tab"
      context.report(tabView.name, message: message)
    }
  }

  /// Whether a `NavigationStack` or `NavigationView` is written in the tab view's content, or in a view helper
  /// of the file that the content names (`var walletTab: some View { NavigationStack { … } }`), followed up to
  /// three levels.
  private func hasStackInside(_ tabView: CallRef, _ file: SwiftFile) -> Bool {
    let stacks = file.calls(namedAny: SwiftUINames.stacks).filter(\.isStack).map(\.name.index)
    guard !stacks.isEmpty else { return false }
    var helpers: [String: [ClosedRange<Int>]] = [:]
    for declaration in file.declarations where declaration.isViewBody && declaration.name != "body" {
      if let body = declaration.body { helpers[declaration.name, default: []].append(body) }
    }
    func holdsStack(_ range: ClosedRange<Int>, depth: Int) -> Bool {
      if stacks.contains(where: range.contains) { return true }
      guard depth < 3, !helpers.isEmpty else { return false }
      let structure = file.structure
      for index in range where structure.kind(index) == .identifier {
        guard let bodies = helpers[structure.text(index)] else { continue }
        if bodies.contains(where: { !$0.contains(index) && holdsStack($0, depth: depth + 1) }) { return true }
      }
      return false
    }
    return tabView.closures.contains { holdsStack($0, depth: 0) }
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
