import NavlintRules

/// The facts about a rule that reports show (SARIF's rule list).
public struct ReportRule: Sendable, Hashable {
  public var id: RuleID
  public var name: String
  public var summary: String
  public var defaultSeverity: Severity
  public var fixAvailability: FixAvailability

  public init(id: RuleID, name: String, summary: String, defaultSeverity: Severity, fixAvailability: FixAvailability) {
    self.id = id
    self.name = name
    self.summary = summary
    self.defaultSeverity = defaultSeverity
    self.fixAvailability = fixAvailability
  }

  public init(_ descriptor: RuleDescriptor) {
    self.init(
      id: descriptor.id, name: descriptor.name, summary: descriptor.summary,
      defaultSeverity: descriptor.defaultSeverity, fixAvailability: descriptor.fixAvailability)
  }

  /// Every registered rule.
  public static var all: [ReportRule] { RuleCatalog.all.map(ReportRule.init) }

  /// The rule's documentation page.
  public var documentationURL: String { RuleDocumentation.url(id: id, name: name) }
}
