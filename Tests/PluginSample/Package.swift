// swift-tools-version:6.0
// A package that lints itself with navlint's build-tool plugin on every `swift build`.
// DistributionPluginTests builds a copy of it (with the path below made absolute): the build shows a
// NAV001 warning for RootView.swift, and fails once a `.navlint.yml` makes NAV001 an error.
import PackageDescription

let package = Package(
  name: "PluginSample",
  dependencies: [
    .package(name: "navlint", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "SampleApp",
      plugins: [.plugin(name: "NavlintPlugin", package: "navlint")]
    )
  ]
)
