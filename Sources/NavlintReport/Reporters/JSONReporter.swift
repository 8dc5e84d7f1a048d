import NavlintJSON

/// `{"version":1,"files":N,"diagnostics":[...]}` (SPEC "Output formats"), pretty-printed, keys in the
/// order SPEC lists them.
public struct JSONReporter: Reporter {
  /// Bumped only when a key changes meaning or disappears; new keys may be added without a bump.
  public static let formatVersion: Int64 = 1

  public init() {}

  public func render(_ report: Report) throws(ReportError) -> [UInt8] {
    var diagnostics: [JSON] = []
    for file in report.files {
      for finding in file.findings { diagnostics.append(Self.diagnostic(finding, path: file.displayPath)) }
    }
    let root: JSON = [
      "version": .integer(Self.formatVersion),
      "files": .integer(Int64(report.fileCount)),
      "diagnostics": .array(diagnostics),
      "notes": .array(report.notes.map(Self.note)),
    ]
    return try root.reportBytes(format: .json)
  }

  /// `{"id","message","files"}`.
  static func note(_ note: RunNote) -> JSON {
    ["id": .string(note.id), "message": .string(note.message), "files": .integer(Int64(note.fileCount))]
  }

  static func diagnostic(_ finding: ReportedFinding, path: String) -> JSON {
    let range = finding.range
    var fix: JSON = nil
    if let reported = finding.fix {
      let edits: [JSON] = reported.edits.map { edit in
        [
          "line": .integer(Int64(edit.range.start.line)),
          "column": .integer(Int64(edit.range.start.column)),
          "endLine": .integer(Int64(edit.range.end.line)),
          "endColumn": .integer(Int64(edit.range.end.column)),
          "text": .string(edit.text),
        ]
      }
      fix = ["safe": .bool(reported.isSafe), "edits": .array(edits)]
    }
    return [
      "file": .string(path),
      "line": .integer(Int64(range.start.line)),
      "column": .integer(Int64(range.start.column)),
      "endLine": .integer(Int64(range.end.line)),
      "endColumn": .integer(Int64(range.end.column)),
      "severity": .string(finding.severity.rawValue),
      "rule": .string(finding.ruleID.rawValue),
      "name": .string(finding.ruleName),
      "message": .string(finding.message),
      "fix": fix,
    ]
  }
}
