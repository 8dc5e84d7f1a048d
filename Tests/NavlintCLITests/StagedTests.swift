import Foundation
import Testing

/// `--staged`: the index, not the working copy.
@Suite struct StagedTests {
  @Test func lintsTheStagedBlobNotTheWorkingCopy() throws {
    try TemporaryFolder.with { folder in
      try folder.initRepository()
      try folder.write("Sources/View.swift", Sample.errorOnly)
      try folder.git(["add", "Sources/View.swift"])
      // The working copy is fixed but not staged: the commit would still contain the bad code.
      try folder.write("Sources/View.swift", Sample.good)
      try folder.write("Sources/Unstaged.swift", Sample.bad)
      let result = try folder.navlint(["lint", "--staged"])
      #expect(result.status == 1, "\(result)")
      #expect(result.stdoutLines.count == 1)
      #expect(result.line(0).hasPrefix("Sources/View.swift:4:15: error: "))
      // And the other way round: a good staged blob passes whatever the working copy holds.
      try folder.git(["add", "Sources/View.swift"])
      try folder.write("Sources/View.swift", Sample.bad)
      let clean = try folder.navlint(["lint", "--staged"])
      #expect(clean.status == 0, "\(clean)")
      #expect(clean.stdout.isEmpty)
    }
  }

  @Test func worksBeforeTheFirstCommitInSubfoldersAndWithSpaces() throws {
    try TemporaryFolder.with { folder in
      try folder.initRepository()
      try folder.write("My App/Screens/Root View.swift", Sample.errorOnly)
      try folder.write("My App/Other.swift", Sample.good)
      try folder.git(["add", "."])
      let fromRoot = try folder.navlint(["lint", "--staged"])
      #expect(fromRoot.status == 1, "\(fromRoot)")
      #expect(
        fromRoot.stdoutLines == [
          "My App/Screens/Root View.swift:4:15: error: `try!` crashes the app when navigation state cannot be decoded "
            + "[NAV008 force-unwrapped-path-decoding]"
        ])
      let fromSubfolder = try folder.navlint(["lint", "--staged"], in: "My App/Screens")
      #expect(fromSubfolder.status == 1)
      #expect(fromSubfolder.stdoutLines.first?.hasPrefix("Root View.swift:4:15:") == true)
    }
  }

  @Test func pathsLimitTheStagedFiles() throws {
    try TemporaryFolder.with { folder in
      try folder.initRepository()
      try folder.write("A/Bad.swift", Sample.errorOnly)
      try folder.write("B/Bad.swift", Sample.errorOnly)
      try folder.git(["add", "."])
      let result = try folder.navlint(["lint", "--staged", "B"])
      #expect(result.stdoutLines.count == 1)
      #expect(result.stdoutLines.first?.hasPrefix("B/Bad.swift:") == true)
    }
  }

  @Test func deletedAndNonSwiftFilesAreIgnored() throws {
    try TemporaryFolder.with { folder in
      try folder.initRepository()
      try folder.write("Old.swift", Sample.errorOnly)
      try folder.git(["add", "."])
      try folder.git(["commit", "-qm", "first", "--no-verify"])
      try folder.git(["rm", "-q", "Old.swift"])
      try folder.write("README.md", Sample.errorOnly)
      try folder.git(["add", "README.md"])
      let result = try folder.navlint(["lint", "--staged"])
      #expect(result.status == 0, "\(result)")
      #expect(result.stderr.hasPrefix("0 files checked"))
    }
  }

  @Test func configExcludeApplies() throws {
    try TemporaryFolder.with { folder in
      try folder.initRepository()
      try folder.write(".navlint.yml", "exclude:\n  - Generated\n")
      try folder.write("Generated/Bad.swift", Sample.errorOnly)
      try folder.git(["add", "."])
      #expect(try folder.navlint(["lint", "--staged"]).status == 0)
    }
  }

  @Test func outsideARepositoryIsAnError() throws {
    try TemporaryFolder.with { folder in
      let result = try folder.navlint(
        ["lint", "--staged", "--format", "json"], environment: ["GIT_CEILING_DIRECTORIES": folder.path])
      #expect(result.status == 2, "\(result)")
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.contains("not inside a git repository"))
    }
  }
}
