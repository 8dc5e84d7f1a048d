import NavlintReport

/// What linting one source gave.
struct FileOutcome: Sendable {
  /// A finding located in the final bytes, with the trimmed text of its line (the baseline key; empty
  /// when the run uses no baseline).
  struct LocatedFinding: Sendable {
    var finding: ReportedFinding
    var lineText: String
  }

  var path: String
  var displayPath: String
  var findings: [LocatedFinding]
  /// Fixes applied and written.
  var fixedCount: Int
  /// A read or write failure, described for the user.
  var error: String?
}
