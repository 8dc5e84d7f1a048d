import NavlintProject
import NavlintReport
import NavlintRules

/// What `navlint lint` keeps of one linted file: its findings located in lines and columns (and, for
/// baselines, their line's text), not the file's bytes. Made on the worker that linted the file, so a run over
/// thousands of files holds only their findings.
struct FileOutcome: Sendable {
  var path: String
  var displayPath: String
  var findings: [Finding]
  /// `findings`, located in the final text.
  var reported: [ReportedFinding]
  /// The text of each finding's line (the baseline key); empty when the run uses no baseline.
  var lineTexts: [String]
  /// Fixes applied and written.
  var fixedCount: Int
  /// A read or write failure, described for the user.
  var error: String?

  /// `needsLineText`: keep each finding's line (a baseline is read or written); `needsSourceText`: keep the
  /// text each finding covers (`ReportedFinding.sourceText`, which only the GitLab report reads).
  init(_ result: LintJobResult, needsLineText: Bool, needsSourceText: Bool) {
    path = result.path
    displayPath = result.displayPath
    findings = result.findings
    fixedCount = result.fixedCount
    error = result.error
    if let file = result.file, !findings.isEmpty {
      let bytes = needsSourceText ? file.bytes : nil
      reported = findings.map { ReportedFinding($0, lines: file.lines, bytes: bytes) }
      lineTexts = needsLineText ? findings.map(file.lineText(of:)) : []
    } else {
      reported = []
      lineTexts = []
    }
  }
}
