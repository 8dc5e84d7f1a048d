import NavlintSyntax

/// NAV003: see Rules/NAV003-destination-in-lazy-container.md.
public struct DestinationInLazyContainerRule: Rule {
  public static let id: RuleID = "NAV003"
  public static let name = "destination-in-lazy-container"
  public static let summary = "A `.navigationDestination` modifier inside a lazy container such as `List`, `LazyVStack` or `ForEach` may never be registered."
  public static let defaultSeverity: Severity = .error
  public static let fixAvailability: FixAvailability = .none

  public init() {}

  public func check(_ context: RuleContext) {}
}
