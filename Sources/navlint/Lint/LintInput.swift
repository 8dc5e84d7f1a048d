import NavlintRules

/// One source to lint: a file on disk (`bytes == nil`) or bytes already in memory (stdin, a staged
/// blob), with the linter for the rule settings that apply to it.
struct LintInput: Sendable {
  /// Absolute path (for stdin, the `--stdin-filename` made absolute).
  var path: String
  var displayPath: String
  var bytes: [UInt8]?
  /// The linter for the rule settings that apply to it.
  var linter: Linter
}
