/// Checks json-c leaves to its caller: number syntax (json-c accepts `NaN`, `Infinity`, `1.`, `.5`,
/// `00.5`), number range (json-c clamps integers beyond 64 bits) and NUL in keys (json-c cuts keys at
/// NUL). Runs only when conversion saw a suspicious value or the text has a `\u0000` escape, so it may
/// walk the bytes in Swift.
///
/// Input is text json-c has already accepted, so outside strings there are only numbers, literals,
/// punctuation and whitespace.
enum StrictScan {
  /// The first place where `input` (from `start`) breaks the rules above, or `nil`.
  static func firstViolation(in input: UnsafeBufferPointer<UInt8>, from start: Int) -> JSONError? {
    var index = start
    while index < input.count {
      switch input[index] {
      case quote:
        let (end, hasEscapedNUL) = endOfString(in: input, from: index)
        if hasEscapedNUL, isFollowedByColon(input, from: end) {
          let key = String(decoding: input[(index + 1)..<(end - 1)], as: UTF8.self)
          return .keyContainsNUL(key: key, offset: index)
        }
        index = end
      case minus, zero...nine, capitalN, capitalI:
        var end = index + 1
        while end < input.count, isNumberByte(input[end]) { end += 1 }
        let literal = UnsafeBufferPointer(rebasing: input[index..<end])
        if let violation = violation(ofNumber: literal, at: index) { return violation }
        index = end
      default:
        index += 1
      }
    }
    return nil
  }

  /// The offset of the first byte of the first invalid UTF-8 sequence in `input` from `start`, or `nil`.
  /// Strict: overlong forms, surrogates and code points above U+10FFFF are invalid.
  static func firstInvalidUTF8(in input: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var iterator = input[start...].makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = start
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// Whether `text` (NUL-terminated) is a number in RFC 8259 syntax.
  static func isStrictNumber(_ text: UnsafePointer<CChar>) -> Bool {
    var length = 0
    while text[length] != 0 { length += 1 }
    return text.withMemoryRebound(to: UInt8.self, capacity: length) {
      isStrictNumber(UnsafeBufferPointer(start: $0, count: length))
    }
  }

  /// Whether `bytes` is a number in RFC 8259 syntax: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  static func isStrictNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    func skipDigits() -> Bool {
      let first = index
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
      return index > first
    }
    if index < bytes.count, bytes[index] == minus { index += 1 }
    guard index < bytes.count else { return false }
    if bytes[index] == zero {
      index += 1
    } else if !skipDigits() {
      return false
    }
    if index < bytes.count, bytes[index] == dot {
      index += 1
      guard skipDigits() else { return false }
    }
    if index < bytes.count, bytes[index] | 0x20 == lowerE {
      index += 1
      if index < bytes.count, bytes[index] == plus || bytes[index] == minus { index += 1 }
      guard skipDigits() else { return false }
    }
    return index == bytes.count
  }

  // MARK: - Private

  private static func violation(ofNumber literal: UnsafeBufferPointer<UInt8>, at offset: Int) -> JSONError? {
    let text = String(decoding: literal, as: UTF8.self)
    guard isStrictNumber(literal) else { return .invalidNumber(literal: text, offset: offset) }
    let isInteger = !literal.contains { $0 == dot || $0 | 0x20 == lowerE }
    if isInteger {
      // Compare digit strings: no leading zeros, so longer means larger.
      let isNegative = literal[0] == minus
      let digits = literal[(isNegative ? 1 : 0)...]
      let limit = isNegative ? minimumInt64Magnitude : maximumUInt64
      if digits.count > limit.count || (digits.count == limit.count && limit.lexicographicallyPrecedes(digits)) {
        return .numberOutOfRange(literal: text, offset: offset)
      }
    } else if let value = Double(text), !value.isFinite {
      return .numberOutOfRange(literal: text, offset: offset)
    }
    return nil
  }

  /// The index after the closing quote of the string opening at `start`, and whether it contains the
  /// escape `\u0000`.
  private static func endOfString(
    in input: UnsafeBufferPointer<UInt8>,
    from start: Int
  ) -> (end: Int, hasEscapedNUL: Bool) {
    var index = start + 1
    var hasEscapedNUL = false
    while index < input.count {
      switch input[index] {
      case quote:
        return (index + 1, hasEscapedNUL)
      case backslash:
        if index + 5 < input.count, input[index + 1] == lowerU,
          input[(index + 2)...(index + 5)].allSatisfy({ $0 == zero })
        {
          hasEscapedNUL = true
        }
        index += 2
      default:
        index += 1
      }
    }
    return (input.count, hasEscapedNUL)
  }

  private static func isFollowedByColon(_ input: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
    var index = start
    while index < input.count, [0x20, 0x09, 0x0A, 0x0D].contains(input[index]) { index += 1 }
    return index < input.count && input[index] == colon
  }

  private static func isDigit(_ byte: UInt8) -> Bool { (zero...nine).contains(byte) }

  /// Bytes that continue a number token, letters included so `NaN` and `Infinity` are read whole.
  private static func isNumberByte(_ byte: UInt8) -> Bool {
    isDigit(byte) || byte == dot || byte == plus || byte == minus || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
  }

  private static let quote: UInt8 = 0x22
  private static let backslash: UInt8 = 0x5C
  private static let colon: UInt8 = 0x3A
  private static let minus: UInt8 = 0x2D
  private static let plus: UInt8 = 0x2B
  private static let dot: UInt8 = 0x2E
  private static let zero: UInt8 = 0x30
  private static let nine: UInt8 = 0x39
  private static let lowerE: UInt8 = 0x65
  private static let lowerU: UInt8 = 0x75
  private static let capitalN: UInt8 = 0x4E
  private static let capitalI: UInt8 = 0x49
  private static let minimumInt64Magnitude = Array("9223372036854775808".utf8)
  private static let maximumUInt64 = Array("18446744073709551615".utf8)
}
