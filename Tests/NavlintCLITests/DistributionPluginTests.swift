import Foundation
import Testing

/// `navlint --version` and the SwiftPM plugins, tested for real: `Tests/PluginSample` is built with
/// `swift build` against this checkout, as a user's package would be.
///
/// The sample is copied to `.build/plugin-sample/package` (ignored by git, so the repository stays
/// clean) with its path dependency made absolute, and built with the scratch folder
/// `.build/plugin-sample/scratch`, kept between runs so that only the first run builds navlint again.
/// Set `NAVLINT_SKIP_PLUGIN_SAMPLE=1` to skip the builds in a quick local loop.
@Suite(.serialized) struct DistributionPluginTests {
  static let isSampleEnabled = ProcessInfo.processInfo.environment["NAVLINT_SKIP_PLUGIN_SAMPLE"] == nil

  @Test func versionNamesTheCommitItWasBuiltFrom() throws {
    let root = Navlint.packageRoot
    let version = try Navlint.run(["--version"], in: root)
    #expect(version.status == 0, "\(version)")
    let line = version.stdout.trimmingCharacters(in: .newlines)
    let match = line.wholeMatch(of: /(\d+)\.(\d+)\.(\d+) \(commit ([0-9A-Za-z._+-]+)\)/)
    #expect(match != nil, "unexpected --version output: \(line)")
    let commit = match.map { String($0.output.4) } ?? ""

    let top = try Navlint.runProgram("git", ["rev-parse", "--show-toplevel"], in: root)
    let head = try Navlint.runProgram("git", ["rev-parse", "HEAD"], in: root)
    let topFolder = top.stdout.trimmingCharacters(in: .newlines)
    let isCheckoutTop = top.status == 0 && Self.resolved(topFolder) == Self.resolved(root)
    if isCheckoutTop && head.status == 0 {
      // Any abbreviation git chose (`core.abbrev`), as long as it is a prefix of HEAD.
      #expect(commit.count >= 7, "\(line)")
      #expect(head.stdout.hasPrefix(commit), "--version says \(line); HEAD is \(head.stdout)")
    } else {
      #expect(commit == "unknown", "\(line)")
    }
  }

  @Test(.enabled(if: isSampleEnabled), .timeLimit(.minutes(15)))
  func buildToolPluginReportsFindingsAndFailsOnErrors() throws {
    let sample = try Self.prepareSample()
    let source = sample.package + "/Sources/SampleApp/RootView.swift"
    let finding = source + ":7:7: "
    let rule = "`NavigationView` is deprecated since iOS 16"

    // A warning: the build succeeds and the log names file, line and column.
    try Self.write("rules:\n  NAV001: warning\n", to: sample.package + "/.navlint.yml")
    let warned = try Self.swift(["build"], sample)
    #expect(warned.status == 0, "\(warned)")
    #expect(warned.stdout.contains(finding + "warning: " + rule), "\(warned)")
    #expect(warned.stdout.contains("[NAV001 deprecated-navigation-view]"), "\(warned)")

    // The same finding made an error by the configuration fails the build.
    try Self.write("rules:\n  NAV001: error\n", to: sample.package + "/.navlint.yml")
    let failed = try Self.swift(["build"], sample)
    #expect(failed.status != 0, "\(failed)")
    #expect(failed.stdout.contains(finding + "error: " + rule), "\(failed)")

    // `off` silences it and the build passes again.
    try Self.write("rules:\n  NAV001: off\n", to: sample.package + "/.navlint.yml")
    let silenced = try Self.swift(["build"], sample)
    #expect(silenced.status == 0, "\(silenced)")
    #expect(silenced.stdout.contains("navlint SampleApp"), "the plugin did not lint again: \(silenced)")
    #expect(!silenced.stdout.contains("NAV001"), "\(silenced)")
  }

  @Test(.enabled(if: isSampleEnabled), .timeLimit(.minutes(30)))
  func commandPluginLintsAndFixesThePackage() throws {
    let sample = try Self.prepareSample()
    let cache = sample.scratch + "/plugins/NavlintCommandPlugin/outputs"
    try? FileManager.default.removeItem(atPath: cache)
    // No navlint on PATH: the plugin builds navlint once, in release, and keeps it.
    let bare = ["PATH": Navlint.pathWithoutNavlint()]
    try Self.write("rules:\n  NAV001: error\n", to: sample.package + "/.navlint.yml")
    // A lint needs no write permission, and failing findings give navlint's own exit status 1.
    let first = try Self.swift(["package", "navlint", "--format", "json"], sample, environment: bare)
    #expect(first.status == 1, "\(first)")
    #expect(first.stdout.contains("Plugin ended with exit code 1"), "\(first)")
    #expect(first.stdout.contains("building navlint (release) once"), "\(first)")
    #expect(first.stdout.contains("\"NAV001\""), "\(first)")
    #expect(first.stdout.contains("\"error\""), "\(first)")
    #expect(first.stdout.contains("RootView.swift"), "\(first)")

    // The second run reuses the cached build: no build step at all.
    let second = try Self.swift(["package", "navlint", "--quiet"], sample, environment: bare)
    #expect(second.status == 1, "\(second)")
    #expect(!second.stdout.contains("building navlint"), "\(second)")
    #expect(!second.stdout.contains("Compiling"), "\(second)")

    // navlint's exit status 2 (a configuration error) is the plugin's exit status. SwiftPM itself still
    // turns every failing plugin into 1 (swiftlang/swift-package-manager#7380) and says which it was.
    try Self.write("rules:\n  NAV001: loud\n", to: sample.package + "/.navlint.yml")
    let broken = try Self.swift(["package", "navlint"], sample, environment: bare)
    #expect(broken.status == 2 || broken.stdout.contains("Plugin ended with exit code 2"), "\(broken)")
    #expect(broken.status != 0)
    #expect(broken.stdout.contains(".navlint.yml:2:"), "\(broken)")
    // The sample targets iOS 17 here, so the `NavigationStack` fix is safe and plain `--fix` applies it.
    try Self.write("minimum_ios: 17\nrules:\n  NAV001: error\n", to: sample.package + "/.navlint.yml")

    // `--fix` rewrites the file through the write permission; nothing is left to fail.
    let fixed = try Self.swift(
      ["package", "--allow-writing-to-package-directory", "navlint", "--fix"], sample, environment: bare)
    #expect(fixed.status == 0, "\(fixed)")
    let source = try String(contentsOfFile: sample.package + "/Sources/SampleApp/RootView.swift", encoding: .utf8)
    #expect(source.contains("NavigationStack {"), "\(source)")
    #expect(!source.contains("NavigationView"), "\(source)")
  }

  @Test(.enabled(if: isSampleEnabled), .timeLimit(.minutes(15)))
  func commandPluginUsesTheNavlintOnPath() throws {
    try TemporaryFolder.with { folder in
      let sample = try Self.prepareSample()
      // A stand-in navlint that says how it was called and exits 2.
      let fake = try folder.write("bin/navlint", "#!/bin/sh\necho \"installed navlint $*\"\nexit 2\n")
      #expect(chmod(fake, 0o755) == 0)
      let path = folder.url("bin") + ":" + Navlint.pathWithoutNavlint()
      let result = try Self.swift(["package", "navlint", "--strict"], sample, environment: ["PATH": path])
      #expect(result.status == 2 || result.stdout.contains("Plugin ended with exit code 2"), "\(result)")
      #expect(result.stdout.contains("installed navlint lint --strict " + sample.package), "\(result)")
      #expect(!result.stdout.contains("building navlint"), "\(result)")
    }
  }

  // MARK: - Support

  /// Where the sample is copied to and built.
  struct Sample {
    var package: String
    var scratch: String
  }

  /// A fresh copy of `Tests/PluginSample` whose dependency points at this checkout.
  static func prepareSample() throws -> Sample {
    let root = Navlint.packageRoot
    let base = root + "/.build/plugin-sample"
    let sample = Sample(package: base + "/package", scratch: base + "/scratch")
    let files = FileManager.default
    if files.fileExists(atPath: sample.package) { try files.removeItem(atPath: sample.package) }
    try files.createDirectory(atPath: base, withIntermediateDirectories: true)
    try files.copyItem(atPath: root + "/Tests/PluginSample", toPath: sample.package)
    let manifestPath = sample.package + "/Package.swift"
    let manifest = try String(contentsOfFile: manifestPath, encoding: .utf8)
    let relative = "path: \"../..\""
    #expect(manifest.contains(relative), "Tests/PluginSample/Package.swift must depend on \(relative)")
    try write(manifest.replacingOccurrences(of: relative, with: "path: \"\(root)\""), to: manifestPath)
    return sample
  }

  /// `swift ARGUMENTS` in the sample with its scratch folder; stderr folded into stdout, as a user sees it.
  static func swift(_ arguments: [String], _ sample: Sample, environment: [String: String] = [:]) throws
    -> ProcessResult
  {
    var result = try Navlint.runProgram(
      "swift", [arguments[0], "--scratch-path", sample.scratch] + arguments.dropFirst(), in: sample.package,
      environment: environment)
    result.stdout += result.stderr
    return result
  }

  /// Writes by replacing the file, as editors save, which is what the build-tool plugin notices.
  static func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  }

  static func resolved(_ path: String) -> String {
    URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
  }
}
