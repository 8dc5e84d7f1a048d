import Foundation
import NavlintJSON
import Testing

/// `--stdin` and `--stdin-filename`.
@Suite struct StdinTests {
  @Test func lintsStandardInput() throws {
    try TemporaryFolder.with { folder in
      try folder.write("OnDisk.swift", Sample.good)
      let result = try folder.navlint(["lint", "--stdin"], stdin: Sample.errorOnly)
      #expect(result.status == 1)
      #expect(result.stdoutLines.count == 1)
      #expect(result.line(0).hasPrefix("<stdin>:4:15: error: "))
    }
  }

  @Test func filenameNamesTheReportAndChoosesTheConfig() throws {
    try TemporaryFolder.with { folder in
      try folder.write("Legacy/.navlint.yml", "minimum_ios: 15\n")
      try folder.write("Modern/.navlint.yml", "rules:\n  NAV001: error\n")
      let legacy = try folder.navlint(
        ["lint", "--stdin", "--stdin-filename", "Legacy/View.swift"], stdin: Sample.warningOnly)
      #expect(legacy.status == 0)
      #expect(legacy.stdout.isEmpty)
      let modern = try folder.navlint(
        ["lint", "--stdin", "--stdin-filename", "Modern/View.swift", "--format", "json"], stdin: Sample.warningOnly)
      #expect(modern.status == 1)
      let json = try JSON.parse(modern.stdoutBytes)
      #expect(json["diagnostics"]?[0]?["file"]?.stringValue == "Modern/View.swift")
      #expect(json["diagnostics"]?[0]?["severity"]?.stringValue == "error")
      #expect(!folder.exists("Modern/View.swift"), "nothing is written")
    }
  }

  @Test func forceExcludeSkipsAnExcludedFilename() throws {
    try TemporaryFolder.with { folder in
      try folder.write(".navlint.yml", "exclude:\n  - Generated\n")
      let arguments = ["lint", "--stdin", "--stdin-filename", "Generated/API.swift"]
      #expect(try folder.navlint(arguments, stdin: Sample.errorOnly).status == 1)
      let skipped = try folder.navlint(arguments + ["--force-exclude"], stdin: Sample.errorOnly)
      #expect(skipped.status == 0)
      #expect(skipped.stdout.isEmpty)
      #expect(skipped.stderr.hasPrefix("0 files checked"))
    }
  }

  @Test func emptyInputIsClean() throws {
    try TemporaryFolder.with { folder in
      try folder.targetIOS17()
      let result = try folder.navlint(["lint", "--stdin"], stdin: "")
      #expect(result.status == 0)
      #expect(result.stderr.hasPrefix("1 file checked: no findings"))
    }
  }
}
