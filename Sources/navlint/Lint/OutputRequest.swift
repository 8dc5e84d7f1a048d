import NavlintReport

/// One `--format` value: a format written to standard output (`json`) or to a file (`sarif=out.sarif`).
struct OutputRequest: Sendable, Hashable {
  var format: ReportFormat
  /// `nil` for standard output.
  var path: String?

  /// Parses `FORMAT` or `FORMAT=PATH`.
  init(parsing text: String) throws(CLIError) {
    let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    let name = String(parts[0])
    guard let format = ReportFormat(rawValue: name) else {
      let known = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
      throw CLIError("unknown format '\(name)' in --format \(text) (expected one of: \(known), optionally =PATH)")
    }
    self.format = format
    if parts.count == 2 {
      guard !parts[1].isEmpty else { throw CLIError("--format \(text): the path after '=' is empty") }
      path = String(parts[1])
    }
  }

  /// Checks a whole `--format` list: at most one report on standard output, no file written twice.
  /// An empty list means text on standard output.
  static func validated(_ texts: [String]) throws(CLIError) -> [OutputRequest] {
    var requests: [OutputRequest] = []
    for text in texts { requests.append(try OutputRequest(parsing: text)) }
    if requests.isEmpty { return [OutputRequest(format: .text, path: nil)] }
    let toStandardOutput = requests.filter { $0.path == nil }
    if toStandardOutput.count > 1 {
      let names = toStandardOutput.map(\.format.rawValue).joined(separator: ", ")
      throw CLIError("only one --format may go to standard output (got \(names)); write the others with FORMAT=PATH")
    }
    var paths = Set<String>()
    for request in requests {
      if let path = request.path, !paths.insert(path).inserted {
        throw CLIError("--format writes '\(path)' twice")
      }
    }
    return requests
  }

  private init(format: ReportFormat, path: String?) {
    self.format = format
    self.path = path
  }
}
