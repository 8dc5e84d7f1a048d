/// Identifier tokens and call names as dense 32-bit keys (length, first byte, last byte), so that
/// "every identifier named X" and "every call named X" scan a small array of integers and compare bytes
/// only on a key match, instead of visiting every token. Built once per file with the structure (the
/// builder collects the keys during its token and call passes).
@usableFromInline
struct NameIndex: Sendable {
  /// For each identifier token, in source order: its token index (high 32 bits) and key (low 32 bits).
  @usableFromInline let identifiers: [UInt64]
  /// For each call, in order: the key of its name token.
  @usableFromInline let callKeys: [UInt32]

  init(identifiers: [UInt64], callKeys: [UInt32]) {
    self.identifiers = identifiers
    self.callKeys = callKeys
  }

  /// The entry of `identifiers` for the identifier token at `index`.
  static func identifierEntry(index: Int, key: UInt32) -> UInt64 {
    UInt64(UInt32(truncatingIfNeeded: index)) << 32 | UInt64(key)
  }

  static func key(_ token: Token, _ bytes: [UInt8]) -> UInt32 {
    let start = Int(token.start)
    let length = Int(token.length)
    guard length > 0, start + length <= bytes.count else { return 0 }
    return key(length: length, first: bytes[start], last: bytes[start + length - 1])
  }

  @inlinable
  static func key(of name: StaticString) -> UInt32 {
    name.withUTF8Buffer { buffer in
      guard let first = buffer.first, let last = buffer.last else { return 0 }
      return key(length: buffer.count, first: first, last: last)
    }
  }

  /// One bit of 64 for `key`, for filters over a few keys.
  @inlinable @inline(__always)
  static func filterBit(_ key: UInt32) -> UInt64 {
    1 << UInt64((key &* 0x9E37_79B1) >> 26)
  }

  @inlinable @inline(__always)
  static func key(length: Int, first: UInt8, last: UInt8) -> UInt32 {
    UInt32(truncatingIfNeeded: min(length, 0xFFFF)) << 16 | UInt32(first) << 8 | UInt32(last)
  }
}
