import Foundation
import NavlintRules

/// The settings that apply in one folder: deployment target, file globs and per-rule settings.
///
/// Parsing a file gives that file's own settings (with its `extends` and `root` still to resolve);
/// `ConfigurationLookup` then merges it over what it extends and over the nearest config file above its
/// folder (`merged(over:)`): keys the file sets win, everything else is inherited. Globs stay relative to
/// the folder of the file that wrote them. A default configuration (no file) has no globs and no rule
/// settings.
public struct Configuration: Sendable, Hashable {
  /// File name looked up when walking up from a linted file.
  public static let fileName = ".navlint.yml"

  /// Absolute path of the nearest file (the one that applies last); `nil` for the built-in default.
  public var path: String?
  /// Absolute folder of `path`.
  public var folder: String
  /// Every config file this was built from, in the order they apply: the outermost parent first, and a
  /// file's `extends` just before the file.
  public var files: [String]
  /// `minimum_ios`, when set.
  public var minimumIOS: DeploymentVersion?
  /// The file that set `minimum_ios`.
  public var minimumIOSFile: String?
  /// When not empty, only files matching one of these are linted (unless named explicitly).
  public var include: [Glob]
  /// The folder `include` is relative to (the folder of the file that set it).
  public var includeFolder: String
  /// Files and folders matching one of these are skipped (unless named explicitly).
  public var exclude: [Glob]
  /// The folder `exclude` is relative to.
  public var excludeFolder: String
  /// Rule settings in the order they apply (later layers win, rule by rule and option by option): each
  /// file's `rules`, then its `overrides`.
  public var ruleLayers: [RuleLayer]
  /// `root: true`: the file does not merge over config files above its folder.
  public var isRoot: Bool
  /// The file's `extends` entries, until the lookup resolves them (empty afterwards).
  public var extends: [Reference]
  /// Which of `include` and `exclude` the file (or a file it merges over) sets.
  var setsInclude: Bool
  var setsExclude: Bool

  /// One `rules` table, for every file (`paths` empty) or, from `overrides`, for files matching `paths`.
  public struct RuleLayer: Sendable, Hashable {
    /// The folder `paths` are relative to.
    public var folder: String
    public var paths: [Glob]
    /// The engine's own type: `isEnabled` with a nil `severity` means the layer leaves the severity as it
    /// was and sets only options (`off` and severities are always written explicitly).
    public var rules: [RuleID: RuleConfiguration]

    public init(folder: String, paths: [Glob] = [], rules: [RuleID: RuleConfiguration]) {
      self.folder = folder
      self.paths = paths
      self.rules = rules
    }

    /// Whether the layer applies to an absolute file path.
    public func applies(to absolutePath: String) -> Bool {
      guard !paths.isEmpty else { return true }
      guard let relative = FilePath.relative(absolutePath, to: folder), relative != "." else { return false }
      return paths.contains { $0.matches(relative) }
    }
  }

  /// An `extends` entry as written, with where it was written (for errors).
  public struct Reference: Sendable, Hashable {
    public var path: String
    public var line: Int
    public var column: Int
  }

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
    self.files = path.map { [$0] } ?? []
    self.minimumIOS = minimumIOS
    self.minimumIOSFile = minimumIOS == nil ? nil : path
    self.include = include
    self.includeFolder = folder
    self.exclude = exclude
    self.excludeFolder = folder
    self.ruleLayers = rules.isEmpty ? [] : [RuleLayer(folder: folder, rules: rules)]
    self.isRoot = false
    self.extends = []
    self.setsInclude = !include.isEmpty
    self.setsExclude = !exclude.isEmpty
  }

  /// The rule settings for every file (layers from `overrides` left out).
  public var rules: [RuleID: RuleConfiguration] {
    Self.fold(ruleLayers.filter(\.paths.isEmpty))
  }

  /// The rule settings for one file: every layer that applies to it, in order.
  public func rules(forFile absolutePath: String) -> [RuleID: RuleConfiguration] {
    Self.fold(ruleLayers.filter { $0.applies(to: absolutePath) })
  }

  /// Whether some layer applies only to some files, so rule settings differ between files of a folder.
  public var hasOverrides: Bool { ruleLayers.contains { !$0.paths.isEmpty } }

  private static func fold(_ layers: [RuleLayer]) -> [RuleID: RuleConfiguration] {
    var result: [RuleID: RuleConfiguration] = [:]
    for layer in layers {
      for (id, entry) in layer.rules { result[id] = result[id].map { entry.merged(over: $0) } ?? entry }
    }
    return result
  }

  /// This file's settings over `base`: what this file sets wins, everything else comes from `base`.
  public func merged(over base: Configuration) -> Configuration {
    var result = self
    result.files = base.files + files
    if minimumIOS == nil {
      result.minimumIOS = base.minimumIOS
      result.minimumIOSFile = base.minimumIOSFile
    }
    if !setsInclude {
      result.include = base.include
      result.includeFolder = base.includeFolder
      result.setsInclude = base.setsInclude
    }
    if !setsExclude {
      result.exclude = base.exclude
      result.excludeFolder = base.excludeFolder
      result.setsExclude = base.setsExclude
    }
    result.ruleLayers = base.ruleLayers + ruleLayers
    return result
  }

  /// Whether an absolute path (file or folder) matches an `exclude` glob.
  public func isExcluded(_ absolutePath: String) -> Bool {
    guard !exclude.isEmpty, let relative = FilePath.relative(absolutePath, to: excludeFolder), relative != "." else {
      return false
    }
    return exclude.contains { $0.matches(relative) }
  }

  /// Whether an absolute file path passes the `include` globs (always true when there are none).
  public func isIncluded(_ absolutePath: String) -> Bool {
    guard !include.isEmpty else { return true }
    guard let relative = FilePath.relative(absolutePath, to: includeFolder), relative != "." else { return false }
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

extension RuleConfiguration {
  /// These settings over `base`: a severity or `off` written here wins (a table without `severity`
  /// keeps `base`'s), and options are merged one by one.
  func merged(over base: RuleConfiguration) -> RuleConfiguration {
    let setsSeverity = !isEnabled || severity != nil
    var result = setsSeverity ? self : RuleConfiguration(isEnabled: base.isEnabled, severity: base.severity)
    result.options = base.options.merging(options) { _, new in new }
    return result
  }
}
