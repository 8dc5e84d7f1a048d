import NavlintNavigation
import NavlintSyntax

/// Helpers that build edits respecting lines, indentation and line endings.
public enum EditBuilder {
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
