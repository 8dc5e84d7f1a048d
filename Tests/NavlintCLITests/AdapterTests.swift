import NavlintProject
import NavlintRules
import NavlintSyntax
import Testing

@testable import navlint

/// The bridge from NavlintProject's configuration to the engine's settings, and option parsing.
@Suite struct AdapterTests {
  @Test func knownRulesMirrorTheCatalog() {
    let known = RuleSettingsAdapter.knownRules
    #expect(known.map(\.id) == RuleCatalog.all.map(\.id.rawValue))
    #expect(known.map(\.name) == RuleCatalog.all.map(\.name))
    for (rule, descriptor) in zip(known, RuleCatalog.all) {
      #expect(rule.defaultSeverity?.rawValue == descriptor.defaultSeverity.rawValue)
      #expect(Set(rule.options.keys) == Set(descriptor.options.map(\.name)))
    }
  }

  @Test func configurationBecomesRuleSettings() {
    let configuration = Configuration(
      path: "/p/.navlint.yml", folder: "/p",
      rules: [
        "NAV001": .init(ruleID: "NAV001", writtenKey: "NAV001", severity: .error),
        "NAV003": .init(ruleID: "NAV003", writtenKey: "destination-in-lazy-container", severity: .off),
        "NAV016": .init(
          ruleID: "NAV016", writtenKey: "NAV016", severity: nil,
          options: ["threshold": .integer(3), "names": .stringList(["a"]), "ratio": .number(0.5), "on": .bool(true)]),
      ])
    let target = DeploymentTarget(
      version: DeploymentVersion(major: 15, minor: 4), source: .configuration(path: "/p/.navlint.yml"))
    let settings = RuleSettingsAdapter.ruleSettings(
      for: FileSettings(configuration: configuration, deploymentTarget: target), onlyRules: ["NAV001"],
      disabledRules: ["NAV008"])
    #expect(settings.minimumIOS == Version(15, 4))
    #expect(settings.onlyRules == ["NAV001"])
    #expect(settings.disabledRules == ["NAV008"])
    #expect(settings.rules["NAV001"] == .init(isEnabled: true, severity: .error))
    #expect(settings.rules["NAV003"]?.isEnabled == false)
    #expect(
      settings.rules["NAV016"]?.options
        == ["threshold": .integer(3), "names": .strings(["a"]), "ratio": .number(0.5), "on": .bool(true)])
    #expect(settings.rules["NAV016"]?.severity == nil)
  }

  @Test func noConfigurationMeansDefaults() {
    let settings = RuleSettingsAdapter.ruleSettings(
      for: FileSettings(configuration: nil, deploymentTarget: nil), onlyRules: nil, disabledRules: [])
    #expect(settings == RuleSettings())
  }

  @Test func outputRequests() throws {
    let requests = try OutputRequest.validated(["github", "sarif=out/a.sarif", "json=b=c.json"])
    #expect(requests.map(\.format) == [.github, .sarif, .json])
    #expect(requests.map(\.path) == [nil, "out/a.sarif", "b=c.json"])
    #expect(try OutputRequest.validated([]).map(\.format) == [.text])
    #expect(throws: CLIError.self) { try OutputRequest.validated(["text", "github"]) }
  }

  @Test func colorChoice() {
    let none: (String) -> String? = { _ in nil }
    #expect(ColorChoice.auto.isColored(isTerminal: true, environment: none))
    #expect(!ColorChoice.auto.isColored(isTerminal: false, environment: none))
    #expect(!ColorChoice.auto.isColored(isTerminal: true, environment: { $0 == "NO_COLOR" ? "1" : nil }))
    #expect(ColorChoice.auto.isColored(isTerminal: true, environment: { $0 == "NO_COLOR" ? "" : nil }))
    #expect(!ColorChoice.auto.isColored(isTerminal: true, environment: { $0 == "TERM" ? "dumb" : nil }))
    #expect(ColorChoice.always.isColored(isTerminal: false, environment: { _ in "1" }))
    #expect(!ColorChoice.never.isColored(isTerminal: true, environment: none))
  }

  @Test func hookScriptQuotesThePath() {
    let script = InstallHook.script(executable: "/opt/it's here/navlint")
    #expect(script.contains("navlint='/opt/it'\\''s here/navlint'"))
    #expect(script.contains(InstallHook.marker))
    #expect(script.hasSuffix("exec \"$navlint\" lint --staged\n"))
  }
}
