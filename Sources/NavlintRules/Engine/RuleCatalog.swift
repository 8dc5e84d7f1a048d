/// A rule's metadata and documentation, for `navlint rules`, `navlint explain`, SARIF and the LSP.
public struct RuleDescriptor: Sendable {
  public let type: any Rule.Type
  public var id: RuleID { type.id }
  public var name: String { type.name }
  public var summary: String { type.summary }
  public var defaultSeverity: Severity { type.defaultSeverity }
  public var fixAvailability: FixAvailability { type.fixAvailability }
  public var options: [RuleOption] { type.options }
  /// The rule's `Rules/NAVnnn-name.md`, embedded at build time (nil if the doc is missing).
  public var documentation: String? { RuleDocs.markdown[type.id.rawValue] }
  /// The doc's file name, `NAVnnn-name.md`.
  public var documentationFileName: String { "\(type.id.rawValue)-\(type.name).md" }
}

/// Every registered rule, in id order, and lookups by id or name.
public enum RuleCatalog {
  public static var all: [RuleDescriptor] { AllRules.types.map { RuleDescriptor(type: $0) } }

  /// The rule with id (`NAV001`, case-insensitive) or name (`deprecated-navigation-view`).
  public static func descriptor(for idOrName: String) -> RuleDescriptor? {
    let key = idOrName.trimmingCharactersInWhitespace()
    return AllRules.types.first { $0.id.rawValue.lowercased() == key.lowercased() || $0.name == key }
      .map { RuleDescriptor(type: $0) }
  }

  /// The id of the rule named or numbered `idOrName`.
  public static func ruleID(for idOrName: String) -> RuleID? { descriptor(for: idOrName)?.id }
}

extension String {
  func trimmingCharactersInWhitespace() -> String {
    var scalars = Substring(self)
    while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
    while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
    return String(scalars)
  }
}
