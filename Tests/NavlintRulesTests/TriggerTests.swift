import Foundation
import NavlintSyntax
import Testing

@testable import NavlintRules

/// The trigger gates (`Rule.triggers`, `RuleTriggers`) change no finding: every Swift block of every rule doc
/// and case file, and every corpus file, gives the same findings with and without them, for every rule alone
/// (so the byte gate sees only that rule's triggers) and for all rules together, under a few settings.
struct TriggerTests {
  /// Settings that reach different paths of the rules: the defaults, an old deployment target (legacy-code
  /// exemptions, replacement versions) and every integer option at its lowest.
  static let settingsVariants: [RuleSettings] = {
    var lowest: [RuleID: RuleConfiguration] = [:]
    for rule in AllRules.types {
      var options: [String: RuleOptionValue] = [:]
      for option in rule.options where option.defaultValue.intValue != nil { options[option.name] = .integer(0) }
      if !options.isEmpty { lowest[rule.id] = RuleConfiguration(options: options) }
    }
    return [RuleSettings(), RuleSettings(minimumIOS: Version(15)), RuleSettings(rules: lowest)]
  }()

  /// Differences between gated and ungated linting of `text`, described for the failure message.
  static func differences(in text: String) -> [String] {
    let source = SourceText(text)
    var differences: [String] = []
    for base in settingsVariants {
      var selections: [Set<RuleID>?] = [nil]
      selections += AllRules.types.map { [$0.id, .unusedSuppression] }
      for only in selections {
        var settings = base
        settings.onlyRules = only
        let gated = Linter(settings: settings)
        var ungated = gated
        ungated.usesTriggers = false
        let expected = ungated.lint(source)
        if gated.lint(source) != expected || gated.lint(source.bytes) != expected {
          let rules = only.map { $0.map(\.rawValue).sorted().joined(separator: "+") } ?? "all rules"
          differences.append("\(rules), minimum iOS \(settings.minimumIOS.map(\.description) ?? "-")")
        }
        if !expected.isEmpty && !gated.mayHaveFindings(source.bytes) {
          differences.append("the byte gate skips a file with findings")
        }
      }
    }
    return differences
  }

  @Test(arguments: PackagePaths.ruleDocFiles.map { "Rules/" + $0 } + PackagePaths.caseFiles.map { "Cases/" + $0 })
  func docBlocksHaveTheSameFindingsWithoutGates(_ name: String) throws {
    let path =
      name.hasPrefix("Rules/")
      ? PackagePaths.rulesDirectory + "/" + name.dropFirst(6) : PackagePaths.casesDirectory + "/" + name.dropFirst(6)
    let doc = try RuleDoc(path: path)
    let blocks = doc.blocks.filter { $0.info.hasPrefix("swift") }
    #expect(!blocks.isEmpty)
    for block in blocks {
      for difference in Self.differences(in: MarkedSource(block.text).text) {
        Issue.record(Comment(rawValue: "\(name):\(block.line): \(difference)"))
      }
    }
  }

  @Test(arguments: CorpusTests.files)
  func corpusHasTheSameFindingsWithoutGates(_ fileName: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: PackagePaths.corpusDirectory + "/" + fileName))
    for difference in Self.differences(in: String(decoding: data, as: UTF8.self)) {
      Issue.record(Comment(rawValue: "\(fileName): \(difference)"))
    }
  }

  // MARK: - The gates themselves

  @Test func fileWithoutTriggersIsNotTokenized() {
    let text = "struct Point {\n  var x = 1\n  func moved() -> Point { self }\n}\n"
    let linter = Linter()
    #expect(!linter.mayHaveFindings(Array(text.utf8)))
    #expect(linter.lint(Array(text.utf8)).isEmpty)
  }

  @Test func triggerOnlyInCommentsAndStringsFindsNothing() {
    let text = """
      // NavigationView { Text("a") } and NavigationLink(destination: Detail()) { Text("b") }
      /* .navigationBarTitle("Title") */
      let help = "Use NavigationView { } or DispatchQueue.main.asyncAfter"

      """
    let source = SourceText(text)
    let linter = Linter()
    // The bytes hold triggers, so the file is tokenized; no rule's trigger is an identifier, so none runs.
    #expect(linter.mayHaveFindings(source.bytes))
    let structure = FileStructure(source)
    #expect(!RuleTriggers.registered.rulesToRun(in: structure).contains(true))
    var ungated = linter
    ungated.usesTriggers = false
    #expect(linter.lint(source).isEmpty)
    #expect(ungated.lint(source).isEmpty)
  }

  @Test func suppressionMarkerAloneLetsTheFileThrough() {
    let text = "// navlint:disable:next NAV001\nlet x = 1\n"
    let linter = Linter()
    #expect(linter.mayHaveFindings(Array(text.utf8)))
    let findings = linter.lint(Array(text.utf8))
    #expect(findings.map(\.ruleID) == [.unusedSuppression])
  }

  @Test func ruleWithoutTriggersTurnsTheByteGateOff() {
    let triggers = RuleTriggers(rules: [DeprecatedNavigationViewRule.self, UntriggeredRule.self])
    let bytes = Array("let x = 1\n".utf8)
    #expect(!triggers.mayHaveFindings(bytes, enabled: triggers.mask { $0.id == "NAV001" }))
    #expect(triggers.mayHaveFindings(bytes, enabled: triggers.mask { _ in true }))
    #expect(triggers.rulesToRun(in: FileStructure(SourceText(bytes: bytes))) == [false, true])
  }

  /// The byte gate agrees with a plain substring search on texts cut from the corpus at every length, with
  /// triggers at the very start and end.
  @Test func byteGateMatchesPlainSearch() throws {
    let triggers = RuleTriggers.registered
    var needles = triggers.names.map { $0.withUTF8Buffer { Array($0) } }
    needles.append(Array("navlint:".utf8))
    let enabled = triggers.mask { _ in true }
    var texts: [[UInt8]] = []
    for needle in needles {
      texts.append(needle)
      texts.append(Array(needle.dropLast()))
      texts.append(Array(needle.dropFirst()))
      texts.append(Array("x ".utf8) + needle)
      texts.append(needle + Array(" x".utf8))
    }
    for fileName in CorpusTests.files {
      let data = try Data(contentsOf: URL(fileURLWithPath: PackagePaths.corpusDirectory + "/" + fileName))
      let bytes = Array(data)
      var start = 0
      while start < bytes.count {
        let end = min(bytes.count, start + 1 + (start * 7919) % 97)
        texts.append(Array(bytes[start..<end]))
        start = end
      }
    }
    for text in texts {
      let expected = needles.contains { needle in
        needle.count <= text.count
          && (0...(text.count - needle.count)).contains { text[$0..<($0 + needle.count)].elementsEqual(needle) }
      }
      #expect(
        triggers.mayHaveFindings(text, enabled: enabled) == expected, "\(String(decoding: text, as: UTF8.self))")
    }
  }
}

/// A rule without triggers: it may report anywhere, so it always runs.
private struct UntriggeredRule: Rule {
  static let id: RuleID = "NAV999"
  static let name = "untriggered"
  static let summary = "Test rule."
  static let defaultSeverity: Severity = .warning
  static let fixAvailability: FixAvailability = .none
  func check(_ context: RuleContext) {}
}
