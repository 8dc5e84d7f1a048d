import NavlintSyntax

/// NAV001: see Rules/NAV001-deprecated-navigation-view.md.
public struct DeprecatedNavigationViewRule: Rule {
  public static let id: RuleID = "NAV001"
  public static let name = "deprecated-navigation-view"
  public static let summary = "`NavigationView` and `.navigationViewStyle` are deprecated since iOS 16; use `NavigationStack` or `NavigationSplitView`."
  public static let defaultSeverity: Severity = .warning
  public static let fixAvailability: FixAvailability = .safe

  public init() {}

  public func check(_ context: RuleContext) {}
}
