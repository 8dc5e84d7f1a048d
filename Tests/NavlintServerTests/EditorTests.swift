import Foundation
import Testing

/// The editor set-ups in `editors/`, run for real against the built server when the editor is installed.
///
/// Under `make test` (which installs Neovim, and Emacs with eglot where apt-get can) a missing Neovim is a
/// failure; so is one under `NAVLINT_REQUIRE_EDITORS=1`. Elsewhere a missing editor skips its test.
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

  static let isRequired =
    ProcessInfo.processInfo.environment["NAVLINT_REQUIRE_EDITORS"] == "1"
    || ProcessInfo.processInfo.environment["MAKELEVEL"] != nil

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

  /// The multi-file project of `NavigationFeaturesTests` on disk (a `.git` marks its root).
  static func navigationProject() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.path + "/.git", withIntermediateDirectories: true)
    for (name, text) in NavigationFeaturesTests.files { try folder.write(name, text) }
    return folder
  }

  /// Runs an editor's navigation script (`arguments`, which name files of `editors/<folder>`) on the project
  /// of `navigationProject()`, against the built server.
  static func navigationScript(_ editor: String, folder name: String, _ arguments: (String) -> [String]) throws -> (
    status: Int32, output: String
  ) {
    let folder = try navigationProject()
    defer { folder.remove() }
    let editors = repository.appendingPathComponent("editors/\(name)").path
    return try run(
      editor, arguments(editors),
      environment: [
        "NAVLINT": repository.appendingPathComponent(".build/debug/navlint").path,
        "NAVLINT_TEST_PROJECT": folder.path, "NAVLINT_TEST_TIMEOUT_MS": "30000",
      ], in: folder.path)
  }

  /// Definition, references, code lens and hover through Neovim's own LSP client
  /// (`editors/neovim/navigation-test.lua`), with one file edited and not saved.
  @Test func neovimGoesFromALinkToItsDestinationAndBack() throws {
    guard let nvim = Self.executable("nvim") else {
      if Self.isRequired { Issue.record("nvim is not installed (make test installs it with apt-get)") }
      return
    }
    let (status, output) = try Self.navigationScript(nvim, folder: "neovim") { editors in
      ["--headless", "--clean", "-u", "\(editors)/init.lua", "-c", "luafile \(editors)/navigation-test.lua"]
    }
    #expect(status == 0, "\(output)")
    #expect(output.contains("navlint-nvim: ok definition at Home.swift:9:9"), "\(output)")
    #expect(output.contains("navlint-nvim: ok references Feed.swift:6 Router.swift:7"), "\(output)")
    #expect(output.contains("navlint-nvim: ok code lens \"2 pushes of Route\""), "\(output)")
    #expect(output.contains("navlint-nvim: ok code lens command lists 2 pushes"), "\(output)")
    #expect(output.contains("navlint-nvim: ok hover"), "\(output)")
  }

  // MARK: - Emacs

  /// Emacs with eglot (built in from Emacs 29, Debian's elpa-eglot before), or `nil`.
  static let emacsWithEglot: String? = {
    guard let emacs = executable("emacs"),
      let probe = try? run(emacs, ["--batch", "-q", "--eval", "(require 'eglot)"], environment: [:], in: "/tmp"),
      probe.status == 0
    else { return nil }
    return emacs
  }()

  private static func emacs(file text: String, timeoutMilliseconds: Int) throws -> (status: Int32, output: String)? {
    guard let emacs = emacsWithEglot else { return nil }
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("Home.swift", text)
    let editors = repository.appendingPathComponent("editors/emacs").path
    return try run(
      emacs, ["--batch", "-q", "-l", "\(editors)/navlint-eglot.el", "-l", "\(editors)/test.el"],
      environment: [
        "NAVLINT": repository.appendingPathComponent(".build/debug/navlint").path,
        "NAVLINT_TEST_FILE": "\(folder.path)/Home.swift",
        "NAVLINT_TEST_TIMEOUT_MS": String(timeoutMilliseconds),
      ], in: folder.path)
  }

  @Test(.enabled(if: emacsWithEglot != nil, "Emacs with eglot is not installed"))
  func emacsEglotShowsNAV001() throws {
    guard let (status, output) = try Self.emacs(file: Self.navigationView, timeoutMilliseconds: 30_000) else { return }
    #expect(status == 0, "\(output)")
    #expect(output.contains("navlint-emacs: NAV001 at line 5"), "\(output)")
  }

  @Test(.enabled(if: emacsWithEglot != nil, "Emacs with eglot is not installed"))
  func emacsCheckFailsWithoutTheFinding() throws {
    let clean = Self.navigationView.replacingOccurrences(of: "NavigationView", with: "NavigationStack")
    guard let (status, output) = try Self.emacs(file: clean, timeoutMilliseconds: 2_000) else { return }
    #expect(status == 1, "\(output)")
  }

  /// Definition (`xref-find-definitions`), references and hover through eglot
  /// (`editors/emacs/navigation-test.el`), with one file edited and not saved. eglot shows no code lens.
  @Test(.enabled(if: emacsWithEglot != nil, "Emacs with eglot is not installed"))
  func emacsGoesFromALinkToItsDestinationAndBack() throws {
    guard let emacs = Self.emacsWithEglot else { return }
    let (status, output) = try Self.navigationScript(emacs, folder: "emacs") { editors in
      ["--batch", "-q", "-l", "\(editors)/navlint-eglot.el", "-l", "\(editors)/navigation-test.el"]
    }
    #expect(status == 0, "\(output)")
    #expect(output.contains("navlint-emacs: ok definition at Home.swift:9:9"), "\(output)")
    #expect(output.contains("navlint-emacs: ok references Home.swift:9 Feed.swift:6 Router.swift:7"), "\(output)")
    #expect(output.contains("navlint-emacs: ok hover"), "\(output)")
  }
}
