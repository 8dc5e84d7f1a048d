import NavlintJSON
import NavlintRules

/// SARIF 2.1.0 (valid against the OASIS schema), the format GitHub code scanning uploads.
///
/// One run: the driver lists every rule (id, name, summary, `helpUri` to its doc, default level); each
/// result names its rule by id and index, points at the file by a relative URI (percent-encoded,
/// resolved against the folder navlint ran in), and carries its fix as SARIF `fixes`. Columns count
/// Unicode scalars, so the run declares `columnKind: unicodeCodePoints`. Levels: error → `error`,
/// warning → `warning`, info → `note`.
public struct SARIFReporter: Reporter {
  public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
  public static let informationURI = "https://github.com/navlint/navlint"

  public init() {}

  public func render(_ report: Report) throws(ReportError) -> [UInt8] {
    var ruleIndex: [RuleID: Int] = [:]
    for (index, rule) in report.rules.enumerated() { ruleIndex[rule.id] = index }
    var results: [JSON] = []
    for file in report.files {
      let uri = Self.uri(forPath: file.displayPath)
      for finding in file.findings {
        results.append(Self.result(finding, uri: uri, ruleIndex: ruleIndex[finding.ruleID]))
      }
    }
    let driver: JSON = [
      "name": "navlint",
      "version": .string(report.toolVersion),
      "informationUri": .string(Self.informationURI),
      "rules": .array(report.rules.map(Self.rule)),
    ]
    // The run's notes are tool execution notifications of its one invocation.
    let notifications: [JSON] = report.notes.map { note in
      [
        "level": "warning",
        "message": ["text": .string(note.message)],
        "descriptor": ["id": .string(note.id)],
        "properties": ["files": .integer(Int64(note.fileCount))],
      ]
    }
    let invocation: JSON = [
      "executionSuccessful": true,
      "toolExecutionNotifications": .array(notifications),
    ]
    let run: JSON = [
      "tool": ["driver": driver],
      "invocations": [invocation],
      "columnKind": "unicodeCodePoints",
      "results": .array(results),
    ]
    let root: JSON = [
      "$schema": .string(Self.schemaURI),
      "version": "2.1.0",
      "runs": [run],
    ]
    return try root.reportBytes(format: .sarif)
  }

  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .info: "note"
    }
  }

  static func rule(_ rule: ReportRule) -> JSON {
    [
      "id": .string(rule.id.rawValue),
      "name": .string(rule.name),
      "shortDescription": ["text": .string(rule.summary.isEmpty ? rule.name : rule.summary)],
      "helpUri": .string(rule.documentationURL),
      "defaultConfiguration": ["level": .string(level(rule.defaultSeverity))],
      "properties": ["fix": .string(rule.fixAvailability.rawValue)],
    ]
  }

  static func region(_ range: ReportRange) -> JSON {
    [
      "startLine": .integer(Int64(range.start.line)),
      "startColumn": .integer(Int64(range.start.column)),
      "endLine": .integer(Int64(range.end.line)),
      "endColumn": .integer(Int64(range.end.column)),
    ]
  }

  static func result(_ finding: ReportedFinding, uri: String, ruleIndex: Int?) -> JSON {
    var result: JSON.Object = [
      "ruleId": .string(finding.ruleID.rawValue)
    ]
    if let ruleIndex { result["ruleIndex"] = .integer(Int64(ruleIndex)) }
    result["level"] = .string(level(finding.severity))
    result["message"] = ["text": .string(finding.message)]
    result["locations"] = [
      [
        "physicalLocation": [
          "artifactLocation": ["uri": .string(uri)],
          "region": region(finding.range),
        ]
      ]
    ]
    if let fix = finding.fix {
      let replacements: [JSON] = fix.edits.map { edit in
        ["deletedRegion": region(edit.range), "insertedContent": ["text": .string(edit.text)]]
      }
      result["fixes"] = [
        [
          "description": ["text": .string(fix.title)],
          "artifactChanges": [["artifactLocation": ["uri": .string(uri)], "replacements": .array(replacements)]],
          "properties": ["safe": .bool(fix.isSafe)],
        ]
      ]
    }
    return .object(result)
  }

  /// A URI reference for a display path: relative paths stay relative (GitHub resolves them against
  /// the checkout), absolute ones become `file://` URIs; every byte outside RFC 3986's unreserved set
  /// and `/` is percent-encoded.
  public static func uri(forPath path: String) -> String {
    let encoded = percentEncoded(path)
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }

  static func percentEncoded(_ path: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    for byte in path.utf8 {
      let isUnreserved =
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
        || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E || byte == 0x2F
      if isUnreserved {
        bytes.append(byte)
      } else {
        bytes += [0x25, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
