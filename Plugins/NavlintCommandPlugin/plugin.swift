import Foundation
import PackagePlugin

/// `swift package navlint [--fix] [--target NAME ...] [PATH ...] [navlint lint options]`: lints the
/// package (or the named targets or paths) with the navlint built from this package.
///
/// Every argument except `--target` goes to `navlint lint` unchanged, so `--fix`, `--strict`,
/// `--format` and the rest work as on the command line. navlint runs in the package folder and finds
/// `.navlint.yml` itself. `--fix` writes files, which SwiftPM only allows after the user agrees
/// (a prompt, or `--allow-writing-to-package-directory`).
@main
struct NavlintCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    var lintArguments = extractor.remainingArguments
    let explicitPaths = Self.containsPath(lintArguments)
    if !targetNames.isEmpty {
      let targets = try context.package.targets(named: targetNames).compactMap { $0 as? SourceModuleTarget }
      lintArguments += ["--force-exclude"] + targets.flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url.path) }
    } else if !explicitPaths {
      lintArguments.append(context.package.directoryURL.path)
    }
    try run(
      tool: context.tool(named: "navlint").url, arguments: ["lint"] + lintArguments,
      in: context.package.directoryURL)
  }

  /// navlint lint options that take a value as the next argument (`--format json`).
  private static let optionsWithValue: Set<String> = [
    "--format", "--config", "--stdin-filename", "--rule", "--disable", "--jobs", "--baseline",
    "--write-baseline", "--color",
  ]

  /// Whether the arguments name a file or folder, so the package folder is not added.
  static func containsPath(_ arguments: [String]) -> Bool {
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      if argument == "--" { return index + 1 < arguments.endIndex }
      if !argument.hasPrefix("-") { return true }
      index += optionsWithValue.contains(argument) ? 2 : 1
    }
    return false
  }

  /// Runs navlint with the plugin's standard output and error, and fails the command like navlint did.
  private func run(tool: URL, arguments: [String], in folder: URL) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = folder
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw NavlintCommandError(status: process.terminationStatus)
    }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension NavlintCommandPlugin: XcodeCommandPlugin {
    /// From Xcode's project navigator: lints the project folder, or the selected targets' files.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      var extractor = ArgumentExtractor(arguments)
      let targetNames = Set(extractor.extractOption(named: "target"))
      var lintArguments = extractor.remainingArguments
      let selected = context.xcodeProject.targets.filter { targetNames.contains($0.displayName) }
      let files = selected.flatMap { target in
        target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url.path)
      }
      lintArguments += files.isEmpty ? [context.xcodeProject.directoryURL.path] : ["--force-exclude"] + files
      try run(
        tool: context.tool(named: "navlint").url, arguments: ["lint"] + lintArguments,
        in: context.xcodeProject.directoryURL)
    }
  }
#endif

/// navlint reported failing findings (1) or could not run (2); its own output already says which.
struct NavlintCommandError: Error, CustomStringConvertible {
  var status: Int32
  var description: String {
    status == 1 ? "navlint found failing findings" : "navlint failed with exit status \(status)"
  }
}
