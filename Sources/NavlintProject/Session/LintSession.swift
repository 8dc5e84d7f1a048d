import NavlintRules
import NavlintSyntax

/// The one lint service of navlint. `navlint lint` (files, folders, `--stdin`, `--staged`, `--fix`) and the
/// language server (diagnostics, code actions, fix-all) both lint through it, so the same text with the
/// same settings gives the same findings and fixes everywhere.
///
/// It owns the project settings (the nearest `.navlint.yml`, the deployment target), one `Linter` per
/// distinct settings, the command line's rule selection, exclusion and the open documents' text. A file's
/// settings depend only on its folder, so they are resolved once per folder.
///
/// A value owned by one caller: the CLI resolves every job's `FilePlan` on one thread, then lints the jobs
/// in parallel (plans are plain values); the server's worker owns its session. Call `invalidate()` after a
/// configuration or project file changes.
///
/// Project-wide pass (the app's navigation model): the session is where the per-project state lives (the
/// files of each project, read through `bytes(ofFile:)` so open text wins over disk), and `FilePlan.lint`
/// is where its findings for one file join the per-file ones.
public struct LintSession: Sendable {
  /// `--rule` and `--disable` from the command line (the server uses none).
  public struct RuleSelection: Sendable, Hashable {
    /// Only these rules run (nil: all).
    public var onlyRules: Set<RuleID>?
    public var disabledRules: Set<RuleID>

    public init(onlyRules: Set<RuleID>? = nil, disabledRules: Set<RuleID> = []) {
      self.onlyRules = onlyRules
      self.disabledRules = disabledRules
    }
  }

  public internal(set) var project: ProjectSettings
  public let selection: RuleSelection
  /// One linter per distinct settings (building one prepares its rules and their triggers).
  private var linters: [FileSettings: Linter] = [:]
  /// Linters for files that `overrides` give other rule settings than their folder's.
  private var overrideLinters: [RuleSettings: Linter] = [:]
  /// Folder → its settings and linter, or the configuration error that stops it.
  private var folders: [String: Result<FolderPlan, ConfigError>] = [:]
  /// Open documents by absolute path: their text wins over the file on disk.
  public private(set) var overlay: [String: [UInt8]] = [:]
  /// Open documents whose text changed since it last joined its project's model (an edit not linted yet):
  /// what `navigationModel(ofFile:bytes:)` brings in before answering, without hashing every open document.
  var documentsNotIndexed: Set<String> = []
  /// The navigation model of each project (by root) that a linted file belongs to.
  var projects: [String: ProjectIndex] = [:]
  /// Which folders hold a project marker (`.git`, `Package.swift`…), and each folder's nearest one: see
  /// `ProjectIndex.root`.
  private var projectMarkers = ProjectIndex.RootCache()
  /// The project root of a file under no project marker (`.git`, `Package.swift`…) but under this folder:
  /// the current directory for the CLI, the workspace folder for the server.
  public var fallbackRoot: String
  /// Whether only projects inside `fallbackRoot` are indexed (the server: its workspace folder, never a
  /// stray file's folder such as `/tmp`).
  public var indexesOnlyInsideFallbackRoot = false
  /// Whether cross-file rules run at all (the server turns them off when the client names no workspace).
  public var runsProjectPass = true
  /// Whether a project's model is built off the caller's thread (the server): `projectFindings` then
  /// answers without it until `install` hands it over (see `LintSession+Indexing.swift`).
  public var indexesInBackground = false
  /// Projects being built in the background, by root: the build's number and the files changed on disk
  /// since it started (read again when it is installed).
  var indexing: [String: (build: Int, changedOnDisk: Set<String>)] = [:]
  /// Builds asked for and not yet handed out (`takeIndexBuilds`).
  var requestedBuilds: [String] = []
  var nextBuild = 1
  /// Bumped whenever some project's facts change: the cross-file findings of any file may have changed.
  public internal(set) var modelGeneration = 0

  private struct FolderPlan: Sendable {
    var settings: FileSettings
    var linter: Linter
  }

  /// - Parameters:
  ///   - configPath: `--config` (relative to `currentDirectory` or absolute): one configuration for every file.
  public init(
    currentDirectory: String, configPath: String? = nil, selection: RuleSelection = RuleSelection()
  ) throws(ConfigError) {
    let lookup = try ConfigurationLookup(explicitPath: configPath, currentDirectory: currentDirectory)
    self.project = ProjectSettings(lookup: lookup)
    self.selection = selection
    self.fallbackRoot = lookup.currentDirectory
  }

  public var currentDirectory: String { project.lookup.currentDirectory }

  // MARK: - Plans

  /// What applies to the file at `path` (absolute or relative to the current directory).
  ///
  /// - Parameter honoursExclude: whether the configuration's `include`/`exclude` globs apply (a file named
  ///   on the command line is linted regardless, unless `--force-exclude`; the server honours them).
  public mutating func plan(forFile path: String, honoursExclude: Bool = true) throws(ConfigError) -> FilePlan {
    let absolute = FilePath.absolute(path, relativeTo: currentDirectory)
    let folder = FilePath.parent(absolute)
    let resolved: FolderPlan
    if let cached = folders[folder] {
      resolved = try cached.get()
    } else {
      do {
        let settings = try project.settings(forFile: absolute)
        let linter: Linter
        if let cached = linters[settings] {
          linter = cached
        } else {
          linter = Linter(
            settings: settings.ruleSettings(onlyRules: selection.onlyRules, disabledRules: selection.disabledRules))
          linters[settings] = linter
        }
        resolved = FolderPlan(settings: settings, linter: linter)
        folders[folder] = .success(resolved)
      } catch {
        folders[folder] = .failure(error)
        throw error
      }
    }
    let isExcluded = honoursExclude && !(resolved.settings.configuration?.allowsLinting(absolute) ?? true)
    var linter = resolved.linter
    if resolved.settings.configuration?.hasOverrides == true {
      // `overrides` may give this file other rule settings than its folder's.
      let ruleSettings = resolved.settings.ruleSettings(
        forFile: absolute, onlyRules: selection.onlyRules, disabledRules: selection.disabledRules)
      if ruleSettings != linter.settings {
        linter = overrideLinters[ruleSettings] ?? Linter(settings: ruleSettings)
        overrideLinters[ruleSettings] = linter
      }
    }
    return FilePlan(path: absolute, settings: resolved.settings, linter: linter, isExcluded: isExcluded)
  }

  /// Lints `bytes` as the text of the file at `path`, cross-file rules included.
  public mutating func lint(path: String, bytes: [UInt8]) throws(ConfigError) -> LintedFile {
    return lintWithProjectFindings(try plan(forFile: path), bytes: bytes).file
  }

  /// Fixes `bytes` as the text of the file at `path` (safe fixes, or all with `includeUnsafe`).
  public mutating func fix(path: String, bytes: [UInt8], includeUnsafe: Bool = false) throws(ConfigError) -> FixedFile {
    let plan = try plan(forFile: path)
    guard plan.linter.runsProjectRules else { return plan.fix(bytes, includeUnsafe: includeUnsafe) }
    let root = projectRoot(ofFile: plan.path)
    let index = projects[root]
    return plan.fix(bytes, includeUnsafe: includeUnsafe) { fixed in
      guard var index else { return [] }
      index.update(plan.path, bytes: fixed)
      return index.findings(forFile: plan.path)
    }
  }

  /// Forgets cached configuration, deployment targets, linters and project models (after a config or project
  /// file changed).
  public mutating func invalidate() {
    project.invalidate()
    folders.removeAll()
    linters.removeAll()
    overrideLinters.removeAll()
    projects.removeAll()
    projectMarkers = ProjectIndex.RootCache()
    indexing.removeAll()
    requestedBuilds.removeAll()
    modelGeneration += 1
  }

  // MARK: - The app's navigation model

  /// The cross-file findings (NAV017–NAV019) for `bytes` as the text of `plan`'s file: the model of its
  /// project, read from disk (open documents' text winning) the first time, with `bytes` in place of the
  /// file. Empty when the plan's settings turn every cross-file rule off or exclude the file.
  public mutating func projectFindings(for plan: FilePlan, bytes: [UInt8]) -> [Finding] {
    guard runsProjectPass, !plan.isExcluded, plan.linter.runsProjectRules else { return [] }
    guard let root = indexedRoot(ofFile: plan.path) else { return [] }
    guard var index = projects.removeValue(forKey: root) ?? (indexesInBackground ? nil : makeIndex(root: root)) else {
      requestBuild(root: root)
      return []
    }
    if index.update(plan.path, bytes: bytes) { modelGeneration += 1 }
    noteJoined(plan.path, bytes: bytes)
    let findings = index.findings(forFile: plan.path)
    projects[root] = index
    return findings
  }

  /// Lints `bytes` as the text of `plan`'s file with its cross-file findings joined, building the file's
  /// structure once for both (the server's path: `lint` after `projectFindings` would tokenize twice).
  ///
  /// `built` is the structure of `bytes` the caller built already, with the check of the rules it shares with
  /// a reading of the same text (the server's typed text whose facts the model holds: `factsOfTypedText`);
  /// it is used unless the facts must be read here.
  public mutating func lintWithProjectFindings(
    _ plan: FilePlan, bytes: [UInt8], built: (structure: FileStructure, shared: SharedRuleCheck?)? = nil
  ) -> (file: LintedFile, crossFile: [Finding]) {
    func lint(_ crossFile: [Finding]) -> LintedFile {
      built.map { plan.lint($0.structure, projectFindings: crossFile, shared: $0.shared) }
        ?? plan.lint(bytes, projectFindings: crossFile)
    }
    guard runsProjectPass, !plan.isExcluded, plan.linter.runsProjectRules, let root = indexedRoot(ofFile: plan.path),
      var index = projects.removeValue(forKey: root)
    else {
      let crossFile = projectFindings(for: plan, bytes: bytes)
      return (lint(crossFile), crossFile)
    }
    noteJoined(plan.path, bytes: bytes)
    if index.hasFacts(of: plan.path, for: bytes) {
      let crossFile = index.findings(forFile: plan.path)
      projects[root] = index
      return (lint(crossFile), crossFile)
    }
    var crossFile: [Finding] = []
    var modelChanged = false
    let (linted, _) = plan.lintReadingFacts(bytes) { entry in
      modelChanged = index.set(plan.path, entry)
      crossFile = index.findings(forFile: plan.path)
      return crossFile
    }
    if modelChanged { modelGeneration += 1 }
    projects[root] = index
    return (linted, crossFile)
  }

  /// Records that the model now holds `bytes` as the text of the file at `path`: an open document whose text
  /// this is needs no bringing in; one whose text differs does (`documentsNotIndexed`).
  mutating func noteJoined(_ path: String, bytes: [UInt8]) {
    guard let open = overlay[path] else { return }
    if open == bytes { documentsNotIndexed.remove(path) } else { documentsNotIndexed.insert(path) }
  }

  /// The root of the project of the file at `path` (absolute), when that project is one the session models.
  mutating func indexedRoot(ofFile path: String) -> String? {
    let root = projectRoot(ofFile: path)
    if indexesOnlyInsideFallbackRoot {
      guard fallbackRoot != "/", FilePath.relative(root, to: fallbackRoot) != nil else { return nil }
    }
    return root
  }

  /// The project root of the file at `path` (absolute): see `ProjectIndex`.
  mutating func projectRoot(ofFile path: String) -> String {
    ProjectIndex.root(ofFile: path, fallback: fallbackRoot, cache: &projectMarkers, names: &project.folders)
  }

  /// Every Swift file a lint run would visit under `root` (absolute paths).
  mutating func projectFiles(root: String) -> [String] {
    FileDiscovery.discoverFiles(paths: [root], project: &project, currentDirectory: root).files.map(\.path)
  }

  /// Reads every Swift file a lint run would visit under `root` (open documents' text winning).
  mutating func makeIndex(root: String) -> ProjectIndex {
    let session = self
    return ProjectIndex(root: root, files: projectFiles(root: root)) { path in try? session.bytes(ofFile: path) }
  }

  /// Marks each job with the project whose model holds its facts, and lists each such project's other
  /// files, so `LintJobs.run` reads every project file once. A job's in-memory text (stdin, a staged blob)
  /// stands in for the file on disk; text from stdin without a file name belongs to no project. `walked`: the
  /// Swift files of folders the run's discovery walked already, by folder.
  mutating func attachProjects(to gathered: inout LintJobs, walked: [String: [String]]) {
    guard runsProjectPass else { return }
    var roots = Set<String>()
    for position in gathered.jobs.indices {
      let job = gathered.jobs[position]
      guard job.plan.linter.runsProjectRules, !job.plan.isExcluded, job.displayPath != "<stdin>" else { continue }
      let root = projectRoot(ofFile: job.path)
      gathered.jobs[position].projectRoot = root
      gathered.jobs[position].getsProjectFindings = true
      roots.insert(root)
    }
    guard !roots.isEmpty else { return }
    var linted: [String: Int] = [:]
    for (position, job) in gathered.jobs.enumerated() { linted[job.path] = position }
    for root in roots.sorted() {
      var others: [String] = []
      for path in walked[root] ?? projectFiles(root: root) {
        if let position = linted[path], [nil, root].contains(gathered.jobs[position].projectRoot) {
          // A linted file whose own settings run no cross-file rule still gives the model its facts.
          gathered.jobs[position].projectRoot = root
        } else {
          others.append(path)
        }
      }
      gathered.otherProjectFiles[root] = others
    }
  }

  // MARK: - Open documents

  /// Records the text of an open document (`nil` when it is closed): it wins over the file on disk.
  public mutating func setOverlay(_ bytes: [UInt8]?, forFile path: String) {
    let absolute = FilePath.absolute(path, relativeTo: currentDirectory)
    overlay[absolute] = bytes
    if bytes == nil { documentsNotIndexed.remove(absolute) } else { documentsNotIndexed.insert(absolute) }
  }

  /// The text of a file: the open document's when there is one, else the file on disk.
  public func bytes(ofFile path: String) throws(FileError) -> [UInt8] {
    let absolute = FilePath.absolute(path, relativeTo: currentDirectory)
    if let open = overlay[absolute] { return open }
    return try SourceFile.read(absolute, displayPath: FilePath.display(absolute, currentDirectory: currentDirectory))
  }
}
