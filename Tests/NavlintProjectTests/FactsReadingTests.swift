import Foundation
import NavlintNavigation
import NavlintRules
import NavlintSyntax
import Testing

@testable import NavlintProject

/// While a document is typed, the server builds its structure once: the rules run on it (`FilePlan.lint(_:)`
/// with a structure) and another thread reads the facts from a copy (`FactsReading`,
/// `FileStructure.copyForAnotherThread`). Both must give what the text alone gives.
@Suite struct FactsReadingTests {
  static let packageDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The rules' realistic corpus and the demo app: navigation of every kind, with findings and fixes.
  static func sources() throws -> [(name: String, bytes: [UInt8])] {
    var sources: [(name: String, bytes: [UInt8])] = []
    for folder in ["Tests/NavlintRulesTests/Corpus", "Examples/NavDemo"] {
      let url = packageDirectory.appendingPathComponent(folder)
      let walker = try #require(FileManager.default.enumerator(atPath: url.path))
      for case let path as String in walker.allObjects where path.hasSuffix(".swift") {
        sources.append((path, Array(try Data(contentsOf: url.appendingPathComponent(path)))))
      }
    }
    return sources.sorted { $0.name < $1.name }
  }

  @Test func theRulesOnABuiltStructureFindWhatTheTextGives() throws {
    let sources = try Self.sources()
    #expect(sources.count > 15)
    try withTemporaryDirectory { folder in
      var session = try LintSession(currentDirectory: folder.path)
      let plan = try session.plan(forFile: folder.url("App.swift"))
      var withFindings = 0
      for source in sources {
        let structure = FileStructure(SourceText(bytes: source.bytes))
        let expected = plan.lint(source.bytes)
        let built = plan.lint(structure)
        #expect(built.findings == expected.findings, "\(source.name)")
        #expect(built.lines.lineStarts == expected.lines.lineStarts, "\(source.name)")
        if !expected.findings.isEmpty { withFindings += 1 }
        // With cross-file findings carried over (the server's case while the facts are read).
        let carried = [
          Finding(
            ruleID: "NAV019", ruleName: "link-outside-stack", severity: .warning,
            range: 0..<min(6, source.bytes.count), message: "carried", fix: nil)
        ]
        #expect(
          plan.lint(structure, projectFindings: carried).findings
            == plan.lint(source.bytes, projectFindings: carried).findings, "\(source.name)")
      }
      #expect(withFindings > 10)
    }
  }

  @Test func factsReadFromACopyOfTheStructureAreTheTextsFacts() throws {
    var withSites = 0
    for source in try Self.sources() {
      let structure = FileStructure(SourceText(bytes: source.bytes))
      let reading = FactsReading(
        path: "/App/\(source.name)", structure: structure.copyForAnotherThread(), uri: source.name, generation: 1)
      #expect(reading.bytes == source.bytes)
      let entry = try #require(reading.run().entry)
      let expected = ProjectIndex.Entry(bytes: source.bytes)
      #expect(entry.facts == expected.facts, "\(source.name)")
      #expect(entry.digest == expected.digest, "\(source.name)")
      if !expected.facts.sites.isEmpty { withSites += 1 }
    }
    #expect(withSites > 10)
  }

  /// NAV013 and NAV014 are checked once, by the facts reading or by the lint, whichever comes first; the lint
  /// finds what the text gives either way, and so when both run at once.
  @Test func theSharedRulesFindWhatTheTextGives() throws {
    let sources = try Self.sources()
    try withTemporaryDirectory { folder in
      var session = try LintSession(currentDirectory: folder.path)
      let plan = try session.plan(forFile: folder.url("App.swift"))
      var withShared = 0
      for source in sources {
        let expected = plan.lint(source.bytes).findings
        if expected.contains(where: { SharedRuleCheck.ruleIDs.contains($0.ruleID) }) { withShared += 1 }
        let structure = FileStructure(SourceText(bytes: source.bytes))
        // The reading first.
        let readFirst = try #require(plan.sharedRuleCheck(for: source.bytes))
        let reading = FactsReading(
          path: plan.path, structure: structure.copyForAnotherThread(), uri: source.name, generation: 1,
          shared: readFirst)
        let read = reading.run()
        #expect(readFirst.isDone)
        #expect(read.entry?.facts == ProjectIndex.Entry(bytes: source.bytes).facts, "\(source.name)")
        #expect(plan.lint(structure, shared: readFirst).findings == expected, "\(source.name)")
        // The lint first: it checks them itself, and the reading takes its findings.
        let lintFirst = try #require(plan.sharedRuleCheck(for: source.bytes))
        #expect(plan.lint(structure, shared: lintFirst).findings == expected, "\(source.name)")
        #expect(lintFirst.isDone)
        _ = FactsReading(
          path: plan.path, structure: structure.copyForAnotherThread(), uri: source.name, generation: 2,
          shared: lintFirst
        ).run()
        // A reading of a text whose facts the model holds only checks the shared rules.
        let checkOnly = try #require(plan.sharedRuleCheck(for: source.bytes))
        let checked = FactsReading(
          path: plan.path, structure: structure.copyForAnotherThread(), uri: source.name, generation: 4,
          shared: checkOnly, readsFacts: false
        ).run()
        #expect(checked.entry == nil)
        #expect(checkOnly.isDone)
        #expect(plan.lint(structure, shared: checkOnly).findings == expected, "\(source.name)")
        // Both at once.
        let both = try #require(plan.sharedRuleCheck(for: source.bytes))
        let copy = structure.copyForAnotherThread()
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
          _ = FactsReading(path: plan.path, structure: copy, uri: source.name, generation: 3, shared: both).run()
          finished.signal()
        }
        thread.start()
        #expect(plan.lint(structure, shared: both).findings == expected, "\(source.name)")
        finished.wait()
      }
      #expect(withShared >= 3)
    }
  }
}
