import NavlintRules
import NavlintSyntax

/// One source of a lint run: a file on disk (`bytes == nil`) or bytes already in memory (`--stdin`, a
/// staged blob), with the plan that applies to it.
public struct LintJob: Sendable {
  /// Absolute path (for stdin, the `--stdin-filename` made absolute).
  public var path: String
  public var displayPath: String
  public var bytes: [UInt8]?
  public var plan: FilePlan
  /// The root of the project whose navigation model holds this file's facts (`LintSession.jobs`), if any.
  var projectRoot: String?
  /// Whether the file gets the cross-file findings of that model (its settings run a cross-file rule).
  var getsProjectFindings = false

  public init(path: String, displayPath: String, bytes: [UInt8]?, plan: FilePlan) {
    self.path = path
    self.displayPath = displayPath
    self.bytes = bytes
    self.plan = plan
  }

  /// Reads the file when needed, lints it (without cross-file findings) and, in a fix mode, fixes a file on
  /// disk in place (atomically, and only when a finding offers an applicable fix). With a project, also the
  /// navigation facts of the final text, read from the structure the lint built. Runs on any thread.
  func run(fixMode: FixMode?) -> (result: LintJobResult, facts: ProjectIndex.Entry?) {
    let bytes: [UInt8]
    do {
      bytes = try text()
    } catch {
      return (LintJobResult(job: self, file: nil, fixedCount: 0, error: error.description), nil)
    }
    let linted: LintedFile
    var facts: ProjectIndex.Entry?
    if projectRoot != nil {
      (linted, facts) = plan.lintReadingFacts(bytes)
    } else {
      linted = plan.lint(bytes)
    }
    // Only files on disk are fixed, and only when a finding offers an applicable fix.
    guard let fixMode, self.bytes == nil, linted.findings.contains(where: { $0.offersFix(in: fixMode) }) else {
      return (LintJobResult(job: self, file: linted, fixedCount: 0, error: nil), facts)
    }
    let fixed = plan.fix(bytes, includeUnsafe: fixMode == .all)
    guard fixed.file.bytes != bytes else {
      return (LintJobResult(job: self, file: linted, fixedCount: 0, error: nil), facts)
    }
    do {
      try AtomicFile.write(fixed.file.bytes, to: path, displayPath: displayPath)
    } catch {
      return (LintJobResult(job: self, file: nil, fixedCount: 0, error: error.description), facts)
    }
    if projectRoot != nil { facts = ProjectIndex.Entry(bytes: fixed.file.bytes) }
    return (LintJobResult(job: self, file: fixed.file, fixedCount: fixed.appliedFixes, error: nil), facts)
  }

  /// The job's result again with its cross-file findings joined (before suppressions): its final text (in
  /// memory, or as `run` left it on disk, fixed or not) linted once more. `fixedCount` is what `run` applied.
  /// In a fix mode, a file on disk whose cross-file findings offer an applicable fix is fixed again, with
  /// `projectFindingsOf(text)` the cross-file findings of each text the fixes make.
  func rerun(
    projectFindings: [Finding], fixedCount: Int, fixMode: FixMode?, projectFindingsOf: ([UInt8]) -> [Finding]
  ) -> LintJobResult {
    do {
      let bytes = try text()
      let linted = plan.lint(bytes, projectFindings: projectFindings)
      guard let fixMode, self.bytes == nil, linted.findings.contains(where: { $0.offersFix(in: fixMode) }) else {
        return LintJobResult(job: self, file: linted, fixedCount: fixedCount, error: nil)
      }
      let fixed = plan.fix(bytes, includeUnsafe: fixMode == .all, projectFindings: projectFindingsOf)
      guard fixed.file.bytes != bytes else {
        return LintJobResult(job: self, file: linted, fixedCount: fixedCount, error: nil)
      }
      try AtomicFile.write(fixed.file.bytes, to: path, displayPath: displayPath)
      return LintJobResult(job: self, file: fixed.file, fixedCount: fixedCount + fixed.appliedFixes, error: nil)
    } catch {
      return LintJobResult(job: self, file: nil, fixedCount: fixedCount, error: error.description)
    }
  }

  /// The job's text: in memory, or the file on disk as it is now.
  private func text() throws(FileError) -> [UInt8] {
    if let bytes { return bytes }
    return try SourceFile.read(path, displayPath: displayPath)
  }
}

/// What running one `LintJob` gave.
public struct LintJobResult: Sendable {
  public var job: LintJob
  /// The final text and its findings; `nil` when the file could not be read or written.
  public var file: LintedFile?
  /// Fixes applied and written.
  public var fixedCount: Int
  /// A read or write failure, described for the user.
  public var error: String?

  public var path: String { job.path }
  public var displayPath: String { job.displayPath }
  public var findings: [Finding] { file?.findings ?? [] }
}

extension Finding {
  /// Whether the finding has a fix that `fixMode` applies (a safe one, or any with `.all`).
  func offersFix(in fixMode: FixMode) -> Bool { fix.map { $0.isSafe || fixMode == .all } ?? false }
}
