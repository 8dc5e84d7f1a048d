import NavlintJSON

/// Turns a report into the bytes of one output format. Implementations are pure functions of the
/// report: same report, same bytes.
public protocol Reporter: Sendable {
  func render(_ report: Report) throws(ReportError) -> [UInt8]
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
