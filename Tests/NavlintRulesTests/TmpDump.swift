import Foundation
import NavlintRules
import NavlintSyntax
import Testing

struct TmpDump {
  @Test func dump() throws {
    let paths = (ProcessInfo.processInfo.environment["DUMP_PATHS"] ?? "").split(separator: ":").map(String.init)
    let settings = RuleSettings(onlyRules: ["NAV013", "NAV014", "NAV015", "NAV016"])
    for path in paths {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      let source = SourceText(bytes: Array(data))
      for finding in Linter(settings: settings).lint(source) {
        let loc = source.lines.location(of: finding.range.lowerBound)
        let text = String(decoding: data[finding.range], as: UTF8.self)
        print("DUMP \(path):\(loc.line): \(finding.ruleID) [\(text)] \(finding.message)")
      }
    }
  }
}
