import NavlintRules
import NavlintSyntax

/// The settings that apply to one file: its configuration and its deployment target.
public struct FileSettings: Sendable, Hashable {
  /// The nearest (or explicit) configuration, `nil` when none applies.
  public var configuration: Configuration?
  /// `minimum_ios` from the configuration when set, otherwise what the project files say.
  public var deploymentTarget: DeploymentTarget?
  /// Whether the project files make `@MainActor` the default isolation of the file's code (Swift 6.2's
  /// `SWIFT_DEFAULT_ACTOR_ISOLATION`, SwiftPM's `.defaultIsolation(MainActor.self)`).
  public var isMainActorByDefault: Bool

  public init(configuration: Configuration?, deploymentTarget: DeploymentTarget?, isMainActorByDefault: Bool = false) {
    self.configuration = configuration
    self.deploymentTarget = deploymentTarget
    self.isMainActorByDefault = isMainActorByDefault
  }
}

/// Answers "which settings apply to this file?" for the CLI and the language server, caching per
/// folder. Owned by one caller; `invalidate()` after a config or project file changes.
public struct ProjectSettings: Sendable {
  public var lookup: ConfigurationLookup
  public var detector: DeploymentTargetDetector
  /// The project-file names of the folders met so far, for the deployment target and the project roots.
  public var folders = ProjectFileNames()

  public init(lookup: ConfigurationLookup, detector: DeploymentTargetDetector = DeploymentTargetDetector()) {
    self.lookup = lookup
    self.detector = detector
  }

  /// The settings for a file (absolute or relative to the lookup's current directory).
  public mutating func settings(forFile path: String) throws(ConfigError) -> FileSettings {
    let absolute = FilePath.absolute(path, relativeTo: lookup.currentDirectory)
    let configuration = try lookup.configuration(forFile: absolute)
    let project = detector.settings(forFile: absolute, names: &folders)
    var target = project.target
    if let configuration, let version = configuration.minimumIOS {
      let source = DeploymentTarget.Source.configuration(path: configuration.minimumIOSFile ?? configuration.path ?? "")
      target = DeploymentTarget(version: version, source: source)
    }
    return FileSettings(
      configuration: configuration, deploymentTarget: target, isMainActorByDefault: project.isMainActorByDefault)
  }

  public mutating func invalidate() {
    lookup.invalidate()
    detector.invalidate()
    folders.removeAll()
  }
}

extension FileSettings {
  /// The engine settings for a file: its configuration's rules (with the `overrides` that match `path`,
  /// an absolute path; without a path, those for every file) and deployment target, plus the command
  /// line's `--rule` and `--disable`.
  public func ruleSettings(
    forFile path: String? = nil, onlyRules: Set<RuleID>? = nil, disabledRules: Set<RuleID> = []
  ) -> RuleSettings {
    let minimumIOS = deploymentTarget.map { Version($0.version.major, $0.version.minor) }
    let rules = path.flatMap { configuration?.rules(forFile: $0) } ?? configuration?.rules ?? [:]
    return RuleSettings(
      minimumIOS: minimumIOS, isMainActorByDefault: isMainActorByDefault, onlyRules: onlyRules,
      disabledRules: disabledRules, rules: rules)
  }
}
