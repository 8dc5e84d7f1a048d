import NavlintProject
import NavlintRules
import NavlintSyntax
import Testing

@testable import navlint

/// File settings to the engine's settings, and option parsing.
@Suite struct AdapterTests {
  @Test func configurationBecomesRuleSettings() {
    let configuration = Configuration(
      path: "/p/.navlint.yml", folder: "/p",
      rules: [
        "NAV001": .init(severity: .error),
        "NAV003": .off,
        "NAV016": .init(options: ["threshold": .integer(3)]),
      ])
    let target = DeploymentTarget(
      version: DeploymentVersion(major: 15, minor: 4), source: .configuration(path: "/p/.navlint.yml"))
    let settings = FileSettings(configuration: configuration, deploymentTarget: target)
      .ruleSettings(onlyRules: ["NAV001"], disabledRules: ["NAV008"])
    #expect(settings.minimumIOS == Version(15, 4))
    #expect(settings.onlyRules == ["NAV001"])
    #expect(settings.disabledRules == ["NAV008"])
    #expect(settings.rules == configuration.rules)
  }

  @Test func noConfigurationMeansDefaults() {
    let settings = FileSettings(configuration: nil, deploymentTarget: nil).ruleSettings()
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
