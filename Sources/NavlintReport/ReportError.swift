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
