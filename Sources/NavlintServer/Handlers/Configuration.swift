import NavlintJSON
import NavlintProject
import NavlintRules

/// Which file changes mean the lint settings may have changed.
enum ConfigurationChange {
  /// `.navlint.yml`, and the project files a deployment target is read from.
  static let watchedFileNames = [Configuration.fileName, "Package.swift", "project.pbxproj"]
  /// Also watched: any YAML file may be a configuration some `.navlint.yml` extends.
  static let watchedPatterns = watchedFileNames + ["*.yml", "*.yaml"]

  static func isWatched(uri: String) -> Bool {
    let name = uri.split(separator: "/").last.map(String.init) ?? ""
    return watchedFileNames.contains(name)
  }
}

extension Server {
  /// Whether a changed file is a config file: `.navlint.yml`, a project file, or a file a configuration in
  /// use extends.
  func isConfigurationFile(uri: String) -> Bool {
    if ConfigurationChange.isWatched(uri: uri) { return true }
    guard let path = FileURI.path(of: uri) else { return false }
    return session?.project.lookup.loadedFiles.contains(path) ?? false
  }
}

extension Server {
  /// What applies to a document, from the lint service the CLI uses: its `.navlint.yml` as the CLI finds
  /// it, and its `include`/`exclude` globs (an excluded document gets no findings, like a file the CLI's
  /// folder walk skips). While that config file is broken, the last plan that worked (and the config file
  /// gets a diagnostic).
  mutating func filePlan(forURI uri: String) -> FilePlan {
    let path = FileURI.path(of: uri) ?? uri
    func fallback() -> FilePlan {
      let last = lastGoodPlans[uri] ?? lastGoodAnyPlan
      let settings = FileSettings(configuration: nil, deploymentTarget: nil)
      return FilePlan(
        path: path, settings: last?.settings ?? settings, linter: last?.linter ?? Linter(),
        isExcluded: lastGoodPlans[uri]?.isExcluded ?? false)
    }
    guard FileURI.path(of: uri) != nil, session != nil else { return fallback() }
    do throws(ConfigError) {
      guard let plan = try session?.plan(forFile: path) else { return fallback() }
      if let configPath = plan.settings.configuration?.path { clearConfigError(path: configPath) }
      lastGoodPlans[uri] = plan
      lastGoodAnyPlan = plan
      return plan
    } catch {
      reportConfigError(error)
      return fallback()
    }
  }

  mutating func didChangeWatchedFiles(_ params: JSON?) {
    let changes = (params?["changes"]?.arrayValue ?? []).compactMap { change -> (String, Int64)? in
      guard let uri = change["uri"]?.stringValue else { return nil }
      return (uri, change["type"]?.int64Value ?? 2)
    }
    let relevant = changes.filter { isConfigurationFile(uri: $0.0) }
    if !relevant.isEmpty { return reloadConfiguration(changedURIs: relevant) }
    // Swift files: the navigation model reads them again (an open document's text still wins).
    for (uri, _) in changes where uri.hasSuffix(".swift") {
      if let path = FileURI.path(of: uri) { session?.fileChangedOnDisk(path) }
    }
    refreshCrossFileFindings(except: nil)
  }

  mutating func didChangeConfiguration(_ params: JSON?) {
    reloadConfiguration(changedURIs: [])
  }

  /// Forgets cached configuration, checks the changed config files, and re-lints every open document.
  mutating func reloadConfiguration(changedURIs: [(uri: String, type: Int64)]) {
    session?.invalidate()
    settingsEpoch += 1
    for (uri, type) in changedURIs {
      guard let path = FileURI.path(of: uri), path.hasSuffix(".yml") || path.hasSuffix(".yaml") else { continue }
      if type == 3 {
        clearConfigError(path: path)
        continue
      }
      do throws(ConfigError) {
        _ = try Configuration.load(
          path: path, displayPath: FilePath.display(path, currentDirectory: rootPath))
        clearConfigError(path: path)
      } catch {
        reportConfigError(error)
      }
    }
    log("configuration reloaded")
    if client.supportsPullDiagnostics {
      if client.supportsDiagnosticRefresh { sendRequest(.diagnosticRefresh, .null) }
      // Resolve settings now so broken config files are reported even before the next pull.
      for uri in documents.uris where documents[uri]?.isLinted == true { _ = filePlan(forURI: uri) }
    } else {
      for uri in documents.uris { scheduleDiagnostics(uri: uri) }
    }
  }

  /// Shows a broken config file as a diagnostic on it and (once per distinct problem) as a message.
  mutating func reportConfigError(_ error: ConfigError) {
    let path = FilePath.absolute(error.path, relativeTo: rootPath)
    guard brokenConfigs[path] != error else { return }
    brokenConfigs[path] = error
    log("configuration error: \(error)")
    showMessage("navlint: \(error.description) (the last valid configuration stays in use)", type: 1)
    let line = Int64(max((error.line ?? 1) - 1, 0))
    let column = Int64(max((error.column ?? 1) - 1, 0))
    let diagnostic: JSON = [
      "range": [
        "start": ["line": .integer(line), "character": .integer(column)],
        "end": ["line": .integer(line + 1), "character": 0],
      ],
      "severity": 1,
      "source": "navlint",
      "message": .string(error.problem),
    ]
    send(.publishDiagnostics, ["uri": .string(FileURI.uri(ofPath: path)), "diagnostics": [diagnostic]])
  }

  mutating func clearConfigError(path: String) {
    guard brokenConfigs.removeValue(forKey: path) != nil else { return }
    log("configuration fixed: \(path)")
    send(.publishDiagnostics, ["uri": .string(FileURI.uri(ofPath: path)), "diagnostics": []])
  }
}
