import Foundation
import NavlintRules
import Testing

/// `Rules/README.md` and the embedded docs are generated from `Rules/*.md`; these tests fail when stale.
struct GeneratedFilesTests {
  @Test func embeddedDocsAreFresh() throws {
    var onDisk: [String: String] = [:]
    for file in PackagePaths.ruleDocFiles {
      onDisk[String(file.prefix(6))] = try String(
        contentsOfFile: PackagePaths.rulesDirectory + "/" + file, encoding: .utf8)
    }
    #expect(
      RuleDocs.markdown == onDisk,
      "Sources/NavlintRules/Generated/RuleDocs+Generated.swift is stale: run make generate")
  }

  @Test func readmeIndexIsFresh() throws {
    var lines = [
      "# navlint rules", "", "Generated from the rule docs by `make generate`; do not edit by hand.", "",
      "| id | name | severity | fix | summary |", "|---|---|---|---|---|",
    ]
    for file in PackagePaths.ruleDocFiles {
      let doc = try RuleDoc(path: PackagePaths.rulesDirectory + "/" + file)
      var severity = "?"
      var fix = "?"
      let facts = doc.factsLine
      if facts.hasPrefix("**Severity:** "), let dot = facts.range(of: " · **Fix:** ") {
        severity = String(facts[facts.index(facts.startIndex, offsetBy: 14)..<dot.lowerBound])
        fix = String(facts[dot.upperBound...])
      }
      let summary = doc.summary.replacingOccurrences(of: "|", with: "\\|")
      lines.append("| [\(doc.titleID)](\(file)) | \(doc.titleName) | \(severity) | \(fix) | \(summary) |")
    }
    let expected = lines.joined(separator: "\n") + "\n"
    let actual = try? String(contentsOfFile: PackagePaths.rulesDirectory + "/README.md", encoding: .utf8)
    #expect(actual == expected, "Rules/README.md is stale: run make generate")
  }

  @Test func indexListsEveryRegisteredRule() throws {
    let readme = try String(contentsOfFile: PackagePaths.rulesDirectory + "/README.md", encoding: .utf8)
    for rule in RuleCatalog.all {
      #expect(
        readme.contains(
          "| [\(rule.id)](\(rule.documentationFileName)) | \(rule.name) | \(rule.defaultSeverity.rawValue) | \(rule.fixAvailability.rawValue) |"
        ),
        "Rules/README.md lacks \(rule.id): run make generate")
    }
  }
}
