import Foundation
import Testing

/// `editors/xcode/navlint-build-phase.sh`, run here the way Xcode runs a Run Script phase: the build
/// settings as environment variables, the working directory wherever Xcode puts it.
@Suite struct XcodeBuildPhaseTests {
  static let script = Navlint.packageRoot + "/editors/xcode/navlint-build-phase.sh"

  /// The environment Xcode gives the phase for a project in `folder/Project`.
  static func buildSettings(_ folder: TemporaryFolder, navlintOnPath: Bool = true) -> [String: String] {
    let binFolder = (Navlint.binary as NSString).deletingLastPathComponent
    let path = Navlint.pathWithoutNavlint()
    return [
      "SRCROOT": folder.url("Project"),
      "DERIVED_FILE_DIR": folder.url("DerivedData/Build/DerivedSources"),
      "PATH": navlintOnPath ? binFolder + ":" + path : path,
      // Not where Homebrew or Mint would have put a navlint.
      "HOME": folder.url("home"),
    ]
  }

  static func makeProject(_ folder: TemporaryFolder) throws {
    try folder.write("Project/App/Bad.swift", Sample.errorOnly)
    try folder.write("Project/App/Good.swift", Sample.good)
    try folder.write("Project/Generated/Generated.swift", Sample.errorOnly)
    try folder.write("Project/.navlint.yml", "exclude: [Generated]\n")
    try FileManager.default.createDirectory(
      atPath: folder.url("DerivedData/Build/DerivedSources"), withIntermediateDirectories: true)
  }

  @Test func lintsTheProjectWithAbsolutePaths() throws {
    try TemporaryFolder.with { folder in
      try Self.makeProject(folder)
      let result = try Navlint.runProgram(
        "/bin/sh", [Self.script], in: folder.url("Project"), environment: Self.buildSettings(folder))
      #expect(result.status == 1, "an error finding fails the build: \(result)")
      #expect(result.stdoutLines.count == 1, "Generated is excluded: \(result)")
      #expect(result.line(0).hasPrefix(folder.url("Project/App/Bad.swift") + ":4:15: error: "), "\(result)")
    }
  }

  @Test func lintsTheInputFileListsAndTouchesTheOutput() throws {
    try TemporaryFolder.with { folder in
      try Self.makeProject(folder)
      // What Xcode writes for an .xcfilelist input: one resolved path per line (config files too).
      let list = try folder.write(
        "DerivedData/navlint-inputs.xcfilelist",
        [
          folder.url("Project/App/Good.swift"), folder.url("Project/Generated/Generated.swift"),
          folder.url("Project/.navlint.yml"),
        ].joined(separator: "\n"))
      let stamp = folder.url("DerivedData/Build/DerivedSources/navlint.stamp")
      var settings = Self.buildSettings(folder)
      settings["SCRIPT_INPUT_FILE_LIST_COUNT"] = "1"
      settings["SCRIPT_INPUT_FILE_LIST_0"] = list
      settings["SCRIPT_OUTPUT_FILE_0"] = stamp
      let passing = try Navlint.runProgram("/bin/sh", [Self.script], in: folder.path, environment: settings)
      #expect(passing.status == 0, "Bad.swift is not an input; Generated is excluded: \(passing)")
      #expect(passing.stdout.isEmpty, "\(passing)")
      #expect(FileManager.default.fileExists(atPath: stamp), "a passing lint touches the declared output")

      // A single input file adds to the lists; a failing lint leaves the output alone.
      try FileManager.default.removeItem(atPath: stamp)
      settings["SCRIPT_INPUT_FILE_COUNT"] = "1"
      settings["SCRIPT_INPUT_FILE_0"] = folder.url("Project/App/Bad.swift")
      let failing = try Navlint.runProgram("/bin/sh", [Self.script], in: folder.path, environment: settings)
      #expect(failing.status == 1, "\(failing)")
      #expect(failing.stdoutLines.count == 1 && failing.line(0).hasPrefix(folder.url("Project/App/Bad.swift:4:15:")))
      #expect(!FileManager.default.fileExists(atPath: stamp))
    }
  }

  @Test func withoutNavlintTheBuildWarnsAndGoesOn() throws {
    try TemporaryFolder.with { folder in
      try Self.makeProject(folder)
      let result = try Navlint.runProgram(
        "/bin/sh", [Self.script], in: folder.path, environment: Self.buildSettings(folder, navlintOnPath: false))
      #expect(result.status == 0, "\(result)")
      #expect(result.stdout.hasPrefix("warning: navlint is not installed"), "\(result)")
    }
  }
}
