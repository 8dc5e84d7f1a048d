import Foundation
import NavlintJSON
import Testing

/// `navlint rules`, `navlint explain`, `navlint init` and the demo folder.
@Suite struct CommandTests {
  @Test func rulesListsEveryRule() throws {
    try TemporaryFolder.with { folder in
      let text = try folder.navlint(["rules"])
      #expect(text.status == 0)
      #expect(
        text.stdoutLines.contains { $0.hasPrefix("NAV001  deprecated-navigation-view ") && $0.contains(" warning ") })
      let json = try folder.navlint(["rules", "--format", "json"])
      #expect(json.status == 0)
      let rules = try #require(try JSON.parse(json.stdoutBytes)["rules"]?.arrayValue)
      #expect(rules.count == text.stdoutLines.count)
      let ids = rules.compactMap { $0["id"]?.stringValue }
      #expect(ids == ids.sorted())
      #expect(ids.first == "NAV000")
      let nav008 = try #require(rules.first { $0["id"]?.stringValue == "NAV008" })
      #expect(nav008["name"]?.stringValue == "force-unwrapped-path-decoding")
      #expect(nav008["severity"]?.stringValue == "error")
      #expect(nav008["fix"]?.stringValue == "none")
      #expect(rules.first { $0["id"]?.stringValue == "NAV001" }?["fix"]?.stringValue == "safe")
    }
  }

  @Test(arguments: ["NAV001", "nav001", "deprecated-navigation-view"])
  func explainPrintsTheDoc(name: String) throws {
    try TemporaryFolder.with { folder in
      let result = try folder.navlint(["explain", name])
      #expect(result.status == 0)
      #expect(result.stdout.hasPrefix("# NAV001 deprecated-navigation-view\n"), "\(result)")
    }
  }

  @Test func explainUnknownRuleExitsTwo() throws {
    try TemporaryFolder.with { folder in
      let result = try folder.navlint(["explain", "NAV999"])
      #expect(result.status == 2)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.contains("unknown rule 'NAV999'"))
    }
  }

  @Test func initWritesAValidStarterConfigAndRefusesToOverwrite() throws {
    try TemporaryFolder.with { folder in
      let first = try folder.navlint(["init"])
      #expect(first.status == 0, "\(first)")
      let text = try folder.read(".navlint.yml")
      #expect(text.hasPrefix("#"))
      #expect(text.contains("# minimum_ios:"))
      #expect(text.contains("NAV001"))
      // The starter config parses: linting with it behaves like no config at all.
      try folder.write("Bad.swift", Sample.bad)
      let lint = try folder.navlint(["lint"])
      #expect(lint.status == 1, "\(lint)")
      #expect(lint.stdoutLines.count == 2)
      try folder.write(".navlint.yml", "rules:\n  NAV001: off\n")
      let second = try folder.navlint(["init"])
      #expect(second.status == 2)
      #expect(second.stderr.contains(".navlint.yml already exists"))
      #expect(try folder.read(".navlint.yml") == "rules:\n  NAV001: off\n")
    }
  }

  @Test func demoFolderHasFindings() throws {
    let examples = Navlint.packageRoot + "/Examples"
    let result = try Navlint.run(["lint", "Examples", "--format", "json"], in: Navlint.packageRoot)
    #expect(FileManager.default.fileExists(atPath: examples))
    #expect(result.status == 1, "\(result)")
    let json = try JSON.parse(result.stdoutBytes)
    #expect((json["files"]?.intValue ?? 0) >= 6)
    let diagnostics = try #require(json["diagnostics"]?.arrayValue)
    #expect(diagnostics.count >= 4)
    #expect(diagnostics.allSatisfy { $0["file"]?.stringValue?.hasPrefix("Examples/NavDemo/") == true })
    let text = try Navlint.run(["Examples"], in: Navlint.packageRoot)
    #expect(text.stdoutLines.count == diagnostics.count)
  }
}
