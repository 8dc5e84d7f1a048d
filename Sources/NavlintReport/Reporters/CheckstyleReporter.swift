/// Checkstyle XML (version 4.3, as Jenkins, GitLab plugins and reviewdog read it): one `<file>` per
/// file with findings, one `<error>` per finding, `source` = `navlint.NAV001`.
///
/// Attribute values are escaped (`& < > " '`, and tab, CR and LF as character references so they
/// survive attribute normalisation); characters XML 1.0 forbids become U+FFFD.
public struct CheckstyleReporter: Reporter {
  public init() {}

  public func render(_ report: Report) -> [UInt8] {
    var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    for file in report.files where !file.findings.isEmpty {
      output += "  <file name=\"\(Self.escape(file.displayPath))\">\n"
      for finding in file.findings {
        output += "    <error line=\"\(finding.range.start.line)\" column=\"\(finding.range.start.column)\""
        output += " severity=\"\(finding.severity.rawValue)\" message=\"\(Self.escape(finding.message))\""
        output += " source=\"navlint.\(Self.escape(finding.ruleID.rawValue))\"/>\n"
      }
      output += "  </file>\n"
    }
    output += "</checkstyle>\n"
    return Array(output.utf8)
  }

  /// Escapes text for a double-quoted attribute value.
  static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t": result += "&#9;"
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      default:
        let value = scalar.value
        let isAllowed = value >= 0x20 && !(0xFFFE...0xFFFF).contains(value)
        result.unicodeScalars.append(isAllowed ? scalar : "\u{FFFD}")
      }
    }
    return result
  }
}
