import NavlintSyntax

/// The resolved configuration a lint run uses: deployment target, which rules run, severity overrides
/// and rule options. Built by the CLI and the language server from `.navlint.yml` and flags.
public struct RuleSettings: Sendable, Hashable {
  /// The deployment target (`minimum_ios`); nil means "assume the newest iOS".
  public var minimumIOS: Version?
  /// Whether the project makes `@MainActor` the default isolation of the file's code (a type then is isolated
  /// to the main actor unless it says `nonisolated`).
  public var isMainActorByDefault: Bool
  /// `--rule`: when set, only these rules run.
  public var onlyRules: Set<RuleID>?
  /// `--disable`: these rules never run.
  public var disabledRules: Set<RuleID>
  /// Per-rule configuration from the config file.
  public var rules: [RuleID: RuleConfiguration]

  public init(
    minimumIOS: Version? = nil, isMainActorByDefault: Bool = false, onlyRules: Set<RuleID>? = nil,
    disabledRules: Set<RuleID> = [], rules: [RuleID: RuleConfiguration] = [:]
  ) {
    self.minimumIOS = minimumIOS
    self.isMainActorByDefault = isMainActorByDefault
    self.onlyRules = onlyRules
    self.disabledRules = disabledRules
    self.rules = rules
  }

  /// Whether the rule runs at all.
  public func isEnabled(_ id: RuleID) -> Bool {
    if disabledRules.contains(id) { return false }
    if let onlyRules, !onlyRules.contains(id) { return false }
    return rules[id]?.isEnabled ?? true
  }

  /// The rule's effective severity, or nil when it is off.
  public func severity(of rule: any Rule.Type) -> Severity? {
    guard isEnabled(rule.id) else { return nil }
    return rules[rule.id]?.severity ?? rule.defaultSeverity
  }

  /// The rule's configured options (defaults are not filled in; see `RuleContext.option`).
  public func options(for id: RuleID) -> [String: RuleOptionValue] { rules[id]?.options ?? [:] }
}

/// One rule's entry in the configuration: on/off, severity override and options.
public struct RuleConfiguration: Sendable, Hashable {
  public var isEnabled: Bool
  /// nil keeps the rule's default severity.
  public var severity: Severity?
  public var options: [String: RuleOptionValue]

  public init(isEnabled: Bool = true, severity: Severity? = nil, options: [String: RuleOptionValue] = [:]) {
    self.isEnabled = isEnabled
    self.severity = severity
    self.options = options
  }

  /// A rule turned off (`NAV001: off`).
  public static let off = RuleConfiguration(isEnabled: false)
}
