import NavlintRules

/// `path:line:column: severity: message [NAV001 deprecated-navigation-view]`, one line per finding:
/// the clang form that Xcode, editors' quickfix lists and CI log parsers understand.
///
/// With `isColored`, ANSI escapes make the location bold, the severity red, yellow or cyan and the
/// rule dim; the text between the escapes is exactly the uncoloured line.
public struct TextReporter: Reporter {
  public var isColored: Bool

  public init(isColored: Bool = false) {
    self.isColored = isColored
  }

  /// Appends every line straight to one byte buffer: no intermediate `String` per finding and no walk
  /// over `Character`s (a message is scanned for line breaks byte by byte).
  public func render(_ report: Report) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(report.files.reduce(0) { $0 + $1.findings.count } * 160)
    for file in report.files {
      for finding in file.findings {
        appendLine(for: finding, path: file.displayPath, to: &output)
        output.append(0x0A)
      }
    }
    return output
  }

  /// One finding's line, without the newline.
  public func line(for finding: ReportedFinding, path: String) -> String {
    var bytes: [UInt8] = []
    appendLine(for: finding, path: path, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  private func appendLine(for finding: ReportedFinding, path: String, to output: inout [UInt8]) {
    if isColored { output.append(contentsOf: ANSI.bold.utf8) }
    output.append(contentsOf: path.utf8)
    output.append(0x3A)
    Self.appendDecimal(finding.range.start.line, to: &output)
    output.append(0x3A)
    Self.appendDecimal(finding.range.start.column, to: &output)
    output.append(0x3A)
    if isColored { output.append(contentsOf: ANSI.reset.utf8) }
    output.append(0x20)
    if isColored { output.append(contentsOf: ANSI.color(for: finding.severity).utf8) }
    output.append(contentsOf: finding.severity.rawValue.utf8)
    output.append(0x3A)
    if isColored { output.append(contentsOf: ANSI.reset.utf8) }
    output.append(0x20)
    Self.appendSingleLine(finding.message, to: &output)
    output.append(0x20)
    if isColored { output.append(contentsOf: ANSI.dim.utf8) }
    output.append(0x5B)
    output.append(contentsOf: finding.ruleID.rawValue.utf8)
    output.append(0x20)
    output.append(contentsOf: finding.ruleName.utf8)
    output.append(0x5D)
    if isColored { output.append(contentsOf: ANSI.reset.utf8) }
  }

  /// Line breaks inside a message would break the one-finding-per-line contract.
  static func singleLine(_ text: String) -> String {
    var bytes: [UInt8] = []
    appendSingleLine(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `text` with every run of `\n` and `\r` turned into one space and leading and trailing
  /// runs dropped, the same as splitting on line-break characters and joining with spaces (a line
  /// break is always a grapheme of its own, `\r\n` included, so bytes give the same answer).
  private static func appendSingleLine(_ text: String, to output: inout [UInt8]) {
    let utf8 = text.utf8
    guard utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else {
      output.append(contentsOf: utf8)
      return
    }
    var hasWritten = false
    var isPendingSpace = false
    for byte in utf8 {
      if byte == 0x0A || byte == 0x0D {
        isPendingSpace = hasWritten
        continue
      }
      if isPendingSpace {
        output.append(0x20)
        isPendingSpace = false
      }
      output.append(byte)
      hasWritten = true
    }
  }

  /// Appends a number's decimal digits, as `"\(value)"` would spell them.
  private static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
    if value < 0 { output.append(0x2D) }
    var magnitude = value.magnitude
    var divisor: UInt = 1
    while magnitude / divisor >= 10 { divisor *= 10 }
    while divisor > 0 {
      output.append(UInt8(truncatingIfNeeded: 0x30 + magnitude / divisor))
      magnitude %= divisor
      divisor /= 10
    }
  }
}
