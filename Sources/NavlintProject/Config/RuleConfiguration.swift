/// What `.navlint.yml` says about one rule: a severity (or none, keeping the rule's default) and options.
public struct RuleConfiguration: Sendable, Hashable {
  /// The rule's id (`NAV001`), resolved from the id or name written in the file.
  public var ruleID: String
  /// The key exactly as written (`NAV001` or `deprecated-navigation-view`).
  public var writtenKey: String
  /// `nil` when only options were given.
  public var severity: ConfiguredSeverity?
  /// Option name → value, each checked against the rule's `OptionKind`.
  public var options: [String: ConfigValue]
  /// 1-based line of the key in the config file, for later messages.
  public var line: Int

  public init(
    ruleID: String,
    writtenKey: String,
    severity: ConfiguredSeverity?,
    options: [String: ConfigValue] = [:],
    line: Int = 0
  ) {
    self.ruleID = ruleID
    self.writtenKey = writtenKey
    self.severity = severity
    self.options = options
    self.line = line
  }
}
