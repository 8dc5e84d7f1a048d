/// The reserved words of SPEC's keyword list: the only names the lexer reports as `keyword`.
///
/// Every other name, contextual keywords included (`some`, `get`, `async`, `actor`...), is an
/// `identifier`. Lookup switches on the length, then compares the name packed into little-endian `UInt64`
/// words against the few candidates of that length: no allocation, no hashing.
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

  /// A cheap, inlined first test: whether some reserved word has this length and first byte. Names that
  /// pass it (about one in three) go through `isReserved`.
  // NOTE: `@_transparent` because the optimizer did not honour `@inline(__always)` here, and this runs
  // once per name on the hot path.
  @_transparent
  static func mayBeReserved(first: UInt8, length: Int) -> Bool {
    let bit: UInt32
    switch first {
    case 0x61...0x7A: bit = 1 << UInt32(first - 0x61)
    case 0x41: bit = 1 << 26
    case 0x53: bit = 1 << 27
    case 0x5F: bit = 1 << 28
    default: return false
    }
    let mask: UInt32
    switch length {
    case 1: mask = 0x10000000
    case 2: mask = 0x00000109
    case 3: mask = 0x04282820
    case 4: mask = 0x080C0134
    case 5: mask = 0x004C016E
    case 6: mask = 0x000E8108
    case 7: mask = 0x00008008
    case 8: mask = 0x0002C104
    case 9: mask = 0x000C0010
    case 11: mask = 0x00000020
    case 14: mask = 0x00000001
    case 15: mask = 0x00008000
    default: mask = 0
    }
    return mask & bit != 0
  }

  /// Whether the `length` bytes at `start` spell a reserved word. `available` bytes may be read from
  /// `start` (at least `length`); with 8 or more, the first word is read in one load.
  @inline(__always)
  static func isReserved(_ start: UnsafePointer<UInt8>, length: Int, available: Int) -> Bool {
    guard length <= 15 else { return false }
    let first = start[0]
    // Reserved words start with a lowercase letter, `_`, `A` (Any) or `S` (Self).
    guard first >= 0x61 || first == 0x5F || first == 0x41 || first == 0x53 else { return false }
    let low: UInt64
    if available >= 8 {
      let word = UnsafeRawPointer(start).loadUnaligned(as: UInt64.self)
      low = length >= 8 ? word : word & ((1 << (8 * UInt64(length))) &- 1)
    } else {
      low = pack(start, from: 0, length: min(length, 8))
    }
    switch length {
    // _
    case 1: return low == 0x5F
    // as do if in is
    case 2: return low == 0x7361 || low == 0x6F64 || low == 0x6669 || low == 0x6E69 || low == 0x7369
    // Any for let nil try var
    case 3:
      return low == 0x796E41 || low == 0x726F66 || low == 0x74656C || low == 0x6C696E || low == 0x797274
        || low == 0x726176
    // case else enum func init self Self true
    case 4:
      return low == 0x65736163 || low == 0x65736C65 || low == 0x6D756E65 || low == 0x636E7566 || low == 0x74696E69
        || low == 0x666C6573 || low == 0x666C6553 || low == 0x65757274
    // break catch class defer false guard inout super throw where while
    case 5:
      return low == 0x6B61657262 || low == 0x6863746163 || low == 0x7373616C63 || low == 0x7265666564
        || low == 0x65736C6166 || low == 0x6472617567 || low == 0x74756F6E69 || low == 0x7265707573
        || low == 0x776F726874 || low == 0x6572656877 || low == 0x656C696877
    // deinit import public repeat return static struct switch throws
    case 6:
      return low == 0x74696E696564 || low == 0x74726F706D69 || low == 0x63696C627570 || low == 0x746165706572
        || low == 0x6E7275746572 || low == 0x636974617473 || low == 0x746375727473 || low == 0x686374697773
        || low == 0x73776F726874
    // default private
    case 7: return low == 0x746C7561666564 || low == 0x65746176697270
    // continue internal operator protocol rethrows
    case 8:
      return low == 0x65756E69746E6F63 || low == 0x6C616E7265746E69 || low == 0x726F74617265706F
        || low == 0x6C6F636F746F7270 || low == 0x73776F7268746572
    // extension subscript typealias
    case 9:
      return (low == 0x6F69736E65747865 && pack(start, from: 8, length: 1) == 0x6E)
        || (low == 0x7069726373627573 && pack(start, from: 8, length: 1) == 0x74)
        || (low == 0x61696C6165707974 && pack(start, from: 8, length: 1) == 0x73)
    // fallthrough fileprivate
    case 11:
      return (low == 0x6F7268746C6C6166 && pack(start, from: 8, length: 3) == 0x686775)
        || (low == 0x76697270656C6966 && pack(start, from: 8, length: 3) == 0x657461)
    // associatedtype
    case 14: return (low == 0x746169636F737361 && pack(start, from: 8, length: 6) == 0x657079746465)
    // precedencegroup
    case 15: return (low == 0x6E65646563657270 && pack(start, from: 8, length: 7) == 0x70756F72676563)
    default: return false
    }
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
