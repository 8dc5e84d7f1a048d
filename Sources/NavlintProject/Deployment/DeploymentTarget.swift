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
    /// `IPHONEOS_DEPLOYMENT_TARGET` in an `.xcconfig` file of an Xcode, XcodeGen or Tuist project.
    case xcconfig(path: String)
    /// `deploymentTarget` in an XcodeGen `project.yml`.
    case xcodeGen(path: String)
    /// `deploymentTargets: .iOS("…")` (or Tuist 3's `deploymentTarget:`) in a Tuist `Project.swift`.
    case tuist(path: String)
  }

  public var version: DeploymentVersion
  public var source: Source

  public init(version: DeploymentVersion, source: Source) {
    self.version = version
    self.source = source
  }
}
