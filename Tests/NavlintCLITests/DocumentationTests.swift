import Foundation
import Testing

/// `README.md` cannot drift from the binary: its configuration example loads, and its option
/// table and `lint --help` list the same options.
@Suite struct DocumentationTests {
  static let documentPath = Navlint.packageRoot + "/README.md"

  static func document() throws -> String {
    try String(contentsOfFile: documentPath, encoding: .utf8)
  }

  /// The ```yaml blocks of the document.
  static func yamlBlocks(_ text: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```yaml" {
        current = []
      } else if current != nil, line == "```" {
        blocks.append((current ?? []).joined(separator: "\n") + "\n")
        current = nil
      } else if current != nil {
        current?.append(line)
      }
    }
    return blocks
  }

  @Test func configurationExampleIsValid() throws {
    let blocks = Self.yamlBlocks(try Self.document())
    let example = try #require(blocks.first { $0.contains("minimum_ios:") })
    try TemporaryFolder.with { folder in
      try folder.write(".navlint.yml", example)
      // The shared file the example extends (a team's file, empty here).
      for line in example.split(separator: "\n") where line.hasPrefix("extends: ") {
        try folder.write(String(line.dropFirst("extends: ".count)), "rules: {}\n")
      }
      try folder.write("Sources/A.swift", Sample.warningOnly)
      try folder.write("Sources/Generated/G.swift", Sample.errorOnly)
      let result = try folder.navlint(["lint", "--format", "json"])
      #expect(result.status != 2, "the documented configuration is rejected: \(result)")
      // NAV001 is an error there, but minimum_ios 16 leaves it on; Generated is excluded.
      #expect(result.stdout.contains("\"severity\": \"error\""), "\(result)")
      #expect(!result.stdout.contains("Generated"))
    }
  }

  @Test func optionTableMatchesHelp() throws {
    let document = try Self.document()
    var documented = Set<String>()
    for line in document.split(separator: "\n") where line.hasPrefix("| `--") {
      let option = line.dropFirst(3).prefix { $0 != " " && $0 != "`" }
      documented.insert(String(option))
    }
    let help = try Navlint.run(["lint", "--help"], in: NSTemporaryDirectory()).stdout
    // Options are the lines of the OPTIONS section that start with `--`.
    var offered = Set<String>()
    for line in help.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix("--"), line.hasPrefix("  ") else { continue }
      offered.insert(String(trimmed.prefix { $0 != " " }))
    }
    offered.subtract(["--help", "--version"])
    #expect(documented == offered)
  }
}
