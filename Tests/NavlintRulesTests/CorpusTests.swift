import Foundation
import NavlintRules
import NavlintSyntax
import Testing

/// The realistic corpus (`Corpus/*.swift`): every finding of every rule must be on a line whose
/// `// expect: NAV0xx …` comment lists it (count included), and every expectation must be met.
struct CorpusTests {
  static var files: [String] { PackagePaths.files(in: PackagePaths.corpusDirectory, suffix: ".swift") }

  @Test(arguments: CorpusTests.files)
  func findingsMatchExpectations(_ fileName: String) throws {
    let path = PackagePaths.corpusDirectory + "/" + fileName
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let source = SourceText(bytes: Array(data))
    let text = String(decoding: data, as: UTF8.self)
    // Expectations for rules not registered yet (another branch) are not checked.
    let registered = Set(RuleCatalog.all.map(\.id.rawValue))
    var expected: [Int: [String]] = [:]
    for (offset, line) in text.components(separatedBy: "\n").enumerated() {
      guard let range = line.range(of: "// expect:") else { continue }
      let ids = line[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\r" })
        .map(String.init).filter { $0.hasPrefix("NAV") && registered.contains($0) }
      expected[offset + 1] = ids.sorted()
    }
    var actual: [Int: [String]] = [:]
    var messages: [Int: [String]] = [:]
    for finding in Linter().lint(source) {
      // A suppression naming a rule that is not registered yet (another branch) is not judged here.
      if finding.ruleID == .unusedSuppression,
        let id = finding.message.split(separator: " ").first(where: { $0.contains("NAV") }),
        !registered.contains(where: { id.contains($0) })
      {
        continue
      }
      let line = source.lines.location(of: finding.range.lowerBound).line
      actual[line, default: []].append(finding.ruleID.rawValue)
      messages[line, default: []].append("\(finding.ruleID): \(finding.message)")
    }
    for line in Set(expected.keys).union(actual.keys).sorted() {
      let want = expected[line] ?? []
      let got = (actual[line] ?? []).sorted()
      if want != got {
        Issue.record(
          Comment(rawValue: "\(fileName):\(line): expected \(want), got \(got) \(messages[line] ?? [])"))
      }
    }
  }

  /// Fixing the corpus converges: applying all fixes again changes nothing and leaves no safe fix offered.
  @Test(arguments: CorpusTests.files)
  func fixesConverge(_ fileName: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: PackagePaths.corpusDirectory + "/" + fileName))
    let linter = Linter()
    let once = linter.fix(Array(data), includeUnsafe: true)
    let twice = linter.fix(once.bytes, includeUnsafe: true)
    #expect(once.bytes == twice.bytes)
    #expect(!once.remainingFindings.contains { $0.fix?.isSafe == true && $0.ruleID != .unusedSuppression })
  }
}
