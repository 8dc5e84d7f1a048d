import ArgumentParser
import Foundation
import NavlintProject
import NavlintRules

/// `navlint lint [PATH ...]`, the default command: lints files, folders, stdin or the staged files.
struct Lint: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Lint Swift files and folders (the default command).",
    discussion: """
      With no PATH, lints the current folder. Folders are searched for *.swift, skipping .build, .git, \
      Pods, Carthage, DerivedData and the configuration's exclude globs; a file named on the command \
      line is always linted.

      Exit status: 0 no failing finding; 1 at least one error (or warning with --strict); 2 usage, \
      configuration or I/O error.
      """
  )

  @Argument(help: "Files and folders to lint (default: the current folder).")
  var paths: [String] = []

  @Option(
    name: .customLong("format"),
    help: ArgumentHelp(
      "text, json, sarif, github, checkstyle, junit, gitlab or markdown; FORMAT=PATH writes that report to a file. Repeatable.",
      valueName: "format[=path]"))
  var formats: [String] = []

  @Option(
    help: ArgumentHelp("Use this configuration for every file instead of the nearest .navlint.yml.", valueName: "file"))
  var config: String?

  @Flag(name: .customLong("stdin"), help: "Lint the source read from standard input.")
  var readsStandardInput = false

  @Option(help: ArgumentHelp("With --stdin: the path to report and to look up configuration for.", valueName: "name"))
  var stdinFilename: String?

  @Flag(help: "Lint the staged content of staged .swift files (git index), reported under their paths.")
  var staged = false

  @Flag(help: "Apply the configuration's include and exclude globs to named files and --stdin-filename too.")
  var forceExclude = false

  @Flag(help: "Apply safe fixes in place, then report what is left.")
  var fix = false

  @Flag(help: "With --fix: apply unsafe fixes too.")
  var unsafeFixes = false

  @Flag(help: "Warnings fail the run too (exit status 1).")
  var strict = false

  @Flag(help: "Report only failing findings (errors; warnings too with --strict) and no summary.")
  var quiet = false

  @Option(
    name: .customLong("rule"), help: ArgumentHelp("Run only this rule (id or name). Repeatable.", valueName: "rule"))
  var onlyRules: [String] = []

  @Option(
    name: .customLong("disable"),
    help: ArgumentHelp("Do not run this rule (id or name). Repeatable.", valueName: "rule"))
  var disabledRules: [String] = []

  @Option(help: ArgumentHelp("Files linted in parallel (default: all cores).", valueName: "n"))
  var jobs: Int?

  @Option(help: ArgumentHelp("Report only findings not recorded in this baseline file.", valueName: "file"))
  var baseline: String?

  @Option(help: ArgumentHelp("Record every current finding in this baseline file and exit 0.", valueName: "file"))
  var writeBaseline: String?

  @Option(
    help: ArgumentHelp(
      "Colour the text report: auto (terminal only, honours NO_COLOR), always or never.", valueName: "when"))
  var color: ColorChoice = .auto

  @Option(
    help: ArgumentHelp(
      "Print the settings that apply to this file (config files in order, rules, deployment target) and exit.",
      valueName: "file"))
  var showSettings: String?

  func run() async throws {
    if let showSettings {
      try printSettings(forFile: showSettings)
      return
    }
    let request = try makeRequest()
    let status = try await LintRun(request: request, currentDirectory: FilePath.currentDirectory()).execute()
    if status != 0 { throw ExitCode(status) }
  }

  /// Checks the options against each other and resolves rule names.
  func makeRequest() throws(CLIError) -> LintRequest {
    if readsStandardInput && staged { throw CLIError("--stdin and --staged cannot be combined") }
    if readsStandardInput && !paths.isEmpty {
      throw CLIError("--stdin takes no PATH (use --stdin-filename to name the source)")
    }
    if stdinFilename != nil && !readsStandardInput { throw CLIError("--stdin-filename needs --stdin") }
    if fix && readsStandardInput { throw CLIError("--fix cannot be combined with --stdin: it rewrites files in place") }
    if fix && staged {
      throw CLIError(
        "--fix cannot be combined with --staged: fix the working copy with 'navlint lint --fix', then stage it")
    }
    if unsafeFixes && !fix { throw CLIError("--unsafe-fixes needs --fix") }
    if let jobs, jobs < 1 { throw CLIError("--jobs must be at least 1 (got \(jobs))") }

    let input: LintRequest.Input =
      readsStandardInput ? .standardInput(filename: stdinFilename) : staged ? .staged(paths: paths) : .paths(paths)
    return LintRequest(
      input: input,
      configPath: config,
      isForcingExclude: forceExclude,
      fixMode: fix ? (unsafeFixes ? .all : .safe) : nil,
      isStrict: strict,
      isQuiet: quiet,
      onlyRules: onlyRules.isEmpty ? nil : Set(try Self.resolve(onlyRules, option: "--rule")),
      disabledRules: Set(try Self.resolve(disabledRules, option: "--disable")),
      jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
      baselinePath: baseline,
      writeBaselinePath: writeBaseline,
      outputs: try OutputRequest.validated(formats),
      color: color
    )
  }

  /// `--show-settings FILE`: the settings `navlint lint` would use for the file, through the same lint
  /// service (so `--config`, `--rule` and `--disable` count).
  func printSettings(forFile path: String) throws(CLIError) {
    guard paths.isEmpty, !readsStandardInput, !staged, !fix else {
      throw CLIError("--show-settings takes one FILE and no PATH, --stdin, --staged or --fix")
    }
    let request = try makeRequest()
    let currentDirectory = FilePath.currentDirectory()
    do {
      var session = try LintSession(
        currentDirectory: currentDirectory, configPath: request.configPath,
        selection: LintSession.RuleSelection(onlyRules: request.onlyRules, disabledRules: request.disabledRules))
      let plan = try session.plan(forFile: path)
      Console.output(Array(SettingsReport.text(for: plan, currentDirectory: currentDirectory).utf8))
    } catch {
      throw CLIError(error.description)
    }
  }

  /// Rule ids for ids or names; an unknown one is a usage error.
  static func resolve(_ names: [String], option: String) throws(CLIError) -> [RuleID] {
    var ids: [RuleID] = []
    var unknown: [String] = []
    for name in names {
      if let id = RuleCatalog.ruleID(for: name) { ids.append(id) } else { unknown.append(name) }
    }
    guard unknown.isEmpty else {
      throw CLIError(
        messages: unknown.map { "\(option) \($0): unknown rule (run 'navlint rules' to list the ids and names)" })
    }
    return ids
  }
}

extension ColorChoice: ExpressibleByArgument {}
