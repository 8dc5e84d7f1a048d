import NavlintReport
import NavlintRules
import NavlintSyntax

/// The one finding list every golden file is made from: two files (one with a space, a comma and a
/// colon in its path), non-ASCII text before findings, a safe fix, an unsafe fix with an insertion, a
/// multi-line range, characters every format must escape, and a clean file.
enum SampleReport {
  static let appSource = """
    import SwiftUI

    struct RootView: View {
      var body: some View {
        /* 🚀 café */ NavigationView {
          List { Text("a") }
        }
        .navigationViewStyle(.stack)
      }
    }

    """

  static let legacySource = """
    class Router: ObservableObject {
      @Published var path = NavigationPath()
      func restore(_ data: Data) {
        path = try! JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
      }
    }

    """

  static let rules: [ReportRule] = [
    ReportRule(
      id: "NAV001", name: "deprecated-navigation-view",
      summary: "`NavigationView` and `.navigationViewStyle` are deprecated since iOS 16.",
      defaultSeverity: .warning, fixAvailability: .safe),
    ReportRule(
      id: "NAV006", name: "navigation-state-missing-main-actor",
      summary: "A class that owns a navigation path is not isolated to `@MainActor`.",
      defaultSeverity: .warning, fixAvailability: .unsafe),
    ReportRule(
      id: "NAV008", name: "force-unwrapped-path-decoding",
      summary: "`try!` while decoding navigation state crashes on bad data.",
      defaultSeverity: .error, fixAvailability: .none),
    ReportRule(
      id: "NAV000", name: "unused-suppression", summary: "A suppression that suppresses nothing.",
      defaultSeverity: .info, fixAvailability: .safe),
  ]

  /// Byte range of the `occurrence`-th (0-based) appearance of `text` in `source`.
  static func range(of text: String, in source: String, occurrence: Int = 0) -> Range<Int> {
    let bytes = Array(source.utf8)
    let needle = Array(text.utf8)
    var found = 0
    for start in 0...(bytes.count - needle.count) where Array(bytes[start..<(start + needle.count)]) == needle {
      if found == occurrence { return start..<(start + needle.count) }
      found += 1
    }
    preconditionFailure("'\(text)' not in source")
  }

  static var appFindings: [Finding] {
    let view = range(of: "NavigationView", in: appSource)
    let style = range(of: ".navigationViewStyle", in: appSource)
    let styleCall = range(of: "\n    .navigationViewStyle(.stack)", in: appSource)
    return [
      // Deliberately out of order: reports sort.
      Finding(
        ruleID: "NAV001", ruleName: "deprecated-navigation-view", severity: .warning, range: style,
        message: "`.navigationViewStyle` is deprecated since iOS 16",
        fix: Fix(title: "Remove `.navigationViewStyle(.stack)`", isSafe: true, edits: [.delete(styleCall)])),
      Finding(
        ruleID: "NAV001", ruleName: "deprecated-navigation-view", severity: .warning, range: view,
        message: "`NavigationView` is deprecated since iOS 16; use `NavigationStack`",
        fix: Fix(
          title: "Replace with `NavigationStack`", isSafe: true,
          edits: [Edit(range: view, replacement: "NavigationStack")])),
    ]
  }

  static var legacyFindings: [Finding] {
    let classKeyword = range(of: "class", in: legacySource)
    let tryBang = range(of: "try!", in: legacySource)
    let message = "50% of <paths> & \"routes\": crash, always\nsecond line"
    return [
      Finding(
        ruleID: "NAV008", ruleName: "force-unwrapped-path-decoding", severity: .error, range: tryBang,
        message: message, fix: nil),
      Finding(
        ruleID: "NAV006", ruleName: "navigation-state-missing-main-actor", severity: .warning,
        range: classKeyword.lowerBound..<range(of: "ObservableObject", in: legacySource).upperBound,
        message: "`Router` owns navigation state but is not isolated to `@MainActor`",
        fix: Fix(title: "Add `@MainActor`", isSafe: false, edits: [.insert("@MainActor\n", at: 0)])),
    ]
  }

  static var report: Report {
    let app = ReportFile(
      displayPath: "Sources/App/Root View.swift",
      findings: appFindings.map {
        ReportedFinding($0, lines: LineTable(Array(appSource.utf8)), bytes: Array(appSource.utf8))
      })
    let legacy = ReportFile(
      displayPath: "Sources/Legacy, Old: Router.swift",
      findings: legacyFindings.map {
        ReportedFinding($0, lines: LineTable(Array(legacySource.utf8)), bytes: Array(legacySource.utf8))
      })
    let clean = ReportFile(displayPath: "Sources/App/Clean.swift", findings: [])
    return Report(
      files: [legacy, app, clean], rules: rules, toolVersion: "1.2.3",
      notes: [.noDeploymentTarget(fileCount: 2, totalFiles: 3)])
  }

  /// One clean file.
  static var clean: Report {
    Report(
      files: [ReportFile(displayPath: "Sources/App/Clean.swift", findings: [])], rules: rules, toolVersion: "1.2.3")
  }
}
