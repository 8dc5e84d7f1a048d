import NavlintJSON

/// Turns a report into the bytes of one output format. Implementations are pure functions of the
/// report: same report, same bytes.
public protocol Reporter: Sendable {
  func render(_ report: Report) throws(ReportError) -> [UInt8]
}

/// Why a report could not be rendered (only JSON serialisation can fail, and only on values a report
/// never holds; the CLI still maps it to exit status 2 rather than trapping).
public enum ReportError: Error, Sendable, Hashable, CustomStringConvertible {
  case serialization(format: String, reason: String)

  public var description: String {
    switch self {
    case .serialization(let format, let reason): return "cannot write the \(format) report: \(reason)"
    }
  }
}

/// The output formats of `navlint lint --format`.
public enum ReportFormat: String, Sendable, CaseIterable, CustomStringConvertible {
  case text
  case json
  case sarif
  case github
  case checkstyle

  public var description: String { rawValue }

  /// The reporter for this format; `isColored` only matters to `text`.
  public func reporter(isColored: Bool = false) -> any Reporter {
    switch self {
    case .text: TextReporter(isColored: isColored)
    case .json: JSONReporter()
    case .sarif: SARIFReporter()
    case .github: GitHubReporter()
    case .checkstyle: CheckstyleReporter()
    }
  }
}

extension JSON {
  /// Pretty JSON text with a final newline; serialisation failures become `ReportError`.
  func reportBytes(format: ReportFormat) throws(ReportError) -> [UInt8] {
    do {
      return try serialized(pretty: true) + [0x0A]
    } catch {
      throw ReportError.serialization(format: format.rawValue, reason: error.description)
    }
  }
}
