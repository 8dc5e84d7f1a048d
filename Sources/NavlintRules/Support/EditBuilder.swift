import NavlintNavigation
import NavlintSyntax

/// Helpers that build edits respecting lines, indentation and line endings.
public enum EditBuilder {
  /// The whitespace before the first token on the line containing `offset`.
  public static func indentation(ofLineContaining offset: Int, in source: SourceText) -> String {
    let line = source.lines.line(of: offset)
    var cursor = source.lines.start(ofLine: line)
    var result: [UInt8] = []
    while cursor < source.bytes.count, source.bytes[cursor] == 0x20 || source.bytes[cursor] == 0x09 {
      result.append(source.bytes[cursor])
      cursor += 1
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The line break ending the line containing `offset` (`\r\n`, `\r` or `\n`; `\n` at the end of file).
  public static func lineBreak(ofLineContaining offset: Int, in source: SourceText) -> String {
    let line = source.lines.line(of: offset)
    let end = source.lines.contentEnd(ofLine: line)
    let bytes = source.bytes
    guard end < bytes.count else { return "\n" }
    if bytes[end] == 0x0D { return end + 1 < bytes.count && bytes[end + 1] == 0x0A ? "\r\n" : "\r" }
    return "\n"
  }

  /// Whether only spaces and tabs lie in `range`.
  public static func isBlank(_ range: Range<Int>, in source: SourceText) -> Bool {
    source.bytes[range.clamped(to: 0..<source.bytes.count)].allSatisfy { $0 == 0x20 || $0 == 0x09 }
  }

  /// Removes the tokens `first...last`: their whole lines when they are alone on them (no code or comment
  /// left on those lines), else exactly their bytes.
  public static func removal(from first: Int, through last: Int, in structure: FileStructure) -> Edit {
    let source = structure.source
    let range = structure.byteRange(first, last)
    let firstLine = source.lines.line(of: range.lowerBound)
    let lastLine = source.lines.line(of: max(range.lowerBound, range.upperBound - 1))
    let lineStart = source.lines.start(ofLine: firstLine)
    let contentEnd = source.lines.contentEnd(ofLine: lastLine)
    if isBlank(lineStart..<range.lowerBound, in: source) && isBlank(range.upperBound..<contentEnd, in: source) {
      return .delete(lineStart..<source.lines.start(ofLine: lastLine + 1))
    }
    return .delete(range)
  }
}

extension EditBuilder {
  /// The edit that inserts `// navlint:disable:next ID` above the line where `finding` starts, with that
  /// line's indentation and line ending (the language server's "disable for this line" action).
  public static func disableNextLine(for finding: Finding, in source: SourceText) -> Edit {
    SuppressionEdit.disableNextLine(
      finding.ruleID, at: finding.range.lowerBound, bytes: source.bytes, lines: source.lines)
  }
}
