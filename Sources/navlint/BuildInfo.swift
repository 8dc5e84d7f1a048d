import NavlintRules

/// What `navlint --version` prints: the release version and the commit the binary was built from,
/// e.g. `0.1.0 (commit 1a2b3c4)`.
///
/// The version is `NavlintVersion.current` (also written into SARIF). The commit comes from
/// `GeneratedBuildInfo.swift`, which `Plugins/NavlintBuildInfoPlugin` writes during the build as
/// `extension BuildInfo { static let commit = "…" }`. A member declared on the type itself wins over
/// the protocol extension's `unknown`, so the file is optional: SwiftPM first builds navlint without
/// plugin outputs when navlint is the tool of a plugin, and then this fallback compiles.
enum BuildInfo: BuildInfoFallback {
  static var versionDescription: String { "\(NavlintVersion.current) (commit \(Self.commit))" }
}

/// The commit when no generated file provides one.
protocol BuildInfoFallback {}

extension BuildInfoFallback {
  static var commit: String { "unknown" }
}
