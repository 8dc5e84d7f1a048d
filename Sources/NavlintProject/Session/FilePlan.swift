import NavlintRules
import NavlintSyntax

/// What applies to one file: its settings, the linter built for them, and whether the configuration
/// excludes it. A plain value, so the CLI resolves plans on one thread and lints on many.
public struct FilePlan: Sendable {
  /// Absolute path of the file.
  public let path: String
  public let settings: FileSettings
  public let linter: Linter
  /// Excluded by the configuration's `include`/`exclude` globs: linting it gives no findings.
  public let isExcluded: Bool

  public init(path: String, settings: FileSettings, linter: Linter, isExcluded: Bool = false) {
    self.path = path
    self.settings = settings
    self.linter = linter
    self.isExcluded = isExcluded
  }

  /// The findings for `bytes` as this file's text: the byte gate first (a file without any enabled rule's
  /// trigger word and no `navlint:` comment is not tokenized), then the rules and the suppressions.
  ///
  /// Extension point for the project-wide pass (the navigation model and the cross-file rules): its
  /// findings for this file join the per-file ones here, before suppressions are applied, so every
  /// caller (CLI, `--stdin`, `--staged`, `--fix`, the server) gets them through this one function.
  public func lint(_ bytes: [UInt8]) -> LintedFile {
    guard !isExcluded, linter.mayHaveFindings(bytes) else {
      return LintedFile(bytes: bytes, lines: nil, findings: [])
    }
    let source = SourceText(bytes: bytes)
    return LintedFile(bytes: bytes, lines: source.lines, findings: linter.lint(source))
  }

  /// Applies fixes (safe ones, or all with `includeUnsafe`) to a fixpoint and lints the result.
  public func fix(_ bytes: [UInt8], includeUnsafe: Bool = false) -> FixedFile {
    guard !isExcluded else { return FixedFile(file: lint(bytes), appliedFixes: 0) }
    let outcome = linter.fix(bytes, includeUnsafe: includeUnsafe)
    let file = LintedFile(bytes: outcome.bytes, lines: LineTable(outcome.bytes), findings: outcome.remainingFindings)
    return FixedFile(file: file, appliedFixes: outcome.appliedFixes)
  }
}

/// The result of `FilePlan.fix`: the fixed text, linted, and how many fixes were applied.
public struct FixedFile: Sendable {
  public let file: LintedFile
  public let appliedFixes: Int
}

/// Which fixes `--fix` applies.
public enum FixMode: Sendable, Equatable {
  case safe
  case all
}
