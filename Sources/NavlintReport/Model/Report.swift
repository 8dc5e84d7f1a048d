import NavlintRules

/// Everything a reporter needs: every linted file (clean ones too) in path order, the rule catalog
/// (SARIF lists it) and the tool's version. Reporters are pure functions of this value.
public struct Report: Sendable, Hashable {
  /// Sorted by display path (byte order), so output never depends on scheduling.
  public var files: [ReportFile]
  /// Rules in id order, for SARIF's `tool.driver.rules`.
  public var rules: [ReportRule]
  public var toolVersion: String

  public init(files: [ReportFile], rules: [ReportRule], toolVersion: String = NavlintVersion.current) {
    self.files = files.sorted { $0.displayPath.utf8.lexicographicallyPrecedes($1.displayPath.utf8) }
    self.rules = rules.sorted { $0.id < $1.id }
    self.toolVersion = toolVersion
  }

  /// How many files were linted.
  public var fileCount: Int { files.count }

  /// Every finding, file by file.
  public var findings: [ReportedFinding] { files.flatMap(\.findings) }
}
