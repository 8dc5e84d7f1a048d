import NavlintSyntax

/// NAV006: see Rules/NAV006-navigation-state-missing-main-actor.md.
public struct NavigationStateMissingMainActorRule: Rule {
  public static let id: RuleID = "NAV006"
  public static let name = "navigation-state-missing-main-actor"
  public static let summary = "An `ObservableObject` or `@Observable` class that owns a navigation path is not isolated to `@MainActor`."
  public static let defaultSeverity: Severity = .warning
  public static let fixAvailability: FixAvailability = .unsafe

  public init() {}

  public func check(_ context: RuleContext) {}
}
