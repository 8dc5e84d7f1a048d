/// Something the run says once about itself rather than about a line of code: on stderr after a text
/// report, in `notes` of `--format json`, and as a tool execution notification in SARIF.
public struct RunNote: Sendable, Hashable {
  /// A stable identifier for tools: `no-deployment-target`.
  public var id: String
  /// One line for a person: what happened, what was assumed, how to change it.
  public var message: String
  /// How many linted files it concerns.
  public var fileCount: Int

  public init(id: String, message: String, fileCount: Int) {
    self.id = id
    self.message = message
    self.fileCount = fileCount
  }

  /// Files were linted without a deployment target: none in `.navlint.yml`, `Package.swift`, an Xcode project,
  /// an `.xcconfig`, XcodeGen's `project.yml` or Tuist's `Project.swift`, for iOS or (with no iOS one) macOS.
  public static func noDeploymentTarget(fileCount: Int, totalFiles: Int) -> RunNote {
    let which =
      fileCount == totalFiles ? (fileCount == 1 ? "the file" : "any file") : "\(fileCount) of \(totalFiles) files"
    return RunNote(
      id: "no-deployment-target",
      message: "no deployment target found for \(which) (no minimum_ios in .navlint.yml, no iOS or macOS platform in "
        + "Package.swift, no IPHONEOS_ or MACOSX_DEPLOYMENT_TARGET in an Xcode project or .xcconfig, none in "
        + "project.yml or Project.swift); assumed a current iOS: deprecated navigation APIs are reported, and fixes that "
        + "need a newer iOS than the app may target are offered as unsafe, so --fix leaves them. "
        + "Set it with `minimum_ios: \"16.0\"` in .navlint.yml.",
      fileCount: fileCount)
  }
}
