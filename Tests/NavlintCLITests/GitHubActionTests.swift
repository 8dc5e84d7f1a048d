import Foundation
import Testing

/// `action.yml`, run here step by step: each `run:` script with the environment its `env:` block and the
/// runner would give it (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, RUNNER_TEMP), and the built navlint where
/// the build step puts it. What only GitHub can run (`actions/cache`, `upload-sarif`) is checked as text.
@Suite struct GitHubActionTests {
  static let action = Navlint.packageRoot + "/action.yml"

  /// The action as JSON (PyYAML comes with pre-commit, which `make test` installs).
  static func steps() throws -> [[String: Any]] {
    let script = "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))"
    let result = try Navlint.runProgram("python3", ["-c", script, action], in: Navlint.packageRoot)
    try #require(result.status == 0, "\(result)")
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let runs = try #require(object?["runs"] as? [String: Any])
    return try #require(runs["steps"] as? [[String: Any]])
  }

  static func step(_ name: String) throws -> [String: Any] {
    try #require(try steps().first { $0["name"] as? String == name }, "no step \(name)")
  }

  /// Runs one step's script with bash in `folder/repo`, as the runner would; returns the result and the
  /// outputs it wrote.
  static func run(
    _ name: String, in folder: TemporaryFolder, environment: [String: String]
  ) throws -> (result: ProcessResult, outputs: [String: String]) {
    let script = try #require(try step(name)["run"] as? String)
    let output = folder.url("runner/output-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: folder.url("runner/temp"), withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: output, contents: nil)
    var env = environment
    env["GITHUB_OUTPUT"] = output
    env["GITHUB_PATH"] = folder.url("runner/path")
    env["RUNNER_TEMP"] = folder.url("runner/temp")
    let result = try Navlint.runProgram(
      "bash", ["--noprofile", "--norc", "-e", "-o", "pipefail", "-c", script], in: folder.url("repo"),
      environment: env)
    var outputs: [String: String] = [:]
    for line in try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
      if parts.count == 2 { outputs[parts[0]] = parts[1] }
    }
    return (result, outputs)
  }

  /// A repository with one warning (NAV001) and the built navlint where the action's build step leaves it.
  static func prepare(_ folder: TemporaryFolder) throws {
    try folder.write("repo/App/Home.swift", Sample.warningOnly)
    try FileManager.default.createDirectory(
      atPath: folder.url("runner/temp/navlint-bin"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: Navlint.binary, toPath: folder.url("runner/temp/navlint-bin/navlint"))
  }

  static func lintEnvironment(failOn: String, summary: String) -> [String: String] {
    [
      "NAVLINT_PATHS": ".", "NAVLINT_FORMAT": "github", "NAVLINT_ARGS": "", "NAVLINT_SARIF": "navlint.sarif",
      "NAVLINT_FAIL_ON": failOn, "NAVLINT_SUMMARY": summary,
    ]
  }

  @Test func failOnDecidesWhatFailsTheStep() throws {
    try TemporaryFolder.with { folder in
      try Self.prepare(folder)
      // error (the default): a warning is reported, annotated and does not fail.
      let error = try Self.run("Lint", in: folder, environment: Self.lintEnvironment(failOn: "error", summary: "false"))
      #expect(error.result.status == 0, "\(error.result)")
      #expect(error.outputs["exit-code"] == "0")
      #expect(error.result.stdout.contains("::warning file=App/Home.swift,line=5"), "\(error.result)")
      #expect(try folder.read("repo/navlint.sarif").contains("\"NAV001\""))

      // warning: the same finding fails.
      let warning = try Self.run(
        "Lint", in: folder, environment: Self.lintEnvironment(failOn: "warning", summary: "false"))
      #expect(warning.outputs["exit-code"] == "1", "\(warning.result)")
      let failed = try Self.run(
        "Result", in: folder, environment: ["NAVLINT_STATUS": "1", "NAVLINT_FAIL_ON": "warning"])
      #expect(failed.result.status == 1)

      // never: reported, and the step passes; exit status 2 fails whatever fail-on says.
      let never = try Self.run("Result", in: folder, environment: ["NAVLINT_STATUS": "1", "NAVLINT_FAIL_ON": "never"])
      #expect(never.result.status == 0, "\(never.result)")
      #expect(never.result.stdout.contains("::notice title=navlint::"))
      let broken = try Self.run("Result", in: folder, environment: ["NAVLINT_STATUS": "2", "NAVLINT_FAIL_ON": "never"])
      #expect(broken.result.status == 2)

      // Anything else is a usage error.
      let typo = try Self.run(
        "Lint", in: folder, environment: Self.lintEnvironment(failOn: "warnings", summary: "false"))
      #expect(typo.outputs["exit-code"] == "2")
      #expect(typo.result.stdout.contains("fail-on must be error, warning or never"))
    }
  }

  @Test func everyFindingGoesToTheJobSummary() throws {
    try TemporaryFolder.with { folder in
      try Self.prepare(folder)
      let summary = folder.url("runner/summary.md")
      try "## Earlier step\n".write(toFile: summary, atomically: true, encoding: .utf8)
      var environment = Self.lintEnvironment(failOn: "error", summary: "true")
      environment["GITHUB_STEP_SUMMARY"] = summary
      let lint = try Self.run("Lint", in: folder, environment: environment)
      #expect(lint.outputs["exit-code"] == "0", "\(lint.result)")
      let text = try String(contentsOfFile: summary, encoding: .utf8)
      #expect(text.hasPrefix("## Earlier step\n"), "the summary is appended to, not replaced")
      #expect(text.contains("NAV001"), "\(text)")
      #expect(text.contains("App/Home.swift"), "\(text)")
    }
  }

  @Test func cacheKeyNamesTheSourcesAndSARIFUsesV4() throws {
    try TemporaryFolder.with { folder in
      try FileManager.default.createDirectory(atPath: folder.url("repo"), withIntermediateDirectories: true)
      // The action's own sources: a copy, so a change can be made.
      let copy = folder.url("action")
      for item in ["Package.swift", "Sources", "Plugins"] {
        try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Navlint.packageRoot + "/" + item, toPath: copy + "/" + item)
      }
      let environment = ["NAVLINT_VERSION": "", "NAVLINT_ACTION_PATH": copy]
      let first = try Self.run("Identify navlint", in: folder, environment: environment)
      let again = try Self.run("Identify navlint", in: folder, environment: environment)
      let source = try #require(first.outputs["source"], "\(first.result)")
      #expect(source.count == 40)
      #expect(again.outputs["source"] == source, "the key is stable")
      try "// changed\n".write(toFile: copy + "/Sources/navlint/Changed.swift", atomically: true, encoding: .utf8)
      let changed = try Self.run("Identify navlint", in: folder, environment: environment)
      #expect(changed.outputs["source"] != source, "new sources, new key")
      let sha = String(repeating: "a", count: 40)
      let pinned = try Self.run(
        "Identify navlint", in: folder, environment: ["NAVLINT_VERSION": sha, "NAVLINT_ACTION_PATH": copy])
      #expect(pinned.outputs["source"] == sha)
    }
    let cache = try Self.step("Restore navlint")["with"] as? [String: Any]
    #expect((cache?["key"] as? String)?.contains("steps.identify.outputs.source") == true)
    #expect(try Self.step("Upload SARIF")["uses"] as? String == "github/codeql-action/upload-sarif@v4")
  }
}
