/// The lexer's token output: a fixed-capacity view of the result array's storage, so appending on the hot
/// path is one comparison and one store (no uniqueness check or growth logic, as `Array.append` has).
///
/// Appending past the capacity stores nothing but keeps counting, so the lexing run can finish and report
/// how many tokens it needs; `Lexer.tokenize` then lexes again into an array of exactly that size. Also sets
/// `hasLeadingTrivia` and `hasTrailingTrivia` from the offsets: tokens never overlap and every gap between
/// them is trivia.
struct TokenBuffer {
  let base: UnsafeMutablePointer<Token>
  let capacity: Int
  private(set) var count = 0
  /// End offset of the previous token.
  private var previousEnd: UInt32 = 0

  init(base: UnsafeMutablePointer<Token>, capacity: Int) {
    self.base = base
    self.capacity = capacity
  }

  var isEmpty: Bool { count == 0 }
  var hasOverflowed: Bool { count > capacity }

  /// A stored token (`index < count` and `index < capacity`).
  subscript(index: Int) -> Token {
    precondition(index >= 0 && index < count && index < capacity, "token index out of range")
    return base[index]
  }

  /// The last token, or nil when there is none or it was not stored.
  var last: Token? { count > 0 && count <= capacity ? base[count - 1] : nil }

  @inline(__always)
  mutating func append(_ kind: TokenKind, start: Int, end: Int, flags: TokenFlags = []) {
    let tokenStart = UInt32(truncatingIfNeeded: start)
    let gap: UInt8 = tokenStart != previousEnd ? 1 : 0
    if count < capacity {
      // Wrapping arithmetic: offsets are below the input size and `count` below the capacity.
      var token = Token(kind: kind, start: start, length: end &- start, flags: flags)
      token.flags.rawValue |= gap << 1  // hasLeadingTrivia
      (base + count).initialize(to: token)
      if count > 0 { base[count &- 1].flags.rawValue |= gap << 2 }  // hasTrailingTrivia
    }
    count &+= 1
    previousEnd = UInt32(truncatingIfNeeded: end)
  }
}
