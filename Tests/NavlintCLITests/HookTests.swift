import Foundation
import Testing

/// `navlint install-hook` and a real `git commit` through it.
@Suite struct HookTests {
  @Test func commitWithAFailingFindingIsRefused() throws {
    try TemporaryFolder.with { folder in
      try folder.initRepository()
      let install = try folder.navlint(["install-hook"])
      #expect(install.status == 0, "\(install)")
      #expect(install.stdout == "installed .git/hooks/pre-commit\n")
      let hook = try folder.read(".git/hooks/pre-commit")
      #expect(hook.hasPrefix("#!/bin/sh\n"))
      #expect(hook.contains("lint --staged"))
      #expect(hook.contains(Navlint.binary), "the hook calls the binary by its absolute path")
      #expect(try folder.mode(".git/hooks/pre-commit") & 0o111 == 0o111)

      try folder.write("Sources/Bad View.swift", Sample.errorOnly)
      try folder.git(["add", "."])
      let refused = try Navlint.runProgram("git", ["commit", "-m", "bad"], in: folder.path)
      #expect(refused.status != 0, "\(refused)")
      #expect((refused.stdout + refused.stderr).contains("Sources/Bad View.swift:4:15: error: "))
      #expect((try? folder.git(["rev-parse", "--verify", "HEAD"])) == nil, "nothing was committed")

      try folder.write("Sources/Bad View.swift", Sample.good)
      try folder.git(["add", "."])
      let accepted = try Navlint.runProgram("git", ["commit", "-qm", "good"], in: folder.path)
      #expect(accepted.status == 0, "\(accepted)")
    }
  }

  @Test func theHookSeesOnlyWhatIsStaged() throws {
    try TemporaryFolder.with { folder in
      try folder.initRepository()
      _ = try folder.navlint(["install-hook"])
      try folder.write("A.swift", Sample.good)
      try folder.git(["add", "."])
      try folder.write("A.swift", Sample.errorOnly)  // not staged
      let result = try Navlint.runProgram("git", ["commit", "-qm", "staged is good"], in: folder.path)
      #expect(result.status == 0, "\(result)")
    }
  }

  @Test func refusesToReplaceAForeignHookWithoutForce() throws {
    try TemporaryFolder.with { folder in
      try folder.initRepository()
      let foreign = "#!/bin/sh\necho mine\n"
      try folder.write(".git/hooks/pre-commit", foreign)
      let refused = try folder.navlint(["install-hook"])
      #expect(refused.status == 2)
      #expect(refused.stderr.contains("was not written by navlint; use --force"))
      #expect(try folder.read(".git/hooks/pre-commit") == foreign)
      let forced = try folder.navlint(["install-hook", "--force"])
      #expect(forced.status == 0)
      #expect(try folder.read(".git/hooks/pre-commit").contains("lint --staged"))
      // Its own hook is rewritten without --force.
      let again = try folder.navlint(["install-hook"])
      #expect(again.status == 0, "\(again)")
    }
  }

  @Test func worksFromASubfolderAndHonoursHooksPath() throws {
    try TemporaryFolder.with { folder in
      try folder.initRepository()
      try FileManager.default.createDirectory(atPath: folder.url("Sources/App"), withIntermediateDirectories: true)
      let fromSubfolder = try folder.navlint(["install-hook"], in: "Sources/App")
      #expect(fromSubfolder.status == 0, "\(fromSubfolder)")
      #expect(folder.exists(".git/hooks/pre-commit"))
      try folder.git(["config", "core.hooksPath", "githooks"])
      let custom = try folder.navlint(["install-hook"])
      #expect(custom.status == 0)
      #expect(folder.exists("githooks/pre-commit"))
    }
  }

  @Test func outsideARepositoryIsAnError() throws {
    try TemporaryFolder.with { folder in
      let result = try folder.navlint(["install-hook"], environment: ["GIT_CEILING_DIRECTORIES": folder.path])
      #expect(result.status == 2)
      #expect(result.stderr.contains("not inside a git repository"))
    }
  }
}
