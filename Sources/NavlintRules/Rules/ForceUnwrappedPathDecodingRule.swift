import NavlintSyntax

/// NAV008: see Rules/NAV008-force-unwrapped-path-decoding.md.
public struct ForceUnwrappedPathDecodingRule: Rule {
  public static let id: RuleID = "NAV008"
  public static let name = "force-unwrapped-path-decoding"
  public static let summary = "`try!`, `as!` or `!` while decoding or encoding navigation state crashes the app on bad saved data."
  public static let defaultSeverity: Severity = .error
  public static let fixAvailability: FixAvailability = .none

  public init() {}

  public func check(_ context: RuleContext) {}
}
