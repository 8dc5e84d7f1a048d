/// Why JSON could not be parsed or serialised. Offsets are 0-based byte offsets into the input.
public enum JSONError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The input is empty or only whitespace.
  case emptyInput
  /// The input stops in the middle of a value (an unclosed string, array or object, a cut-off literal).
  case unexpectedEnd(offset: Int)
  /// The input is not JSON at `offset`; `reason` is json-c's description of what it expected.
  case syntax(offset: Int, reason: String)
  /// Bytes other than whitespace follow a complete value, starting at `offset`.
  case trailingBytes(offset: Int)
  /// The input is not valid UTF-8 at `offset`.
  case invalidUTF8(offset: Int)
  /// The value nests deeper than `limit` (see `JSON.defaultMaxDepth` for how depth counts). `offset` is
  /// where parsing stopped, or `nil` when serialising.
  case tooDeep(limit: Int, offset: Int?)
  /// A number that JSON does not allow (`NaN`, `Infinity`, `1.`, `.5`, `01.5`) starts at `offset`.
  case invalidNumber(literal: String, offset: Int)
  /// A number that does not fit: an integer below `Int64.min` or above `UInt64.max`, or a double beyond
  /// `Double.greatestFiniteMagnitude`. Rejected rather than silently rounded to a different value.
  case numberOutOfRange(literal: String, offset: Int)
  /// An object key contains the NUL character (U+0000), which json-c cannot store in a key. `offset` is
  /// that of the key when parsing, `nil` when serialising.
  case keyContainsNUL(key: String, offset: Int?)
  /// NaN or an infinity cannot be written as JSON; `value` is Swift's spelling of it.
  case nonFiniteNumber(value: String)
  /// The input or a string is larger than json-c accepts (2 GiB).
  case tooLarge(byteCount: Int)

  public var description: String {
    switch self {
    case .emptyInput:
      "expected a JSON value but the input is empty"
    case .unexpectedEnd(let offset):
      "JSON ends unexpectedly at byte \(offset)"
    case .syntax(let offset, let reason):
      "invalid JSON at byte \(offset): \(reason)"
    case .trailingBytes(let offset):
      "unexpected data after the JSON value at byte \(offset)"
    case .invalidUTF8(let offset):
      "invalid UTF-8 in JSON at byte \(offset)"
    case .tooDeep(let limit, let offset?):
      "JSON nests deeper than \(limit) levels at byte \(offset)"
    case .tooDeep(let limit, nil):
      "JSON value nests deeper than \(limit) levels"
    case .invalidNumber(let literal, let offset):
      "invalid JSON number `\(literal)` at byte \(offset)"
    case .numberOutOfRange(let literal, let offset):
      "JSON number `\(literal)` at byte \(offset) is out of range"
    case .keyContainsNUL(let key, let offset?):
      "JSON object key `\(Self.escaped(key))` at byte \(offset) contains a NUL character, which is not supported"
    case .keyContainsNUL(let key, nil):
      "JSON object key `\(Self.escaped(key))` contains a NUL character, which is not supported"
    case .nonFiniteNumber(let value):
      "\(value) cannot be written as a JSON number"
    case .tooLarge(let byteCount):
      "JSON text of \(byteCount) bytes is too large (the limit is 2 GiB)"
    }
  }

  /// `key` with NUL shown as `\u0000`, so messages stay printable.
  private static func escaped(_ key: String) -> String {
    key.replacing("\u{0}", with: "\\u0000")
  }
}
