import NavlintNavigation
import NavlintSyntax

/// NAV003: `.navigationDestination` inside a lazy container's content
/// (Rules/NAV003-destination-in-lazy-container.md).
public struct DestinationInLazyContainerRule: Rule {
  public static let id: RuleID = "NAV003"
  public static let name = "destination-in-lazy-container"
  public static let summary =
    "A `.navigationDestination` modifier inside a lazy container such as `List`, `LazyVStack` or `ForEach` may never be registered."
  public static let defaultSeverity: Severity = .error
  public static let fixAvailability: FixAvailability = .none
  public static let triggers: [StaticString] = ["navigationDestination"]

  public init() {}

  public func check(_ context: RuleContext) {
    for destination in context.file.calls(named: "navigationDestination") where destination.isMember {
      guard let container = destination.name.ancestors.lazyContainer else { continue }
      context.report(
        from: destination.firstToken, through: destination.name,
        message: "`.navigationDestination` inside `\(container.nameText)` may never be registered; "
          + "attach it outside the lazy container")
    }
  }
}
