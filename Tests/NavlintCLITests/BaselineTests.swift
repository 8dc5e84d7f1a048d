import Foundation
import NavlintJSON
import Testing

/// `--write-baseline` and `--baseline`.
@Suite struct BaselineTests {
  @Test func baselineHidesKnownFindingsAndSurvivesLineMoves() throws {
    try TemporaryFolder.with { folder in
      try folder.write("Sources/Bad.swift", Sample.bad)
      let write = try folder.navlint(["lint", "--write-baseline", "navlint-baseline.txt"])
      #expect(write.status == 0, "\(write)")
      #expect(write.stdout.isEmpty)
      #expect(write.stderr.contains("wrote 2 findings from 1 file to navlint-baseline.txt"))
      let baseline = try folder.read("navlint-baseline.txt")
      #expect(baseline.hasPrefix("# navlint baseline 1\n"))
      #expect(baseline.contains("NAV008\tSources/Bad.swift\t"))

      let known = try folder.navlint(["lint", "--baseline", "navlint-baseline.txt"])
      #expect(known.status == 0, "\(known)")
      #expect(known.stdout.isEmpty)

      // Unrelated edits move every line down; the findings are still known.
      try folder.write("Sources/Bad.swift", "// A header comment\n// and another line\n\n" + Sample.bad)
      let moved = try folder.navlint(["lint", "--baseline", "navlint-baseline.txt"])
      #expect(moved.status == 0, "\(moved)")
      #expect(moved.stdout.isEmpty)

      // A new finding is reported, with its real position.
      try folder.write(
        "Sources/Bad.swift", Sample.bad + "\n" + Sample.errorOnly.replacingOccurrences(of: "import SwiftUI\n", with: "")
      )
      let added = try folder.navlint(["lint", "--baseline", "navlint-baseline.txt", "--format", "json"])
      #expect(added.status == 1)
      let diagnostics = try #require(try JSON.parse(added.stdoutBytes)["diagnostics"]?.arrayValue)
      try #require(diagnostics.count == 1)
      #expect(diagnostics[0]["rule"]?.stringValue == "NAV008")
      #expect(diagnostics[0]["line"]?.intValue == 23)
    }
  }

  @Test func baselinePathsAreRelativeToTheBaselineFile() throws {
    try TemporaryFolder.with { folder in
      try folder.write("App/Sources/Bad.swift", Sample.errorOnly)
      _ = try folder.navlint(["lint", "--write-baseline", "App/baseline.txt"])
      #expect(try folder.read("App/baseline.txt").contains("\tSources/Bad.swift\t"))
      // Run from another folder: the same baseline still matches.
      let fromApp = try folder.navlint(["lint", "--baseline", "baseline.txt"], in: "App")
      #expect(fromApp.status == 0, "\(fromApp)")
    }
  }

  @Test func fixedFindingsAreNoted() throws {
    try TemporaryFolder.with { folder in
      try folder.write("Bad.swift", Sample.bad)
      _ = try folder.navlint(["lint", "--write-baseline", "b.txt"])
      try folder.write("Bad.swift", Sample.good)
      let result = try folder.navlint(["lint", "--baseline", "b.txt"])
      #expect(result.status == 0)
      #expect(result.stderr.contains("2 baseline entries match nothing any more"))
    }
  }

  @Test func brokenBaselineIsAnError() throws {
    try TemporaryFolder.with { folder in
      try folder.write("Bad.swift", Sample.bad)
      try folder.write("b.txt", "not a baseline\n")
      let result = try folder.navlint(["lint", "--baseline", "b.txt", "--format", "sarif"])
      #expect(result.status == 2)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.contains("navlint: error: b.txt:1: invalid baseline"))
      let missing = try folder.navlint(["lint", "--baseline", "none.txt"])
      #expect(missing.status == 2)
      #expect(missing.stderr.contains("none.txt"))
    }
  }
}
