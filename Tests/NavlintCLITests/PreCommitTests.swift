import Foundation
import Testing

/// The pre-commit framework running this repository's `.pre-commit-hooks.yaml` (pip's `pre-commit`,
/// installed by `make test`, run as `python3 -m pre_commit` so a `pip --user` install works without
/// PATH changes). The `navlint` hook is `language: system`, so the built binary goes on PATH; the
/// `navlint-swift` hook builds navlint itself from a fresh clone, with no navlint on PATH.
@Suite struct PreCommitTests {
  @Test func tryRepoFailsOnABadFileAndPassesOnAGoodOne() throws {
    let check = try Navlint.runProgram("python3", ["-m", "pre_commit", "--version"], in: NSTemporaryDirectory())
    try #require(check.status == 0, "pre-commit is not installed (make test installs it with pip): \(check)")
    try TemporaryFolder.with { folder in
      try folder.initRepository()
      try folder.write("Bad.swift", Sample.errorOnly)
      try folder.write("Good.swift", Sample.good)
      try folder.git(["add", "."])
      let binFolder = (Navlint.binary as NSString).deletingLastPathComponent
      let environment = [
        "PATH": binFolder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
        "PRE_COMMIT_HOME": folder.url(".pre-commit-cache"),
      ]
      let bad = try Navlint.runProgram(
        "python3", ["-m", "pre_commit", "try-repo", Navlint.packageRoot, "navlint", "--files", "Bad.swift"],
        in: folder.path,
        environment: environment)
      #expect(bad.status != 0, "\(bad)")
      #expect(bad.stdout.contains("Bad.swift:4:15: error: "), "\(bad)")
      let good = try Navlint.runProgram(
        "python3", ["-m", "pre_commit", "try-repo", Navlint.packageRoot, "navlint", "--files", "Good.swift"],
        in: folder.path,
        environment: environment)
      #expect(good.status == 0, "\(good)")
      // pre-commit names every staged file; the hook still honours the config's exclude globs.
      try folder.write(".navlint.yml", "exclude:\n  - Bad.swift\n")
      let excluded = try Navlint.runProgram(
        "python3", ["-m", "pre_commit", "try-repo", Navlint.packageRoot, "navlint", "--files", "Bad.swift"],
        in: folder.path, environment: environment)
      #expect(excluded.status == 0, "\(excluded)")
    }
  }

  /// What a new user does before any release: `pre-commit try-repo` with the hook that builds navlint, on a
  /// fresh clone, with no navlint installed. pre-commit runs a release build of the clone (minutes).
  @Test func swiftHookBuildsNavlintFromAFreshClone() throws {
    let check = try Navlint.runProgram("python3", ["-m", "pre_commit", "--version"], in: NSTemporaryDirectory())
    try #require(check.status == 0, "pre-commit is not installed (make test installs it with pip): \(check)")
    try TemporaryFolder.with { folder in
      // The clone is of what is committed, as `git clone` of the repository would give a user.
      let clone = folder.url("navlint-clone")
      let cloned = try Navlint.runProgram(
        "git", ["clone", "-q", "--no-hardlinks", Navlint.packageRoot, clone], in: folder.path)
      try #require(cloned.status == 0, "\(cloned)")
      try FileManager.default.createDirectory(atPath: folder.url("app"), withIntermediateDirectories: true)
      try folder.git(["init", "-q", "-b", "main", "--template="], in: "app")
      try folder.write("app/Bad.swift", Sample.errorOnly)
      try folder.write("app/Good.swift", Sample.good)
      try folder.git(["add", "."], in: "app")
      let environment = [
        "PATH": Navlint.pathWithoutNavlint(),
        "PRE_COMMIT_HOME": folder.url(".pre-commit-cache"),
        // The system git configuration may say where packages come from (a mirror); keep it.
        "GIT_CONFIG_NOSYSTEM": "0",
      ]
      let bad = try Navlint.runProgram(
        "python3", ["-m", "pre_commit", "try-repo", clone, "navlint-swift", "--files", "Bad.swift"],
        in: folder.url("app"), environment: environment)
      #expect(bad.status == 1, "\(bad)")
      #expect(bad.stdout.contains("Bad.swift:4:15: error: "), "\(bad)")
      let good = try Navlint.runProgram(
        "python3", ["-m", "pre_commit", "try-repo", clone, "navlint-swift", "--files", "Good.swift"],
        in: folder.url("app"), environment: environment)
      #expect(good.status == 0, "\(good)")
      // Many files at once: require_serial gives one navlint run, so one summary.
      for index in 0..<40 { try folder.write("app/Many\(index).swift", Sample.good) }
      try folder.git(["add", "."], in: "app")
      let many = try Navlint.runProgram(
        "python3", ["-m", "pre_commit", "try-repo", clone, "navlint-swift", "--all-files", "--verbose"],
        in: folder.url("app"), environment: environment)
      #expect(many.stdout.components(separatedBy: "files checked").count == 2, "\(many)")
    }
  }
}
