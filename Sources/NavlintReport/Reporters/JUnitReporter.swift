/// JUnit XML, the test report Jenkins, GitLab, Bitrise, CircleCI and Azure Pipelines read: one
/// `<testsuite name="navlint">`, one `<testcase>` per linted file (clean files pass), and one
/// `<failure>` per finding of that file.
///
/// JUnit XML has no official schema; this is the form Ant writes and Jenkins' JUnit and xUnit plugins
/// validate (`testsuites` › `testsuite` › `testcase` › `failure`, the required `name`, `tests`, `failures`
/// and `errors` attributes). `failures` counts the test cases that failed, that is files with findings.
/// The report is a pure function of the findings, so times are `0` and there is no timestamp.
public struct JUnitReporter: Reporter {
  public init() {}

  public func render(_ report: Report) -> [UInt8] {
    let failed = report.files.filter { !$0.findings.isEmpty }.count
    let counts = "tests=\"\(report.fileCount)\" failures=\"\(failed)\" errors=\"0\""
    var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    output += "<testsuites name=\"navlint\" \(counts) time=\"0\">\n"
    output += "  <testsuite name=\"navlint\" \(counts) skipped=\"0\" time=\"0\">\n"
    for file in report.files {
      let path = XMLText.escape(file.displayPath)
      output += "    <testcase name=\"\(path)\" classname=\"navlint\" file=\"\(path)\" time=\"0\""
      guard !file.findings.isEmpty else {
        output += "/>\n"
        continue
      }
      output += ">\n"
      for finding in file.findings {
        let location = "\(finding.range.start.line):\(finding.range.start.column)"
        output += "      <failure type=\"\(XMLText.escape(finding.ruleTitle))\""
        output += " message=\"\(XMLText.escape("\(location): \(finding.message)"))\">"
        output += XMLText.escape(
          "\(finding.severity.rawValue): \(file.displayPath):\(location): \(finding.message) [\(finding.ruleTitle)]")
        output += "</failure>\n"
      }
      output += "    </testcase>\n"
    }
    output += "  </testsuite>\n</testsuites>\n"
    return Array(output.utf8)
  }
}
