/// One diagnostic: a rule, a severity, the byte range naming the problem, a message and an optional fix.
public struct Finding: Sendable, Hashable {
  public var ruleID: RuleID
  public var ruleName: String
  public var severity: Severity
  /// UTF-8 byte range of the smallest token range naming the problem.
  public var range: Range<Int>
  /// Sentence case, code in backticks, no final period.
  public var message: String
  public var fix: Fix?

  public init(ruleID: RuleID, ruleName: String, severity: Severity, range: Range<Int>, message: String, fix: Fix?) {
    self.ruleID = ruleID
    self.ruleName = ruleName
    self.severity = severity
    self.range = range
    self.message = message
    self.fix = fix
  }

  /// Source order: by start, then end, then rule id.
  public static func sortedByPosition(_ findings: [Finding]) -> [Finding] {
    findings.sorted {
      ($0.range.lowerBound, $0.range.upperBound, $0.ruleID.rawValue, $0.message)
        < ($1.range.lowerBound, $1.range.upperBound, $1.ruleID.rawValue, $1.message)
    }
  }
}
