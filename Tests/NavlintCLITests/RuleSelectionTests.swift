import Foundation
import Testing

/// `--rule`, `--disable`, `--quiet` and `--strict`.
@Suite struct RuleSelectionTests {
  @Test(arguments: ["NAV008", "nav008", "force-unwrapped-path-decoding"])
  func ruleRunsOnlyThatRule(name: String) throws {
    try TemporaryFolder.with { folder in
      try folder.write("Bad.swift", Sample.bad)
      let result = try folder.navlint(["lint", "--rule", name])
      #expect(result.status == 1)
      #expect(result.stdoutLines.count == 1)
      #expect(result.line(0).hasSuffix("[NAV008 force-unwrapped-path-decoding]"))
    }
  }

  @Test func ruleIsRepeatable() throws {
    try TemporaryFolder.with { folder in
      try folder.write("Bad.swift", Sample.bad)
      let result = try folder.navlint(["lint", "--rule", "NAV001", "--rule", "force-unwrapped-path-decoding"])
      #expect(result.stdoutLines.count == 2)
    }
  }

  @Test func disableTurnsRulesOff() throws {
    try TemporaryFolder.with { folder in
      try folder.write("Bad.swift", Sample.bad)
      let one = try folder.navlint(["lint", "--disable", "NAV008"])
      #expect(one.status == 0, "the only error is disabled")
      #expect(one.stdoutLines.count == 1)
      #expect(one.line(0).contains("NAV001"))
      let both = try folder.navlint(["lint", "--disable", "deprecated-navigation-view", "--disable", "NAV008"])
      #expect(both.status == 0)
      #expect(both.stdout.isEmpty)
      let conflicting = try folder.navlint(["lint", "--rule", "NAV001", "--disable", "NAV001"])
      #expect(conflicting.stdout.isEmpty, "--disable wins over --rule")
    }
  }

  @Test func quietShowsOnlyFailingFindingsAndNoSummary() throws {
    try TemporaryFolder.with { folder in
      try folder.write("Bad.swift", Sample.bad)
      let quiet = try folder.navlint(["lint", "--quiet"])
      #expect(quiet.status == 1)
      #expect(quiet.stdoutLines.count == 1)
      #expect(quiet.line(0).contains(": error: "))
      #expect(quiet.stderr.isEmpty)
      let quietStrict = try folder.navlint(["lint", "--quiet", "--strict"])
      #expect(quietStrict.stdoutLines.count == 2)
      try folder.write("Bad.swift", Sample.warningOnly)
      let quietClean = try folder.navlint(["lint", "--quiet", "--format", "json"])
      #expect(quietClean.status == 0)
      #expect(quietClean.stdout.contains("\"diagnostics\": []"))
    }
  }

  @Test func infosNeverFail() throws {
    try TemporaryFolder.with { folder in
      // An unused suppression is NAV000, an info.
      try folder.write("A.swift", "// navlint:disable:next NAV001\nlet x = 1\n")
      let result = try folder.navlint(["lint", "--strict"])
      #expect(result.status == 0, "\(result)")
      #expect(result.stdoutLines.count == 1)
      #expect(result.line(0).contains(": info: "))
      #expect(result.line(0).hasSuffix("[NAV000 unused-suppression]"))
    }
  }
}
