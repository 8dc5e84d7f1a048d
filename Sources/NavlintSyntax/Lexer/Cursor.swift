/// A position in the source bytes being lexed, with cheap look-ahead.
///
/// A cursor is a plain value: copy it to look ahead, assign the copy back to commit. It reads through an
/// unsafe pointer that is only valid inside `Lexer.tokenize`'s `withUnsafeBufferPointer` scope; cursors
/// never escape it. Every read is bounds-checked against `count`: past the end, `peek` returns 0 (test
/// `isAtEnd` where a real NUL byte must be told apart from the end).
struct Cursor {
  let base: UnsafePointer<UInt8>
  let count: Int
  var position: Int

  init(base: UnsafePointer<UInt8>, count: Int, position: Int = 0) {
    self.base = base
    self.count = count
    self.position = position
  }

  @inline(__always) var isAtEnd: Bool { position >= count }

  /// The byte `offset` bytes ahead, or 0 past the end of the input.
  @inline(__always) func peek(_ offset: Int = 0) -> UInt8 {
    let index = position &+ offset
    return index < count && index >= 0 ? base[index] : 0
  }

  /// The byte just before the cursor, or 0 at the start of the input.
  @inline(__always) var previous: UInt8 { position > 0 && position <= count ? base[position - 1] : 0 }

  /// Whether the next byte is `byte` (false at the end).
  @inline(__always) func `is`(at byte: UInt8) -> Bool { position < count && base[position] == byte }

  /// Whether the bytes ahead are exactly `prefix`.
  func `is`(at prefix: StaticString) -> Bool {
    let length = prefix.utf8CodeUnitCount
    guard position + length <= count else { return false }
    let expected = prefix.utf8Start
    var index = 0
    while index < length {
      if base[position + index] != expected[index] { return false }
      index += 1
    }
    return true
  }

  @inline(__always) mutating func advance(by amount: Int = 1) { position = min(position &+ amount, count) }

  /// Consumes `byte` if it is next; tells whether it did.
  @inline(__always) mutating func advance(matching byte: UInt8) -> Bool {
    if position < count && base[position] == byte {
      position += 1
      return true
    }
    return false
  }

  /// Consumes bytes while `predicate` holds.
  @inline(__always) mutating func advance(while predicate: (UInt8) -> Bool) {
    while position < count && predicate(base[position]) { position += 1 }
  }

  /// Consumes every `byte` in a row and returns how many there were.
  @inline(__always) mutating func advance(whileEqualTo byte: UInt8) -> Int {
    let start = position
    while position < count && base[position] == byte { position += 1 }
    return position - start
  }

  /// The Unicode scalar starting at the cursor and its length in bytes, or nil for invalid UTF-8 (overlong
  /// forms, surrogates, values past U+10FFFF, truncated sequences) or at the end.
  func peekScalar() -> (value: UInt32, length: Int)? {
    guard position < count else { return nil }
    let lead = base[position]
    if lead < 0x80 { return (UInt32(lead), 1) }
    let length: Int
    var value: UInt32
    switch lead {
    case 0xC2...0xDF:
      length = 2
      value = UInt32(lead & 0x1F)
    case 0xE0...0xEF:
      length = 3
      value = UInt32(lead & 0x0F)
    case 0xF0...0xF4:
      length = 4
      value = UInt32(lead & 0x07)
    default:
      return nil
    }
    guard position + length <= count else { return nil }
    var index = 1
    while index < length {
      let byte = base[position + index]
      guard byte & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
      index += 1
    }
    switch length {
    case 3 where value < 0x800 || (value >= 0xD800 && value <= 0xDFFF): return nil
    case 4 where value < 0x10000 || value > 0x10FFFF: return nil
    default: return (value, length)
    }
  }
}
