import NavlintRules

/// Everything a reporter needs: every linted file (clean ones too) in path order, the rule catalog
/// (SARIF lists it), the tool's version and the run's notes. Reporters are pure functions of this value.
public struct Report: Sendable, Hashable {
  /// Sorted by display path (byte order), so output never depends on scheduling.
  public var files: [ReportFile]
  /// Rules in id order, for SARIF's `tool.driver.rules`.
  public var rules: [ReportRule]
  public var toolVersion: String
  /// What the run says about itself (a missing deployment target), in the order said.
  public var notes: [RunNote]

  public init(
    files: [ReportFile], rules: [ReportRule], toolVersion: String = NavlintVersion.current, notes: [RunNote] = []
  ) {
    self.files = files.sorted { $0.displayPath.utf8.lexicographicallyPrecedes($1.displayPath.utf8) }
    self.rules = rules.sorted { $0.id < $1.id }
    self.toolVersion = toolVersion
    self.notes = notes
  }

  /// How many files were linted.
  public var fileCount: Int { files.count }

  /// Every finding, file by file.
  public var findings: [ReportedFinding] { files.flatMap(\.findings) }
}
