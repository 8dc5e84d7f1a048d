// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "navlint",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "navlint", targets: ["navlint"]),
    // Lints a target's Swift files on every build (SwiftPM and Xcode): README.md, "Install".
    .plugin(name: "NavlintPlugin", targets: ["NavlintBuildToolPlugin"]),
    // `swift package navlint [--fix] [PATH ...]`.
    .plugin(name: "NavlintCommandPlugin", targets: ["NavlintCommandPlugin"]),
    // Libraries for the fuzzing package in Fuzz/ (`make fuzz`), which builds them with libFuzzer and ASan.
    .library(name: "NavlintSyntax", targets: ["NavlintSyntax"]),
    .library(name: "NavlintNavigation", targets: ["NavlintNavigation"]),
    .library(name: "NavlintRules", targets: ["NavlintRules"]),
    .library(name: "NavlintProject", targets: ["NavlintProject"]),
    .library(name: "NavlintServer", targets: ["NavlintServer"]),
    .library(name: "NavlintJSON", targets: ["NavlintJSON"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
  ],
  targets: [
    // json-c, the C library every JSON byte goes through. Only NavlintJSON/JSONC.swift imports it.
    .systemLibrary(
      name: "CJSONC",
      pkgConfig: "json-c",
      providers: [.apt(["libjson-c-dev"]), .brew(["json-c"])]
    ),
    .target(name: "NavlintJSON", dependencies: ["CJSONC"]),
    // Text, line table, tokenizer and structure. No dependencies, no Foundation.
    .target(name: "NavlintSyntax"),
    // SwiftUI knowledge asked through the handles, and the app's navigation model: each file's navigation
    // facts and the project index that joins them (cross-file rules, graph, editor navigation).
    .target(name: "NavlintNavigation", dependencies: ["NavlintSyntax"]),
    // Rule engine, suppressions, fixes and the rules themselves.
    .target(name: "NavlintRules", dependencies: ["NavlintSyntax", "NavlintNavigation"]),
    // .navlint.yml (Yams), file discovery, deployment target, staged files, atomic writes.
    .target(
      name: "NavlintProject",
      dependencies: ["NavlintRules", .product(name: "Yams", package: "Yams")]
    ),
    // Text, JSON, SARIF, GitHub and Checkstyle reports: pure functions of sorted findings.
    .target(
      name: "NavlintReport", dependencies: ["NavlintNavigation", "NavlintRules", "NavlintProject", "NavlintJSON"]),
    // The language server: framing, JSON-RPC, lifecycle, documents, diagnostics, code actions.
    // Allocator tuning for the server (glibc's mallopt; a no-op elsewhere).
    .target(name: "CMallocTuning"),
    .target(name: "NavlintServer", dependencies: ["NavlintRules", "NavlintProject", "NavlintJSON", "CMallocTuning"]),
    .executableTarget(
      name: "navlint",
      dependencies: [
        "NavlintSyntax", "NavlintRules", "NavlintProject", "NavlintJSON", "NavlintReport", "NavlintServer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      plugins: ["NavlintBuildInfoPlugin"]
    ),
    // Writes the commit `navlint --version` prints (GeneratedBuildInfo.swift) on every build.
    .plugin(name: "NavlintBuildInfoPlugin", capability: .buildTool()),
    .plugin(name: "NavlintBuildToolPlugin", capability: .buildTool(), dependencies: ["navlint"]),
    .plugin(
      name: "NavlintCommandPlugin",
      capability: .command(
        intent: .custom(verb: "navlint", description: "Lint the package's Swift files for navigation anti-patterns"),
        // No permission asked: a lint only reads. `--fix` needs `--allow-writing-to-package-directory`.
        permissions: []
      )
      // No tool dependency either: SwiftPM would bring navlint up to date (seconds) before every run. The
      // plugin uses navlint on PATH, or builds it once in release and keeps it (see the plugin).
    ),
    // `make bench`: throughput figures printed beside their references. Not part of `make test`.
    .executableTarget(name: "navlint-bench", dependencies: ["NavlintSyntax", "NavlintNavigation", "NavlintRules"]),
    .testTarget(name: "NavlintJSONTests", dependencies: ["NavlintJSON"]),
    .testTarget(
      name: "NavlintSyntaxTests",
      dependencies: ["NavlintSyntax"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "NavlintRulesTests",
      dependencies: ["NavlintRules", "NavlintSyntax", "NavlintNavigation"],
      exclude: ["Cases"],
      resources: [.copy("Corpus")]
    ),
    .testTarget(name: "NavlintProjectTests", dependencies: ["NavlintProject"]),
    .testTarget(
      name: "NavlintReportTests",
      dependencies: ["NavlintReport", "NavlintRules", "NavlintSyntax", "NavlintJSON"],
      exclude: ["Expected", "sarif-schema-2.1.0.json"]
    ),
    .testTarget(name: "NavlintServerTests", dependencies: ["NavlintServer"]),
    .testTarget(
      name: "NavlintCLITests",
      dependencies: ["navlint", "NavlintJSON", "NavlintProject", "NavlintRules", "NavlintSyntax"]),
  ],
  swiftLanguageModes: [.v6]
)
