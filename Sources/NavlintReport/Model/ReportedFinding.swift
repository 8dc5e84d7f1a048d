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
  /// The source text the finding covers, whitespace runs folded to one space (empty when unknown).
  /// GitLab's fingerprints hash it, so they survive lines inserted above the finding.
  public var sourceText: String

  public init(
    ruleID: RuleID, ruleName: String, severity: Severity, range: ReportRange, message: String, fix: ReportedFix?,
    sourceText: String = ""
  ) {
    self.ruleID = ruleID
    self.ruleName = ruleName
    self.severity = severity
    self.range = range
    self.message = message
    self.fix = fix
    self.sourceText = sourceText
  }

  /// Resolves a finding's byte ranges (and its fix's) with the line table of the bytes it was found in;
  /// with those bytes, also keeps the text the finding covers.
  public init(_ finding: Finding, lines: LineTable, bytes: [UInt8]? = nil) {
    let fix = finding.fix.map { fix in
      ReportedFix(
        title: fix.title, isSafe: fix.isSafe,
        edits: fix.edits.map { ReportedEdit(range: ReportRange($0.range, in: lines), text: $0.replacement) })
    }
    self.init(
      ruleID: finding.ruleID, ruleName: finding.ruleName, severity: finding.severity,
      range: ReportRange(finding.range, in: lines), message: finding.message, fix: fix,
      sourceText: bytes.map { Self.foldedText(finding.range, in: $0) } ?? "")
  }

  /// At most this many bytes of a finding's text are kept: enough to tell findings apart.
  static let sourceTextLimit = 512

  /// The bytes of `range` (clamped, at most `sourceTextLimit`), each whitespace run one space, trimmed.
  static func foldedText(_ range: Range<Int>, in bytes: [UInt8]) -> String {
    let lower = min(max(0, range.lowerBound), bytes.count)
    let upper = min(max(lower, range.upperBound), bytes.count, lower + sourceTextLimit)
    var folded: [UInt8] = []
    var pendingSpace = false
    for byte in bytes[lower..<upper] {
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        pendingSpace = !folded.isEmpty
      } else {
        if pendingSpace { folded.append(0x20) }
        pendingSpace = false
        folded.append(byte)
      }
    }
    return String(decoding: folded, as: UTF8.self)
  }

  /// `NAV001 deprecated-navigation-view`.
  public var ruleTitle: String { "\(ruleID.rawValue) \(ruleName)" }

  /// Report order inside one file: by start, then end, then rule id, then message.
  static func isOrderedBefore(_ lhs: ReportedFinding, _ rhs: ReportedFinding) -> Bool {
    (lhs.range.start, lhs.range.end, lhs.ruleID.rawValue, lhs.message)
      < (rhs.range.start, rhs.range.end, rhs.ruleID.rawValue, rhs.message)
  }
}
