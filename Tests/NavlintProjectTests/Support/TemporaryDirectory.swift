import Foundation
import NavlintProject
import NavlintRules

/// A fresh folder under the system temp folder, removed after `body` returns.
///
/// The path is resolved with `realpath` so comparisons are not upset by a linked `/tmp`.
@discardableResult
func withTemporaryDirectory<T>(_ body: (TemporaryDirectory) throws -> T) throws -> T {
  let base = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: base) }
  let path = FilePath.realPath(base.path) ?? base.path
  return try body(TemporaryDirectory(path: path))
}

/// Helpers to lay out files in a temporary folder.
struct TemporaryDirectory {
  let path: String

  /// The absolute path of `relative` inside the folder.
  func url(_ relative: String) -> String { FilePath.join(path, relative) }

  /// Writes `text` to `relative`, creating parent folders.
  @discardableResult
  func write(_ relative: String, _ text: String = "") throws -> String {
    let full = url(relative)
    try FileManager.default.createDirectory(
      atPath: FilePath.parent(full), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    return full
  }

  func makeFolder(_ relative: String) throws {
    try FileManager.default.createDirectory(atPath: url(relative), withIntermediateDirectories: true)
  }

  /// Creates a symbolic link at `relative` pointing to `destination` (as written).
  func link(_ relative: String, to destination: String) throws {
    try FileManager.default.createSymbolicLink(atPath: url(relative), withDestinationPath: destination)
  }

  func read(_ relative: String) throws -> String {
    try String(contentsOfFile: url(relative), encoding: .utf8)
  }

  /// Runs git in the folder (or a subfolder) and returns its standard output; throws on failure.
  @discardableResult
  func git(_ arguments: [String], in subfolder: String = "") throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", subfolder.isEmpty ? path : url(subfolder)] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_AUTHOR_NAME"] = "Test"
    environment["GIT_AUTHOR_EMAIL"] = "test@example.com"
    environment["GIT_COMMITTER_NAME"] = "Test"
    environment["GIT_COMMITTER_EMAIL"] = "test@example.com"
    environment["GIT_CONFIG_NOSYSTEM"] = "1"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw GitTestFailure(arguments: arguments, status: process.terminationStatus)
    }
    return String(decoding: data, as: UTF8.self)
  }
}

struct GitTestFailure: Error, CustomStringConvertible {
  let arguments: [String]
  let status: Int32
  var description: String { "git \(arguments.joined(separator: " ")) exited with \(status)" }
}

/// Two rules standing in for the engine's registry: the configuration reads the rules' own types.
struct SampleNavigationViewRule: Rule {
  static let id: RuleID = "NAV001"
  static let name = "deprecated-navigation-view"
  static let summary = "NavigationView is deprecated"
  static let defaultSeverity: Severity = .warning
  static let fixAvailability: FixAvailability = .none
  func check(_ context: RuleContext) {}
}

struct SampleLazyLinkRule: Rule {
  static let id: RuleID = "NAV002"
  static let name = "navigation-link-in-lazy-container"
  static let summary = "Links inside lazy containers"
  static let defaultSeverity: Severity = .error
  static let fixAvailability: FixAvailability = .none
  static let options: [RuleOption] = [
    RuleOption(name: "max_depth", summary: "How deep to look", defaultValue: .integer(3), minimum: 1, maximum: 10),
    RuleOption(name: "ratio", summary: "A ratio", defaultValue: .number(0.5)),
    RuleOption(name: "strict", summary: "Strict mode", defaultValue: .bool(true)),
    RuleOption(name: "label", summary: "A label", defaultValue: .string("")),
    RuleOption(name: "containers", summary: "Containers", defaultValue: .strings(["List", "LazyVStack"])),
    RuleOption(name: "mode", summary: "Mode", defaultValue: .string("fast"), choices: ["fast", "thorough"]),
  ]
  func check(_ context: RuleContext) {}
}

let sampleRules: [any Rule.Type] = [SampleNavigationViewRule.self, SampleLazyLinkRule.self]
