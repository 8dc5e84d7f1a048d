import NavlintRules

/// Finds the configuration that applies to each file: the nearest `.navlint.yml` walking up from the
/// file's folder, merged over the nearest one above it and so on up to the file system root or a file
/// with `root: true`, or one explicit file (`--config`) for every file. Each file's `extends` are merged
/// under it first.
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
  /// Config file path → that file alone, parsed; errors included so a broken file is reported once per run.
  private var parsed: [String: Result<Configuration, ConfigError>] = [:]
  /// Config file path → the file merged over its `extends` and its parents.
  private var effective: [String: Result<Configuration, ConfigError>] = [:]

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
      let file = try parsedFile(absolute)
      explicitConfiguration = try withExtends(file, chain: [absolute])
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
    return try effectiveConfiguration(configPath)
  }

  /// Every config file read so far (nearest files, their parents and what they extend): the files whose
  /// change means the settings may have changed.
  public var loadedFiles: Set<String> { Set(parsed.keys) }

  /// The config file at `path` merged over what it extends and over the nearest config file above its
  /// folder (unless it says `root: true`).
  private mutating func effectiveConfiguration(_ path: String) throws(ConfigError) -> Configuration {
    if let cached = effective[path] { return try cached.get() }
    let result = Result { () throws(ConfigError) -> Configuration in
      let file = try parsedFile(path)
      var configuration = try withExtends(file, chain: [path])
      let parentFolder = FilePath.parent(file.folder)
      if !file.isRoot, parentFolder != file.folder, let parentPath = nearestConfig(from: parentFolder) {
        configuration = configuration.merged(over: try effectiveConfiguration(parentPath))
      }
      return configuration
    }
    effective[path] = result
    return try result.get()
  }

  /// `file` merged over the files it extends (each with its own `extends`), in order. `chain` holds the
  /// files being resolved, so a cycle is an error at the `extends` entry that closes it.
  private mutating func withExtends(_ file: Configuration, chain: [String]) throws(ConfigError) -> Configuration {
    guard !file.extends.isEmpty, let filePath = file.path else { return file }
    let shown = FilePath.display(filePath, currentDirectory: currentDirectory)
    var base: Configuration?
    for reference in file.extends {
      let target = FilePath.absolute(reference.path, relativeTo: file.folder)
      func problem(_ text: String) -> ConfigError {
        .invalid(path: shown, line: reference.line, column: reference.column, problem: text)
      }
      if chain.contains(target) {
        let names = (chain + [target]).map { FilePath.display($0, currentDirectory: currentDirectory) }
        throw problem("'extends' makes a cycle: " + names.joined(separator: " → "))
      }
      let extended: Configuration
      do {
        extended = try parsedFile(target)
      } catch .unreadable(_, let reason) {
        throw problem("cannot read the extended configuration '\(reference.path)': \(reason)")
      }
      let resolved = try withExtends(extended, chain: chain + [target])
      base = base.map { resolved.merged(over: $0) } ?? resolved
    }
    var result = base.map { file.merged(over: $0) } ?? file
    result.extends = []
    return result
  }

  /// One config file parsed on its own (cached, errors too).
  private mutating func parsedFile(_ path: String) throws(ConfigError) -> Configuration {
    if let cached = parsed[path] { return try cached.get() }
    let result = Result { () throws(ConfigError) -> Configuration in
      try Configuration.load(
        path: path, displayPath: FilePath.display(path, currentDirectory: currentDirectory), rules: rules,
        limits: limits)
    }
    parsed[path] = result
    return try result.get()
  }

  /// Forgets every cached lookup and parse (for the language server after a config file changes).
  public mutating func invalidate() {
    nearestConfigPath.removeAll()
    parsed.removeAll()
    effective.removeAll()
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
