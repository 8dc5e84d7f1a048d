/// A deployment target found in a project file, with where it came from (for messages and tests).
public struct DeploymentTarget: Sendable, Hashable {
  /// Where a deployment target was read.
  public enum Source: Sendable, Hashable {
    /// `minimum_ios` in a `.navlint.yml` (absolute path).
    case configuration(path: String)
    /// `platforms: [.iOS(...)]` in a `Package.swift` (absolute path).
    case packageManifest(path: String)
    /// `IPHONEOS_DEPLOYMENT_TARGET` in an `.xcodeproj/project.pbxproj` (absolute path).
    case xcodeProject(path: String)
  }

  public var version: DeploymentVersion
  public var source: Source

  public init(version: DeploymentVersion, source: Source) {
    self.version = version
    self.source = source
  }
}
