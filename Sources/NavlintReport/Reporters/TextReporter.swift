import NavlintRules

/// `path:line:column: severity: message [NAV001 deprecated-navigation-view]`, one line per finding:
/// the clang form that Xcode, editors' quickfix lists and CI log parsers understand.
///
/// With `isColored`, ANSI escapes make the location bold, the severity red, yellow or cyan and the
/// rule dim; the text between the escapes is exactly the uncoloured line.
public struct TextReporter: Reporter {
  public var isColored: Bool

  public init(isColored: Bool = false) {
    self.isColored = isColored
  }

  public func render(_ report: Report) -> [UInt8] {
    var output = ""
    for file in report.files {
      for finding in file.findings {
        output += line(for: finding, path: file.displayPath)
        output += "\n"
      }
    }
    return Array(output.utf8)
  }

  /// One finding's line, without the newline.
  public func line(for finding: ReportedFinding, path: String) -> String {
    let location = "\(path):\(finding.range.start.line):\(finding.range.start.column):"
    let severity = "\(finding.severity.rawValue):"
    let rule = "[\(finding.ruleTitle)]"
    let message = Self.singleLine(finding.message)
    guard isColored else { return "\(location) \(severity) \(message) \(rule)" }
    return "\(ANSI.bold)\(location)\(ANSI.reset) \(ANSI.color(for: finding.severity))\(severity)\(ANSI.reset) "
      + "\(message) \(ANSI.dim)\(rule)\(ANSI.reset)"
  }

  /// Line breaks inside a message would break the one-finding-per-line contract.
  static func singleLine(_ text: String) -> String {
    guard text.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return text }
    return text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }).joined(separator: " ")
  }
}
