/// The `dump-tokens` text format (SPEC "Token dump"): `<offset> <length> <kind>` per token.
///
/// Builds bytes directly (no `String` per token) so large dumps stay fast.
public enum TokenDump {
  /// Appends one line per token to `output`.
  public static func append(_ tokens: [Token], to output: inout [UInt8]) {
    let names = TokenKind.allCases.map { Array($0.dumpName.utf8) }
    for token in tokens {
      appendDecimal(token.start, to: &output)
      output.append(0x20)
      appendDecimal(token.length, to: &output)
      output.append(0x20)
      output.append(contentsOf: names[Int(token.kind.rawValue)])
      output.append(0x0A)
    }
  }

  /// The dump of `tokens` as a string.
  public static func text(_ tokens: [Token]) -> String {
    var output: [UInt8] = []
    append(tokens, to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  private static func appendDecimal(_ value: UInt32, to output: inout [UInt8]) {
    if value < 10 {
      output.append(0x30 + UInt8(value))
      return
    }
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    var rest = value
    withUnsafeMutableBytes(of: &digits) { buffer in
      while rest > 0 {
        buffer[count] = 0x30 + UInt8(rest % 10)
        rest /= 10
        count += 1
      }
      while count > 0 {
        count -= 1
        output.append(buffer[count])
      }
    }
  }
}
