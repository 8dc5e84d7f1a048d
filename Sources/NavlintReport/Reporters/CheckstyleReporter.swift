/// Checkstyle XML (version 4.3, as Jenkins, GitLab plugins and reviewdog read it): one `<file>` per
/// file with findings, one `<error>` per finding, `source` = `navlint.NAV001`.
///
/// Attribute values are escaped with `XMLText.escape`.
public struct CheckstyleReporter: Reporter {
  public init() {}

  public func render(_ report: Report) -> [UInt8] {
    var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    for file in report.files where !file.findings.isEmpty {
      output += "  <file name=\"\(XMLText.escape(file.displayPath))\">\n"
      for finding in file.findings {
        output += "    <error line=\"\(finding.range.start.line)\" column=\"\(finding.range.start.column)\""
        output += " severity=\"\(finding.severity.rawValue)\" message=\"\(XMLText.escape(finding.message))\""
        output += " source=\"navlint.\(XMLText.escape(finding.ruleID.rawValue))\"/>\n"
      }
      output += "  </file>\n"
    }
    output += "</checkstyle>\n"
    return Array(output.utf8)
  }
}
