import Foundation
import Testing

/// Exit statuses, default subcommand, paths, discovery and the usage errors of `navlint lint`.
@Suite struct LintBasicsTests {
  @Test func cleanFolderExitsZero() throws {
    try TemporaryFolder.with { folder in
      try folder.targetIOS17()
      try folder.write("Sources/Good.swift", Sample.good)
      let result = try folder.navlint(["lint"])
      #expect(result.status == 0, "\(result)")
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr == "1 file checked: no findings (" + result.stderr.split(separator: "(").last.map(String.init)!)
    }
  }

  @Test func lintIsTheDefaultSubcommandAndDefaultsToTheCurrentFolder() throws {
    try TemporaryFolder.with { folder in
      try folder.targetIOS17()
      try folder.write("Sources/Bad.swift", Sample.bad)
      let explicit = try folder.navlint(["lint", "."])
      let implicit = try folder.navlint([])
      let withPath = try folder.navlint(["Sources"])
      #expect(explicit.status == 1)
      #expect(implicit.status == 1)
      #expect(implicit.stdout == explicit.stdout)
      #expect(withPath.stdout == explicit.stdout)
      #expect(
        explicit.stdoutLines == [
          "Sources/Bad.swift:5:5: warning: `NavigationView` is deprecated since iOS 16; use `NavigationStack` or "
            + "`NavigationSplitView` [NAV001 deprecated-navigation-view]",
          "Sources/Bad.swift:16:26: error: `try!` crashes the app when navigation state cannot be decoded "
            + "[NAV008 force-unwrapped-path-decoding]",
        ])
      #expect(explicit.stderr.hasPrefix("1 file checked: 1 error, 1 warning, 0 infos ("))
    }
  }

  @Test func warningsAloneExitZeroAndStrictMakesThemFail() throws {
    try TemporaryFolder.with { folder in
      try folder.write("A.swift", Sample.warningOnly)
      #expect(try folder.navlint(["lint"]).status == 0)
      #expect(try folder.navlint(["lint", "--strict"]).status == 1)
    }
  }

  @Test func skipsBuildFoldersButLintsNamedFiles() throws {
    try TemporaryFolder.with { folder in
      for skipped in [".build", ".git", "Pods", "Carthage", "DerivedData"] {
        try folder.write("\(skipped)/Bad.swift", Sample.bad)
      }
      try folder.write("Sources/notes.txt", Sample.bad)
      try folder.write("Scripts/tool.swifttemplate", Sample.errorOnly)
      let walk = try folder.navlint(["lint"])
      #expect(walk.status == 0, "\(walk)")
      #expect(walk.stderr.hasPrefix("0 files checked"))
      // Named explicitly, a file is linted whatever its folder or extension.
      let named = try folder.navlint(["lint", "Pods/Bad.swift", "Scripts/tool.swifttemplate"])
      #expect(named.status == 1)
      #expect(named.stdoutLines.count == 3)
      #expect(named.line(0).hasPrefix("Pods/Bad.swift:5:5:"))
      #expect(named.line(2).hasPrefix("Scripts/tool.swifttemplate:4:15: error:"))
    }
  }

  @Test func outputOrderIsStableWhateverTheJobs() throws {
    try TemporaryFolder.with { folder in
      for index in 0..<40 {
        try folder.write(
          "Sources/Group\(index % 4)/File\(index).swift", index % 3 == 0 ? Sample.bad : Sample.warningOnly)
      }
      let serial = try folder.navlint(["lint", "--jobs", "1"])
      let parallel = try folder.navlint(["lint", "--jobs", "8"])
      let defaultJobs = try folder.navlint(["lint"])
      #expect(serial.status == 1)
      #expect(serial.stdoutLines.count == 40 + 14)
      #expect(parallel.stdout == serial.stdout)
      #expect(defaultJobs.stdout == serial.stdout)
      let paths = serial.stdoutLines.map { String($0.split(separator: ":")[0]) }
      #expect(paths == paths.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
    }
  }

  @Test func relativePathsAreShownRelativeToTheCurrentFolder() throws {
    try TemporaryFolder.with { folder in
      try folder.write("App/Sources/Bad.swift", Sample.errorOnly)
      let fromSubfolder = try folder.navlint(["lint", "Sources"], in: "App")
      #expect(fromSubfolder.stdoutLines.first?.hasPrefix("Sources/Bad.swift:4:15:") == true)
      let outside = try folder.navlint(["lint", folder.url("App/Sources/Bad.swift")], in: "App/Sources")
      #expect(outside.stdoutLines.first?.hasPrefix("Bad.swift:4:15:") == true)
      try FileManager.default.createDirectory(atPath: folder.url("Elsewhere"), withIntermediateDirectories: true)
      let absolute = try folder.navlint(["lint", folder.url("App")], in: "Elsewhere")
      #expect(absolute.stdoutLines.first?.hasPrefix(folder.url("App/Sources/Bad.swift") + ":4:15:") == true)
    }
  }

  @Test func missingPathIsAnIOError() throws {
    try TemporaryFolder.with { folder in
      try folder.write("Bad.swift", Sample.bad)
      let result = try folder.navlint(["lint", "Bad.swift", "Missing.swift", "--format", "json"])
      #expect(result.status == 2)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.contains("navlint: error: Missing.swift: no such file or folder"))
    }
  }

  @Test(.enabled(if: getuid() != 0, "root reads every file; the symbolic-link test covers I/O errors"))
  func unreadableFileIsAnIOErrorAndNothingReachesStdout() throws {
    try TemporaryFolder.with { folder in
      try folder.write("Bad.swift", Sample.bad)
      try folder.setMode("Bad.swift", 0)
      let result = try folder.navlint(["lint", "--format", "sarif"])
      #expect(result.status == 2)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.contains("Bad.swift"))
    }
  }

  @Test func symbolicLinkLoopIsReportedNotHung() throws {
    try TemporaryFolder.with { folder in
      try folder.write("Sources/Bad.swift", Sample.warningOnly)
      try FileManager.default.createSymbolicLink(atPath: folder.url("Sources/Loop"), withDestinationPath: "..")
      try FileManager.default.createSymbolicLink(
        atPath: folder.url("Sources/Self.swift"), withDestinationPath: "Self.swift")
      let result = try folder.navlint(["lint", "--format", "json"])
      #expect(result.status == 2, "\(result)")
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.contains("navlint: error: Sources/Self.swift: cannot read: symbolic link loop"))
    }
  }

  @Test(arguments: [
    (["lint", "--bogus"], "Unknown option '--bogus'"),
    (["lint", "--format", "yaml"], "unknown format 'yaml'"),
    (["lint", "--format", "json", "--format", "sarif"], "only one --format may go to standard output"),
    (["lint", "--format", "sarif=out", "--format", "json=out"], "--format writes 'out' twice"),
    (["lint", "--format", "json="], "the path after '=' is empty"),
    (["lint", "--rule", "NAV999"], "--rule NAV999: unknown rule"),
    (["lint", "--disable", "no-such-rule"], "--disable no-such-rule: unknown rule"),
    (["lint", "--jobs", "0"], "--jobs must be at least 1"),
    (["lint", "--jobs", "many"], "many"),
    (["lint", "--color", "sometimes"], "sometimes"),
    (["lint", "--stdin", "--staged"], "--stdin and --staged cannot be combined"),
    (["lint", "--stdin", "A.swift"], "--stdin takes no PATH"),
    (["lint", "--stdin-filename", "A.swift"], "--stdin-filename needs --stdin"),
    (["lint", "--fix", "--staged"], "--fix cannot be combined with --staged"),
    (["lint", "--fix", "--stdin"], "--fix cannot be combined with --stdin"),
    (["lint", "--unsafe-fixes"], "--unsafe-fixes needs --fix"),
    (["frobnicate", "--now"], "--now"),
    (["explain"], "Missing expected argument"),
  ])
  func usageErrorsExitTwo(arguments: [String], message: String) throws {
    try TemporaryFolder.with { folder in
      try folder.write("A.swift", Sample.bad)
      let result = try folder.navlint(arguments)
      #expect(result.status == 2, "\(result)")
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.hasPrefix("navlint: error: "), "\(result)")
      #expect(result.stderr.contains(message), "\(result)")
    }
  }

  @Test func helpAndVersionExitZero() throws {
    try TemporaryFolder.with { folder in
      let help = try folder.navlint(["--help"])
      #expect(help.status == 0)
      #expect(help.stdout.contains("SUBCOMMANDS"))
      #expect(help.stdout.contains("lint (default)"))
      let lintHelp = try folder.navlint(["lint", "--help"])
      #expect(lintHelp.status == 0)
      for option in [
        "--format", "--config", "--stdin", "--stdin-filename", "--staged", "--force-exclude", "--fix", "--unsafe-fixes",
        "--strict",
        "--quiet", "--rule", "--disable", "--jobs", "--baseline", "--write-baseline", "--color",
      ] {
        #expect(lintHelp.stdout.contains(option), "lint --help lacks \(option)")
      }
      let version = try folder.navlint(["--version"])
      #expect(version.status == 0)
      #expect(version.stdout.split(separator: ".").count == 3)
    }
  }
}
