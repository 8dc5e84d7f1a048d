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

  private static let message =
    "`TabView` inside a `NavigationStack` shares one stack across all tabs; put a `NavigationStack` inside each tab"

  public init() {}

  public func check(_ context: RuleContext) {
    for tabView in context.file.calls(named: "TabView") where tabView.isSwiftUIType {
      guard !tabView.isPaged, isDirectlyInsideStack(tabView) else { continue }
      context.report(tabView.name, message: Self.message)
    }
  }

  // MARK: - Helpers

  /// Walks out from the tab view through statement bodies and same-screen containers; true when the first
  /// thing that is neither is the content closure of a `NavigationStack`.
  private func isDirectlyInsideStack(_ tabView: CallRef) -> Bool {
    for ancestor in tabView.ancestors {
      switch ancestor.kind {
      case .statementBody:
        continue
      case .closure:
        guard let owner = ancestor.call, owner.isSwiftUIType, ancestor.isContentClosure, !owner.isPaged else {
          return false
        }
        if owner.isNamed("NavigationStack") { return true }
        guard owner.isNamed(any: SwiftUINames.sameScreenContainers) else { return false }
      default:
        return false
      }
    }
    return false
  }
}
