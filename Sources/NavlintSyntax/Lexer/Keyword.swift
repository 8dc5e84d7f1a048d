/// The reserved words of SPEC's keyword list: the only names the lexer reports as `keyword`.
///
/// Every other name, contextual keywords included (`some`, `get`, `async`, `actor`...), is an
/// `identifier`. Lookup packs names of up to 8 bytes into one little-endian `UInt64` and switches on it, so
/// it allocates nothing and hashes nothing.
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

  /// Whether the `length` bytes at `start` spell a reserved word.
  @inline(__always)
  static func isReserved(_ start: UnsafePointer<UInt8>, length: Int) -> Bool {
    if length <= 8 {
      var packed: UInt64 = 0
      var index = 0
      while index < length {
        packed |= UInt64(start[index]) << (8 * UInt64(index))
        index += 1
      }
      return isShortReserved(packed)
    }
    return isLongReserved(start, length: length)
  }

  private static func isShortReserved(_ packed: UInt64) -> Bool {
    switch packed {
    case 0x796E41: true  // Any
    case 0x666C6553: true  // Self
    case 0x5F: true  // _
    case 0x7361: true  // as
    case 0x6B61657262: true  // break
    case 0x65736163: true  // case
    case 0x6863746163: true  // catch
    case 0x7373616C63: true  // class
    case 0x65756E69746E6F63: true  // continue
    case 0x746C7561666564: true  // default
    case 0x7265666564: true  // defer
    case 0x74696E696564: true  // deinit
    case 0x6F64: true  // do
    case 0x65736C65: true  // else
    case 0x6D756E65: true  // enum
    case 0x65736C6166: true  // false
    case 0x726F66: true  // for
    case 0x636E7566: true  // func
    case 0x6472617567: true  // guard
    case 0x6669: true  // if
    case 0x74726F706D69: true  // import
    case 0x6E69: true  // in
    case 0x74696E69: true  // init
    case 0x74756F6E69: true  // inout
    case 0x6C616E7265746E69: true  // internal
    case 0x7369: true  // is
    case 0x74656C: true  // let
    case 0x6C696E: true  // nil
    case 0x726F74617265706F: true  // operator
    case 0x65746176697270: true  // private
    case 0x6C6F636F746F7270: true  // protocol
    case 0x63696C627570: true  // public
    case 0x746165706572: true  // repeat
    case 0x73776F7268746572: true  // rethrows
    case 0x6E7275746572: true  // return
    case 0x666C6573: true  // self
    case 0x636974617473: true  // static
    case 0x746375727473: true  // struct
    case 0x7265707573: true  // super
    case 0x686374697773: true  // switch
    case 0x776F726874: true  // throw
    case 0x73776F726874: true  // throws
    case 0x65757274: true  // true
    case 0x797274: true  // try
    case 0x726176: true  // var
    case 0x6572656877: true  // where
    case 0x656C696877: true  // while
    default: false
    }
  }

  private static func isLongReserved(_ start: UnsafePointer<UInt8>, length: Int) -> Bool {
    switch length {
    case 9: matches(start, "extension") || matches(start, "subscript") || matches(start, "typealias")
    case 11: matches(start, "fallthrough") || matches(start, "fileprivate")
    case 14: matches(start, "associatedtype")
    case 15: matches(start, "precedencegroup")
    default: false
    }
  }

  private static func matches(_ start: UnsafePointer<UInt8>, _ word: StaticString) -> Bool {
    let expected = word.utf8Start
    var index = 0
    while index < word.utf8CodeUnitCount {
      if start[index] != expected[index] { return false }
      index += 1
    }
    return true
  }
}
