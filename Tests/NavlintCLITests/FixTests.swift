import Foundation
import NavlintJSON
import Testing

/// `--fix` and `--unsafe-fixes`: atomic writes, permissions kept, idempotent, untouched files untouched.
@Suite struct FixTests {
  @Test func appliesSafeFixesThenReportsWhatIsLeft() throws {
    try TemporaryFolder.with { folder in
      try folder.targetIOS17()
      try folder.write("Bad.swift", Sample.bad)
      try folder.setMode("Bad.swift", 0o640)
      let result = try folder.navlint(["lint", "--fix"])
      #expect(result.status == 1, "the NAV008 error has no fix")
      #expect(result.stdoutLines.count == 1)
      #expect(result.line(0).hasPrefix("Bad.swift:16:26: error: "))
      #expect(result.stderr.contains("fixed 1 finding in 1 file"))
      let fixed = try folder.read("Bad.swift")
      #expect(fixed == Sample.bad.replacingOccurrences(of: "NavigationView {", with: "NavigationStack {"))
      #expect(try folder.mode("Bad.swift") == 0o640)
      #expect(try folder.listing() == [".navlint.yml", "Bad.swift"], "no temporary file left behind")
    }
  }

  /// The fixes run before the project pass, so a suppression of a cross-file rule is never taken for unused
  /// and removed: the finding it suppresses would come back.
  @Test func keepsTheSuppressionOfACrossFileFinding() throws {
    try TemporaryFolder.with { folder in
      try folder.write(".git/HEAD", "ref: refs/heads/main\n")
      try folder.targetIOS17()
      try folder.write(
        "App.swift",
        "import SwiftUI\n@main struct DemoApp: App {\n  var body: some Scene { WindowGroup { Row() } }\n}\n")
      let row = """
        import SwiftUI
        struct Row: View {
          var body: some View {
            // navlint:disable:next NAV019
            NavigationLink("Open") { Text("Open") }
            NavigationView { Text("Old") }
          }
        }

        """
      try folder.write("Row.swift", row)
      let result = try folder.navlint(["lint", "--fix", "--rule", "NAV019", "--rule", "NAV000", "--rule", "NAV001"])
      #expect(result.stderr.contains("fixed 1 finding in 1 file"), "the NAV001 fix is applied")
      let fixed = try folder.read("Row.swift")
      #expect(fixed.contains("// navlint:disable:next NAV019"))
      #expect(fixed.contains("NavigationStack { Text(\"Old\") }"))
      #expect(result.status == 0, "NAV019 stays suppressed: \(result.stdout)")
      // Once the link is in a stack, the suppression is reported unused (and left for the user to remove).
      try folder.write(
        "App.swift",
        "import SwiftUI\n@main struct DemoApp: App {\n  var body: some Scene { WindowGroup { NavigationStack { Row() } } }\n}\n"
      )
      let unused = try folder.navlint(["lint", "--fix", "--rule", "NAV019", "--rule", "NAV000"])
      #expect(unused.stdout.contains("[NAV000 unused-suppression]"))
      #expect(try folder.read("Row.swift").contains("// navlint:disable:next NAV019"))
    }
  }

  @Test func secondRunChangesNothing() throws {
    try TemporaryFolder.with { folder in
      try folder.targetIOS17()
      try folder.write("Bad.swift", Sample.bad)
      _ = try folder.navlint(["lint", "--fix"])
      let once = try folder.read("Bad.swift")
      let inode =
        try FileManager.default.attributesOfItem(atPath: folder.url("Bad.swift"))[.systemFileNumber] as? NSNumber
      let second = try folder.navlint(["lint", "--fix"])
      #expect(try folder.read("Bad.swift") == once)
      #expect(!second.stderr.contains("fixed"))
      let after =
        try FileManager.default.attributesOfItem(atPath: folder.url("Bad.swift"))[.systemFileNumber] as? NSNumber
      #expect(inode == after, "an unchanged file is not rewritten")
    }
  }

  @Test func filesWithoutFixesAreNotTouched() throws {
    try TemporaryFolder.with { folder in
      try folder.targetIOS17()
      try folder.write("Error.swift", Sample.errorOnly)
      try folder.write("Good.swift", Sample.good)
      try folder.write("Warn.swift", Sample.warningOnly)
      let before = try ["Error.swift", "Good.swift"].map {
        try FileManager.default.attributesOfItem(atPath: folder.url($0))[.systemFileNumber] as? NSNumber
      }
      let result = try folder.navlint(["lint", "--fix", "--format", "json"])
      #expect(result.status == 1)
      let after = try ["Error.swift", "Good.swift"].map {
        try FileManager.default.attributesOfItem(atPath: folder.url($0))[.systemFileNumber] as? NSNumber
      }
      #expect(before == after)
      #expect(try folder.read("Error.swift") == Sample.errorOnly)
      #expect(try folder.read("Warn.swift").contains("NavigationStack {"))
    }
  }

  @Test func unsafeFixesNeedTheirFlag() throws {
    try TemporaryFolder.with { folder in
      let source = """
        import SwiftUI

        final class Router: ObservableObject {
          @Published var path = NavigationPath()
        }

        """
      try folder.write("Router.swift", source)
      let before = try folder.navlint(["lint"])
      #expect(before.stdoutLines.count == 1, "\(before)")
      #expect(before.stdout.contains("NAV006"))
      _ = try folder.navlint(["lint", "--fix"])
      #expect(try folder.read("Router.swift") == source, "NAV006's fix is unsafe")
      let result = try folder.navlint(["lint", "--fix", "--unsafe-fixes"])
      #expect(try folder.read("Router.swift") != source)
      #expect(try folder.read("Router.swift").contains("@MainActor"))
      #expect(result.stdout.isEmpty, "\(result)")
    }
  }

  /// A finding of the project pass offers its fix too (NAV006 for a class whose array another file binds as a
  /// stack's path): `--fix --unsafe-fixes` applies it, except where a suppression silences the finding.
  @Test func appliesTheFixOfAProjectFinding() throws {
    try TemporaryFolder.with { folder in
      try folder.write(".git/HEAD", "ref: refs/heads/main\n")
      try folder.targetIOS17()
      try folder.write(
        "CheckoutView.swift",
        """
        import SwiftUI
        struct CheckoutView: View {
          @StateObject private var checkout = Checkout()
          @StateObject private var quiet = Quiet()
          var body: some View {
            NavigationStack(path: $checkout.steps) { Text("Cart") }
            NavigationStack(path: $quiet.pages) { Text("Help") }
          }
        }

        """)
      let source = """
        import SwiftUI

        enum Step: Hashable { case cart }

          final class Checkout: ObservableObject {
            @Published var steps: [Step] = []
          }

        // navlint:disable:next NAV006
        final class Quiet: ObservableObject {
          @Published var pages: [Step] = []
        }

        """
      try folder.write("Checkout.swift", source)
      let json = try folder.navlint(["lint", "--format", "json"])
      let diagnostics = try #require(try JSON.parse(json.stdoutBytes)["diagnostics"]?.arrayValue)
      #expect(diagnostics.map { $0["rule"] } == ["NAV006"], "\(json)")
      #expect(diagnostics.first?["fix"]?["safe"]?.boolValue == false, "\(json)")
      let result = try folder.navlint(["lint", "--fix", "--unsafe-fixes"])
      #expect(result.stderr.contains("fixed 1 finding in 1 file"), "\(result)")
      #expect(result.stdout.isEmpty, "\(result)")
      let expected = source.replacingOccurrences(
        of: "  final class Checkout", with: "  @MainActor\n  final class Checkout")
      #expect(try folder.read("Checkout.swift") == expected)
    }
  }

  @Test func writesThroughSymbolicLinks() throws {
    try TemporaryFolder.with { folder in
      try folder.targetIOS17()
      try folder.write("Real/Bad.swift", Sample.warningOnly)
      try FileManager.default.createSymbolicLink(
        atPath: folder.url("Link.swift"), withDestinationPath: "Real/Bad.swift")
      _ = try folder.navlint(["lint", "--fix", "Link.swift"])
      #expect(try folder.read("Real/Bad.swift").contains("NavigationStack"))
      let destination = try FileManager.default.destinationOfSymbolicLink(atPath: folder.url("Link.swift"))
      #expect(destination == "Real/Bad.swift")
    }
  }

  /// No deployment target anywhere: `NavigationStack` (iOS 16) may not exist where the app runs, so plain
  /// `--fix` leaves `NavigationView` alone and every report marks that fix unsafe. A known target makes it safe.
  @Test func aFixThatNeedsIOS16WaitsForAKnownTarget() throws {
    try TemporaryFolder.with { folder in
      try folder.write("Warn.swift", Sample.warningOnly)
      let plain = try folder.navlint(["lint", "--fix"])
      #expect(plain.status == 0)
      #expect(try folder.read("Warn.swift") == Sample.warningOnly, "plain --fix leaves it: \(plain)")
      #expect(!plain.stderr.contains("fixed"))
      let json = try JSON.parse(try folder.navlint(["lint", "--format", "json"]).stdoutBytes)
      #expect(json["diagnostics"]?[0]?["fix"]?["safe"]?.boolValue == false)
      let sarif = try JSON.parse(try folder.navlint(["lint", "--format", "sarif"]).stdoutBytes)
      #expect(sarif["runs"]?[0]?["results"]?[0]?["fixes"]?[0]?["properties"]?["safe"]?.boolValue == false)

      let unsafe = try folder.navlint(["lint", "--fix", "--unsafe-fixes"])
      #expect(unsafe.stderr.contains("fixed 1 finding in 1 file"), "\(unsafe)")
      #expect(try folder.read("Warn.swift").contains("NavigationStack {"))

      // With the target known (here from an Xcode project's xcconfig), plain --fix applies it.
      try folder.write("Again.swift", Sample.warningOnly)
      try folder.write("App.xcodeproj/project.pbxproj", "{\n}\n")
      try folder.write("Configs/App.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 16.0\n")
      let known = try folder.navlint(["lint", "--fix", "Again.swift"])
      #expect(known.stderr.contains("fixed 1 finding in 1 file"), "\(known)")
    }
  }
}
