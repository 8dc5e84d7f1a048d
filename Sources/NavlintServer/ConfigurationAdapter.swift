import NavlintProject
import NavlintRules
import NavlintSyntax

/// Turns `.navlint.yml` settings (NavlintProject) into the `RuleSettings` the linter reads.
///
/// NOTE: the CLI has its own copy of this mapping on its branch; the integrator may fold the two into
/// one shared adapter. Both follow the same rules: `off` disables a rule, other severities override it,
/// options keep their values, `minimum_ios` (or the detected deployment target) becomes `minimumIOS`.
enum ConfigurationAdapter {
  /// The rules the config loader accepts, with their option kinds, from the rule registry.
  static let knownRules: [KnownRule] = RuleCatalog.all.map { descriptor in
    var kinds: [String: OptionKind] = [:]
    for option in descriptor.options { kinds[option.name] = optionKind(of: option.defaultValue) }
    return KnownRule(id: descriptor.id.rawValue, name: descriptor.name, options: kinds, summary: descriptor.summary)
  }

  static func ruleSettings(for file: FileSettings) -> RuleSettings {
    var settings = RuleSettings()
    if let target = file.deploymentTarget {
      settings.minimumIOS = Version(target.version.major, target.version.minor)
    }
    guard let configuration = file.configuration else { return settings }
    for (id, entry) in configuration.rules {
      var rule = NavlintRules.RuleConfiguration()
      switch entry.severity {
      case .off?: rule.isEnabled = false
      case .info?: rule.severity = .info
      case .warning?: rule.severity = .warning
      case .error?: rule.severity = .error
      case nil: break
      }
      for (name, value) in entry.options { rule.options[name] = optionValue(value) }
      settings.rules[RuleID(id)] = rule
    }
    return settings
  }

  private static func optionKind(of value: RuleOptionValue) -> OptionKind {
    switch value {
    case .bool: .bool
    case .integer: .integer
    case .number: .number
    case .string: .string
    case .strings: .stringList
    }
  }

  private static func optionValue(_ value: ConfigValue) -> RuleOptionValue {
    switch value {
    case .bool(let flag): .bool(flag)
    case .integer(let number): .integer(number)
    case .number(let number): .number(number)
    case .string(let text): .string(text)
    case .stringList(let texts): .strings(texts)
    }
  }
}
