import NavlintRules
import Testing

/// Extra cases in `Tests/NavlintRulesTests/Cases/NAVnnn-name.md`, same format as the rule docs.
struct CaseTests {
  @Test(arguments: PackagePaths.caseFiles)
  func casesPass(_ fileName: String) throws {
    let doc = try RuleDoc(path: PackagePaths.casesDirectory + "/" + fileName)
    let rule = try #require(RuleCatalog.descriptor(for: doc.titleID), "\(fileName): no rule \(doc.titleID)")
    #expect(doc.titleName == rule.name)
    #expect(fileName == rule.documentationFileName)
    for section in doc.sections {
      #expect(["Bad", "Does not trigger", "Options"].contains(section), "\(fileName): unexpected section \(section)")
    }
    var harness = DocHarness(doc: doc, rule: rule.type)
    harness.run()
    for failure in harness.failures { Issue.record(Comment(rawValue: failure)) }
  }

  /// Every registered rule needs at least 15 further cases (blocks) beyond its doc.
  @Test(arguments: RuleCatalog.all.map(\.id.rawValue))
  func enoughCases(_ id: String) throws {
    let rule = try #require(RuleCatalog.descriptor(for: id))
    let doc = try RuleDoc(path: PackagePaths.casesDirectory + "/" + rule.documentationFileName)
    let blocks = doc.blocks.filter { $0.info == "swift" }
    #expect(blocks.count >= 15, "\(id) has \(blocks.count) case blocks")
  }

  /// The cross-file rules need at least 25 multi-file cases each (`// file:` separators), hard negatives
  /// first. (NAV014, a per-file rule with a project pass for what other files declare, has its own count in
  /// `SeedCaseTests`' principles.)
  @Test(arguments: ["NAV017", "NAV018", "NAV019"])
  func crossFileRulesHaveMultiFileCases(_ id: String) throws {
    let rule = try #require(RuleCatalog.descriptor(for: id))
    let doc = try RuleDoc(path: PackagePaths.casesDirectory + "/" + rule.documentationFileName)
    let multiFile = doc.blocks.filter { $0.info == "swift" && ExampleProject($0.text).isMultiFile }
    #expect(multiFile.count >= 25, "\(id) has \(multiFile.count) multi-file case blocks")
    #expect(doc.sections.first == "Does not trigger", "\(id): hard negatives come first")
  }
}
