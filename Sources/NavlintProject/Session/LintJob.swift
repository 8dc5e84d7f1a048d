import NavlintRules

/// One source of a lint run: a file on disk (`bytes == nil`) or bytes already in memory (`--stdin`, a
/// staged blob), with the plan that applies to it.
public struct LintJob: Sendable {
  /// Absolute path (for stdin, the `--stdin-filename` made absolute).
  public var path: String
  public var displayPath: String
  public var bytes: [UInt8]?
  public var plan: FilePlan
  /// The navigation model of the file's project, built (`LintSession.jobs`), when cross-file rules run.
  var project: ProjectIndex?

  public init(path: String, displayPath: String, bytes: [UInt8]?, plan: FilePlan) {
    self.path = path
    self.displayPath = displayPath
    self.bytes = bytes
    self.plan = plan
  }

  /// The cross-file findings for `bytes` as this file's text: from the project's model as built, or from a
  /// copy updated with `bytes` when the text differs (after `--fix`).
  func projectFindings(_ bytes: [UInt8]) -> [Finding] {
    guard var project else { return [] }
    project.update(path, bytes: bytes)
    return project.findings(forFile: path)
  }

  /// Reads the file when needed, lints it and, in a fix mode, fixes a file on disk in place (atomically,
  /// and only when a finding offers an applicable fix). Runs on any thread.
  public func run(fixMode: FixMode?) -> LintJobResult {
    let bytes: [UInt8]
    if let inMemory = self.bytes {
      bytes = inMemory
    } else {
      do {
        bytes = try SourceFile.read(path, displayPath: displayPath)
      } catch {
        return LintJobResult(job: self, file: nil, fixedCount: 0, error: error.description)
      }
    }
    let linted = plan.lint(bytes, projectFindings: projectFindings(bytes))
    // Only files on disk are fixed, and only when a finding offers an applicable fix.
    guard let fixMode, self.bytes == nil,
      linted.findings.contains(where: { $0.fix.map { $0.isSafe || fixMode == .all } ?? false })
    else {
      return LintJobResult(job: self, file: linted, fixedCount: 0, error: nil)
    }
    let fixed = plan.fix(bytes, includeUnsafe: fixMode == .all, projectFindings: projectFindings)
    guard fixed.file.bytes != bytes else { return LintJobResult(job: self, file: linted, fixedCount: 0, error: nil) }
    do {
      try AtomicFile.write(fixed.file.bytes, to: path, displayPath: displayPath)
    } catch {
      return LintJobResult(job: self, file: nil, fixedCount: 0, error: error.description)
    }
    return LintJobResult(job: self, file: fixed.file, fixedCount: fixed.appliedFixes, error: nil)
  }

  /// Runs `jobs` on up to `parallelism` concurrent tasks; results come back in input order.
  public static func runAll(_ jobs: [LintJob], fixMode: FixMode?, parallelism: Int) async -> [LintJobResult] {
    await runAll(jobs, fixMode: fixMode, parallelism: parallelism) { $0 }
  }

  /// Runs `jobs` and reduces each result with `summarize` on the worker that linted it, so a large run keeps
  /// only what its caller needs (the findings, not every file's text). Results come back in input order.
  public static func runAll<Summary: Sendable>(
    _ jobs: [LintJob], fixMode: FixMode?, parallelism: Int,
    summarize: @escaping @Sendable (LintJobResult) -> Summary
  ) async -> [Summary] {
    await ParallelMap.map(jobs, jobs: parallelism) { summarize($0.run(fixMode: fixMode)) }
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
