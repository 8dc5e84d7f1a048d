import NavlintRules
import NavlintSyntax

/// A 1-based line/column range, columns counted in Unicode scalars; `end` is exclusive (the position
/// just after the last character), as in SARIF and LSP.
public struct ReportRange: Sendable, Hashable {
  public var start: SourceLocation
  public var end: SourceLocation

  public init(start: SourceLocation, end: SourceLocation) {
    self.start = start
    self.end = end
  }

  /// The range of a byte range in a file.
  public init(_ bytes: Range<Int>, in lines: LineTable) {
    let start = lines.location(of: bytes.lowerBound)
    self.init(start: start, end: bytes.isEmpty ? start : lines.location(of: bytes.upperBound))
  }
}

/// One edit of a fix, located with lines and columns in the file the finding came from.
public struct ReportedEdit: Sendable, Hashable {
  public var range: ReportRange
  public var text: String

  public init(range: ReportRange, text: String) {
    self.range = range
    self.text = text
  }
}

/// A fix as reporters show it.
public struct ReportedFix: Sendable, Hashable {
  public var title: String
  public var isSafe: Bool
  public var edits: [ReportedEdit]

  public init(title: String, isSafe: Bool, edits: [ReportedEdit]) {
    self.title = title
    self.isSafe = isSafe
    self.edits = edits
  }
}

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
