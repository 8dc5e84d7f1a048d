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
    var jobs = try gatherJobs()
    jobs.keepsMemoryUntilExit = true
    let needsLineText = request.baselinePath != nil || request.writeBaselinePath != nil
    let needsSourceText = request.outputs.contains { $0.format == .gitlab }
    let results = await jobs.run(fixMode: request.fixMode, parallelism: request.jobs) {
      FileOutcome($0, needsLineText: needsLineText, needsSourceText: needsSourceText)
    }

    let fixedFiles = results.filter { $0.fixedCount > 0 }
    let fixedCount = fixedFiles.reduce(0) { $0 + $1.fixedCount }
    let errors = results.compactMap(\.error)
    guard errors.isEmpty else {
      if fixedCount > 0 { Console.note(Self.fixedNote(fixedCount, files: fixedFiles.count)) }
      throw CLIError(messages: errors)
    }

    if let writeBaselinePath = request.writeBaselinePath {
      try writeBaseline(results, to: writeBaselinePath)
      return 0
    }

    var kept = results.map { Array($0.findings.indices) }
    var staleBaselineEntries = 0
    if let baseline, let baselinePath = request.baselinePath {
      let keyed = results.enumerated().flatMap { fileIndex, result in
        result.findings.enumerated().map {
          KeyedFinding(file: fileIndex, index: $0.offset, key: key(result, $0.offset, baselineFile: baselinePath))
        }
      }
      let survivors = Set(baseline.filter(findings: keyed).map { [$0.file, $0.index] })
      kept = kept.enumerated().map { fileIndex, indices in indices.filter { survivors.contains([fileIndex, $0]) } }
      staleBaselineEntries = baseline.unmatchedEntries(findings: keyed).reduce(0) { $0 + $1.count }
    }
    if request.isQuiet {
      kept = zip(results, kept).map { result, indices in
        indices.filter { request.fails(result.findings[$0].severity) }
      }
    }

    let files = zip(results, kept).map { result, indices in
      ReportFile(displayPath: result.displayPath, findings: indices.map { result.reported[$0] })
    }
    let report = Report(files: files, rules: ReportRule.all, notes: Self.notes(jobs))
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
        for note in report.notes { Console.note("navlint: \(note.message)") }
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        Console.note(RunSummary(report: report, duration: seconds).text)
      }
    }
    return status
  }

  /// What the run says about itself: the files linted with no deployment target found (excluded files are
  /// not linted, so they do not count).
  static func notes(_ jobs: LintJobs) -> [RunNote] {
    // Counted in place: copying thousands of jobs to count them showed in profiles.
    var linted = 0
    var withoutTarget = 0
    for position in jobs.jobs.indices where !jobs.jobs[position].plan.isExcluded {
      linted += 1
      if jobs.jobs[position].plan.settings.deploymentTarget == nil { withoutTarget += 1 }
    }
    guard withoutTarget > 0 else { return [] }
    return [.noDeploymentTarget(fileCount: withoutTarget, totalFiles: linted)]
  }

  static func fixedNote(_ count: Int, files: Int) -> String {
    "fixed \(count) finding\(count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")"
  }

  // MARK: - Jobs

  /// Every source of the run with its plan, from the one lint service the language server uses too.
  private func gatherJobs() throws(CLIError) -> LintJobs {
    var session: LintSession
    do {
      session = try LintSession(
        currentDirectory: currentDirectory, configPath: request.configPath,
        selection: LintSession.RuleSelection(onlyRules: request.onlyRules, disabledRules: request.disabledRules))
    } catch {
      throw CLIError(error.description)
    }
    let source: LintSource
    switch request.input {
    case .standardInput(let filename): source = .text(Console.readStandardInput(), filename: filename)
    case .staged(let paths): source = .staged(paths: paths)
    case .paths(let paths): source = .paths(paths)
    }
    let gathered = session.jobs(for: source, isForcingExclude: request.isForcingExclude)
    guard gathered.problems.isEmpty else { throw CLIError(messages: gathered.problems) }
    return gathered
  }

  // MARK: - Baseline

  /// What a baseline entry is keyed on: rule, path relative to the baseline file's folder, line text.
  private func key(_ result: FileOutcome, _ position: Int, baselineFile: String) -> BaselineKey {
    let folder = FilePath.parent(FilePath.absolute(baselineFile, relativeTo: currentDirectory))
    let path = FilePath.relative(result.path, to: folder) ?? result.path
    let lineText = position < result.lineTexts.count ? result.lineTexts[position] : ""
    return BaselineKey(rule: result.findings[position].ruleID.rawValue, path: path, lineText: lineText)
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

  private func writeBaseline(_ results: [FileOutcome], to path: String) throws(CLIError) {
    let keys = results.flatMap { result in result.findings.indices.map { key(result, $0, baselineFile: path) } }
    let absolute = FilePath.absolute(path, relativeTo: currentDirectory)
    let display = FilePath.display(absolute, currentDirectory: currentDirectory)
    do {
      try Baseline(findings: keys).write(to: absolute, displayPath: display)
    } catch {
      throw CLIError(error.description)
    }
    if !request.isQuiet {
      Console.note(
        "wrote \(keys.count) finding\(keys.count == 1 ? "" : "s") from \(results.count) file\(results.count == 1 ? "" : "s") to \(display)"
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
