/// The findings of one file, under the path reports show.
public struct ReportFile: Sendable, Hashable {
  /// Relative to the current directory when under it (SPEC "Output formats").
  public var displayPath: String
  /// Sorted in report order (by position).
  public var findings: [ReportedFinding]

  public init(displayPath: String, findings: [ReportedFinding]) {
    self.displayPath = displayPath
    self.findings = findings.sorted(by: ReportedFinding.isOrderedBefore)
  }
}
