/// One token: a kind and a byte range into the source, plus a few facts about its surroundings.
///
/// Offsets are UTF-8 byte offsets stored as `UInt32` to keep token arrays small (12 bytes per token);
/// sources of 4 GiB or more are not supported.
public struct Token: Sendable, Equatable, Hashable {
  public var kind: TokenKind
  public var flags: TokenFlags
  /// Byte offset of the first byte.
  public var start: UInt32
  /// Length in bytes; 0 only for `eof`.
  public var length: UInt32

  public init(kind: TokenKind, start: Int, length: Int, flags: TokenFlags = []) {
    self.kind = kind
    self.flags = flags
    self.start = UInt32(truncatingIfNeeded: start)
    self.length = UInt32(truncatingIfNeeded: length)
  }

  /// The byte range `start ..< end`.
  public var range: Range<Int> { Int(start)..<Int(start) + Int(length) }
  public var end: Int { Int(start) + Int(length) }
}

/// Facts about a token's surroundings that rules and the structure layer ask often.
public struct TokenFlags: OptionSet, Sendable, Hashable {
  public var rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The token is the first one on its line (only whitespace or comments before it on the line).
  public static let isAtStartOfLine = TokenFlags(rawValue: 1 << 0)
  /// Whitespace or a comment directly precedes the token.
  public static let hasLeadingTrivia = TokenFlags(rawValue: 1 << 1)
  /// Whitespace or a comment directly follows the token.
  public static let hasTrailingTrivia = TokenFlags(rawValue: 1 << 2)
  /// The token is malformed (unterminated string or comment, invalid UTF-8, bad number...).
  public static let isMalformed = TokenFlags(rawValue: 1 << 3)
}
