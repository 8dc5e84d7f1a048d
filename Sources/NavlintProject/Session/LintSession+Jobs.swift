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
        paths: paths, lookup: &project.lookup, currentDirectory: currentDirectory)
      for issue in discovery.issues { note(issue.description) }
      for file in discovery.files {
        add(
          path: file.path, displayPath: file.displayPath, bytes: nil,
          honoursExclude: file.isExplicit && isForcingExclude)
      }
    }
    guard problems.isEmpty else { return LintJobs(jobs: [], problems: problems) }
    attachProjects(to: &jobs)
    return LintJobs(jobs: jobs, problems: problems)
  }
}
