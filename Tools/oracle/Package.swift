// swift-tools-version:6.0
// The tokenizer oracle: dumps tokens with swift-syntax's lexer in `navlint dump-tokens` format.
// Development only. It is NOT a dependency of navlint and NOT part of `make test`; `make oracle` builds it
// and runs `Tools/oracle/compare.sh`.
import PackageDescription

let package = Package(
  name: "navlint-oracle",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "token-oracle", targets: ["token-oracle"])
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1")
  ],
  targets: [
    .executableTarget(
      name: "token-oracle",
      dependencies: [
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
