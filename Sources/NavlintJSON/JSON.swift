/// A JSON value: the one type the rest of navlint reads and writes JSON through.
///
/// Object keys keep their order (insertion order when built in Swift, document order when parsed), so
/// serialising the same value always gives the same bytes. Values hold no json-c state: parsing and
/// serialising build a json-c tree, convert it and release it before returning, so `JSON` values are
/// plain `Sendable` data that may cross threads freely.
///
/// Numbers keep the integer/double distinction of their JSON text: `3` is `.integer(3)` and `3.0` is
/// `.double(3)`. Integers above `Int64.max` that fit in `UInt64` parse as the nearest `.double`.
public enum JSON: Sendable, Hashable {
  case null
  case bool(Bool)
  case integer(Int64)
  case double(Double)
  case string(String)
  case array([JSON])
  case object(Object)
  /// A value serialised before, spliced into output as its text (see `JSON.Text`); parsing never gives one.
  case text(Text)

  /// The nesting limit used when none is given.
  ///
  /// Depth counts levels of values: a scalar or an empty container alone has depth 1, and each container
  /// puts its elements one level deeper, so `[]` has depth 1, `[1]` depth 2 and `{"a": [1]}` depth 3.
  public static let defaultMaxDepth = 128

  /// The largest `maxDepth` accepted. Conversion recurses once per level (in Swift and inside json-c),
  /// so the limit keeps the stack small on every thread, even in sanitizer builds with their larger
  /// frames (4,096 levels overflowed a Swift concurrency thread under AddressSanitizer).
  public static let maxDepthCeiling = 512
}

// MARK: - Parsing and serialising

extension JSON {
  /// Parses one JSON text (RFC 8259, strict) from UTF-8 bytes.
  ///
  /// Whitespace may surround the value; anything else after it is `.trailingBytes`. A leading UTF-8
  /// byte order mark is skipped (offsets in errors still count it). Errors carry the byte offset where
  /// the input went wrong.
  ///
  /// - Parameter maxDepth: the deepest nesting accepted (see `defaultMaxDepth`); between 1 and
  ///   `maxDepthCeiling`.
  public static func parse(
    _ bytes: some Collection<UInt8>,
    maxDepth: Int = defaultMaxDepth
  ) throws(JSONError) -> JSON {
    let result = bytes.withContiguousStorageIfAvailable { buffer in
      Result { () throws(JSONError) in try JSONC.parse(buffer, maxDepth: maxDepth).value }
    }
    if let result { return try result.get() }
    return try parse(Array(bytes), maxDepth: maxDepth)
  }

  /// Parses one JSON text from a string (its UTF-8 bytes); see `parse(_:maxDepth:)`.
  public static func parse(_ text: String, maxDepth: Int = defaultMaxDepth) throws(JSONError) -> JSON {
    var text = text
    return try text.withUTF8 { buffer in
      Result { () throws(JSONError) in try JSONC.parse(buffer, maxDepth: maxDepth).value }
    }.get()
  }

  /// The JSON text of this value as UTF-8 bytes.
  ///
  /// Compact output has no whitespace; `pretty` output indents by two spaces, puts one member per line
  /// and a space after each colon. `/` is not escaped; other characters are escaped as json-c does
  /// (control characters as `\u00XX`, non-ASCII left as UTF-8). Doubles use the shortest text that
  /// reads back as the same value, and always look like doubles (`3.0`, `1e+20`).
  ///
  /// - Throws: `.tooDeep` when the value nests deeper than `maxDepth`, `.nonFiniteNumber` for NaN or
  ///   infinity, `.keyContainsNUL` for a key json-c cannot store.
  public func serialized(pretty: Bool = false, maxDepth: Int = JSON.defaultMaxDepth) throws(JSONError) -> [UInt8] {
    try JSONC.serialize(self, pretty: pretty, maxDepth: maxDepth).bytes
  }

  /// The JSON text of this value as a string; see `serialized(pretty:maxDepth:)`.
  public func serializedString(pretty: Bool = false, maxDepth: Int = JSON.defaultMaxDepth) throws(JSONError)
    -> String
  {
    String(decoding: try serialized(pretty: pretty, maxDepth: maxDepth), as: UTF8.self)
  }
}

extension JSON: CustomStringConvertible {
  /// The compact JSON text, or a note saying why the value has none (for logs and test failures).
  public var description: String {
    do {
      return try serializedString()
    } catch {
      return "<JSON that cannot be serialized: \(error)>"
    }
  }
}
