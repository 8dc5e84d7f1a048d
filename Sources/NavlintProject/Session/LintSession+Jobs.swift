import Foundation
import NavlintRules

/// Where the sources of a lint run come from.
public enum LintSource: Sendable, Equatable {
  /// Files and folders (the current folder when empty).
  case paths([String])
  /// Text read from standard input, reported (and configured) as `filename` when given.
  case text([UInt8], filename: String?)
  /// The staged blobs of staged `.swift` files, limited to `paths` when not empty.
  case staged(paths: [String])
}

/// The jobs of a run, or every problem that stops it (configuration, discovery, git), each described for
/// the user. A run with problems lints and writes nothing.
public struct LintJobs: Sendable {
  public var jobs: [LintJob]
  public var problems: [String]
  /// For each project some job belongs to (by root), its files that no job lints: their facts are read too.
  var otherProjectFiles: [String: [String]] = [:]
  /// Set by a process that ends right after its run (`navlint lint`, `navlint graph`): the facts and models
  /// read for the run are kept until the process exits instead of being freed object by object, which costs
  /// more than writing the report (as clang's `-disable-free`). Tests and the server leave it off.
  public var keepsMemoryUntilExit = false

  public init(jobs: [LintJob], problems: [String]) {
    self.jobs = jobs
    self.problems = problems
  }

  /// Runs the jobs on up to `parallelism` concurrent tasks and reduces each result with `summarize` on the
  /// worker that linted it, so a large run keeps only what its caller needs (the findings, not every file's
  /// text). Results come back in input order.
  ///
  /// One pass over the files: each job's lint builds the file's structure once and reads its navigation
  /// facts from it; the project files no job lints are only read for their facts. Then each project's model
  /// is built, and the few files with cross-file findings are linted again with them joined.
  public func run<Summary: Sendable>(
    fixMode: FixMode?, parallelism: Int, summarize: @escaping @Sendable (LintJobResult) -> Summary
  ) async -> [Summary] {
    let work =
      jobs.indices.map { ProjectWork.job($0) }
      + otherProjectFiles.sorted { $0.key < $1.key }.flatMap { root, paths in paths.map { ProjectWork.other(root, $0) }
      }
    let jobs = self.jobs
    let outcomes = await ParallelMap.map(work, jobs: parallelism) { item -> WorkOutcome<Summary> in
      switch item {
      case .job(let position):
        let (result, facts) = jobs[position].run(fixMode: fixMode)
        return WorkOutcome(summary: summarize(result), fixedCount: result.fixedCount, facts: facts)
      case .other(_, let path):
        let facts = (try? SourceFile.read(path, displayPath: path)).map { ProjectIndex.Entry(bytes: $0) }
        return WorkOutcome(summary: nil, fixedCount: 0, facts: facts)
      }
    }
    var summaries = outcomes.prefix(jobs.count).map { $0.summary! }
    guard !otherProjectFiles.isEmpty || jobs.contains(where: { $0.projectRoot != nil }) else { return summaries }

    // Each project's model, from the facts just read.
    var entries: [String: [(path: String, entry: ProjectIndex.Entry)]] = [:]
    for (item, outcome) in zip(work, outcomes) {
      guard let facts = outcome.facts else { continue }
      switch item {
      case .job(let position):
        if let root = jobs[position].projectRoot { entries[root, default: []].append((jobs[position].path, facts)) }
      case .other(let root, let path):
        entries[root, default: []].append((path, facts))
      }
    }
    var built: [String: ProjectIndex] = [:]
    for (root, files) in entries { built[root] = ProjectIndex(root: root, entries: files) }
    let indexes = built

    // Files with cross-file findings, linted again with them.
    let candidates = jobs.indices.filter { jobs[$0].getsProjectFindings && jobs[$0].projectRoot != nil }
    let redone = await ParallelMap.map(candidates, jobs: parallelism) { position -> Summary? in
      let job = jobs[position]
      guard let index = indexes[job.projectRoot!] else { return nil }
      let findings = index.findingsOnce(forFile: job.path)
      guard !findings.isEmpty else { return nil }
      return summarize(
        job.rerun(projectFindings: findings, fixedCount: outcomes[position].fixedCount, fixMode: fixMode) { text in
          var fixed = index
          fixed.update(job.path, bytes: text)
          return fixed.findingsOnce(forFile: job.path)
        })
    }
    for (position, summary) in zip(candidates, redone) {
      if let summary { summaries[position] = summary }
    }
    if keepsMemoryUntilExit { KeptUntilExit.keep((outcomes, indexes)) }
    return summaries
  }
}

/// One file of `LintJobs.run`'s pass: a job, or a project file no job lints (root, path).
private enum ProjectWork: Sendable {
  case job(Int)
  case other(String, String)
}

private struct WorkOutcome<Summary: Sendable>: Sendable {
  var summary: Summary?
  var fixedCount: Int
  var facts: ProjectIndex.Entry?
}

extension LintSession {
  /// The jobs for `source`: discovery (folders searched for `*.swift`, the configuration's globs honoured),
  /// then one plan per file.
  ///
  /// - Parameter isForcingExclude: `--force-exclude`: files named on the command line and
  ///   `--stdin-filename` obey `include`/`exclude` too.
  public mutating func jobs(for source: LintSource, isForcingExclude: Bool = false) -> LintJobs {
    var problems: [String] = []
    func note(_ problem: String) {
      if !problems.contains(problem) { problems.append(problem) }
    }
    var jobs: [LintJob] = []
    // A folder walked for the run, with the Swift files found: when it is a project's root, that project's
    // files need no second walk (`navlint lint .` at the root of an app).
    var walked: [String: [String]] = [:]
    func add(path: String, displayPath: String, bytes: [UInt8]?, honoursExclude: Bool) {
      do {
        let plan = try plan(forFile: path, honoursExclude: honoursExclude)
        // An excluded file is skipped, like a file the folder walk does not visit.
        if !plan.isExcluded { jobs.append(LintJob(path: path, displayPath: displayPath, bytes: bytes, plan: plan)) }
      } catch {
        note(error.description)
      }
    }

    switch source {
    case .text(let bytes, let filename):
      let path = FilePath.absolute(filename ?? "<stdin>", relativeTo: currentDirectory)
      let display = filename.map { _ in FilePath.display(path, currentDirectory: currentDirectory) } ?? "<stdin>"
      add(path: path, displayPath: display, bytes: bytes, honoursExclude: filename != nil && isForcingExclude)
    case .staged(let paths):
      do {
        let staged = try StagedFiles.stagedSwiftFiles(in: ".", currentDirectory: currentDirectory)
        let roots = paths.map { FilePath.absolute($0, relativeTo: currentDirectory) }
        for file in staged
        where roots.isEmpty || roots.contains(where: { file.path == $0 || FilePath.relative(file.path, to: $0) != nil })
        {
          add(path: file.path, displayPath: file.displayPath, bytes: file.bytes, honoursExclude: true)
        }
      } catch {
        note(error.description)
      }
    case .paths(let paths):
      let discovery = FileDiscovery.discoverFiles(
        paths: paths, project: &project, currentDirectory: currentDirectory)
      for issue in discovery.issues { note(issue.description) }
      if paths.count <= 1 {
        let folder = FilePath.absolute(paths.first ?? ".", relativeTo: currentDirectory)
        if FileSystem.kind(folder) == .folder { walked[folder] = discovery.files.map(\.path) }
      }
      for file in discovery.files {
        add(
          path: file.path, displayPath: file.displayPath, bytes: nil,
          honoursExclude: file.isExplicit && isForcingExclude)
      }
    }
    guard problems.isEmpty else { return LintJobs(jobs: [], problems: problems) }
    var gathered = LintJobs(jobs: jobs, problems: [])
    attachProjects(to: &gathered, walked: walked)
    return gathered
  }
}

/// What `LintJobs.keepsMemoryUntilExit` keeps: reachable until the process exits, so never freed (nor reported
/// as leaked).
private enum KeptUntilExit {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var kept: [Any] = []

  static func keep(_ value: Any) {
    lock.lock()
    kept.append(value)
    lock.unlock()
  }
}
