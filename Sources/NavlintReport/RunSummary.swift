import NavlintRules

/// The one-line summary printed on stderr after a text report:
/// `3 files checked: 1 error, 2 warnings, 0 infos (0.04s)` or `5 files checked: no findings (0.01s)`.
public struct RunSummary: Sendable, Hashable {
  public var fileCount: Int
  public var counts: [Severity: Int]
  /// Seconds the run took.
  public var duration: Double

  public init(fileCount: Int, counts: [Severity: Int], duration: Double) {
    self.fileCount = fileCount
    self.counts = counts
    self.duration = duration
  }

  public init(report: Report, duration: Double) {
    var counts: [Severity: Int] = [:]
    for file in report.files {
      for finding in file.findings { counts[finding.severity, default: 0] += 1 }
    }
    self.init(fileCount: report.fileCount, counts: counts, duration: duration)
  }

  public var text: String {
    let files = Self.count(fileCount, "file")
    let time = "(\(Self.seconds(duration))s)"
    let total = counts.values.reduce(0, +)
    guard total > 0 else { return "\(files) checked: no findings \(time)" }
    let parts = [Severity.error, .warning, .info].map { Self.count(counts[$0] ?? 0, $0.rawValue) }
    return "\(files) checked: \(parts.joined(separator: ", ")) \(time)"
  }

  static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

  /// Two decimals, without Foundation's locale-dependent formatting.
  static func seconds(_ value: Double) -> String {
    let hundredths = Int((max(0, value) * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
