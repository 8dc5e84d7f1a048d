import Foundation
import Testing

/// The editor set-ups in `editors/`, run for real against the built server when the editor is installed.
/// `make test` installs Neovim and sets `NAVLINT_REQUIRE_EDITORS=1`, which turns a missing editor into a
/// failure instead of a skipped test.
@Suite(.serialized)
struct EditorTests {
  static let repository: URL = {
    var folder = URL(fileURLWithPath: #filePath)
    while folder.path != "/" {
      folder.deleteLastPathComponent()
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { break }
    }
    return folder
  }()

  static let isRequired = ProcessInfo.processInfo.environment["NAVLINT_REQUIRE_EDITORS"] == "1"

  static func executable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  static let navigationView = """
    import SwiftUI

    struct Home: View {
      var body: some View {
        NavigationView { Text("Hi") }
      }
    }

    """

  /// Runs a command with a time limit; returns its status and standard output.
  static func run(_ executable: String, _ arguments: [String], environment: [String: String], in folder: String) throws
    -> (status: Int32, output: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(90)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  private static func neovim(file text: String, timeoutMilliseconds: Int) throws -> (status: Int32, output: String)? {
    guard let nvim = executable("nvim") else {
      if isRequired { Issue.record("nvim is not installed (make test installs it with apt-get)") }
      return nil
    }
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("Home.swift", text)
    let editors = repository.appendingPathComponent("editors/neovim").path
    return try run(
      nvim, ["--headless", "--clean", "-u", "\(editors)/init.lua", "-c", "luafile \(editors)/test.lua"],
      environment: [
        "NAVLINT": repository.appendingPathComponent(".build/debug/navlint").path,
        "NAVLINT_TEST_FILE": "\(folder.path)/Home.swift",
        "NAVLINT_TEST_TIMEOUT_MS": String(timeoutMilliseconds),
      ], in: folder.path)
  }

  @Test func neovimShowsNAV001() throws {
    guard let (status, output) = try Self.neovim(file: Self.navigationView, timeoutMilliseconds: 30_000) else { return }
    #expect(status == 0, "\(output)")
    #expect(output.contains("navlint-nvim: NAV001 at 5:5"), "\(output)")
  }

  @Test func neovimCheckFailsWithoutTheFinding() throws {
    let clean = Self.navigationView.replacingOccurrences(of: "NavigationView", with: "NavigationStack")
    guard let (status, output) = try Self.neovim(file: clean, timeoutMilliseconds: 2_000) else { return }
    #expect(status == 1, "\(output)")
  }
}
