import NavlintReport

/// What `navlint --version` prints: the release version and the commit the binary was built from,
/// e.g. `0.1.0 (commit 1a2b3c4)`.
///
/// The version is `NavlintVersion.current` (also written into SARIF); the commit comes from
/// `GeneratedBuildInfo`, which `Plugins/NavlintBuildInfoPlugin` writes on every build.
enum BuildInfo {
  static let commit = GeneratedBuildInfo.commit
  static let versionDescription = "\(NavlintVersion.current) (commit \(commit))"
}
