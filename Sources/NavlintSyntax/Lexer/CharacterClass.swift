/// Byte and Unicode scalar classes of Swift's lexical grammar (identifier and operator characters).
///
/// The non-ASCII ranges are those of the Swift compiler's lexer (and swift-syntax's
/// `UnicodeScalarExtensions`): identifier characters from N1518's recommended ranges, operator characters
/// from the math, symbol, arrow, dingbat and box-drawing blocks.
enum CharacterClass {
  /// One flag byte per byte value: 1 = ASCII identifier continuation `[A-Za-z0-9_$]`, 2 = ASCII operator
  /// character. A `StaticString` so the table is constant data: no initialisation, no bounds checks.
  private static let table: StaticString = """
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\
    \u{0}\u{2}\u{0}\u{0}\u{1}\u{2}\u{2}\u{0}\u{0}\u{0}\u{2}\u{2}\u{0}\u{2}\u{2}\u{2}\
    \u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{0}\u{0}\u{2}\u{2}\u{2}\u{2}\
    \u{0}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\
    \u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{0}\u{0}\u{0}\u{2}\u{1}\
    \u{0}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\
    \u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{0}\u{2}\u{0}\u{2}\u{0}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\
    \u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}
    """

  /// `[A-Za-z0-9_$]` by table lookup (the hot loop of names).
  @inline(__always) static func isIdentifierContinuationByte(_ byte: UInt8) -> Bool {
    table.utf8Start[Int(byte)] & 1 != 0
  }

  /// `/=-+*%<>!&|^~.?` by table lookup.
  @inline(__always) static func isOperatorByte(_ byte: UInt8) -> Bool {
    table.utf8Start[Int(byte)] & 2 != 0
  }

  /// `[A-Za-z_]`: an ASCII byte that can start an identifier.
  @inline(__always) static func isASCIIIdentifierStart(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return (lower >= 0x61 && lower <= 0x7A) || byte == 0x5F
  }

  /// `[A-Za-z0-9_$]`: an ASCII byte that can continue an identifier.
  @inline(__always) static func isASCIIIdentifierContinuation(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return (lower >= 0x61 && lower <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte == 0x24
  }

  @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  @inline(__always) static func isHexDigit(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return (byte >= 0x30 && byte <= 0x39) || (lower >= 0x61 && lower <= 0x66)
  }

  /// `/=-+*%<>!&|^~.?`: the ASCII operator characters.
  @inline(__always) static func isASCIIOperator(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x2F, 0x3D, 0x2D, 0x2B, 0x2A, 0x25, 0x3C, 0x3E, 0x21, 0x26, 0x7C, 0x5E, 0x7E, 0x2E, 0x3F: true
    default: false
    }
  }

  /// Whether a scalar may continue an identifier (ASCII letters, digits, `_`, `$`, and the extended ranges).
  static func isIdentifierContinuation(_ c: UInt32) -> Bool {
    if c < 0x80 { return isASCIIIdentifierContinuation(UInt8(c)) }
    if c >= 0x10000 { return c <= 0xEFFFD && (c & 0xFFFF) <= 0xFFFD }
    return c == 0x00A8 || c == 0x00AA || c == 0x00AD || c == 0x00AF
      || (c >= 0x00B2 && c <= 0x00B5) || (c >= 0x00B7 && c <= 0x00BA)
      || (c >= 0x00BC && c <= 0x00BE) || (c >= 0x00C0 && c <= 0x00D6)
      || (c >= 0x00D8 && c <= 0x00F6) || (c >= 0x00F8 && c <= 0x00FF)
      || (c >= 0x0100 && c <= 0x167F) || (c >= 0x1681 && c <= 0x180D)
      || (c >= 0x180F && c <= 0x1FFF)
      || (c >= 0x200B && c <= 0x200D) || (c >= 0x202A && c <= 0x202E)
      || (c >= 0x203F && c <= 0x2040) || c == 0x2054
      || (c >= 0x2060 && c <= 0x206F)
      || (c >= 0x2070 && c <= 0x218F) || (c >= 0x2460 && c <= 0x24FF)
      || (c >= 0x2776 && c <= 0x2793) || (c >= 0x2C00 && c <= 0x2DFF)
      || (c >= 0x2E80 && c <= 0x2FFF)
      || (c >= 0x3004 && c <= 0x3007) || (c >= 0x3021 && c <= 0x302F)
      || (c >= 0x3031 && c <= 0x303F)
      || (c >= 0x3040 && c <= 0xD7FF)
      || (c >= 0xF900 && c <= 0xFD3D) || (c >= 0xFD40 && c <= 0xFDCF)
      || (c >= 0xFDF0 && c <= 0xFE44) || (c >= 0xFE47 && c <= 0xFFF8)
  }

  /// Whether a scalar may start an identifier: a continuation character that is not a digit, `$` or a
  /// combining mark.
  static func isIdentifierStart(_ c: UInt32) -> Bool {
    if c < 0x80 { return isASCIIIdentifierStart(UInt8(c)) }
    guard isIdentifierContinuation(c) else { return false }
    return
      !((c >= 0x0300 && c <= 0x036F) || (c >= 0x1DC0 && c <= 0x1DFF) || (c >= 0x20D0 && c <= 0x20FF)
      || (c >= 0xFE20 && c <= 0xFE2F))
  }

  /// Whether a scalar may start an operator.
  static func isOperatorStart(_ c: UInt32) -> Bool {
    if c < 0x80 { return isASCIIOperator(UInt8(c)) }
    return (c >= 0x00A1 && c <= 0x00A7)
      || c == 0x00A9 || c == 0x00AB || c == 0x00AC || c == 0x00AE
      || c == 0x00B0 || c == 0x00B1 || c == 0x00B6 || c == 0x00BB
      || c == 0x00BF || c == 0x00D7 || c == 0x00F7
      || c == 0x2016 || c == 0x2017 || (c >= 0x2020 && c <= 0x2027)
      || (c >= 0x2030 && c <= 0x203E) || (c >= 0x2041 && c <= 0x2053)
      || (c >= 0x2055 && c <= 0x205E) || (c >= 0x2190 && c <= 0x23FF)
      || (c >= 0x2500 && c <= 0x2775) || (c >= 0x2794 && c <= 0x2BFF)
      || (c >= 0x2E00 && c <= 0x2E7F) || (c >= 0x3001 && c <= 0x3003)
      || (c >= 0x3008 && c <= 0x3020) || c == 0x3030
  }

  /// Whether a scalar may continue an operator: an operator start, a combining mark or a variation selector.
  static func isOperatorContinuation(_ c: UInt32) -> Bool {
    if isOperatorStart(c) { return true }
    return (c >= 0x0300 && c <= 0x036F) || (c >= 0x1DC0 && c <= 0x1DFF) || (c >= 0x20D0 && c <= 0x20FF)
      || (c >= 0xFE00 && c <= 0xFE0F) || (c >= 0xFE20 && c <= 0xFE2F) || (c >= 0xE0100 && c <= 0xE01EF)
  }
}
