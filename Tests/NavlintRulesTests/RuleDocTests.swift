import Foundation
import NavlintRules
import Testing

/// Every `Rules/NAVnnn-name.md` is a test: its facts match the rule type and its examples pass.
struct RuleDocTests {
  static let sectionOrder = [
    "What it finds", "Why it matters", "Bad", "Use instead", "Does not trigger", "Options", "Fix",
  ]

  @Test(arguments: PackagePaths.ruleDocFiles)
  func docExamplesPass(_ fileName: String) throws {
    let doc = try RuleDoc(path: PackagePaths.rulesDirectory + "/" + fileName)
    let descriptor = try #require(RuleCatalog.descriptor(for: doc.titleID), "\(fileName): no rule \(doc.titleID)")
    var harness = DocHarness(doc: doc, rule: descriptor.type)
    harness.run()
    for failure in harness.failures { Issue.record(Comment(rawValue: failure)) }
  }

  @Test(arguments: PackagePaths.ruleDocFiles)
  func docFactsMatchTheRuleType(_ fileName: String) throws {
    let doc = try RuleDoc(path: PackagePaths.rulesDirectory + "/" + fileName)
    let rule = try #require(RuleCatalog.descriptor(for: doc.titleID), "\(fileName): no rule \(doc.titleID)")
    #expect(fileName == rule.documentationFileName)
    #expect(doc.titleName == rule.name)
    #expect(doc.summary == rule.summary, "summary differs from \(rule.type).summary")
    #expect(
      doc.factsLine == "**Severity:** \(rule.defaultSeverity.rawValue) · **Fix:** \(rule.fixAvailability.rawValue)")
    #expect(doc.sections == Self.sectionOrder)
    let bad = doc.blocks.filter { $0.section == "Bad" && $0.info == "swift" }
    #expect(!bad.isEmpty, "\(fileName): no bad example")
    #expect(bad.allSatisfy { MarkedSource($0.text).markers.count > 0 }, "\(fileName): a bad example without `↓`")
    for block in doc.blocks where block.section == "Use instead" || block.section == "Does not trigger" {
      #expect(MarkedSource(block.text).markers.isEmpty, "\(fileName):\(block.line): marker in a good example")
    }
    for block in doc.blocks where block.info == "yaml" {
      #expect(block.section == "Options", "\(fileName):\(block.line): yaml outside ## Options")
    }
    if rule.fixAvailability == .safe {
      #expect(doc.blocks.contains { $0.info == "swift fixed" }, "\(fileName): a safe fix needs a `swift fixed` example")
    }
  }

  @Test func everyRegisteredRuleHasADoc() {
    let files = Set(PackagePaths.ruleDocFiles)
    for rule in RuleCatalog.all {
      #expect(files.contains(rule.documentationFileName), "missing Rules/\(rule.documentationFileName)")
    }
  }
}
