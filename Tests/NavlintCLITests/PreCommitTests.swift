import Foundation
import Testing

/// The pre-commit framework running this repository's `.pre-commit-hooks.yaml` (pip's `pre-commit`,
/// installed by `make test`, run as `python3 -m pre_commit` so a `pip --user` install works without
/// PATH changes). The hook is `language: system`, so the built binary goes on PATH.
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
}
