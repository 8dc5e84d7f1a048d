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

  /// The iOS version the rules compare with.
  public var version: DeploymentVersion
  public var source: Source
  /// For a project with no iOS target but a macOS one: that macOS version, which `version` stands for
  /// (`DeploymentVersion(iOSEquivalentOfMacOS:)`).
  public var macOS: DeploymentVersion?

  public init(version: DeploymentVersion, source: Source, macOS: DeploymentVersion? = nil) {
    self.version = version
    self.source = source
    self.macOS = macOS
  }
}

/// The platforms whose deployment targets navlint reads: iOS, and macOS for a project with no iOS target.
enum ApplePlatform: Sendable {
  case iOS, macOS

  /// The Xcode build setting.
  var buildSetting: String { self == .iOS ? "IPHONEOS_DEPLOYMENT_TARGET" : "MACOSX_DEPLOYMENT_TARGET" }
  /// The name in `Package.swift`, XcodeGen and Tuist (`.iOS(.v16)`, `iOS: "16.0"`).
  var name: String { self == .iOS ? "iOS" : "macOS" }
}
