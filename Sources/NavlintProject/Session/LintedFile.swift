import NavlintRules
import NavlintSyntax

/// What linting one text gave: the text, its line table and the findings, sorted by position.
///
/// The CLI turns it into report lines, the language server into diagnostics and code actions; both get
/// the suppression edits ("disable for this line", "disable for this file") from here, so the two agree.
public struct LintedFile: Sendable {
  public let bytes: [UInt8]
  public let findings: [Finding]
  /// The line table when it was made while linting; nil for a file the byte gate skipped.
  private let knownLines: LineTable?

  public init(bytes: [UInt8], lines: LineTable?, findings: [Finding]) {
    self.bytes = bytes
    self.knownLines = lines
    self.findings = findings
  }

  /// Where the lines start. A file the byte gate skipped (no finding possible) gets its table only when asked:
  /// `navlint lint` over thousands of such files never scans them for line breaks.
  public var lines: LineTable { knownLines ?? LineTable(bytes) }

  /// The text of the line where `finding` starts, without its line break (the baseline key).
  public func lineText(of finding: Finding) -> String {
    let line = lines.line(of: finding.range.lowerBound)
    let start = lines.start(ofLine: line)
    let end = max(start, lines.contentEnd(ofLine: line))
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// `// navlint:disable:next ID` above the line where `finding` starts, with that line's indentation
  /// and line ending.
  public func disableLineEdit(for finding: Finding) -> Edit {
    SuppressionEdit.disableNextLine(finding.ruleID, at: finding.range.lowerBound, bytes: bytes, lines: lines)
  }

  /// `// navlint:disable ID` at the top of the file (after a BOM and a shebang line).
  public func disableFileEdit(for finding: Finding) -> Edit {
    SuppressionEdit.disableFile(finding.ruleID, bytes: bytes, lines: lines)
  }
}
