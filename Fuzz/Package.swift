// swift-tools-version:6.0
// libFuzzer entry points for navlint (`make fuzz`). A separate package so the main build never links them:
// each product only links when built with `-sanitize=fuzzer`, which supplies `main`.
import PackageDescription

let package = Package(
  name: "navlint-fuzz",
  dependencies: [.package(name: "navlint", path: "..")],
  targets: [
    // Declares libFuzzer's driver so each target's `<Module>_main` can start it.
    .target(name: "CFuzzDriver"),
    // Arbitrary bytes through the tokenizer, the structure layer, every rule and the fixer.
    .executableTarget(
      name: "FuzzLint",
      dependencies: [
        "CFuzzDriver", .product(name: "NavlintSyntax", package: "navlint"),
        .product(name: "NavlintRules", package: "navlint"),
      ]),
    // Arbitrary bytes through the frame decoder and, frame by frame, the JSON-RPC layer and the server.
    .executableTarget(
      name: "FuzzLSP",
      dependencies: [
        "CFuzzDriver", .product(name: "NavlintServer", package: "navlint"),
        .product(name: "NavlintJSON", package: "navlint"),
      ]),
    // Arbitrary bytes as a `.navlint.yml`.
    .executableTarget(
      name: "FuzzConfig",
      dependencies: [
        "CFuzzDriver", .product(name: "NavlintProject", package: "navlint"),
        .product(name: "NavlintRules", package: "navlint"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
