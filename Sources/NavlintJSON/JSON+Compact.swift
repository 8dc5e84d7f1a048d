// MARK: - Compact text in Swift

extension JSON {
  /// Appends the compact JSON text of this value to `output`: byte for byte what json-c prints with
  /// `JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE` (tests compare the two on every escape
  /// and shape), without building a json-c tree first.
  ///
  /// The language server serialises every message this way: a publishDiagnostics of a hundred findings
  /// is a few thousand values, and building, printing and freeing a json-c tree for them cost several
  /// times what appending their bytes does. Pretty output (reports) still goes through json-c.
  ///
  /// - Throws: the errors of `serialized(pretty:maxDepth:)`, for the first offending value in document
  ///   order; `output` then holds a prefix of the text.
  public func appendCompactText(to output: inout [UInt8], maxDepth: Int = JSON.defaultMaxDepth) throws(JSONError) {
    precondition(
      (1...JSON.maxDepthCeiling).contains(maxDepth),
      "maxDepth must be between 1 and \(JSON.maxDepthCeiling)"
    )
    output.reserveCapacity(output.count + 1024)
    try appendCompact(to: &output, level: 1, maxDepth: maxDepth)
  }

  /// Recursion is bounded by `maxDepth` (at most `maxDepthCeiling`), as in the json-c builder.
  private func appendCompact(to output: inout [UInt8], level: Int, maxDepth: Int) throws(JSONError) {
    guard level <= maxDepth else { throw .tooDeep(limit: maxDepth, offset: nil) }
    switch self {
    case .null:
      output.append(contentsOf: "null".utf8)
    case .bool(let value):
      output.append(contentsOf: (value ? "true" : "false").utf8)
    case .integer(let value):
      Self.appendDecimal(value, to: &output)
    case .double(let value):
      guard value.isFinite else { throw .nonFiniteNumber(value: value.description) }
      // The same text the json-c builder hands to `json_object_new_double_s`.
      output.append(contentsOf: value.description.utf8)
    case .string(let string):
      guard string.utf8.count < Int(Int32.max) else { throw .tooLarge(byteCount: string.utf8.count) }
      Self.appendQuoted(string, to: &output)
    case .array(let elements):
      output.append(0x5B)
      for (index, element) in elements.enumerated() {
        if index > 0 { output.append(0x2C) }
        try element.appendCompact(to: &output, level: level + 1, maxDepth: maxDepth)
      }
      output.append(0x5D)
    case .object(let members):
      output.append(0x7B)
      for (index, member) in members.enumerated() {
        if index > 0 { output.append(0x2C) }
        // json-c keys are C strings: one with a NUL cannot be stored.
        guard !Self.appendQuoted(member.key, to: &output) else { throw .keyContainsNUL(key: member.key, offset: nil) }
        output.append(0x3A)
        try member.value.appendCompact(to: &output, level: level + 1, maxDepth: maxDepth)
      }
      output.append(0x7D)
    }
  }

  /// `"text"` escaped as json-c's `json_escape_str` does without slash escaping: `"` and `\` and the
  /// control characters with short escapes (`\b \f \n \r \t`) get them, other bytes below 0x20 become
  /// `\u00xx` (lowercase hex), everything else (non-ASCII UTF-8 included) is copied.
  ///
  /// - Returns: whether `text` contains a NUL byte.
  @discardableResult
  private static func appendQuoted(_ text: String, to output: inout [UInt8]) -> Bool {
    output.append(0x22)
    var text = text
    var hasNUL = false
    text.withUTF8 { bytes in
      // Copies runs of plain bytes whole; `start...index` stay within `bytes`.
      var start = 0
      for index in bytes.indices {
        let byte = bytes[index]
        guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        start = index + 1
        switch byte {
        case 0x22: output.append(contentsOf: [0x5C, 0x22])
        case 0x5C: output.append(contentsOf: [0x5C, 0x5C])
        case 0x08: output.append(contentsOf: [0x5C, 0x62])
        case 0x0C: output.append(contentsOf: [0x5C, 0x66])
        case 0x0A: output.append(contentsOf: [0x5C, 0x6E])
        case 0x0D: output.append(contentsOf: [0x5C, 0x72])
        case 0x09: output.append(contentsOf: [0x5C, 0x74])
        default:
          hasNUL = hasNUL || byte == 0
          output.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hexDigit(byte >> 4), hexDigit(byte & 0xF)])
        }
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
    }
    output.append(0x22)
    return hasNUL
  }

  /// The lowercase hex digit of a value below 16.
  private static func hexDigit(_ value: UInt8) -> UInt8 { value < 10 ? 0x30 + value : 0x61 + value - 10 }

  /// Decimal digits of an integer, as `%lld` prints them.
  private static func appendDecimal(_ value: Int64, to output: inout [UInt8]) {
    if value < 0 { output.append(0x2D) }
    var magnitude = value.magnitude
    var divisor: UInt64 = 1
    while magnitude / divisor >= 10 { divisor *= 10 }
    while divisor > 0 {
      output.append(UInt8(truncatingIfNeeded: 0x30 &+ magnitude / divisor))
      magnitude %= divisor
      divisor /= 10
    }
  }
}
