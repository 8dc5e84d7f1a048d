import NavlintProject
import NavlintReport
import NavlintRules
import NavlintSyntax

/// One `navlint lint` run: gathers the sources and their settings, lints them in parallel, applies
/// fixes, the baseline and `--quiet`, writes the reports and returns the exit status.
///
/// Every configuration, discovery or baseline problem is found before any file is linted or written.
/// When anything goes wrong the run throws `CLIError` (exit 2) and writes no report at all, so machine
/// formats never see partial output.
struct LintRun {
  var request: LintRequest
  var currentDirectory: String

  // MARK: - Running

  func execute() async throws(CLIError) -> Int32 {
    let clock = ContinuousClock()
    let start = clock.now
    let baseline = try loadBaseline()
    let inputs = try gatherInputs()
    let fixMode = request.fixMode
    let needsLineText = request.baselinePath != nil || request.writeBaselinePath != nil
    let outcomes = await ParallelMap.map(inputs, jobs: request.jobs) { input in
      FileLinter.lint(input, fixMode: fixMode, needsLineText: needsLineText)
    }

    let fixedFiles = outcomes.filter { $0.fixedCount > 0 }
    let fixedCount = fixedFiles.reduce(0) { $0 + $1.fixedCount }
    let errors = outcomes.compactMap(\.error)
    guard errors.isEmpty else {
      if fixedCount > 0 { Console.note(Self.fixedNote(fixedCount, files: fixedFiles.count)) }
      throw CLIError(messages: errors)
    }

    if let writeBaselinePath = request.writeBaselinePath {
      try writeBaseline(outcomes, to: writeBaselinePath)
      return 0
    }

    var kept = outcomes.map(\.findings)
    var staleBaselineEntries = 0
    if let baseline, let baselinePath = request.baselinePath {
      let keyed = outcomes.enumerated().flatMap { fileIndex, outcome in
        outcome.findings.enumerated().map {
          KeyedFinding(file: fileIndex, index: $0.offset, key: key(outcome, $0.element, baselineFile: baselinePath))
        }
      }
      let survivors = Set(baseline.filter(findings: keyed).map { [$0.file, $0.index] })
      kept = outcomes.enumerated().map { fileIndex, outcome in
        outcome.findings.enumerated().filter { survivors.contains([fileIndex, $0.offset]) }.map(\.element)
      }
      staleBaselineEntries = baseline.unmatchedEntries(findings: keyed).reduce(0) { $0 + $1.count }
    }
    if request.isQuiet {
      kept = kept.map { $0.filter { request.fails($0.finding.severity) } }
    }

    let files = zip(outcomes, kept).map { outcome, findings in
      ReportFile(displayPath: outcome.displayPath, findings: findings.map(\.finding))
    }
    let report = Report(files: files, rules: ReportRule.all)
    let status: Int32 = report.files.contains { $0.findings.contains { request.fails($0.severity) } } ? 1 : 0
    try writeReports(report)

    if !request.isQuiet {
      if fixedCount > 0 { Console.note(Self.fixedNote(fixedCount, files: fixedFiles.count)) }
      if staleBaselineEntries > 0 {
        Console.note(
          "\(staleBaselineEntries) baseline \(staleBaselineEntries == 1 ? "entry matches" : "entries match") "
            + "nothing any more; run with --write-baseline to drop them")
      }
      let showsSummary = !request.outputs.contains { $0.path == nil && $0.format != .text }
      if showsSummary {
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        Console.note(RunSummary(report: report, duration: seconds).text)
      }
    }
    return status
  }

  static func fixedNote(_ count: Int, files: Int) -> String {
    "fixed \(count) finding\(count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")"
  }

  // MARK: - Inputs

  private func gatherInputs() throws(CLIError) -> [LintInput] {
    var project: ProjectSettings
    do {
      let lookup = try ConfigurationLookup(
        knownRules: RuleSettingsAdapter.knownRules, explicitPath: request.configPath,
        currentDirectory: currentDirectory)
      project = ProjectSettings(lookup: lookup)
    } catch {
      throw CLIError(error.description)
    }
    var errors: [String] = []
    // One linter per distinct settings (building one prepares its rules and their triggers).
    var cache: [FileSettings: Linter] = [:]
    // A file's settings depend only on its folder (nearest config, nearest project file), so they are
    // resolved once per folder; `nil` records a folder whose configuration is broken (already reported).
    var folderCache: [String: Linter?] = [:]
    func resolvedLinter(for path: String) -> Linter? {
      let folder = FilePath.parent(FilePath.absolute(path, relativeTo: project.lookup.currentDirectory))
      if let cached = folderCache[folder] { return cached }
      do {
        let fileSettings = try project.settings(forFile: path)
        if let cached = cache[fileSettings] {
          folderCache[folder] = .some(cached)
          return cached
        }
        let linter = Linter(
          settings: RuleSettingsAdapter.ruleSettings(
            for: fileSettings, onlyRules: request.onlyRules, disabledRules: request.disabledRules))
        cache[fileSettings] = linter
        folderCache[folder] = .some(linter)
        return linter
      } catch {
        if !errors.contains(error.description) { errors.append(error.description) }
        folderCache[folder] = .some(nil)
        return nil
      }
    }

    var inputs: [LintInput] = []
    switch request.input {
    case .standardInput(let filename):
      let bytes = Console.readStandardInput()
      let path = FilePath.absolute(filename ?? "<stdin>", relativeTo: currentDirectory)
      let display = filename.map { _ in FilePath.display(path, currentDirectory: currentDirectory) } ?? "<stdin>"
      let isSkipped = filename != nil && request.isForcingExclude && !allowsLinting(path, &project, &errors)
      if !isSkipped, let linter = resolvedLinter(for: path) {
        inputs.append(LintInput(path: path, displayPath: display, bytes: bytes, linter: linter))
      }
    case .staged(let paths):
      let staged: [StagedFile]
      do {
        staged = try StagedFiles.stagedSwiftFiles(in: ".", currentDirectory: currentDirectory)
      } catch {
        throw CLIError(error.description)
      }
      let roots = paths.map { FilePath.absolute($0, relativeTo: currentDirectory) }
      for file in staged {
        if !roots.isEmpty && !roots.contains(where: { file.path == $0 || FilePath.relative(file.path, to: $0) != nil })
        {
          continue
        }
        guard allowsLinting(file.path, &project, &errors) else { continue }
        if let linter = resolvedLinter(for: file.path) {
          inputs.append(
            LintInput(path: file.path, displayPath: file.displayPath, bytes: file.bytes, linter: linter))
        }
      }
    case .paths(let paths):
      let discovery = FileDiscovery.discoverFiles(
        paths: paths, lookup: &project.lookup, currentDirectory: currentDirectory)
      for issue in discovery.issues where !errors.contains(issue.description) { errors.append(issue.description) }
      for file in discovery.files {
        if file.isExplicit && request.isForcingExclude && !allowsLinting(file.path, &project, &errors) { continue }
        if let linter = resolvedLinter(for: file.path) {
          inputs.append(LintInput(path: file.path, displayPath: file.displayPath, bytes: nil, linter: linter))
        }
      }
    }
    guard errors.isEmpty else { throw CLIError(messages: errors) }
    return inputs
  }

  /// Whether the configuration of `path` lets it be linted (`include` and `exclude`); a configuration
  /// error is recorded and answers no.
  private func allowsLinting(_ path: String, _ project: inout ProjectSettings, _ errors: inout [String]) -> Bool {
    do {
      guard let configuration = try project.lookup.configuration(forFile: path) else { return true }
      return configuration.allowsLinting(path)
    } catch {
      if !errors.contains(error.description) { errors.append(error.description) }
      return false
    }
  }

  // MARK: - Baseline

  /// What a baseline entry is keyed on: rule, path relative to the baseline file's folder, line text.
  private func key(
    _ outcome: FileOutcome, _ finding: FileOutcome.LocatedFinding, baselineFile: String
  ) -> BaselineKey {
    let folder = FilePath.parent(FilePath.absolute(baselineFile, relativeTo: currentDirectory))
    let path = FilePath.relative(outcome.path, to: folder) ?? outcome.path
    return BaselineKey(rule: finding.finding.ruleID.rawValue, path: path, lineText: finding.lineText)
  }

  private func loadBaseline() throws(CLIError) -> Baseline? {
    guard let path = request.baselinePath else { return nil }
    let absolute = FilePath.absolute(path, relativeTo: currentDirectory)
    do {
      return try Baseline.load(
        path: absolute, displayPath: FilePath.display(absolute, currentDirectory: currentDirectory))
    } catch {
      throw CLIError(error.description)
    }
  }

  private func writeBaseline(_ outcomes: [FileOutcome], to path: String) throws(CLIError) {
    let keys = outcomes.flatMap { outcome in outcome.findings.map { key(outcome, $0, baselineFile: path) } }
    let absolute = FilePath.absolute(path, relativeTo: currentDirectory)
    let display = FilePath.display(absolute, currentDirectory: currentDirectory)
    do {
      try Baseline(findings: keys).write(to: absolute, displayPath: display)
    } catch {
      throw CLIError(error.description)
    }
    if !request.isQuiet {
      Console.note(
        "wrote \(keys.count) finding\(keys.count == 1 ? "" : "s") from \(outcomes.count) file\(outcomes.count == 1 ? "" : "s") to \(display)"
      )
    }
  }

  // MARK: - Reports

  /// Renders every report first, then writes the files, then standard output: a failure anywhere
  /// leaves standard output empty.
  private func writeReports(_ report: Report) throws(CLIError) {
    let colored = request.color.isColored(isTerminal: Console.isOutputTerminal, environment: Console.environment)
    var rendered: [(OutputRequest, [UInt8])] = []
    for output in request.outputs {
      let reporter = output.format.reporter(isColored: output.path == nil && colored)
      do {
        rendered.append((output, try reporter.render(report)))
      } catch {
        throw CLIError(error.description)
      }
    }
    for (output, bytes) in rendered {
      guard let path = output.path else { continue }
      let absolute = FilePath.absolute(path, relativeTo: currentDirectory)
      let display = FilePath.display(absolute, currentDirectory: currentDirectory)
      do {
        try Files.createFolder(FilePath.parent(absolute))
      } catch {
        throw CLIError("\(display): cannot write: cannot create its folder")
      }
      do {
        try AtomicFile.write(bytes, to: absolute, displayPath: display)
      } catch {
        throw CLIError(error.description)
      }
    }
    for (output, bytes) in rendered where output.path == nil {
      Console.output(bytes)
    }
  }
}

/// A finding with its position in the outcome list, so baseline filtering can be mapped back.
private struct KeyedFinding: BaselineMatchable {
  var file: Int
  var index: Int
  var key: BaselineKey
  var baselineKey: BaselineKey { key }
}
