import NavlintRules
import NavlintSyntax
import Testing

/// `// navlint:` comments: every form in SPEC, ids and names, reasons, and NAV000 for unused ones.
struct SuppressionTests {
  private var view: String { "let a = NavigationView { Text(\"a\") }\n" }

  private func lint(_ text: String, settings: RuleSettings = RuleSettings()) -> [Finding] {
    Linter(settings: settings).lint(SourceText(text))
  }

  private func ids(_ findings: [Finding]) -> [String] { findings.map(\.ruleID.rawValue) }

  @Test func unsuppressedFindingIsReported() {
    #expect(ids(lint(view)) == ["NAV001"])
  }

  @Test func disableNextSuppressesOnlyTheNextLine() {
    #expect(ids(lint("// navlint:disable:next NAV001\n" + view)).isEmpty)
    #expect(ids(lint("// navlint:disable:next NAV001\n" + view + view)) == ["NAV001"])
  }

  @Test func disableThisSuppressesItsLine() {
    #expect(ids(lint("let a = NavigationView { Text(\"a\") } // navlint:disable:this NAV001\n")).isEmpty)
  }

  @Test func disableEnableRegion() {
    let text = "// navlint:disable NAV001\n" + view + view + "// navlint:enable NAV001\n" + view
    let findings = lint(text)
    #expect(ids(findings) == ["NAV001"])
    #expect(SourceText(text).lines.location(of: findings[0].range.lowerBound).line == 5)
  }

  @Test func disableWithoutEnableRunsToTheEnd() {
    #expect(ids(lint("// navlint:disable NAV001\n" + view + view)).isEmpty)
  }

  @Test func enableOfAnotherRuleLeavesTheRegionOpen() {
    let text = "// navlint:disable NAV001, NAV003\n" + view + "// navlint:enable NAV003\n" + view
    // NAV001 stays disabled after `enable NAV003`; the NAV003 entry suppressed nothing.
    #expect(ids(lint(text)) == ["NAV000"])
  }

  @Test func namesAndAllAndReasonsAreAccepted() {
    #expect(ids(lint("// navlint:disable:next deprecated-navigation-view -- legacy screen\n" + view)).isEmpty)
    #expect(ids(lint("// navlint:disable:next all\n" + view)).isEmpty)
    #expect(ids(lint("// navlint:disable:next NAV003, NAV001 -- two rules\n" + view)) == ["NAV000"])
  }

  @Test func unusedSuppressionIsReportedWithAFixRemovingTheLine() {
    let text = "// navlint:disable:next NAV001\nlet a = 1\n"
    let findings = lint(text)
    #expect(ids(findings) == ["NAV000"])
    #expect(findings[0].severity == .info)
    #expect(findings[0].range == 0..<30)
    let fixed = Linter().fix(Array(text.utf8))
    #expect(String(decoding: fixed.bytes, as: UTF8.self) == "let a = 1\n")
  }

  @Test func trailingUnusedSuppressionFixKeepsTheCode() {
    let text = "let a = 1 // navlint:disable:this NAV001 -- why\n"
    let fixed = Linter().fix(Array(text.utf8))
    #expect(String(decoding: fixed.bytes, as: UTF8.self) == "let a = 1\n")
  }

  @Test func partlyUnusedListReportsTheUnusedEntry() {
    // NAV010 is a rule of one file: `--fix` judges its suppressions (not a cross-file rule's, below).
    let text = "// navlint:disable:next NAV001, NAV010\n" + view
    let findings = lint(text)
    #expect(ids(findings) == ["NAV000"])
    #expect(findings[0].message.contains("NAV010"))
    let fixed = Linter().fix(Array(text.utf8))
    #expect(String(decoding: fixed.bytes, as: UTF8.self) == "// navlint:disable:next NAV001\n" + view)
  }

  /// A cross-file rule (NAV003 reads the navigation model too) may be used by the project pass, which `--fix`
  /// does not run: its suppression is reported by a lint, never removed by a fix.
  @Test func fixKeepsTheSuppressionOfACrossFileRule() {
    let text = "// navlint:disable:next NAV001, NAV003\n" + view
    #expect(ids(lint(text)) == ["NAV000"])
    let fixed = Linter().fix(Array(text.utf8))
    #expect(String(decoding: fixed.bytes, as: UTF8.self) == text)
  }

  @Test func unknownRuleIsUnused() {
    #expect(ids(lint("// navlint:disable:next NAV999\nlet a = 1\n")) == ["NAV000"])
  }

  @Test func suppressionOfARuleThatDidNotRunIsNotJudged() {
    let settings = RuleSettings(onlyRules: ["NAV000", "NAV003"])
    #expect(ids(lint("// navlint:disable:next NAV001\n" + view, settings: settings)).isEmpty)
  }

  @Test func disablingNAV000SilencesUnusedReports() {
    let settings = RuleSettings(rules: ["NAV000": .off])
    #expect(ids(lint("// navlint:disable:next NAV001\nlet a = 1\n", settings: settings)).isEmpty)
  }

  @Test func unusedSuppressionCanItselfBeSuppressed() {
    let text = "// navlint:disable:next NAV000\n// navlint:disable:next NAV001\nlet a = 1\n"
    #expect(ids(lint(text)).isEmpty)
  }

  @Test func misspelledDirectiveIsReportedWithTheNearestOne() {
    let findings = lint("// navlint:disabel NAV001\n" + view)
    #expect(ids(findings) == ["NAV000", "NAV001"])
    #expect(findings[0].message.contains("`navlint:disabel` is not a navlint directive"))
    #expect(findings[0].message.contains("did you mean `navlint:disable`?"))
    #expect(findings[0].fix == nil)
    let next = lint("// navlint:disable:nxt NAV001\n" + view)
    #expect(next[0].message.contains("did you mean `navlint:disable:next`?"))
  }

  @Test func swiftLintPreviousGetsItsOwnHint() {
    let findings = lint(view + "// navlint:disable:previous NAV001\n")
    #expect(ids(findings) == ["NAV001", "NAV000"])
    #expect(findings[1].message.contains("navlint has no `disable:previous`"))
  }

  @Test func unknownDirectivesFollowNAV000Settings() {
    // Prose after `navlint:` and a space, and words far from any directive, are told apart.
    #expect(ids(lint("// navlint: keep these stacks nested\nlet a = 1\n")).isEmpty)
    let far = lint("// navlint:shutup NAV001\nlet a = 1\n")
    #expect(far.first?.message.contains("the directives are `disable`, `enable`") == true)
    #expect(
      ids(lint("// navlint:disabel NAV001\nlet a = 1\n", settings: RuleSettings(rules: ["NAV000": .off]))).isEmpty)
    #expect(ids(lint("// navlint:disable:next NAV000\n// navlint:disabel NAV001\nlet a = 1\n")).isEmpty)
  }

  @Test func onlyLineCommentsAreDirectives() {
    #expect(ids(lint("/* navlint:disable:next NAV001 */\n" + view)) == ["NAV001"])
    #expect(ids(lint("let s = \"// navlint:disable:next NAV001\"\n" + view)) == ["NAV001"])
    #expect(ids(lint("// not navlint:disable:next NAV001\n" + view)) == ["NAV001"])
  }

  @Test func parsesEntriesAndReason() throws {
    let text = "// navlint:disable NAV001, deprecated-navigation-view all -- because"
    let directive = try #require(
      SuppressionDirective.parse(Array(text.utf8), range: 0..<text.utf8.count, line: 0) {
        RuleCatalog.ruleID(for: $0)
      })
    #expect(directive.command == .disable)
    #expect(directive.entries.map(\.text) == ["NAV001", "deprecated-navigation-view", "all"])
    #expect(directive.entries.map(\.ruleID) == ["NAV001", "NAV001", nil])
    #expect(directive.entries[2].isAll)
    #expect(directive.reason == "because")
  }

  @Test func disableNextLineEditSilencesTheFinding() throws {
    let text = "struct A {\r\n  let a = NavigationView { Text(\"a\") }\r\n}\r\n"
    let source = SourceText(text)
    let finding = try #require(lint(text).first)
    let edit = EditBuilder.disableNextLine(for: finding, in: source)
    let bytes = FixApplier.apply(edits: [edit], to: source.bytes)
    let result = String(decoding: bytes, as: UTF8.self)
    #expect(
      result == "struct A {\r\n  // navlint:disable:next NAV001\r\n  let a = NavigationView { Text(\"a\") }\r\n}\r\n")
    #expect(lint(result).isEmpty)
  }
}
