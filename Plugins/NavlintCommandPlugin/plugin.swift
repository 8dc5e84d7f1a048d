import Foundation
import PackagePlugin

/// `swift package navlint [--fix] [--target NAME ...] [PATH ...] [navlint lint options]`: lints the
/// package (or the named targets or paths).
///
/// Every argument except `--target` goes to `navlint lint` unchanged, so `--fix`, `--strict`,
/// `--format` and the rest work as on the command line. navlint runs in the package folder and finds
/// `.navlint.yml` itself.
///
/// Which navlint: the one on PATH when there is one (Homebrew, Mint, `make install`); otherwise the
/// navlint package this plugin comes from, built once in release and kept in the plugin's work folder
/// until that package's sources change. So a lint costs a lint, not a build.
///
/// Lint-only runs need no permission. `--fix` writes files, which SwiftPM's sandbox (macOS) allows after
/// `--allow-writing-to-package-directory`.
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
    let navlint = try NavlintExecutable.find(context: context, packageManager: packageManager)
    try run(tool: navlint, arguments: ["lint"] + lintArguments, in: context.package.directoryURL)
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

  /// Runs navlint with the plugin's standard output and error, and ends the plugin with navlint's exit
  /// status, so `swift package navlint` exits 1 for failing findings and 2 when navlint could not run.
  private func run(tool: URL, arguments: [String], in folder: URL) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = folder
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      let status = process.terminationReason == .exit ? process.terminationStatus : 2
      if status != 1, arguments.contains("--fix") {
        Diagnostics.error("if navlint could not write files, pass --allow-writing-to-package-directory")
      }
      exit(status)
    }
  }
}

/// Where the plugin finds navlint: on PATH, or a release build of the navlint package cached in the plugin's
/// work folder and rebuilt only when that package's sources change.
enum NavlintExecutable {
  static func find(context: PluginContext, packageManager: PackageManager) throws -> URL {
    if let installed = try? context.tool(named: "navlint") { return installed.url }
    guard let package = navlintPackage(from: context.package) else {
      throw NavlintPluginError("navlint is not on PATH and the navlint package is not in this package's dependencies")
    }
    let cache = context.pluginWorkDirectoryURL.appendingPathComponent("navlint-release")
    let cached = cache.appendingPathComponent("navlint")
    let stampFile = cache.appendingPathComponent("sources.stamp")
    let stamp = sourcesStamp(of: package.directoryURL)
    let files = FileManager.default
    if files.isExecutableFile(atPath: cached.path),
      (try? String(contentsOf: stampFile, encoding: .utf8)) == stamp
    {
      return cached
    }
    FileHandle.standardError.write(
      Data("navlint: building navlint (release) once; later runs reuse it until navlint's sources change\n".utf8))
    let result = try packageManager.build(
      .product("navlint"), parameters: .init(configuration: .release, logging: .concise))
    guard result.succeeded,
      let built = result.builtArtifacts.first(where: { $0.kind == .executable && $0.url.lastPathComponent == "navlint" }
      )
    else {
      throw NavlintPluginError("building navlint failed:\n" + result.logText)
    }
    try files.createDirectory(at: cache, withIntermediateDirectories: true)
    let staged = cache.appendingPathComponent("navlint.new")
    try? files.removeItem(at: staged)
    try files.copyItem(at: built.url, to: staged)
    try? files.removeItem(at: cached)
    try files.moveItem(at: staged, to: cached)
    try Data(stamp.utf8).write(to: stampFile, options: .atomic)
    return cached
  }

  /// The package that declares the `navlint` executable: this one, or one of its dependencies.
  static func navlintPackage(from root: Package) -> Package? {
    var queue = [root]
    var seen: Set<String> = []
    while !queue.isEmpty {
      let package = queue.removeFirst()
      guard seen.insert(package.id).inserted else { continue }
      if package.products.contains(where: { $0.name == "navlint" && $0 is ExecutableProduct }) { return package }
      queue += package.dependencies.map(\.package)
    }
    return nil
  }

  /// The newest modification time of the package's manifest and sources, with the package's path: it
  /// changes when SwiftPM checks out another version or someone edits the sources.
  static func sourcesStamp(of folder: URL) -> String {
    var newest = Date.distantPast
    let files = FileManager.default
    var paths = [folder.appendingPathComponent("Package.swift")]
    for sub in ["Sources", "Plugins"] {
      let enumerator = files.enumerator(
        at: folder.appendingPathComponent(sub), includingPropertiesForKeys: [.contentModificationDateKey])
      while let url = enumerator?.nextObject() as? URL { paths.append(url) }
    }
    for url in paths {
      if let date = try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate {
        newest = max(newest, date)
      }
    }
    return "\(folder.path)\n\(newest.timeIntervalSince1970)\n"
  }
}

struct NavlintPluginError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
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
        tool: installedNavlint(context), arguments: ["lint"] + lintArguments, in: context.xcodeProject.directoryURL)
    }

    /// Xcode gives command plugins no build API, so navlint must be installed: on the PATH Xcode passes, or
    /// where Homebrew and Mint put it (Xcode's PATH has neither).
    private func installedNavlint(_ context: XcodePluginContext) throws -> URL {
      if let onPath = try? context.tool(named: "navlint") { return onPath.url }
      let home = FileManager.default.homeDirectoryForCurrentUser.path
      for path in ["/opt/homebrew/bin/navlint", "/usr/local/bin/navlint", home + "/.mint/bin/navlint"]
      where FileManager.default.isExecutableFile(atPath: path) {
        return URL(fileURLWithPath: path)
      }
      throw NavlintPluginError("navlint is not installed; install it with `brew install navlint` or `make install`")
    }
  }
#endif
