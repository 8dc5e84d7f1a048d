import Foundation
import NavlintRules
import Testing

@testable import NavlintProject

/// Nested `.navlint.yml` files, `extends`, `root` and `overrides`.
@Suite struct ConfigurationMergeTests {
  @Test func aNestedFileMergesOverItsParent() throws {
    try withTemporaryDirectory { folder in
      try folder.write(
        ".navlint.yml",
        "minimum_ios: 15\nexclude: [Generated]\nrules:\n  NAV001: off\n  NAV002:\n    severity: error\n    max_depth: 4\n"
      )
      // One key in the child: NAV001 must stay off (the bug this fixes re-enabled it).
      try folder.write("App/.navlint.yml", "rules:\n  NAV002:\n    mode: thorough\n")
      var lookup = try ConfigurationLookup(currentDirectory: folder.path, rules: sampleRules)
      let child = try #require(try lookup.configuration(forFile: "App/Feature/A.swift"))
      #expect(child.path == folder.url("App/.navlint.yml"))
      #expect(child.files == [folder.url(".navlint.yml"), folder.url("App/.navlint.yml")])
      #expect(child.rules["NAV001"] == .off)
      #expect(child.rules["NAV002"]?.severity == .error)
      #expect(child.rules["NAV002"]?.options == ["max_depth": .integer(4), "mode": .string("thorough")])
      #expect(child.minimumIOS == DeploymentVersion(major: 15, minor: 0))
      #expect(child.minimumIOSFile == folder.url(".navlint.yml"))
      // The inherited exclude stays relative to the root's folder.
      #expect(child.isExcluded(folder.url("Generated/B.swift")))
      #expect(!child.isExcluded(folder.url("App/Generated/B.swift")))
    }
  }

  @Test func keysTheChildSetsWin() throws {
    try withTemporaryDirectory { folder in
      try folder.write(".navlint.yml", "minimum_ios: 15\nexclude: [Generated]\nrules:\n  NAV001: off\n")
      try folder.write("App/.navlint.yml", "minimum_ios: 17\nexclude: [Mocks]\nrules:\n  NAV001: info\n")
      var lookup = try ConfigurationLookup(currentDirectory: folder.path, rules: sampleRules)
      let child = try #require(try lookup.configuration(forFile: "App/A.swift"))
      #expect(child.rules["NAV001"]?.severity == .info)
      #expect(child.minimumIOS == DeploymentVersion(major: 17, minor: 0))
      #expect(child.minimumIOSFile == folder.url("App/.navlint.yml"))
      #expect(child.isExcluded(folder.url("App/Mocks/M.swift")))
      #expect(!child.isExcluded(folder.url("Generated/B.swift")))
      // The parent's own folder is untouched by the child.
      #expect(try lookup.configuration(forFile: "B.swift")?.rules["NAV001"] == .off)
    }
  }

  @Test func rootTrueStopsTheMerge() throws {
    try withTemporaryDirectory { folder in
      try folder.write(".navlint.yml", "rules:\n  NAV001: off\n")
      try folder.write("Vendor/.navlint.yml", "root: true\nrules:\n  NAV002: info\n")
      var lookup = try ConfigurationLookup(currentDirectory: folder.path, rules: sampleRules)
      let vendor = try #require(try lookup.configuration(forFile: "Vendor/A.swift"))
      #expect(vendor.files == [folder.url("Vendor/.navlint.yml")])
      #expect(vendor.rules["NAV001"] == nil)
      #expect(vendor.rules["NAV002"]?.severity == .info)
    }
  }

  @Test func extendsMergesTheSharedFileUnderThisOne() throws {
    try withTemporaryDirectory { folder in
      try folder.write("shared/team.yml", "extends: base.yml\nrules:\n  NAV001: error\n  NAV002: warning\n")
      try folder.write("shared/base.yml", "minimum_ios: 16\nrules:\n  NAV001: info\n  NAV002:\n    max_depth: 2\n")
      try folder.write("App/.navlint.yml", "extends: ../shared/team.yml\nrules:\n  NAV002: error\n")
      var lookup = try ConfigurationLookup(currentDirectory: folder.path, rules: sampleRules)
      let app = try #require(try lookup.configuration(forFile: "App/A.swift"))
      #expect(
        app.files == [folder.url("shared/base.yml"), folder.url("shared/team.yml"), folder.url("App/.navlint.yml")])
      #expect(app.rules["NAV001"]?.severity == .error)
      #expect(app.rules["NAV002"]?.severity == .error)
      #expect(app.rules["NAV002"]?.options == ["max_depth": .integer(2)])
      #expect(app.minimumIOSFile == folder.url("shared/base.yml"))
      #expect(lookup.loadedFiles.contains(folder.url("shared/base.yml")))
    }
  }

  @Test func extendsWorksForTheExplicitConfigToo() throws {
    try withTemporaryDirectory { folder in
      try folder.write("base.yml", "rules:\n  NAV001: off\n")
      try folder.write("ci.yml", "extends: [base.yml]\n")
      let lookup = try ConfigurationLookup(explicitPath: "ci.yml", currentDirectory: folder.path, rules: sampleRules)
      #expect(lookup.explicitConfiguration?.rules["NAV001"] == .off)
    }
  }

  @Test func extendsErrorsNameTheFileAndLine() throws {
    try withTemporaryDirectory { folder in
      try folder.write(".navlint.yml", "rules:\n  NAV001: off\nextends: missing.yml\n")
      var lookup = try ConfigurationLookup(currentDirectory: folder.path, rules: sampleRules)
      #expect(
        throws: ConfigError.invalid(
          path: ".navlint.yml", line: 3, column: 10,
          problem: "cannot read the extended configuration 'missing.yml': no such file")
      ) { try lookup.configuration(forFile: "A.swift") }

      try folder.write(".navlint.yml", "extends: a.yml\n")
      try folder.write("a.yml", "extends: .navlint.yml\n")
      var cyclic = try ConfigurationLookup(currentDirectory: folder.path, rules: sampleRules)
      #expect(
        throws: ConfigError.invalid(
          path: "a.yml", line: 1, column: 10, problem: "'extends' makes a cycle: .navlint.yml → a.yml → .navlint.yml")
      ) { try cyclic.configuration(forFile: "A.swift") }

      // An error inside the extended file names that file.
      try folder.write("a.yml", "rules:\n  NAV001: loud\n")
      var broken = try ConfigurationLookup(currentDirectory: folder.path, rules: sampleRules)
      do {
        _ = try broken.configuration(forFile: "A.swift")
        Issue.record("expected an error")
      } catch let error as ConfigError {
        #expect(error.path == "a.yml" && error.line == 2)
      } catch {
        Issue.record("unexpected error \(error)")
      }
    }
  }

  @Test func overridesApplyToMatchingFilesInOrder() throws {
    let text = """
      rules:
        NAV001: warning
      overrides:
        - paths: ["Tests/**", "**/Previews"]
          rules:
            NAV001: off
        - paths: [Tests/Legacy]
          rules:
            NAV001: error
            NAV002:
              max_depth: 1
      """
    let configuration = try Configuration.parse(text, path: "/p/.navlint.yml", rules: sampleRules)
    #expect(configuration.hasOverrides)
    #expect(configuration.rules["NAV001"]?.severity == .warning)
    #expect(configuration.rules(forFile: "/p/App/A.swift")["NAV001"]?.severity == .warning)
    #expect(configuration.rules(forFile: "/p/Tests/A.swift")["NAV001"] == .off)
    #expect(configuration.rules(forFile: "/p/App/Previews/P.swift")["NAV001"] == .off)
    let legacy = configuration.rules(forFile: "/p/Tests/Legacy/L.swift")
    #expect(legacy["NAV001"]?.severity == .error)
    #expect(legacy["NAV002"]?.options == ["max_depth": .integer(1)])
    #expect(legacy["NAV002"]?.isEnabled == true)
  }

  @Test func overridesAreChecked() throws {
    func problem(_ text: String) -> String? {
      do {
        _ = try Configuration.parse(text, path: "/p/.navlint.yml", displayPath: ".navlint.yml", rules: sampleRules)
        return nil
      } catch {
        return error.description
      }
    }
    #expect(
      problem("overrides:\n  - rules:\n      NAV001: off\n")?.hasPrefix(
        ".navlint.yml:2:5: an entry of 'overrides' needs 'paths'") == true)
    #expect(
      problem("overrides:\n  - paths: [A]\n    rule:\n      NAV001: off\n")?.contains(
        "unknown key 'rule' in 'overrides'; did you mean 'rules'?") == true)
    #expect(
      problem("overrides:\n  - paths: [A]\n    rules:\n      NAV009: off\n")?.contains("unknown rule 'NAV009'") == true)
    #expect(problem("overrides: Tests\n")?.contains("'overrides' expects a list") == true)
    #expect(problem("root: maybe\n")?.contains("'root' expects true or false") == true)
  }

  @Test func swiftLintKeysGetAHint() throws {
    func problem(_ text: String) -> String {
      do {
        _ = try Configuration.parse(text, path: "/p/.navlint.yml", displayPath: ".navlint.yml", rules: sampleRules)
        return ""
      } catch {
        return error.description
      }
    }
    #expect(
      problem("disabled_rules:\n  - NAV001\n").hasPrefix(
        ".navlint.yml:1:1: unknown key 'disabled_rules'; navlint turns a rule off under 'rules:'"))
    #expect(problem("excluded: [Pods]\n").contains("unknown key 'excluded'; navlint's key is 'exclude'"))
    #expect(problem("deployment_target: 16\n").contains("navlint's key is 'minimum_ios'"))
    #expect(problem("only_rules: [NAV001]\n").contains("--rule"))
  }

  @Test func overridesGiveFilesOfOneFolderTheirOwnLinter() throws {
    try withTemporaryDirectory { folder in
      try folder.write(".navlint.yml", "overrides:\n  - paths: [\"*Preview*.swift\"]\n    rules:\n      NAV001: off\n")
      var session = try LintSession(currentDirectory: folder.path)
      let plain = try session.plan(forFile: "Home.swift")
      let preview = try session.plan(forFile: "HomePreview.swift")
      #expect(plain.linter.settings.isEnabled("NAV001"))
      #expect(!preview.linter.settings.isEnabled("NAV001"))
      let source = Array(
        "import SwiftUI\nstruct A: View {\n  var body: some View { NavigationView { Text(\"a\") } }\n}\n".utf8)
      #expect(try session.lint(path: "Home.swift", bytes: source).findings.map(\.ruleID) == ["NAV001"])
      #expect(try session.lint(path: "HomePreview.swift", bytes: source).findings.isEmpty)
    }
  }
}
