/// A framing problem. The decoder has already skipped the offending bytes when it reports one.
public enum FramingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A header block without `Content-Length`.
  case missingContentLength
  /// A `Content-Length` that is not a non-negative decimal number.
  case invalidContentLength(String)
  /// A header line that is not `Name: value`.
  case malformedHeader(String)
  /// No end of headers within the header size limit.
  case headerTooLarge
  /// A body over the size limit; it was skipped.
  case bodyTooLarge(length: Int, limit: Int)

  public var description: String {
    switch self {
    case .missingContentLength: "message header has no Content-Length; skipped"
    case .invalidContentLength(let value): "invalid Content-Length `\(value)`; skipped"
    case .malformedHeader(let line): "malformed header line `\(line)`; skipped"
    case .headerTooLarge: "header block too large; skipped to the next Content-Length"
    case .bodyTooLarge(let length, let limit): "message of \(length) bytes exceeds the \(limit)-byte limit; skipped"
    }
  }
}
