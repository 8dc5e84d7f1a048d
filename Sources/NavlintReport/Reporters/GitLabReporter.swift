import NavlintJSON
import NavlintRules

/// GitLab Code Quality (`artifacts: reports: codequality:`): a JSON array with one issue per finding,
/// carrying `description`, `check_name`, `fingerprint`, `severity` and `location.path` /
/// `location.lines.begin`, as GitLab's Code Quality documentation lists them.
///
/// GitLab tells a new finding from an old one by its fingerprint, so the fingerprint must not move with
/// the line: it hashes the rule, the path, the text the finding covers and how many equal findings
/// (same rule and text) come before it in that file. Inserting lines above a finding keeps it; editing
/// the flagged code gives a new one.
public struct GitLabReporter: Reporter {
  public init() {}

  public func render(_ report: Report) throws(ReportError) -> [UInt8] {
    var issues: [JSON] = []
    for file in report.files {
      var seen: [String: Int] = [:]
      for finding in file.findings {
        let key = "\(finding.ruleID.rawValue)\u{0}\(finding.sourceText)"
        let occurrence = seen[key, default: 0]
        seen[key] = occurrence + 1
        issues.append(
          [
            "description": .string("\(finding.message) [\(finding.ruleTitle)]"),
            "check_name": .string(finding.ruleTitle),
            "fingerprint": .string(
              Self.fingerprint(
                rule: finding.ruleID.rawValue, path: file.displayPath, text: finding.sourceText,
                occurrence: occurrence)),
            "severity": .string(Self.severity(finding.severity)),
            "location": [
              "path": .string(file.displayPath),
              "lines": ["begin": .integer(Int64(finding.range.start.line))],
            ],
          ])
      }
    }
    return try JSON.array(issues).reportBytes(format: .gitlab)
  }

  /// GitLab's scale is `info`, `minor`, `major`, `critical`, `blocker`; navlint's errors fail the
  /// build, so they are `major`, as ESLint's and Ruff's GitLab reports have them.
  static func severity(_ severity: Severity) -> String {
    switch severity {
    case .error: "major"
    case .warning: "minor"
    case .info: "info"
    }
  }

  /// 32 hex digits: two 64-bit FNV-1a hashes (different offset bases) of the NUL-separated fields.
  static func fingerprint(rule: String, path: String, text: String, occurrence: Int) -> String {
    var bytes = Array(rule.utf8)
    for field in [path, text, String(occurrence)] {
      bytes.append(0)
      bytes.append(contentsOf: field.utf8)
    }
    return hex(fnv1a(bytes, basis: 0xcbf2_9ce4_8422_2325)) + hex(fnv1a(bytes, basis: 0x6c62_272e_07bb_0142))
  }

  private static func fnv1a(_ bytes: [UInt8], basis: UInt64) -> UInt64 {
    var hash = basis
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
  }

  private static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
