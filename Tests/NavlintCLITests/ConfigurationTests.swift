import Foundation
import Testing

/// `.navlint.yml` lookup, `--config`, configuration errors and `minimum_ios` from project files.
@Suite struct ConfigurationTests {
  @Test func nearestConfigWins() throws {
    try TemporaryFolder.with { folder in
      try folder.write(".navlint.yml", "rules:\n  NAV001: error\n")
      try folder.write("Legacy/.navlint.yml", "rules:\n  deprecated-navigation-view: off\n")
      try folder.write("App/A.swift", Sample.warningOnly)
      try folder.write("Legacy/B.swift", Sample.warningOnly)
      let result = try folder.navlint(["lint"])
      #expect(result.status == 1, "NAV001 is an error under the root config")
      #expect(
        result.stdoutLines == [
          "App/A.swift:5:5: error: `NavigationView` is deprecated since iOS 16; use `NavigationStack` or "
            + "`NavigationSplitView` [NAV001 deprecated-navigation-view]"
        ])
    }
  }

  @Test func explicitConfigAppliesToEveryFile() throws {
    try TemporaryFolder.with { folder in
      try folder.write("Legacy/.navlint.yml", "rules:\n  NAV001: off\n")
      try folder.write("Legacy/B.swift", Sample.warningOnly)
      try folder.write("ci/navlint.yml", "rules:\n  NAV001:\n    severity: error\n")
      let result = try folder.navlint(["lint", "--config", "ci/navlint.yml"])
      #expect(result.status == 1)
      #expect(result.stdoutLines.first?.contains(": error: ") == true)
    }
  }

  @Test func excludeAndIncludeGlobs() throws {
    try TemporaryFolder.with { folder in
      try folder.write(".navlint.yml", "include:\n  - Sources\nexclude:\n  - \"**/Generated\"\n")
      try folder.write("Sources/A.swift", Sample.errorOnly)
      try folder.write("Sources/Generated/G.swift", Sample.errorOnly)
      try folder.write("Other/O.swift", Sample.errorOnly)
      let result = try folder.navlint(["lint"])
      #expect(result.stdoutLines.count == 1)
      #expect(result.stdoutLines.first?.hasPrefix("Sources/A.swift:") == true)
      let named = try folder.navlint(["lint", "Sources/Generated/G.swift"])
      #expect(named.stdoutLines.count == 1, "a named file is always linted")
    }
  }

  @Test func forceExcludeAppliesGlobsToNamedFiles() throws {
    try TemporaryFolder.with { folder in
      try folder.write(".navlint.yml", "minimum_ios: 17\nexclude:\n  - Generated\n")
      try folder.write("Generated/G.swift", Sample.errorOnly)
      try folder.write("Sources/A.swift", Sample.errorOnly)
      let named = try folder.navlint(["lint", "Generated/G.swift", "Sources/A.swift"])
      #expect(named.stdoutLines.count == 2)
      let forced = try folder.navlint(["lint", "--force-exclude", "Generated/G.swift", "Sources/A.swift"])
      #expect(forced.stdoutLines.count == 1)
      #expect(forced.line(0).hasPrefix("Sources/A.swift:"))
      #expect(forced.stderr.hasPrefix("1 file checked"))
    }
  }

  @Test func minimumIOSKeepsNavigationViewQuiet() throws {
    try TemporaryFolder.with { folder in
      try folder.write(".navlint.yml", "minimum_ios: 15\n")
      try folder.write("A.swift", Sample.warningOnly)
      let result = try folder.navlint(["lint"])
      #expect(result.stdout.isEmpty, "\(result)")
    }
  }

  @Test func deploymentTargetFromPackageManifest() throws {
    try TemporaryFolder.with { folder in
      try folder.write(
        "Package.swift",
        "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v15)])\n"
      )
      try folder.write("Sources/App/A.swift", Sample.warningOnly)
      #expect(try folder.navlint(["lint"]).stdout.isEmpty)
      try folder.write(
        "Package.swift",
        "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v16)])\n"
      )
      #expect(try folder.navlint(["lint"]).stdoutLines.count == 1)
    }
  }

  @Test func deploymentTargetFromXcodeProject() throws {
    try TemporaryFolder.with { folder in
      try folder.write(
        "App.xcodeproj/project.pbxproj",
        "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {\n\t\t\tbuildSettings = {\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;\n\t\t\t};\n\t\t};\n\t};\n}\n"
      )
      try folder.write("App/A.swift", Sample.warningOnly)
      #expect(try folder.navlint(["lint"]).stdout.isEmpty)
    }
  }

  @Test(arguments: [
    ("rules:\n  NAV999: error\n", ".navlint.yml:2:"),
    ("minimum_ios: 15\nfrobnicate: true\n", ".navlint.yml:2:"),
    ("rules:\n  NAV001: loud\n", ".navlint.yml:2:"),
    ("rules:\n  NAV001:\n    severity: error\n    colour: red\n", ".navlint.yml:4:"),
    ("rules: [unclosed\n", ".navlint.yml:"),
  ])
  func configErrorsNameFileAndLine(config: String, location: String) throws {
    try TemporaryFolder.with { folder in
      try folder.write("App/.navlint.yml", config)
      try folder.write("App/A.swift", Sample.bad)
      for format in ["text", "json", "sarif"] {
        let result = try folder.navlint(["lint", "--format", format])
        #expect(result.status == 2, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("navlint: error: App/" + location), "\(result)")
      }
    }
  }

  @Test func missingExplicitConfigIsAnError() throws {
    try TemporaryFolder.with { folder in
      try folder.write("A.swift", Sample.bad)
      let result = try folder.navlint(["lint", "--config", "nope.yml"])
      #expect(result.status == 2)
      #expect(result.stderr.contains("nope.yml"))
      #expect(result.stdout.isEmpty)
    }
  }

  @Test func nestedConfigMergesOverItsParent() throws {
    try TemporaryFolder.with { folder in
      // The root turns NAV001 off; the sub-folder's one-line config must not turn it back on.
      try folder.write(".navlint.yml", "rules:\n  NAV001: off\n  NAV008: warning\n")
      try folder.write("Feature/.navlint.yml", "rules:\n  NAV008: error\n")
      try folder.write("Feature/A.swift", Sample.bad)
      let merged = try folder.navlint(["lint", "--format", "json"])
      #expect(merged.status == 1, "\(merged)")
      #expect(merged.stdout.contains("\"NAV008\"") && !merged.stdout.contains("\"NAV001\""), "\(merged)")

      // `root: true` stops the merge: the parent's NAV001: off no longer applies.
      try folder.write("Feature/.navlint.yml", "root: true\nrules:\n  NAV008: error\n")
      let rooted = try folder.navlint(["lint", "--format", "json"])
      #expect(rooted.stdout.contains("\"NAV001\"") && rooted.stdout.contains("\"NAV008\""), "\(rooted)")
    }
  }

  @Test func extendsASharedTeamConfig() throws {
    try TemporaryFolder.with { folder in
      try folder.write("team/navlint.yml", "rules:\n  NAV001: error\n  NAV008: off\n")
      try folder.write(".navlint.yml", "extends: team/navlint.yml\nrules:\n  NAV008: info\n")
      try folder.write("A.swift", Sample.bad)
      let result = try folder.navlint(["lint"])
      #expect(result.status == 1)
      #expect(result.stdoutLines.count == 2, "\(result)")
      #expect(result.line(0).contains(": error: ") && result.line(0).contains("[NAV001"), "the shared file's severity")
      #expect(result.line(1).contains(": info: ") && result.line(1).contains("[NAV008"), "the extending file wins")

      try folder.write(".navlint.yml", "rules:\n  NAV008: info\nextends: team/missing.yml\n")
      let missing = try folder.navlint(["lint"])
      #expect(missing.status == 2)
      #expect(missing.stdout.isEmpty)
      #expect(
        missing.stderr.hasPrefix(
          "navlint: error: .navlint.yml:3:10: cannot read the extended configuration 'team/missing.yml'"),
        "\(missing)")
    }
  }

  @Test func overridesSetRulesPerPath() throws {
    try TemporaryFolder.with { folder in
      try folder.write(
        ".navlint.yml",
        "rules:\n  NAV008: off\noverrides:\n  - paths: [\"**/Previews\"]\n    rules:\n      NAV001: off\n")
      try folder.write("App/A.swift", Sample.bad)
      try folder.write("App/Previews/P.swift", Sample.bad)
      let result = try folder.navlint(["lint"])
      #expect(result.stdoutLines.count == 1, "\(result)")
      #expect(result.line(0).hasPrefix("App/A.swift:5:5: warning:"))
    }
  }

  @Test func showSettingsNamesTheFilesTheTargetAndEveryRule() throws {
    try TemporaryFolder.with { folder in
      try folder.write("team/navlint.yml", "minimum_ios: 15\nrules:\n  NAV001: error\n")
      try folder.write(".navlint.yml", "extends: team/navlint.yml\nexclude: [Generated]\n")
      try folder.write("App/.navlint.yml", "rules:\n  NAV008: off\n")
      try folder.write("App/A.swift", Sample.bad)
      let result = try folder.navlint(["lint", "--show-settings", "App/A.swift", "--disable", "NAV000"])
      #expect(result.status == 0, "\(result)")
      let lines = result.stdoutLines
      let files = try #require(lines.firstIndex(of: "Configuration files, in the order they apply (later files win):"))
      #expect(
        Array(lines[(files + 1)...(files + 3)]) == ["  team/navlint.yml", "  .navlint.yml", "  App/.navlint.yml"])
      #expect(lines.contains("Linted in a folder walk: yes"))
      #expect(lines.contains("Deployment target: iOS 15 (minimum_ios in team/navlint.yml)"), "\(result)")
      #expect(lines.contains { $0.hasPrefix("  NAV001 deprecated-navigation-view") && $0.hasSuffix("error") })
      #expect(lines.contains { $0.hasPrefix("  NAV008 ") && $0.hasSuffix("off") })
      #expect(lines.contains { $0.hasPrefix("  NAV000 ") && $0.hasSuffix("off") }, "--disable counts")
      let ruleDocs = try FileManager.default.contentsOfDirectory(atPath: Navlint.packageRoot + "/Rules")
      #expect(
        lines.filter { $0.hasPrefix("  NAV") }.count == ruleDocs.filter { $0.hasPrefix("NAV") }.count,
        "every rule is listed")

      let excluded = try folder.navlint(["lint", "--show-settings", "Generated/G.swift"])
      #expect(excluded.stdoutLines.contains("Linted in a folder walk: no (excluded by include/exclude)"))
      let misuse = try folder.navlint(["lint", "--show-settings", "App/A.swift", "App"])
      #expect(misuse.status == 2)
    }
  }

  /// A project whose code defaults to `@MainActor` isolation (Swift 6.2) keeps NAV006 quiet, unless a class says
  /// `nonisolated`; a project without the setting does not.
  @Test func defaultMainActorIsolationFromTheProjectFiles() throws {
    let router = "import SwiftUI\n\n@Observable\nfinal class Router {\n  var path = NavigationPath()\n}\n"
    try TemporaryFolder.with { folder in
      try folder.write(
        "Kit/Package.swift",
        "let package = Package(name: \"Kit\", targets: [\n  .target(name: \"Kit\", swiftSettings: [\n"
          + "    .defaultIsolation(MainActor.self)\n  ])\n])\n")
      try folder.write("Kit/Sources/Kit/Router.swift", router)
      try folder.write(
        "Kit/Sources/Kit/Free.swift",
        router.replacingOccurrences(of: "final class Router", with: "nonisolated final class Free"))
      let kit = try folder.navlint(["lint", "Kit"])
      #expect(kit.stdoutLines.count == 1 && kit.stdout.contains("Free.swift"), "\(kit)")
      let settings = try folder.navlint(["lint", "--show-settings", "Kit/Sources/Kit/Router.swift"])
      #expect(
        settings.stdoutLines.contains("Default actor isolation: MainActor (set by a project file)"), "\(settings)")

      try folder.write(
        "App/App.xcodeproj/project.pbxproj", "{\n\t\t\t\tSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;\n}\n")
      try folder.write("App/Sources/Router.swift", router)
      #expect(try folder.navlint(["lint", "App"]).stdout.isEmpty)

      try folder.write(
        "Old/Old.xcodeproj/project.pbxproj", "{\n\t\t\t\tSWIFT_DEFAULT_ACTOR_ISOLATION = nonisolated;\n}\n")
      try folder.write("Old/Sources/Router.swift", router)
      let old = try folder.navlint(["lint", "Old"])
      #expect(old.stdout.contains("NAV006"), "\(old)")
      let oldSettings = try folder.navlint(["lint", "--show-settings", "Old/Sources/Router.swift"])
      #expect(oldSettings.stdoutLines.contains("Default actor isolation: nonisolated (no project file sets MainActor)"))

      // A class whose navigation state another file shows (the project pass) follows the same setting.
      let coordinator =
        "import SwiftUI\n\nstruct Page: Hashable {}\n\nfinal class Coordinator: ObservableObject {\n"
        + "  @Published var pages: [Page] = []\n}\n"
      let view =
        "import SwiftUI\n\nstruct Root: View {\n  @StateObject private var coordinator = Coordinator()\n"
        + "  var body: some View {\n    NavigationStack(path: $coordinator.pages) { Text(\"Home\") }\n  }\n}\n"
      for project in ["App", "Old"] {
        try folder.write("\(project)/Sources/Coordinator.swift", coordinator)
        try folder.write("\(project)/Sources/Root.swift", view)
      }
      #expect(try folder.navlint(["lint", "App"]).stdout.isEmpty)
      let crossFile = try folder.navlint(["lint", "Old/Sources/Coordinator.swift"])
      #expect(
        crossFile.stdout.contains("Coordinator.swift:5:13") && crossFile.stdout.contains("NAV006"), "\(crossFile)")
    }
  }

  @Test func deploymentTargetFromXcconfigAndXcodeGen() throws {
    try TemporaryFolder.with { folder in
      try folder.write("App.xcodeproj/project.pbxproj", "{\n}\n")
      try folder.write("Configs/Shared.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 15.0\n")
      try folder.write("App/A.swift", Sample.warningOnly)
      #expect(try folder.navlint(["lint"]).stdout.isEmpty, "iOS 15 from the xcconfig keeps NAV001 quiet")
      let settings = try folder.navlint(["lint", "--show-settings", "App/A.swift"])
      #expect(
        settings.stdoutLines.contains(
          "Deployment target: iOS 15 (IPHONEOS_DEPLOYMENT_TARGET in Configs/Shared.xcconfig)"),
        "\(settings)")

      try folder.write(
        "Mobile/project.yml", "name: Mobile\ntargets:\n  Mobile:\n    platform: iOS\n    deploymentTarget: \"16.0\"\n")
      try folder.write("Mobile/Sources/B.swift", Sample.warningOnly)
      let mobile = try folder.navlint(["lint", "Mobile"])
      #expect(mobile.stdoutLines.count == 1, "iOS 16 from project.yml: NAV001 reported: \(mobile)")
    }
  }
}
