/// NAV000: a suppression comment that suppresses nothing (Rules/NAV000-unused-suppression.md).
///
/// The linter itself finds these after running the other rules (see `Suppressions`); this type holds
/// the rule's facts so it can be configured, listed and documented like any other rule.
public struct UnusedSuppressionRule: Rule {
  public static let id: RuleID = "NAV000"
  public static let name = "unused-suppression"
  public static let summary = "A `navlint:` suppression comment that suppresses no finding."
  public static let defaultSeverity: Severity = .info
  public static let fixAvailability: FixAvailability = .safe

  public init() {}

  public func check(_ context: RuleContext) {}
}
