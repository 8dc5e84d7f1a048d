import Foundation
import PackagePlugin

/// Lints a target's Swift files with `navlint` on every build that changes them, so findings show as
/// build warnings and errors with file and line in `swift build` output and inline in Xcode.
///
/// The command runs `navlint lint --force-exclude` on the target's files; navlint finds the nearest
/// `.navlint.yml` of each file itself, so severities, `off`, `minimum_ios`, `include` and `exclude` all
/// come from the configuration and the plugin takes no arguments. An error finding (exit status 1)
/// or a broken configuration (2) fails the build.
///
/// Two details of how SwiftPM runs build commands shape the command:
/// - It runs in a folder outside the sources (the plugin's work folder), so navlint prints absolute
///   paths, which Xcode needs to place issues in the editor.
/// - Its declared output is a Swift file holding only a comment, written after a clean run. SwiftPM
///   compiles it, which is what makes the lint step part of the build; any other kind of output would
///   be bundled into the target as a resource. A failed run writes nothing and runs again next build.
@main
struct NavlintBuildToolPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    guard let sourceTarget = target as? SourceModuleTarget else { return [] }
    let files = sourceTarget.sourceFiles(withSuffix: "swift").map(\.url)
    let root = context.package.directoryURL
    return try LintCommand.commands(
      tool: context.tool(named: "navlint").url, files: files, root: root,
      extraInputs: [root.appendingPathComponent("Package.swift")], targetName: target.name,
      workDirectory: context.pluginWorkDirectoryURL)
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension NavlintBuildToolPlugin: XcodeBuildToolPlugin {
    /// The same command for a target of an Xcode project (an app, a framework...).
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let files = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
      return try LintCommand.commands(
        tool: context.tool(named: "navlint").url, files: files, root: context.xcodeProject.directoryURL,
        extraInputs: [], targetName: target.displayName, workDirectory: context.pluginWorkDirectoryURL)
    }
  }
#endif

/// The build command shared by SwiftPM and Xcode targets.
enum LintCommand {
  /// One command linting `files`, or none when the target has no Swift file.
  static func commands(
    tool: URL, files: [URL], root: URL, extraInputs: [URL], targetName: String, workDirectory: URL
  ) -> [Command] {
    guard !files.isEmpty else { return [] }
    let safeName = String(targetName.unicodeScalars.map { isSafe($0) ? Character($0) : "_" })
    let marker = workDirectory.appendingPathComponent("NavlintChecked_\(safeName).swift")
    // The tool is an input too: that is what makes SwiftPM build navlint before running the script.
    let inputs = files + folders(holding: files, upTo: root) + [tool] + extraInputs.filter(exists)
    return [
      .buildCommand(
        displayName: "navlint \(targetName)",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: ["-c", script, "navlint-build-tool", tool.path, marker.path] + files.map(\.path),
        environment: [:],
        inputFiles: inputs,
        outputFiles: [marker]
      )
    ]
  }

  /// `$1` navlint, `$2` the marker to write after a clean run, then the files to lint.
  private static let script = #"""
    tool="$1"; marker="$2"; shift 2
    mkdir -p "$(dirname "$marker")" && cd "$(dirname "$marker")" || exit 2
    "$tool" lint --color never --force-exclude "$@"
    status=$?
    [ "$status" -eq 0 ] || exit "$status"
    echo '// navlint found no failing finding in this target. Written by NavlintBuildToolPlugin.' > "$marker"
    """#

  /// The folders from each file's folder up to `root`. Adding, removing or replacing a
  /// `.navlint.yml` (editors save by replacing) changes its folder, so the target is linted again.
  /// The configuration files themselves are not inputs: SwiftPM keeps a command's inputs until the
  /// target's file list changes, and a deleted input would stop the build.
  private static func folders(holding files: [URL], upTo root: URL) -> [URL] {
    let rootPath = root.standardizedFileURL.path
    var seen = Set<String>()
    var found: [URL] = []
    for file in files {
      var folder = file.deletingLastPathComponent().standardizedFileURL
      while folder.path.hasPrefix(rootPath), seen.insert(folder.path).inserted {
        found.append(folder)
        if folder.path == rootPath { break }
        folder = folder.deletingLastPathComponent().standardizedFileURL
      }
    }
    return found
  }

  private static func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

  private static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "_" || scalar == "-")
  }
}
