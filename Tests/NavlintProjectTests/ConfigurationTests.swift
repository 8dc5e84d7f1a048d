import Foundation
import Testing

@testable import NavlintProject

/// Parses `text` as if it were `/project/.navlint.yml`.
private func parse(_ text: String) throws(ConfigError) -> Configuration {
  try Configuration.parse(text, path: "/project/.navlint.yml", displayPath: ".navlint.yml", rules: sampleRules)
}

/// The error parsing `text` throws, or `nil` when it parses.
private func parseError(_ text: String) -> ConfigError? {
  do {
    _ = try parse(text)
    return nil
  } catch {
    return error
  }
}

@Suite struct ConfigurationTests {
  @Test func parsesEveryKey() throws {
    let configuration = try parse(
      """
      # comment
      minimum_ios: "15.4"
      include:
        - Sources
      exclude: ["**/Generated", Tests/Fixtures]
      rules:
        NAV001: off
        navigation-link-in-lazy-container:
          severity: info
          max_depth: 4
          ratio: 0.5
          strict: false
          label: Hello
          containers: [List, Form]
          mode: thorough
      """)
    #expect(configuration.path == "/project/.navlint.yml")
    #expect(configuration.folder == "/project")
    #expect(configuration.minimumIOS == DeploymentVersion(major: 15, minor: 4))
    #expect(configuration.include.map(\.pattern) == ["Sources"])
    #expect(configuration.exclude.map(\.pattern) == ["**/Generated", "Tests/Fixtures"])
    #expect(configuration.rules["NAV001"] == .off)
    let second = try #require(configuration.rules["NAV002"])
    #expect(second.isEnabled)
    #expect(second.severity == .info)
    #expect(
      second.options == [
        "max_depth": .integer(4), "ratio": .number(0.5), "strict": .bool(false), "label": .string("Hello"),
        "containers": .strings(["List", "Form"]), "mode": .string("thorough"),
      ])
  }

  @Test func emptyFileIsTheDefault() throws {
    for text in ["", "# only a comment\n", "---\n", "rules:\n"] {
      let configuration = try parse(text)
      #expect(configuration.rules.isEmpty, "\(text)")
      #expect(configuration.minimumIOS == nil)
      #expect(configuration.exclude.isEmpty)
    }
  }

  @Test(arguments: [
    ("minimum_ios: 15", DeploymentVersion(major: 15)),
    ("minimum_ios: 16.4", DeploymentVersion(major: 16, minor: 4)),
    ("minimum_ios: \"17\"", DeploymentVersion(major: 17)),
    ("minimum_ios: '15.10'", DeploymentVersion(major: 15, minor: 10)),
    ("minimum_ios: 15.4.1", DeploymentVersion(major: 15, minor: 4)),
  ])
  func minimumIOSForms(text: String, expected: DeploymentVersion) throws {
    #expect(try parse(text).minimumIOS == expected)
  }

  @Test func tableWithoutSeverityKeepsTheDefault() throws {
    let configuration = try parse("rules:\n  NAV002:\n    max_depth: 2\n")
    #expect(configuration.rules["NAV002"]?.severity == nil)
    #expect(configuration.rules["NAV002"]?.options == ["max_depth": .integer(2)])
  }

  @Test func singleStringIsAOneElementList() throws {
    let configuration = try parse("exclude: Generated\nrules:\n  NAV002:\n    containers: List\n")
    #expect(configuration.exclude.map(\.pattern) == ["Generated"])
    #expect(configuration.rules["NAV002"]?.options["containers"] == .strings(["List"]))
  }

  @Test func ruleIDsAreCaseInsensitive() throws {
    #expect(try parse("rules:\n  nav001: error\n").rules["NAV001"]?.severity == .error)
  }

  // MARK: - Errors name file, line and column

  @Test func unknownRule() {
    let error = parseError("rules:\n  NAV001: warning\n\n  NAV999: error\n")
    #expect(error?.description == ".navlint.yml:4:3: unknown rule 'NAV999'; run 'navlint rules' to list rules")
  }

  @Test func unknownTopLevelKeySuggestsTheNearestOne() {
    let error = parseError("minimum_ios: 15\nexclued:\n  - Pods\n")
    #expect(
      error?.description
        == ".navlint.yml:2:1: unknown key 'exclued'; did you mean 'exclude'?; valid keys are extends, root, minimum_ios, include, exclude, rules, overrides"
    )
  }

  @Test func badSeverity() {
    let error = parseError("rules:\n  NAV001: warn\n")
    #expect(
      error?.description
        == ".navlint.yml:2:11: invalid severity 'warn' for rule 'NAV001 deprecated-navigation-view'; expected off, info, warning or error"
    )
  }

  @Test func badSeverityInTable() {
    let error = parseError("rules:\n  NAV002:\n    severity: fatal\n")
    #expect(error?.line == 3)
    #expect(error?.column == 15)
    #expect(error?.description.contains("invalid severity 'fatal'") == true)
  }

  @Test func unknownOption() {
    let error = parseError("rules:\n  NAV002:\n    max_dept: 3\n")
    #expect(
      error?.description
        == ".navlint.yml:3:5: unknown option 'max_dept' for rule 'NAV002 navigation-link-in-lazy-container'; did you mean 'max_depth'?; valid keys are severity, containers, label, max_depth, mode, ratio, strict"
    )
  }

  @Test func optionOnARuleWithoutOptions() {
    let error = parseError("rules:\n  NAV001:\n    severity: info\n    depth: 3\n")
    #expect(error?.line == 4)
    #expect(error?.description.contains("unknown option 'depth' for rule 'NAV001 deprecated-navigation-view'") == true)
  }

  @Test(arguments: [
    (
      "max_depth: three",
      "option 'max_depth' of rule 'NAV002 navigation-link-in-lazy-container' expects an integer, found 'three'"
    ),
    ("max_depth: \"3\"", "expects an integer, found '3'"),
    ("ratio: lots", "expects a number, found 'lots'"),
    ("strict: maybe", "expects true or false, found 'maybe'"),
    ("label: [a, b]", "expects a string, found a list"),
    ("containers: {a: b}", "expects a list of strings, found a mapping"),
    ("containers: [List, [Form]]", "expects a list of strings, found a list in the list"),
    ("mode: slow", "expects one of 'fast', 'thorough', found 'slow'"),
    ("max_depth:", "expects an integer, found nothing"),
  ])
  func wrongOptionType(option: String, message: String) {
    let error = parseError("rules:\n  NAV002:\n    \(option)\n")
    #expect(error?.line == 3, "\(option)")
    #expect(error?.description.contains(message) == true, "\(String(describing: error))")
  }

  @Test(arguments: [
    (
      "max_depth: 0",
      "option 'max_depth' of rule 'NAV002 navigation-link-in-lazy-container' must be at least 1, found '0'"
    ),
    ("max_depth: -4", "must be at least 1, found '-4'"),
    ("max_depth: 11", "must be at most 10, found '11'"),
  ])
  func optionOutOfRange(option: String, message: String) {
    let error = parseError("rules:\n  NAV002:\n    \(option)\n")
    #expect(error?.line == 3, "\(option)")
    #expect(error?.description.contains(message) == true, "\(String(describing: error))")
  }

  @Test func boundsAreInclusive() throws {
    #expect(try parse("rules:\n  NAV002:\n    max_depth: 1\n").rules["NAV002"]?.options["max_depth"] == .integer(1))
    #expect(try parse("rules:\n  NAV002:\n    max_depth: 10\n").rules["NAV002"]?.options["max_depth"] == .integer(10))
  }

  /// The registered rules' own bounds apply: NAV016 needs at least two alerts to call them scattered.
  @Test func registeredRuleBounds() {
    let error: ConfigError?
    do {
      _ = try Configuration.parse("rules:\n  NAV016:\n    threshold: 1\n", path: "/p/.navlint.yml")
      error = nil
    } catch let thrown {
      error = thrown
    }
    #expect(error?.line == 3)
    #expect(error?.description.contains("must be at least 2, found '1'") == true, "\(String(describing: error))")
  }

  @Test func badMinimumIOS() {
    let error = parseError("\n\nminimum_ios: fifteen\n")
    #expect(
      error?.description
        == ".navlint.yml:3:14: 'minimum_ios' expects an iOS version such as 15 or \"16.4\", found 'fifteen'")
  }

  @Test func badGlobList() {
    #expect(
      parseError("exclude:\n  a: b\n")?.description
        == ".navlint.yml:2:3: 'exclude' expects a list of glob patterns, found a mapping")
    #expect(parseError("include:\n  - [a]\n")?.line == 2)
  }

  @Test func ruleValueOfTheWrongShape() {
    #expect(parseError("rules:\n  NAV001:\n    - warning\n")?.line == 3)
    #expect(parseError("rules:\n  NAV001:\n")?.description.contains("invalid severity nothing") == true)
    #expect(parseError("rules: [NAV001]\n")?.description.contains("'rules' expects a mapping") == true)
  }

  @Test func duplicates() {
    #expect(parseError("exclude: []\nexclude: [a]\n")?.description == ".navlint.yml:2:1: duplicate key 'exclude'")
    let error = parseError("rules:\n  NAV001: off\n  deprecated-navigation-view: error\n")
    #expect(
      error?.description
        == ".navlint.yml:3:3: rule 'NAV001 deprecated-navigation-view' is configured twice (also as 'NAV001' on line 2)"
    )
  }

  @Test func rootMustBeAMapping() {
    #expect(
      parseError("- rules\n")?.description.hasPrefix(".navlint.yml:1:1: the configuration must be a mapping") == true)
  }

  @Test func invalidYAMLNamesTheLine() {
    let error = parseError("rules:\n  NAV001: warning\n  NAV002: [unclosed\nexclude: x\n")
    guard case .invalidYAML(let path, let line, _, _) = error else {
      Issue.record("expected invalid YAML, got \(String(describing: error))")
      return
    }
    #expect(path == ".navlint.yml")
    #expect(line >= 3)
    #expect(error?.description.contains("invalid YAML") == true)
  }

  @Test func tabIndentationIsInvalidYAML() {
    let error = parseError("rules:\n\tNAV001: warning\n")
    #expect(error?.line == 2)
    #expect(error?.description.hasPrefix(".navlint.yml:2:") == true)
  }

  @Test func crlfLineEndingsKeepLineNumbers() throws {
    #expect(try parse("rules:\r\n  NAV001: info\r\n").rules["NAV001"]?.severity == .info)
    #expect(parseError("rules:\r\n  NAV001: info\r\n  NAV404: off\r\n")?.line == 3)
  }

  @Test func controlCharactersAreInvalidYAMLWithALine() {
    let error = parseError("rules:\n  NAV001: info\nexclude: [a\u{7}b]\n")
    guard case .invalidYAML(_, let line, _, _) = error else {
      Issue.record("expected invalid YAML, got \(String(describing: error))")
      return
    }
    #expect(line == 3)
  }

  @Test func twoDocumentsAreRejected() {
    #expect(parseError("rules: {}\n---\nrules: {}\n") != nil)
  }

  @Test func undefinedAliasIsInvalidYAML() {
    let error = parseError("exclude: *nowhere\n")
    #expect(error?.line == 1)
  }

  // MARK: - Loading files

  @Test func loadReadsTheFileAndReportsMissingOnes() throws {
    try withTemporaryDirectory { folder in
      let path = try folder.write("app/.navlint.yml", "rules:\n  NAV001: error\n")
      let configuration = try Configuration.load(path: path, rules: sampleRules)
      #expect(configuration.folder == folder.url("app"))
      #expect(configuration.rules["NAV001"]?.severity == .error)

      #expect(throws: ConfigError.unreadable(path: "missing.yml", reason: "no such file")) {
        try Configuration.load(path: folder.url("missing.yml"), displayPath: "missing.yml", rules: sampleRules)
      }
      #expect(throws: ConfigError.unreadable(path: "app", reason: "is a folder")) {
        try Configuration.load(path: folder.url("app"), displayPath: "app", rules: sampleRules)
      }
      try folder.write("bad.yml", "")
      try Data([0x72, 0x3A, 0x20, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: folder.url("bad.yml")))
      #expect(throws: ConfigError.unreadable(path: "bad.yml", reason: "not valid UTF-8")) {
        try Configuration.load(path: folder.url("bad.yml"), displayPath: "bad.yml", rules: sampleRules)
      }
    }
  }

  @Test func excludeAndIncludeAreRelativeToTheConfigFolder() throws {
    let configuration = try parse("include: [Sources, App/*.swift]\nexclude: [\"**/Generated\", Sources/Legacy]\n")
    #expect(configuration.isExcluded("/project/Sources/Generated"))
    #expect(configuration.isExcluded("/project/Generated/A.swift"))
    #expect(configuration.isExcluded("/project/Sources/Legacy/Old.swift"))
    #expect(!configuration.isExcluded("/project/Sources/Modern/New.swift"))
    #expect(!configuration.isExcluded("/elsewhere/Sources/Legacy/Old.swift"))
    #expect(configuration.isIncluded("/project/Sources/Deep/A.swift"))
    #expect(configuration.isIncluded("/project/App/Main.swift"))
    #expect(!configuration.isIncluded("/project/App/Sub/Main.swift"))
    #expect(!configuration.isIncluded("/project/Tests/A.swift"))
  }
}
