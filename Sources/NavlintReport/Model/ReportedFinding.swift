import NavlintRules
import NavlintSyntax

/// A finding with its location resolved, ready for every reporter.
public struct ReportedFinding: Sendable, Hashable {
  public var ruleID: RuleID
  public var ruleName: String
  public var severity: Severity
  public var range: ReportRange
  public var message: String
  public var fix: ReportedFix?

  public init(
    ruleID: RuleID, ruleName: String, severity: Severity, range: ReportRange, message: String, fix: ReportedFix?
  ) {
    self.ruleID = ruleID
    self.ruleName = ruleName
    self.severity = severity
    self.range = range
    self.message = message
    self.fix = fix
  }

  /// Resolves a finding's byte ranges (and its fix's) with the line table of the bytes it was found in.
  public init(_ finding: Finding, lines: LineTable) {
    let fix = finding.fix.map { fix in
      ReportedFix(
        title: fix.title, isSafe: fix.isSafe,
        edits: fix.edits.map { ReportedEdit(range: ReportRange($0.range, in: lines), text: $0.replacement) })
    }
    self.init(
      ruleID: finding.ruleID, ruleName: finding.ruleName, severity: finding.severity,
      range: ReportRange(finding.range, in: lines), message: finding.message, fix: fix)
  }

  /// `NAV001 deprecated-navigation-view`.
  public var ruleTitle: String { "\(ruleID.rawValue) \(ruleName)" }

  /// Report order inside one file: by start, then end, then rule id, then message.
  static func isOrderedBefore(_ lhs: ReportedFinding, _ rhs: ReportedFinding) -> Bool {
    (lhs.range.start, lhs.range.end, lhs.ruleID.rawValue, lhs.message)
      < (rhs.range.start, rhs.range.end, rhs.ruleID.rawValue, rhs.message)
  }
}
