extension JSON {
  /// A value's compact JSON text, serialised once by json-c and then reused: a `.text` value inside a
  /// larger value serialises as exactly these bytes, so an output that repeats most of its last message
  /// (a document's diagnostics after one keystroke) does not rebuild and reprint every part of it.
  ///
  /// Output only: `.text` is not one of the kinds a parsed value has, and it equals only another `.text` of
  /// the same bytes (never the structured value it was made from). Pretty output reads it back first, so
  /// it indents like any other value.
  public struct Text: Sendable, Hashable {
    /// The compact text, followed by one NUL byte for json-c (which reads it as a C string).
    private let storage: Storage

    /// The nesting depth of the value it was made from (see `JSON.defaultMaxDepth`).
    public let depth: Int

    /// The compact text of `value`.
    ///
    /// - Throws: what `value.serialized()` throws.
    public init(_ value: JSON, maxDepth: Int = JSON.defaultMaxDepth) throws(JSONError) {
      storage = Storage(try value.serialized(maxDepth: maxDepth))
      depth = value.depth
    }

    /// The text's UTF-8 bytes (without the NUL).
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage.pointer, count: storage.count)) }

    /// The text as a NUL-terminated C string that lives as long as this value.
    var cString: UnsafePointer<CChar> { UnsafeRawPointer(storage.pointer).assumingMemoryBound(to: CChar.self) }

    public static func == (lhs: Text, rhs: Text) -> Bool {
      lhs.storage === rhs.storage
        || (lhs.storage.count == rhs.storage.count
          && UnsafeBufferPointer(start: lhs.storage.pointer, count: lhs.storage.count)
            .elementsEqual(UnsafeBufferPointer(start: rhs.storage.pointer, count: rhs.storage.count)))
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(bytes: UnsafeRawBufferPointer(start: storage.pointer, count: storage.count))
    }

    /// Owns the bytes; immutable once made, so it may be shared across threads.
    private final class Storage: @unchecked Sendable {
      let pointer: UnsafeMutablePointer<UInt8>
      let count: Int

      init(_ bytes: [UInt8]) {
        count = bytes.count
        pointer = .allocate(capacity: bytes.count + 1)
        pointer.initialize(from: bytes, count: bytes.count)
        pointer[bytes.count] = 0
      }

      deinit { pointer.deallocate() }
    }
  }

  /// How deeply the value nests: 1 for a scalar or an empty container, one more per level of elements.
  public var depth: Int {
    switch self {
    case .null, .bool, .integer, .double, .string: 1
    case .text(let text): text.depth
    case .array(let elements): 1 + (elements.lazy.map(\.depth).max() ?? 0)
    case .object(let members): 1 + (members.lazy.map(\.value.depth).max() ?? 0)
    }
  }
}
