import NavlintRules

/// Finds the configuration that applies to each file: the nearest `.navlint.yml` walking up from the
/// file's folder, or one explicit file (`--config`) for every file.
///
/// Results are cached per folder and each config file is parsed once, so linting thousands of files
/// costs one directory probe per distinct folder. A value type owned by one caller (the CLI before it
/// fans out, the server's worker); call `invalidate()` when a config file may have changed.
public struct ConfigurationLookup: Sendable {
  /// The rules a configuration may name (the registered ones unless a test passes others).
  public let rules: [any Rule.Type]
  /// Used for the paths in error messages.
  public let currentDirectory: String
  /// The `--config` file, which applies to every file when set.
  public private(set) var explicitConfiguration: Configuration?
  private let limits: YAMLLimits
  /// Folder → absolute path of the nearest config file at or above it (`nil`: none up to the root).
  private var nearestConfigPath: [String: String?] = [:]
  /// Config file path → parsed result, errors included so a broken file is reported once per run.
  private var parsed: [String: Result<Configuration, ConfigError>] = [:]

  /// - Parameter explicitPath: the `--config` path (relative to `currentDirectory` or absolute).
  public init(
    explicitPath: String? = nil,
    currentDirectory: String = FilePath.currentDirectory(),
    rules: [any Rule.Type] = AllRules.types,
    limits: YAMLLimits = .standard
  ) throws(ConfigError) {
    self.rules = rules
    self.currentDirectory = currentDirectory
    self.limits = limits
    if let explicitPath {
      let absolute = FilePath.absolute(explicitPath, relativeTo: currentDirectory)
      explicitConfiguration = try Configuration.load(
        path: absolute, displayPath: FilePath.display(absolute, currentDirectory: currentDirectory),
        rules: rules, limits: limits)
    }
  }

  /// The configuration for a file (absolute or relative to `currentDirectory`), `nil` when no config
  /// file applies.
  public mutating func configuration(forFile path: String) throws(ConfigError) -> Configuration? {
    let absolute = FilePath.absolute(path, relativeTo: currentDirectory)
    return try configuration(forFolder: FilePath.parent(absolute))
  }

  /// The configuration for everything directly inside `folder`.
  public mutating func configuration(forFolder folder: String) throws(ConfigError) -> Configuration? {
    if let explicitConfiguration { return explicitConfiguration }
    let absolute = FilePath.absolute(folder, relativeTo: currentDirectory)
    guard let configPath = nearestConfig(from: absolute) else { return nil }
    if let cached = parsed[configPath] { return try cached.get() }
    let result = Result { () throws(ConfigError) -> Configuration in
      try Configuration.load(
        path: configPath, displayPath: FilePath.display(configPath, currentDirectory: currentDirectory),
        rules: rules, limits: limits)
    }
    parsed[configPath] = result
    return try result.get()
  }

  /// Forgets every cached lookup and parse (for the language server after a config file changes).
  public mutating func invalidate() {
    nearestConfigPath.removeAll()
    parsed.removeAll()
  }

  private mutating func nearestConfig(from folder: String) -> String? {
    var visited: [String] = []
    var current = folder
    var found: String?
    while true {
      if let cached = nearestConfigPath[current] {
        found = cached
        break
      }
      visited.append(current)
      let candidate = FilePath.join(current, Configuration.fileName)
      if FileSystem.isRegularFile(candidate) {
        found = candidate
        break
      }
      if current == "/" { break }
      current = FilePath.parent(current)
    }
    for folder in visited { nearestConfigPath[folder] = .some(found) }
    return found
  }
}
