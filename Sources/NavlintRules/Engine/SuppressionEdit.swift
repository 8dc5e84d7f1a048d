import NavlintSyntax

/// The edits that add a suppression comment: the one place they are written, for the language server's
/// "disable" code actions (through `LintedFile` in NavlintProject) and for `EditBuilder`.
public enum SuppressionEdit {
  /// Inserts `// navlint:disable:next ID` above the line containing `offset`, with that line's indentation
  /// and line ending.
  public static func disableNextLine(_ id: RuleID, at offset: Int, bytes: [UInt8], lines: LineTable) -> Edit {
    let line = lines.line(of: offset)
    let start = lines.start(ofLine: line)
    var indentEnd = start
    while indentEnd < bytes.count, bytes[indentEnd] == 0x20 || bytes[indentEnd] == 0x09 { indentEnd += 1 }
    let indentation = String(decoding: bytes[start..<indentEnd], as: UTF8.self)
    let text =
      "\(indentation)// navlint:disable:next \(id.rawValue)\(lineBreak(ofLine: line, bytes: bytes, lines: lines))"
    return .insert(text, at: start)
  }

  /// Inserts `// navlint:disable ID` at the top of the file, after a byte order mark and a shebang line.
  public static func disableFile(_ id: RuleID, bytes: [UInt8], lines: LineTable) -> Edit {
    var offset = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    if bytes[offset...].starts(with: [0x23, 0x21]) { offset = lines.start(ofLine: 1) }
    return .insert("// navlint:disable \(id.rawValue)\(lineBreak(ofLine: 0, bytes: bytes, lines: lines))", at: offset)
  }

  /// The line break ending `line` (`\r\n`, `\r` or `\n`), or `\n` when it has none.
  static func lineBreak(ofLine line: Int, bytes: [UInt8], lines: LineTable) -> String {
    let end = lines.contentEnd(ofLine: line)
    guard end < bytes.count else { return "\n" }
    if bytes[end] == 0x0D { return end + 1 < bytes.count && bytes[end + 1] == 0x0A ? "\r\n" : "\r" }
    return "\n"
  }
}
