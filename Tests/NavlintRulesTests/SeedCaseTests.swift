import Foundation
import NavlintRules
import Testing

/// `SeedCases.md`: every example of the seeds mapped to cases, each row checked (see the file's preamble).
struct SeedCaseTests {
  struct Row: CustomTestStringConvertible, Sendable {
    var line: Int
    var seed: String
    var section: String
    var verdict: String
    var rules: [String]
    var tags: [String]
    var note: String
    var testDescription: String { "\(seed) \(section.prefix(60))" }
  }

  static let tablePath = PackagePaths.root + "/Tests/NavlintRulesTests/SeedCases.md"

  static let rows: [Row] = {
    guard let text = try? String(contentsOfFile: tablePath, encoding: .utf8) else { return [] }
    var rows: [Row] = []
    for (offset, line) in text.components(separatedBy: "\n").enumerated() where line.hasPrefix("| 0") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 6 else {
        rows.append(
          Row(line: offset + 1, seed: "?", section: line, verdict: "malformed", rules: [], tags: [], note: ""))
        continue
      }
      let list: (String) -> [String] = {
        $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["`"]) }
          .filter { !$0.isEmpty }
      }
      rows.append(
        Row(
          line: offset + 1, seed: cells[0], section: cells[1], verdict: cells[2], rules: list(cells[3]),
          tags: list(cells[4]), note: cells[5]))
    }
    return rows
  }()

  /// Every case file, parsed once.
  static let docs: [RuleDoc] = PackagePaths.caseFiles.compactMap {
    try? RuleDoc(path: PackagePaths.casesDirectory + "/" + $0)
  }

  /// The blocks whose preceding sentence carries `tag`, with their doc.
  static func blocks(tagged tag: String) -> [(doc: RuleDoc, block: RuleDoc.Block)] {
    docs.flatMap { doc in
      doc.blocks.filter { $0.info == "swift" && $0.precedingProse.contains("`\(tag)`") }.map { (doc, $0) }
    }
  }

  @Test func everySeedHasRowsAndTheTableIsWellFormed() {
    #expect(Self.rows.count >= 50, "\(Self.rows.count) rows")
    for seed in ["000", "001", "002", "003", "004"] {
      #expect(Self.rows.contains { $0.seed == seed }, "seed \(seed) has no row")
    }
    for row in Self.rows {
      #expect(
        ["positive", "negative", "both", "not lintable", "covered"].contains(row.verdict),
        "SeedCases.md:\(row.line): verdict `\(row.verdict)`")
    }
  }

  @Test(arguments: rows)
  func rowPasses(_ row: Row) throws {
    let place = "SeedCases.md:\(row.line)"
    switch row.verdict {
    case "not lintable", "covered":
      #expect(!row.note.isEmpty, "\(place): say why")
      if row.verdict == "covered" { #expect(row.tags.isEmpty, "\(place): a covered row points at other rows") }
    default:
      #expect(!row.tags.isEmpty, "\(place): no cases")
    }
    var bad = 0
    var good = 0
    var rules: Set<String> = []
    for tag in row.tags {
      #expect(tag.hasPrefix("seed:\(row.seed)-"), "\(place): tag `\(tag)` is not seed \(row.seed)'s")
      let tagged = Self.blocks(tagged: tag)
      #expect(!tagged.isEmpty, "\(place): no case carries `\(tag)`")
      for (doc, block) in tagged {
        rules.insert(doc.titleID)
        let marked = !MarkedSource(block.text).markers.isEmpty
        if block.section == "Bad" {
          #expect(marked, "\(doc.path):\(block.line): a positive case marks its finding")
          bad += 1
        } else {
          #expect(block.section == "Does not trigger", "\(doc.path):\(block.line): section \(block.section)")
          #expect(!marked, "\(doc.path):\(block.line): a hard negative has no marker")
          good += 1
        }
        // The block passes: the harness over its doc reports nothing at its line.
        let rule = try #require(RuleCatalog.descriptor(for: doc.titleID))
        var harness = DocHarness(doc: doc, rule: rule.type)
        harness.run()
        let prefix = "\(doc.path):\(block.line):"
        for failure in harness.failures where failure.hasPrefix(prefix) {
          Issue.record(Comment(rawValue: "\(place): \(failure)"))
        }
      }
    }
    #expect(rules == Set(row.rules), "\(place): rules \(row.rules.sorted()) but cases in \(rules.sorted())")
    switch row.verdict {
    case "positive": #expect(bad > 0 && good == 0, "\(place): positive rows have only Bad cases")
    case "negative": #expect(good > 0 && bad == 0, "\(place): negative rows have only hard negatives")
    case "both": #expect(bad > 0 && good > 0, "\(place): needs a positive and a negative")
    default: break
    }
  }

  /// No seed case outside the table.
  @Test func everySeedTagIsInTheTable() {
    let listed = Set(Self.rows.flatMap(\.tags))
    for doc in Self.docs {
      for block in doc.blocks where block.info == "swift" {
        for tag in Self.tags(in: block.precedingProse, prefix: "seed:") {
          #expect(listed.contains(tag), "\(doc.path):\(block.line): `\(tag)` has no row in SeedCases.md")
        }
      }
    }
  }

  /// Issue #15's principles: at least 10 cases each, hard negatives included.
  @Test(arguments: [
    "coordinators", "save-restore", "view-bodies", "deep-link-entry-points", "state-driven", "alert-threshold",
    "tabs-between-stacks", "reset-in-branch", "tab-selection",
  ])
  func principleHasCases(_ principle: String) {
    let tagged = Self.blocks(tagged: "principle:\(principle)")
    #expect(tagged.count >= 10, "\(principle): \(tagged.count) cases")
    #expect(tagged.contains { $0.block.section == "Bad" }, "\(principle): no positive")
    #expect(tagged.contains { $0.block.section == "Does not trigger" }, "\(principle): no hard negative")
  }

  static func tags(in prose: String, prefix: String) -> [String] {
    prose.components(separatedBy: "`").filter { $0.hasPrefix(prefix) }
  }
}
