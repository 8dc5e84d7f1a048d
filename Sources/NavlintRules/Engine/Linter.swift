import NavlintSyntax

/// Runs the enabled rules over one file, applies suppression comments, reports unused suppressions
/// (NAV000) and returns findings sorted by position. A pure function of its inputs.
public struct Linter: Sendable {
  public var settings: RuleSettings
  public var rules: [any Rule.Type]

  public init(settings: RuleSettings = RuleSettings(), rules: [any Rule.Type] = AllRules.types) {
    self.settings = settings
    self.rules = rules
  }

  /// Findings for `source`, sorted by position.
  public func lint(_ source: SourceText) -> [Finding] {
    let structure = FileStructure(source)
    var findings: [Finding] = []
    var judged = Set<RuleID>()
    var unusedSeverity: Severity?
    for rule in rules {
      guard settings.severity(of: rule) != nil else { continue }
      if rule.id == .unusedSuppression {
        unusedSeverity = settings.severity(of: rule)
        judged.insert(rule.id)
        continue
      }
      judged.insert(rule.id)
      let context = RuleContext(source: source, structure: structure, settings: settings, rule: rule)
      rule.init().check(context)
      findings += context.findings
    }
    let suppressions = Suppressions(source: source)
    if !suppressions.directives.isEmpty {
      findings = suppressions.apply(to: findings, source: source, judged: judged, unusedSeverity: unusedSeverity)
    }
    return Finding.sortedByPosition(findings)
  }

  /// Findings for `bytes`.
  public func lint(_ bytes: [UInt8]) -> [Finding] { lint(SourceText(bytes: bytes)) }

  /// Applies fixes (safe ones, or all with `includeUnsafe`) until none applies, re-linting between
  /// passes (at most `maximumPasses`). Returns the new bytes, how many fixes were applied and the findings
  /// left in the result.
  public func fix(_ bytes: [UInt8], includeUnsafe: Bool = false, maximumPasses: Int = 10) -> FixOutcome {
    var current = bytes
    var appliedTotal = 0
    var findings = lint(current)
    for _ in 0..<maximumPasses {
      let fixes = findings.compactMap(\.fix).filter { includeUnsafe || $0.isSafe }
      guard !fixes.isEmpty else { break }
      let (next, applied) = FixApplier.apply(fixes, to: current)
      guard applied > 0, next != current else { break }
      appliedTotal += applied
      current = next
      findings = lint(current)
    }
    return FixOutcome(bytes: current, appliedFixes: appliedTotal, remainingFindings: findings)
  }
}

/// The result of `Linter.fix`.
public struct FixOutcome: Sendable {
  public var bytes: [UInt8]
  public var appliedFixes: Int
  public var remainingFindings: [Finding]
}
