import Foundation
import NavlintProject

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

/// A small rule list standing in for the engine's registry.
let sampleRules: [KnownRule] = [
  KnownRule(
    id: "NAV001", name: "deprecated-navigation-view", summary: "NavigationView is deprecated",
    defaultSeverity: .warning),
  KnownRule(
    id: "NAV002", name: "navigation-link-in-lazy-container",
    options: [
      "max_depth": .integer, "ratio": .number, "strict": .bool, "label": .string,
      "containers": .stringList, "mode": .oneOf(["fast", "thorough"]),
    ],
    summary: "Links inside lazy containers", defaultSeverity: .error,
    defaults: ["max_depth": .integer(3), "containers": .stringList(["List", "LazyVStack"])]),
]
