import Foundation
import NavlintRules

/// The settings of one `.navlint.yml`: deployment target, file globs and per-rule settings.
///
/// Globs are relative to `folder`, the folder of the config file. A default configuration (no file)
/// has no globs and no rule settings.
public struct Configuration: Sendable, Hashable {
  /// File name looked up when walking up from a linted file.
  public static let fileName = ".navlint.yml"

  /// Absolute path of the file this came from; `nil` for the built-in default.
  public var path: String?
  /// Absolute folder that `include` and `exclude` are relative to.
  public var folder: String
  /// `minimum_ios`, when set.
  public var minimumIOS: DeploymentVersion?
  /// When not empty, only files matching one of these are linted (unless named explicitly).
  public var include: [Glob]
  /// Files and folders matching one of these are skipped (unless named explicitly).
  public var exclude: [Glob]
  /// What the file says about each rule it names (by id): on or off, severity, options. The engine's own
  /// type, so settings need no translation.
  public var rules: [RuleID: RuleConfiguration]

  public init(
    path: String? = nil,
    folder: String,
    minimumIOS: DeploymentVersion? = nil,
    include: [Glob] = [],
    exclude: [Glob] = [],
    rules: [RuleID: RuleConfiguration] = [:]
  ) {
    self.path = path
    self.folder = folder
    self.minimumIOS = minimumIOS
    self.include = include
    self.exclude = exclude
    self.rules = rules
  }

  /// Whether an absolute path (file or folder) matches an `exclude` glob.
  public func isExcluded(_ absolutePath: String) -> Bool {
    guard !exclude.isEmpty, let relative = FilePath.relative(absolutePath, to: folder), relative != "." else {
      return false
    }
    return exclude.contains { $0.matches(relative) }
  }

  /// Whether an absolute file path passes the `include` globs (always true when there are none).
  public func isIncluded(_ absolutePath: String) -> Bool {
    guard !include.isEmpty else { return true }
    guard let relative = FilePath.relative(absolutePath, to: folder), relative != "." else { return false }
    return include.contains { $0.matches(relative) }
  }

  /// Whether a file found in a folder walk should be linted: not excluded, and included when there
  /// are `include` globs. (Files named explicitly are linted regardless.)
  public func allowsLinting(_ absolutePath: String) -> Bool {
    !isExcluded(absolutePath) && isIncluded(absolutePath)
  }

  // MARK: - Loading

  /// Parses configuration text.
  ///
  /// - Parameters:
  ///   - text: the YAML text.
  ///   - path: absolute path of the file; its folder anchors the globs.
  ///   - displayPath: how errors name the file (defaults to `path`).
  ///   - rules: the rules that may be configured, with their options (the registered ones by default).
  public static func parse(
    _ text: String,
    path: String,
    displayPath: String? = nil,
    rules: [any Rule.Type] = AllRules.types,
    limits: YAMLLimits = .standard
  ) throws(ConfigError) -> Configuration {
    let parser = ConfigParser(path: path, displayPath: displayPath ?? path, rules: rules, limits: limits)
    return try parser.parse(text)
  }

  /// Reads and parses a configuration file.
  public static func load(
    path: String,
    displayPath: String? = nil,
    rules: [any Rule.Type] = AllRules.types,
    limits: YAMLLimits = .standard
  ) throws(ConfigError) -> Configuration {
    let shown = displayPath ?? path
    let data: Data
    do {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw ConfigError.unreadable(path: shown, reason: "no such file")
      }
      if isFolder.boolValue { throw ConfigError.unreadable(path: shown, reason: "is a folder") }
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch let error as ConfigError {
      throw error
    } catch {
      throw ConfigError.unreadable(path: shown, reason: FileSystem.describe(error))
    }
    guard data.count <= limits.maxBytes else {
      throw ConfigError.unreadable(path: shown, reason: "larger than \(limits.maxBytes) bytes")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ConfigError.unreadable(path: shown, reason: "not valid UTF-8")
    }
    return try parse(text, path: path, displayPath: shown, rules: rules, limits: limits)
  }
}
