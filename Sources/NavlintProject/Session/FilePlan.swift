import NavlintNavigation
import NavlintRules
import NavlintSyntax

/// What applies to one file: its settings, the linter built for them, and whether the configuration
/// excludes it. Immutable (a class, so the many copies a run makes of its jobs retain one object), so the
/// CLI resolves plans on one thread and lints on many.
public final class FilePlan: Sendable {
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
  /// `projectFindings` are the cross-file rules' findings for this text (`LintSession.projectFindings`):
  /// they join the per-file ones before suppressions, so every caller (CLI, `--stdin`, `--staged`, `--fix`,
  /// the server) treats them like any other.
  public func lint(_ bytes: [UInt8], projectFindings: [Finding] = []) -> LintedFile {
    guard !isExcluded, !projectFindings.isEmpty || linter.mayHaveFindings(bytes) else {
      return LintedFile(bytes: bytes, lines: nil, findings: [])
    }
    let source = SourceText(bytes: bytes)
    guard !projectFindings.isEmpty else {
      return LintedFile(bytes: bytes, lines: source.lines, findings: linter.lint(source))
    }
    let findings = linter.lint(source, structure: FileStructure(source), projectFindings: projectFindings)
    return LintedFile(bytes: bytes, lines: source.lines, findings: findings)
  }

  /// `lint(_:projectFindings:)` of the text whose structure the caller has built (the server reads the text's
  /// facts from it on another thread).
  ///
  /// With `shared` (made by `sharedRuleCheck()` and handed to the reading of the same text's facts), the
  /// rules it names are checked by whichever of the two threads comes to them first.
  public func lint(
    _ structure: FileStructure, projectFindings: [Finding] = [], shared: SharedRuleCheck? = nil
  ) -> LintedFile {
    let bytes = structure.source.bytes
    // A shared check is made only for a text that passed the byte gate (`sharedRuleCheck(for:)`).
    guard !isExcluded, shared != nil || !projectFindings.isEmpty || linter.mayHaveFindings(bytes) else {
      return LintedFile(bytes: bytes, lines: nil, findings: [])
    }
    let findings =
      if let shared {
        linter.lint(
          structure.source, structure: structure, projectFindings: projectFindings,
          sharing: SharedRuleCheck.ruleIDs
        ) { shared.findings(in: structure) }
      } else {
        linter.lint(structure.source, structure: structure, projectFindings: projectFindings)
      }
    return LintedFile(bytes: bytes, lines: structure.source.lines, findings: findings)
  }

  /// A check of the rules the reading of this file's facts shares with its lint
  /// (`lint(_:projectFindings:shared:)`); nil when the file is excluded or its byte gate lets no rule see it
  /// (its lint then checks nothing).
  public func sharedRuleCheck(for bytes: [UInt8]) -> SharedRuleCheck? {
    guard !isExcluded, linter.mayHaveFindings(bytes) else { return nil }
    return SharedRuleCheck(linter: linter)
  }

  /// `lint`, and the navigation facts of the same text read from the structure the lint builds (a file the
  /// byte gate lets no rule see is still read: it may declare a type or place a view the model needs).
  /// `projectFindings` turns those facts into the file's cross-file findings, joined before suppressions.
  func lintReadingFacts(
    _ bytes: [UInt8], projectFindings crossFile: (ProjectIndex.Entry) -> [Finding] = { _ in [] }
  ) -> (LintedFile, ProjectIndex.Entry) {
    let source = SourceText(bytes: bytes)
    let structure = FileStructure(source)
    // The rules ask some of the questions the facts need (navigating methods, deep links, delays): once.
    let navigation = FileNavigation(structure)
    let facts = ProjectIndex.Entry(bytes: bytes, navigation: navigation)
    let projectFindings = crossFile(facts)
    guard !isExcluded, !projectFindings.isEmpty || linter.mayHaveFindings(bytes) else {
      return (LintedFile(bytes: bytes, lines: source.lines, findings: []), facts)
    }
    let findings = linter.lint(
      source, structure: structure, navigation: navigation, projectFindings: projectFindings)
    return (LintedFile(bytes: bytes, lines: source.lines, findings: findings), facts)
  }

  /// Applies fixes (safe ones, or all with `includeUnsafe`) to a fixpoint and lints the result, with
  /// `projectFindings(text)` giving the cross-file findings of a text of the file: their fixes are applied
  /// too.
  public func fix(
    _ bytes: [UInt8], includeUnsafe: Bool = false, projectFindings: ([UInt8]) -> [Finding] = { _ in [] }
  ) -> FixedFile {
    guard !isExcluded else { return FixedFile(file: lint(bytes), appliedFixes: 0) }
    let outcome = linter.fix(bytes, includeUnsafe: includeUnsafe, projectFindings: projectFindings)
    let crossFile = projectFindings(outcome.bytes)
    // The fixes ran without judging cross-file suppressions; with cross-file rules on, the result is linted as
    // any file is (their suppressions judged too).
    let file =
      linter.runsProjectRules
      ? lint(outcome.bytes, projectFindings: crossFile)
      : LintedFile(bytes: outcome.bytes, lines: LineTable(outcome.bytes), findings: outcome.remainingFindings)
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
