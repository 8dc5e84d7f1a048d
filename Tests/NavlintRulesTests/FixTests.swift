import NavlintRules
import NavlintSyntax
import Testing

/// Fixes: each removes its finding and nothing else; applying all fixes twice equals applying them once.
struct FixTests {
  /// Every marked block of every doc and case file, with its rule.
  static let markedBlocks: [String] = {
    var result: [String] = []
    for (directory, files) in [
      (PackagePaths.rulesDirectory, PackagePaths.ruleDocFiles), (PackagePaths.casesDirectory, PackagePaths.caseFiles),
    ] {
      for file in files {
        guard let doc = try? RuleDoc(path: directory + "/" + file) else { continue }
        for block in doc.blocks where block.info == "swift" && !MarkedSource(block.text).markers.isEmpty {
          result.append("\(directory)/\(file):\(block.line)")
        }
      }
    }
    return result
  }()

  private func block(_ key: String) throws -> (rule: RuleDescriptor, text: String) {
    let parts = key.split(separator: ":")
    let doc = try RuleDoc(path: String(parts[0]))
    let line = Int(parts[1]) ?? 0
    let rule = try #require(RuleCatalog.descriptor(for: doc.titleID))
    let block = try #require(doc.blocks.first { $0.line == line })
    return (rule, MarkedSource(block.text).text)
  }

  @Test(arguments: FixTests.markedBlocks)
  func eachFixRemovesItsFindingAndNothingElse(_ key: String) throws {
    let (rule, text) = try block(key)
    // A current deployment target: fixes that write a newer API are safe only for a known target.
    let linter = Linter(settings: RuleSettings(minimumIOS: DocHarness.knownRecentTarget))
    let before = linter.lint(SourceText(text))
    for finding in before where finding.ruleID == rule.id {
      guard let fix = finding.fix else {
        #expect(rule.fixAvailability == .none || rule.fixAvailability == .safe || rule.fixAvailability == .unsafe)
        continue
      }
      #expect(rule.fixAvailability != .none, "\(rule.id) offers a fix but declares none")
      #expect(fix.isSafe == (rule.fixAvailability == .safe), "\(rule.id) fix safety differs from its facts")
      let (bytes, applied) = FixApplier.apply([fix], to: Array(text.utf8))
      #expect(applied == 1)
      let after = linter.lint(SourceText(bytes: bytes))
      let sameRuleBefore = before.filter { $0.ruleID == rule.id }.count
      let sameRuleAfter = after.filter { $0.ruleID == rule.id }.count
      #expect(sameRuleAfter < sameRuleBefore, "\(key): fix '\(fix.title)' left the finding")
      let othersBefore = before.filter { $0.ruleID != rule.id }.map(\.ruleID).sorted()
      let othersAfter = after.filter { $0.ruleID != rule.id }.map(\.ruleID).sorted()
      #expect(othersAfter == othersBefore, "\(key): fix '\(fix.title)' changed other findings")
      // Bytes outside the edits are untouched.
      let first = fix.edits[0].range.lowerBound
      #expect(Array(bytes.prefix(first)) == Array(text.utf8.prefix(first)))
      let tail = text.utf8.count - fix.edits[fix.edits.count - 1].range.upperBound
      #expect(Array(bytes.suffix(tail)) == Array(text.utf8.suffix(tail)))
    }
  }

  @Test(arguments: FixTests.markedBlocks)
  func applyingAllFixesTwiceEqualsOnce(_ key: String) throws {
    let (_, text) = try block(key)
    let linter = Linter()
    let once = linter.fix(Array(text.utf8), includeUnsafe: true)
    let twice = linter.fix(once.bytes, includeUnsafe: true)
    #expect(once.bytes == twice.bytes, "\(key): fixes are not idempotent")
  }

  /// A fix that writes an API from a later iOS is safe only when the deployment target is known to have it;
  /// with no target found, `--fix` must not apply it (an app on iOS 15 would stop building).
  @Test func fixesThatNeedANewerIOSAreSafeOnlyForAKnownTarget() {
    let source = """
      struct Root: View {
        var body: some View {
          NavigationView { Home() }
            .navigationBarTitle("Home")
        }
      }

      """
    func fixes(_ target: Version?) -> [String: Bool] {
      var result: [String: Bool] = [:]
      for finding in Linter(settings: RuleSettings(minimumIOS: target)).lint(SourceText(source)) {
        if let fix = finding.fix { result[finding.ruleID.rawValue] = fix.isSafe }
      }
      return result
    }
    #expect(fixes(nil) == ["NAV001": false, "NAV012": false], "unknown target: offered, but unsafe")
    #expect(fixes(Version(14)) == ["NAV012": true], "iOS 14: NAV001 is quiet, .navigationTitle exists")
    #expect(fixes(Version(16)) == ["NAV001": true, "NAV012": true])
    let unknown = Linter().fix(Array(source.utf8))
    #expect(unknown.bytes == Array(source.utf8), "plain --fix leaves the file alone without a known target")
    let withUnsafe = Linter().fix(Array(source.utf8), includeUnsafe: true)
    #expect(String(decoding: withUnsafe.bytes, as: UTF8.self).contains("NavigationStack { Home() }"))
  }

  @Test func overlappingFixesAreAppliedOnePerPass() {
    let text = Array("abcdef".utf8)
    let first = Fix(title: "a", isSafe: true, edits: [Edit(range: 1..<3, replacement: "X")])
    let second = Fix(title: "b", isSafe: true, edits: [Edit(range: 2..<4, replacement: "Y")])
    let (bytes, applied) = FixApplier.apply([first, second], to: text)
    #expect(applied == 1)
    #expect(String(decoding: bytes, as: UTF8.self) == "aXdef")
  }

  @Test func sharedEditsAreAppliedOnce() {
    let text = Array("abcdef".utf8)
    let shared = Edit(range: 0..<1, replacement: "Z")
    let first = Fix(title: "a", isSafe: true, edits: [shared, Edit(range: 5..<6, replacement: "")])
    let second = Fix(title: "b", isSafe: true, edits: [shared])
    let (bytes, applied) = FixApplier.apply([first, second], to: text)
    #expect(applied == 2)
    #expect(String(decoding: bytes, as: UTF8.self) == "Zbcde")
  }

  @Test func insertionsAtOnePointConflict() {
    let first = Edit.insert("a", at: 2)
    #expect(first.overlaps(.insert("b", at: 2)))
    #expect(!first.overlaps(.insert("b", at: 3)))
    #expect(first.overlaps(Edit(range: 1..<3, replacement: "")))
    #expect(!first.overlaps(Edit(range: 2..<3, replacement: "")))
  }

  @Test func mainActorFixKeepsIndentationAndLineEndings() throws {
    let text = "enum App {\r\n  @Observable final class Router {\r\n    var path = NavigationPath()\r\n  }\r\n}\r\n"
    let findings = Linter(settings: RuleSettings(onlyRules: ["NAV006"])).lint(SourceText(text))
    let fix = try #require(findings.first?.fix)
    #expect(!fix.isSafe)
    let (bytes, _) = FixApplier.apply([fix], to: Array(text.utf8))
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == "enum App {\r\n  @MainActor\r\n  @Observable final class Router {\r\n    var path = NavigationPath()\r\n  }\r\n}\r\n"
    )
  }

  @Test func safeFixesSkipUnsafeOnes() {
    let text = "@Observable class Router {\n  var path = NavigationPath()\n}\n"
    let outcome = Linter().fix(Array(text.utf8))
    #expect(outcome.appliedFixes == 0)
    #expect(String(decoding: outcome.bytes, as: UTF8.self) == text)
    let unsafe = Linter().fix(Array(text.utf8), includeUnsafe: true)
    #expect(String(decoding: unsafe.bytes, as: UTF8.self).hasPrefix("@MainActor\n@Observable class Router"))
  }
}
