import NavlintRules
import NavlintSyntax

/// Bridges the configuration (which knows rules only by id, name and option kinds) to the engine's
/// `RuleSettings`. The CLI and the language server both resolve settings through it.
public enum RuleSettingsAdapter {
  /// What the config loader must know about every registered rule.
  public static var knownRules: [KnownRule] {
    RuleCatalog.all.map { descriptor in
      var kinds: [String: OptionKind] = [:]
      var defaults: [String: ConfigValue] = [:]
      for option in descriptor.options {
        kinds[option.name] = kind(of: option.defaultValue)
        defaults[option.name] = configValue(option.defaultValue)
      }
      return KnownRule(
        id: descriptor.id.rawValue, name: descriptor.name, options: kinds, summary: descriptor.summary,
        defaultSeverity: ConfiguredSeverity(rawValue: descriptor.defaultSeverity.rawValue), defaults: defaults)
    }
  }

  /// The engine settings for a file: its configuration and deployment target, plus `--rule` and
  /// `--disable`.
  public static func ruleSettings(
    for settings: FileSettings, onlyRules: Set<RuleID>? = nil, disabledRules: Set<RuleID> = []
  ) -> RuleSettings {
    var rules: [RuleID: NavlintRules.RuleConfiguration] = [:]
    for (id, entry) in settings.configuration?.rules ?? [:] {
      var options: [String: RuleOptionValue] = [:]
      for (name, value) in entry.options { options[name] = optionValue(value) }
      let severity: Severity? = entry.severity.flatMap { Severity(rawValue: $0.rawValue) }
      rules[RuleID(id)] = NavlintRules.RuleConfiguration(
        isEnabled: entry.severity != .off, severity: severity, options: options)
    }
    let minimumIOS = settings.deploymentTarget.map { Version($0.version.major, $0.version.minor) }
    return RuleSettings(minimumIOS: minimumIOS, onlyRules: onlyRules, disabledRules: disabledRules, rules: rules)
  }

  static func kind(of value: RuleOptionValue) -> OptionKind {
    switch value {
    case .bool: .bool
    case .integer: .integer
    case .number: .number
    case .string: .string
    case .strings: .stringList
    }
  }

  static func configValue(_ value: RuleOptionValue) -> ConfigValue {
    switch value {
    case .bool(let value): .bool(value)
    case .integer(let value): .integer(value)
    case .number(let value): .number(value)
    case .string(let value): .string(value)
    case .strings(let value): .stringList(value)
    }
  }

  static func optionValue(_ value: ConfigValue) -> RuleOptionValue {
    switch value {
    case .bool(let value): .bool(value)
    case .integer(let value): .integer(value)
    case .number(let value): .number(value)
    case .string(let value): .string(value)
    case .stringList(let value): .strings(value)
    }
  }
}
