import NavlintRules

/// GitHub-flavoured Markdown for a pull-request comment or a job summary (`$GITHUB_STEP_SUMMARY`): the
/// run's counts, a table of findings per rule (each rule linked to its doc) and the findings file by
/// file.
///
/// Messages keep their `code` spans; outside them every Markdown punctuation character is
/// backslash-escaped, so a message shows as written and can never open a link, a tag or a table cell.
public struct MarkdownReporter: Reporter {
  public init() {}

  public func render(_ report: Report) -> [UInt8] {
    var output = "## navlint\n\n"
    let findings = report.findings
    let files = RunSummary.count(report.fileCount, "file")
    guard !findings.isEmpty else {
      output += "\(files) checked: no findings.\n"
      return Array(output.utf8)
    }
    let counts = [Severity.error, .warning, .info].map { severity in
      RunSummary.count(findings.filter { $0.severity == severity }.count, severity.rawValue)
    }
    output += "\(files) checked: \(counts.joined(separator: ", ")).\n\n"
    output += "| Rule | Severity | Findings |\n|---|---|---:|\n"
    for row in Self.rows(findings) {
      output += "| [\(row.id.rawValue) \(row.name)](\(RuleDocumentation.url(id: row.id, name: row.name)))"
      output += " | \(row.severity.rawValue) | \(row.count) |\n"
    }
    output += "\n### Findings\n"
    for file in report.files where !file.findings.isEmpty {
      output += "\n\(Self.codeSpan(file.displayPath))\n\n"
      for finding in file.findings {
        let location = "\(finding.range.start.line):\(finding.range.start.column)"
        let rule = "[\(finding.ruleID.rawValue)](\(RuleDocumentation.url(id: finding.ruleID, name: finding.ruleName)))"
        output += "- \(location) \(Self.label(finding.severity)): \(Self.escapeMessage(finding.message)) (\(rule))\n"
      }
    }
    return Array(output.utf8)
  }

  struct Row: Hashable {
    var id: RuleID
    var name: String
    var severity: Severity
    var count: Int
  }

  /// One row per rule and severity, in rule id order.
  static func rows(_ findings: [ReportedFinding]) -> [Row] {
    var counts: [Row: Int] = [:]
    for finding in findings {
      counts[Row(id: finding.ruleID, name: finding.ruleName, severity: finding.severity, count: 0), default: 0] += 1
    }
    return counts.map { row, count in Row(id: row.id, name: row.name, severity: row.severity, count: count) }
      .sorted { ($0.id.rawValue, $0.severity.rawValue) < ($1.id.rawValue, $1.severity.rawValue) }
  }

  static func label(_ severity: Severity) -> String {
    switch severity {
    case .error: "**error**"
    case .warning: "warning"
    case .info: "info"
    }
  }

  /// `text` as inline code, with a fence longer than any backtick run inside it.
  static func codeSpan(_ text: String) -> String {
    var longest = 0
    var run = 0
    for scalar in text.unicodeScalars {
      run = scalar == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let padding = longest > 0 ? " " : ""
    return fence + padding + text + padding + fence
  }

  /// One line; text between paired backticks stays code, everything else is escaped.
  static func escapeMessage(_ message: String) -> String {
    let flat = message.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : String($0) }.joined()
    let parts = flat.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
    // An unpaired last backtick is text, not a code span.
    let pairedCount = parts.count % 2 == 1 ? parts.count : parts.count - 1
    var result = ""
    for (index, part) in parts.enumerated() {
      if index > 0 { result += index < pairedCount ? "`" : "\\`" }
      result += index % 2 == 1 && index < pairedCount ? part : escapeText(part)
    }
    return result
  }

  private static let punctuation: Set<Unicode.Scalar> = [
    "\\", "`", "*", "_", "[", "]", "(", ")", "<", ">", "#", "|", "~", "&", "!",
  ]

  static func escapeText(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if punctuation.contains(scalar) { result += "\\" }
      result.unicodeScalars.append(scalar)
    }
    return result
  }
}
