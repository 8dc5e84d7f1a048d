import NavlintNavigation
import NavlintSyntax

/// What a rule sees while checking one file: the source, its shared structure, the settings, and the
/// report API. The linter makes one context per file and hands it to each rule in turn (`prepare(for:)`),
/// collecting `findings` after each: copying a file's structure into a context is not free.
public final class RuleContext {
  public let source: SourceText
  public let structure: FileStructure
  /// The file seen through typed handles (`file.calls(named:)`, `token.ancestors`): what rules read.
  public var file: SwiftFile { SwiftFile(structure) }
  /// The file's path changes, navigating methods, deep-link handlers and delays, worked out once for every
  /// rule and for the file's navigation facts.
  public let navigation: FileNavigation
  public let settings: RuleSettings
  /// The rule being checked.
  public private(set) var rule: any Rule.Type
  /// The severity findings get (the rule's default unless overridden).
  public private(set) var severity: Severity
  /// What the current rule reported.
  public private(set) var findings: [Finding] = []

  public init(
    source: SourceText, structure: FileStructure, navigation: FileNavigation? = nil, settings: RuleSettings,
    rule: any Rule.Type
  ) {
    self.source = source
    self.structure = structure
    self.navigation = navigation ?? FileNavigation(structure)
    self.settings = settings
    self.rule = rule
    self.severity = settings.severity(of: rule) ?? rule.defaultSeverity
  }

  /// Hands the context to `rule`: its severity, and no findings yet. For the linter (and benchmarks), which
  /// take `findings` before handing the context on.
  public func prepare(for rule: any Rule.Type, severity: Severity? = nil) {
    self.rule = rule
    self.severity = severity ?? settings.severity(of: rule) ?? rule.defaultSeverity
    findings = []
  }

  /// The deployment target, nil when not configured.
  public var minimumIOS: Version? { settings.minimumIOS }
  /// Whether the project makes `@MainActor` the default isolation of this file's code (`RuleSettings`).
  public var isMainActorByDefault: Bool { settings.isMainActorByDefault }

  /// Whether the deployment target is known to be `version` or later. A fix that writes an API introduced
  /// in `version` is safe only then: an unknown target may be older, and the fix would break the build.
  public func targetIsKnown(atLeast version: Version) -> Bool { minimumIOS.map { $0 >= version } ?? false }

  /// The configured value of option `name`, else the rule's declared default.
  public func option(_ name: String) -> RuleOptionValue? {
    settings.options(for: rule.id)[name] ?? rule.options.first { $0.name == name }?.defaultValue
  }

  /// An integer option, falling back to `defaultValue`.
  public func intOption(_ name: String, default defaultValue: Int) -> Int { option(name)?.intValue ?? defaultValue }

  /// Reports a finding on one token.
  public func report(_ token: TokenRef, message: String, fix: Fix? = nil) {
    report(from: token.index, through: token.index, message: message, fix: fix)
  }

  /// Reports a finding from the start of `first` to the end of `last`.
  public func report(from first: TokenRef, through last: TokenRef, message: String, fix: Fix? = nil) {
    report(from: first.index, through: last.index, message: message, fix: fix)
  }

  /// Reports the single token at `index`.
  public func report(token index: Int, message: String, fix: Fix? = nil) {
    report(from: index, through: index, message: message, fix: fix)
  }

  /// Reports the tokens `first...last` (keep it the smallest range naming the problem).
  public func report(from first: Int, through last: Int, message: String, fix: Fix? = nil) {
    report(bytes: structure.byteRange(first, max(first, last)), message: message, fix: fix)
  }

  /// Reports a byte range.
  public func report(bytes range: Range<Int>, message: String, fix: Fix? = nil) {
    let fix = fix.flatMap { $0.edits.isEmpty ? nil : $0 }
    findings.append(
      Finding(ruleID: rule.id, ruleName: rule.name, severity: severity, range: range, message: message, fix: fix))
  }
}
