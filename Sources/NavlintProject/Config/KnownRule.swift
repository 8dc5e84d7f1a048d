/// What the config loader needs to know about one rule: its id, its name and the options it takes.
///
/// The caller builds this list from the rule registry, so this module does not depend on the engine's
/// types. `summary`, `defaultSeverity` and `defaults` are only used to write the starter configuration.
public struct KnownRule: Sendable, Hashable {
  /// Stable id such as `NAV001`.
  public var id: String
  /// Kebab-case name such as `deprecated-navigation-view`.
  public var name: String
  /// Option name → accepted kind. `severity` is reserved and must not be used as an option name.
  public var options: [String: OptionKind]
  public var summary: String
  public var defaultSeverity: ConfiguredSeverity?
  /// Option name → default value, shown in the starter configuration.
  public var defaults: [String: ConfigValue]

  public init(
    id: String,
    name: String,
    options: [String: OptionKind] = [:],
    summary: String = "",
    defaultSeverity: ConfiguredSeverity? = nil,
    defaults: [String: ConfigValue] = [:]
  ) {
    precondition(options["severity"] == nil, "'severity' is reserved in a rule's configuration table")
    self.id = id
    self.name = name
    self.options = options
    self.summary = summary
    self.defaultSeverity = defaultSeverity
    self.defaults = defaults
  }

  /// `NAV001 deprecated-navigation-view`, the way messages name a rule.
  public var displayName: String { "\(id) \(name)" }
}

extension Array where Element == KnownRule {
  /// The rule whose id or name is `key` (ids compare case-insensitively, names exactly).
  func rule(named key: String) -> KnownRule? {
    first { $0.id.uppercased() == key.uppercased() || $0.name == key }
  }
}
