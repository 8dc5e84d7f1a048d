import NavlintJSON

/// A JSON-RPC request id: an integer or a string (LSP does not allow other kinds).
public enum RequestID: Sendable, Hashable, CustomStringConvertible {
  case integer(Int64)
  case string(String)

  /// The id in `value`, or `nil` when `value` is not an integer or a string.
  public init?(_ value: JSON) {
    switch value {
    case .integer(let number): self = .integer(number)
    case .string(let text): self = .string(text)
    default: return nil
    }
  }

  public var json: JSON {
    switch self {
    case .integer(let number): .integer(number)
    case .string(let text): .string(text)
    }
  }

  public var description: String {
    switch self {
    case .integer(let number): String(number)
    case .string(let text): "\"\(text)\""
    }
  }
}
