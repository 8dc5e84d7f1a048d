import NavlintRules

/// GitHub Actions workflow commands, one per finding:
/// `::warning file=P,line=L,col=C,endLine=L,endColumn=C,title=NAV001 deprecated-navigation-view::message`.
///
/// Infos become `::notice`. Escaping follows the Actions runner: in the message `%`, CR and LF become
/// `%25`, `%0D`, `%0A`; in property values `:` and `,` are escaped too (`%3A`, `%2C`).
public struct GitHubReporter: Reporter {
  public init() {}

  public func render(_ report: Report) -> [UInt8] {
    var output = ""
    for file in report.files {
      for finding in file.findings {
        output += command(for: finding, path: file.displayPath)
        output += "\n"
      }
    }
    return Array(output.utf8)
  }

  public func command(for finding: ReportedFinding, path: String) -> String {
    let range = finding.range
    let properties = [
      ("file", path),
      ("line", String(range.start.line)),
      ("col", String(range.start.column)),
      ("endLine", String(range.end.line)),
      ("endColumn", String(range.end.column)),
      ("title", finding.ruleTitle),
    ].map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
    return "::\(Self.command(for: finding.severity)) \(properties)::\(Self.escapeData(finding.message))"
  }

  static func command(for severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .info: "notice"
    }
  }

  /// Escapes a command's message.
  static func escapeData(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Escapes a property value: as a message, and `:` and `,` too, which separate properties.
  static func escapeProperty(_ text: String) -> String {
    var result = ""
    for scalar in escapeData(text).unicodeScalars {
      switch scalar {
      case ":": result += "%3A"
      case ",": result += "%2C"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
