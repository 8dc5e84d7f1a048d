import NavlintProject
import NavlintRules

/// What `navlint lint` was asked to do, after the options were checked against each other.
struct LintRequest: Sendable {
  /// Where the source comes from.
  enum Input: Sendable, Equatable {
    /// Files and folders (the current folder when empty).
    case paths([String])
    /// Standard input, reported (and configured) as `filename` when given.
    case standardInput(filename: String?)
    /// The staged blobs of staged `.swift` files, limited to `paths` when not empty.
    case staged(paths: [String])
  }

  var input: Input
  var configPath: String?
  /// `--force-exclude`: files named on the command line obey `include`/`exclude` too (for hook
  /// frameworks that pass every staged file by name).
  var isForcingExclude: Bool
  var fixMode: FixMode?
  var isStrict: Bool
  var isQuiet: Bool
  /// `--rule`: only these rules run (nil: all).
  var onlyRules: Set<RuleID>?
  var disabledRules: Set<RuleID>
  var jobs: Int
  var baselinePath: String?
  var writeBaselinePath: String?
  var outputs: [OutputRequest]
  var color: ColorChoice

  /// Whether a finding of `severity` fails the run.
  func fails(_ severity: Severity) -> Bool {
    severity == .error || (isStrict && severity == .warning)
  }
}
