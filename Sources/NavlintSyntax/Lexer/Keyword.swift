/// The reserved words of SPEC's keyword list: the only names the lexer reports as `keyword`.
///
/// Every other name, contextual keywords included (`some`, `get`, `async`, `actor`...), is an
/// `identifier`. Lookup packs the name into two little-endian `UInt64` words (bytes 0..<8 and 8..<16, zero
/// past the name) and compares them with the one slot of a perfect hash table the first word selects:
/// no allocation, no branch on the name.
enum Keyword {
  /// Every reserved word, for tests and documentation.
  static let all: [String] = [
    "Any",
    "as",
    "associatedtype",
    "break",
    "case",
    "catch",
    "class",
    "continue",
    "default",
    "defer",
    "deinit",
    "do",
    "else",
    "enum",
    "extension",
    "fallthrough",
    "false",
    "fileprivate",
    "for",
    "func",
    "guard",
    "if",
    "import",
    "in",
    "init",
    "inout",
    "internal",
    "is",
    "let",
    "nil",
    "operator",
    "precedencegroup",
    "private",
    "protocol",
    "public",
    "repeat",
    "rethrows",
    "return",
    "self",
    "Self",
    "static",
    "struct",
    "subscript",
    "super",
    "switch",
    "throw",
    "throws",
    "true",
    "try",
    "typealias",
    "var",
    "where",
    "while",
    "_",
  ]

  /// Multiplier of the perfect hash: `(first word &* multiplier) >> 57` gives every reserved word its own
  /// slot of 128 (found by a search; `table` checks there are no collisions).
  private static let multiplier: UInt64 = 0x80b3_5d6f_e33a_9c61

  /// Two words per slot: the packed reserved word whose hash is that slot, or two zeros (never a name's
  /// first word, which has a nonzero first byte). Then, at `lowMasks` and `highMasks`, the masks that keep
  /// the bytes of a name of length `min(length, 16)` in each word.
  static let table: [UInt64] = {
    var table = [UInt64](repeating: 0, count: highMasks + 17)
    for word in all {
      let bytes = Array(word.utf8)
      let (low, high) = bytes.withUnsafeBufferPointer { buffer in
        buffer.baseAddress.map { packed($0, length: buffer.count) } ?? (0, 0)
      }
      let slot = slot(of: low)
      precondition(table[2 * slot] == 0, "keyword hash collision")
      table[2 * slot] = low
      table[2 * slot + 1] = high
    }
    for length in 0...16 {
      table[lowMasks + length] = length >= 8 ? UInt64.max : (1 << (8 * UInt64(length))) - 1
      table[highMasks + length] = length <= 8 ? 0 : length >= 16 ? UInt64.max : (1 << (8 * UInt64(length - 8))) - 1
    }
    return table
  }()

  /// Where the masks start in `table`.
  private static let lowMasks = 256
  private static let highMasks = 256 + 17

  /// Whether the `length` bytes at `start` spell a reserved word. `available` bytes may be read from
  /// `start` (at least `length`); with 16 or more, the words are read in whole loads. `table` is
  /// `Keyword.table`'s storage (passed in so a hot loop reads the global once).
  @inline(__always)
  static func isReserved(
    _ start: UnsafePointer<UInt8>, length: Int, available: Int, table: UnsafePointer<UInt64>
  ) -> Bool {
    guard available >= 16 else { return isReservedNearEnd(start, length: length, available: available, table: table) }
    // Two whole loads within the `available` bytes, masked to the name: branch-free, as whether a name
    // is reserved is as good as random. Names of 16 bytes or more keep 16, which match no reserved word
    // (they all have a zero 16th byte).
    let raw = UnsafeRawPointer(start)
    let clamped = min(length, 16)
    let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) & table[lowMasks &+ clamped]
    let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) & table[highMasks &+ clamped]
    let slot = slot(of: low)
    return (table[2 &* slot] ^ low) | (table[2 &* slot &+ 1] ^ high) == 0
  }

  /// `isReserved` for names within 16 bytes of the end of the input: packed byte by byte.
  @inline(never)
  static func isReservedNearEnd(
    _ start: UnsafePointer<UInt8>, length: Int, available: Int, table: UnsafePointer<UInt64>
  ) -> Bool {
    let (low, high) = packed(start, length: length)
    let slot = slot(of: low)
    return (table[2 &* slot] ^ low) | (table[2 &* slot &+ 1] ^ high) == 0
  }

  @inline(__always)
  private static func slot(of low: UInt64) -> Int { Int(truncatingIfNeeded: (low &* multiplier) >> 57) }

  /// The first 16 bytes of the name, little-endian, zero past `length`, read byte by byte (names longer
  /// than 16 bytes keep 16, which match no reserved word: they all have a zero 16th byte).
  private static func packed(_ start: UnsafePointer<UInt8>, length: Int) -> (UInt64, UInt64) {
    (pack(start, from: 0, length: min(length, 8)), length > 8 ? pack(start, from: 8, length: min(length - 8, 8)) : 0)
  }

  /// Up to 8 bytes from `start + from`, little-endian.
  @inline(__always)
  private static func pack(_ start: UnsafePointer<UInt8>, from: Int, length: Int) -> UInt64 {
    var packed: UInt64 = 0
    var index = 0
    while index < length {
      packed |= UInt64(start[from + index]) << (8 * UInt64(index))
      index += 1
    }
    return packed
  }
}
