import Foundation
import Testing

/// What a finished process left behind.
struct ProcessResult: CustomStringConvertible {
  var status: Int32
  var stdout: String
  var stderr: String
  var stdoutBytes: [UInt8]

  var description: String { "status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
  var stdoutLines: [String] { stdout.split(separator: "\n").map(String.init) }
  /// Line `index` of stdout, or "" when there is no such line (a failed expectation, not a crash).
  func line(_ index: Int) -> String { index < stdoutLines.count ? stdoutLines[index] : "" }
}

/// Locates the built `navlint` binary and runs it (or any program) as a subprocess.
enum Navlint {
  /// The package root, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .path

  /// `navlint` next to the test bundle (`.build/debug/navlint`), else under the package's `.build`.
  static let binary: String = {
    if let explicit = ProcessInfo.processInfo.environment["NAVLINT_BINARY"] { return explicit }
    var folders: [URL] = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
    if let executable = Bundle.main.executableURL {
      folders.append(executable.deletingLastPathComponent())
      folders.append(executable.deletingLastPathComponent().deletingLastPathComponent())
    }
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      folders.append(bundle.bundleURL.deletingLastPathComponent())
    }
    folders.append(URL(fileURLWithPath: packageRoot).appendingPathComponent(".build/debug"))
    for folder in folders {
      let candidate = folder.appendingPathComponent("navlint").path
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue {
        return candidate
      }
    }
    return URL(fileURLWithPath: packageRoot).appendingPathComponent(".build/debug/navlint").path
  }()

  /// Runs `navlint arguments` in `directory`.
  static func run(
    _ arguments: [String], in directory: String, stdin: String? = nil, environment: [String: String] = [:]
  ) throws -> ProcessResult {
    try runProgram(binary, arguments, in: directory, stdin: stdin, environment: environment)
  }

  /// This process's PATH without the folders that hold a `navlint`, for tests of what happens when navlint
  /// is not installed.
  static func pathWithoutNavlint() -> String { path(without: "navlint") }

  /// This process's PATH without the folders that hold `program`. (Emptying PATH would also hide
  /// `llvm-symbolizer`, and the sanitizers' suppressions match symbolized frames only.)
  static func path(without program: String) -> String {
    (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
      .filter { !FileManager.default.isExecutableFile(atPath: "\($0)/\(program)") }.joined(separator: ":")
  }

  /// Runs any program (found through `/usr/bin/env` when not a path) with a clean, predictable
  /// environment: no colour variables, git identity set, no system git config.
  static func runProgram(
    _ program: String, _ arguments: [String], in directory: String, stdin: String? = nil,
    environment: [String: String] = [:]
  ) throws -> ProcessResult {
    let process = Process()
    if program.contains("/") {
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = arguments
    } else {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [program] + arguments
    }
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var env = ProcessInfo.processInfo.environment
    for name in ["NO_COLOR", "FORCE_COLOR", "CLICOLOR_FORCE", "GIT_DIR", "GIT_INDEX_FILE", "GIT_WORK_TREE"] {
      env[name] = nil
    }
    env["GIT_AUTHOR_NAME"] = "Test"
    env["GIT_AUTHOR_EMAIL"] = "test@example.com"
    env["GIT_COMMITTER_NAME"] = "Test"
    env["GIT_COMMITTER_EMAIL"] = "test@example.com"
    env["GIT_CONFIG_NOSYSTEM"] = "1"
    env["GIT_CONFIG_GLOBAL"] = "/dev/null"
    for (name, value) in environment { env[name] = value }
    process.environment = env

    let scratch = FileManager.default.temporaryDirectory
    let outURL = scratch.appendingPathComponent("navlint-cli-\(UUID().uuidString).out")
    let errURL = scratch.appendingPathComponent("navlint-cli-\(UUID().uuidString).err")
    let inURL = scratch.appendingPathComponent("navlint-cli-\(UUID().uuidString).in")
    defer {
      for url in [outURL, errURL, inURL] { try? FileManager.default.removeItem(at: url) }
    }
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let outHandle = try FileHandle(forWritingTo: outURL)
    let errHandle = try FileHandle(forWritingTo: errURL)
    process.standardOutput = outHandle
    process.standardError = errHandle
    if let stdin {
      _ = FileManager.default.createFile(atPath: inURL.path, contents: Data(stdin.utf8))
      process.standardInput = try FileHandle(forReadingFrom: inURL)
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    try process.run()
    process.waitUntilExit()
    try outHandle.close()
    try errHandle.close()
    let out = (try? Data(contentsOf: outURL)) ?? Data()
    let err = (try? Data(contentsOf: errURL)) ?? Data()
    return ProcessResult(
      status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err, as: UTF8.self), stdoutBytes: Array(out))
  }
}
