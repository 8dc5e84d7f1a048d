import Foundation
import Yams

/// Finds a file's iOS deployment target when `.navlint.yml` does not set `minimum_ios`.
///
/// Walks up from the file's folder; the first folder that is a project root decides (nearest wins): one
/// holding a `Package.swift`, an `*.xcodeproj`, an XcodeGen spec (`project.yml`, or one of several specs named
/// `project-….yml` such as `project-app.yml`) or a Tuist `Project.swift`
/// (`import ProjectDescription`). Every one of them in that folder counts (a tools package at the root of an
/// app, an example project in a package's folder), and for the latter three the `.xcconfig` files in the
/// project's folders count too (a project often sets the target there only).
/// When they name several targets, the **lowest** is used: the code in a folder may be compiled into any
/// of them, so it has to work on the oldest. When they name no iOS target but a macOS one (a Mac app), the
/// lowest macOS target is read as the iOS release of its year. A project root that names neither ends the
/// walk with `nil` (rules then use their defaults). A `Package.swift` that builds nothing (no target, no
/// platform) is not a project: it only hides its folder from SwiftPM. Results are cached per folder; a value
/// type owned by one caller.
///
/// The same project files tell whether the code defaults to `@MainActor` isolation (Swift 6.2's
/// `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`, SwiftPM's `.defaultIsolation(MainActor.self)`): when any
/// of them sets it, a type of the project may be isolated to the main actor without saying so.
public struct DeploymentTargetDetector: Sendable {
  /// What a project root's files say (`nil` inside: no project root up to `/`), by folder.
  private var cache: [String: ProjectAnswer?] = [:]

  /// What a project root's files say about the code in it.
  struct ProjectAnswer: Sendable {
    var target: DeploymentTarget?
    /// Some project file makes `@MainActor` the default isolation.
    var isMainActorByDefault = false
  }

  public init() {}

  /// The deployment target for a file given by absolute path; `names` lists its folders' project files.
  public mutating func deploymentTarget(forFile path: String, names: inout ProjectFileNames) -> DeploymentTarget? {
    deploymentTarget(forFolder: FilePath.parent(path), names: &names)
  }

  /// The deployment target for files directly inside `folder` (absolute path).
  public mutating func deploymentTarget(forFolder folder: String, names: inout ProjectFileNames) -> DeploymentTarget? {
    project(ofFolder: folder, names: &names)?.target
  }

  /// Whether a project file of the file's project makes `@MainActor` the default isolation of its code.
  public mutating func isMainActorByDefault(forFile path: String, names: inout ProjectFileNames) -> Bool {
    settings(forFile: path, names: &names).isMainActorByDefault
  }

  /// Both answers for a file from one walk: its deployment target and whether its code is `@MainActor` by
  /// default.
  public mutating func settings(
    forFile path: String, names: inout ProjectFileNames
  ) -> (target: DeploymentTarget?, isMainActorByDefault: Bool) {
    let answer = project(ofFolder: FilePath.parent(path), names: &names)
    return (answer?.target, answer?.isMainActorByDefault ?? false)
  }

  /// What the nearest project root at or above `folder` says; nil when there is none.
  private mutating func project(ofFolder folder: String, names: inout ProjectFileNames) -> ProjectAnswer? {
    var visited: [String] = []
    var current = folder
    var found: ProjectAnswer?
    while true {
      if let cached = cache[current] {
        found = cached
        break
      }
      visited.append(current)
      if case .projectRoot(let answer) = Self.inspect(folder: current, names: names.names(in: current)) {
        found = answer
        break
      }
      if current == "/" { break }
      current = FilePath.parent(current)
    }
    for folder in visited { cache[folder] = .some(found) }
    return found
  }

  /// Forgets cached answers (after a project file changed).
  public mutating func invalidate() {
    cache.removeAll()
  }

  /// What one folder says about the deployment target.
  private enum FolderAnswer {
    /// No project file here: keep walking up.
    case noProject
    /// A project file here decides, possibly with no iOS target.
    case projectRoot(ProjectAnswer)
  }

  /// - Parameter names: the folder's project-file names (`ProjectFileNames`), `nil` when it cannot be listed.
  private static func inspect(folder: String, names: [String]?) -> FolderAnswer {
    // The project files that count, each with how its deployment targets are read.
    var files: [ProjectFile] = []
    let manifest = FilePath.join(folder, "Package.swift")
    if names?.contains("Package.swift") ?? true, FileSystem.isRegularFile(manifest),
      case let text = try? String(contentsOfFile: manifest, encoding: .utf8),
      !(text.map(PackageManifestScanner.buildsNothing) ?? false)
    {
      files.append(
        ProjectFile(text: text ?? "", source: .packageManifest(path: manifest), read: PackageManifestScanner.minimum))
    }
    let package = files.first
    var isProjectRoot = false
    if let names {
      for project in names.filter({ $0.hasSuffix(".xcodeproj") }).sorted() {
        isProjectRoot = true
        let pbxproj = FilePath.join(FilePath.join(folder, project), "project.pbxproj")
        guard let text = try? String(contentsOfFile: pbxproj, encoding: .utf8) else { continue }
        files.append(ProjectFile(text: text, source: .xcodeProject(path: pbxproj), read: XcodeProjectScanner.minimum))
      }
      for name in names.filter(XcodeGenScanner.mayBeSpecName).sorted() {
        let spec = FilePath.join(folder, name)
        guard let text = try? String(contentsOfFile: spec, encoding: .utf8), XcodeGenScanner.isProjectSpec(text) else {
          continue
        }
        isProjectRoot = true
        files.append(ProjectFile(text: text, source: .xcodeGen(path: spec), read: XcodeGenScanner.minimum))
      }
      if names.contains("Project.swift"), case let manifest = FilePath.join(folder, "Project.swift"),
        let text = try? String(contentsOfFile: manifest, encoding: .utf8), TuistScanner.isProjectManifest(text)
      {
        isProjectRoot = true
        files.append(ProjectFile(text: text, source: .tuist(path: manifest), read: TuistScanner.minimum))
      }
    }
    // A package alone: its manifest decides. Beside an Xcode project or a spec, the folder's code may be built
    // by either (a tools package at the root of an app, an example app in a package), so both count, with the
    // project's `.xcconfig` files.
    if isProjectRoot {
      for path in XcconfigFinder.files(under: folder) {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
        files.append(ProjectFile(text: text, source: .xcconfig(path: path), read: XcodeProjectScanner.minimum))
      }
    } else if package == nil {
      return .noProject
    }
    return .projectRoot(
      ProjectAnswer(
        target: lowestTarget(in: files),
        isMainActorByDefault: files.contains { DefaultIsolationScanner.isMainActor($0.text) }))
  }

  /// A project file's text, where it is, and how its deployment target for a platform is read.
  private struct ProjectFile {
    var text: String
    var source: DeploymentTarget.Source
    var read: (ApplePlatform, String) -> DeploymentVersion?
  }

  /// The lowest iOS target the files name; when they name none, the lowest macOS target, read as the iOS
  /// release of its year (a Mac app's SwiftUI is that release's).
  private static func lowestTarget(in files: [ProjectFile]) -> DeploymentTarget? {
    func lowest(_ platform: ApplePlatform) -> (DeploymentVersion, DeploymentTarget.Source)? {
      files.compactMap { file in file.read(platform, file.text).map { ($0, file.source) } }.min { $0.0 < $1.0 }
    }
    if let (version, source) = lowest(.iOS) { return DeploymentTarget(version: version, source: source) }
    guard let (macOS, source) = lowest(.macOS) else { return nil }
    return DeploymentTarget(version: DeploymentVersion(iOSEquivalentOfMacOS: macOS), source: source, macOS: macOS)
  }
}

/// Whether a project file makes `@MainActor` the default isolation of some of its code: a build setting
/// `SWIFT_DEFAULT_ACTOR_ISOLATION` set to `MainActor` (an Xcode project, an `.xcconfig`, an XcodeGen spec or a
/// Tuist manifest, written on one line), or SwiftPM's `.defaultIsolation(MainActor.self)`. Which target a
/// file belongs to is not read: any target that sets it is enough.
enum DefaultIsolationScanner {
  static func isMainActor(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    var from = 0
    while let found = ProjectText.firstIndex(of: Array("MainActor".utf8), in: bytes, from: from) {
      let line = ProjectText.line(around: found, in: bytes)
      let lineBytes = Array(bytes[line])
      if ProjectText.firstIndex(of: Array("SWIFT_DEFAULT_ACTOR_ISOLATION".utf8), in: lineBytes, from: 0) != nil {
        return true
      }
      let compact = lineBytes.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
      if ProjectText.firstIndex(of: Array("defaultIsolation(MainActor.self)".utf8), in: compact, from: 0) != nil {
        return true
      }
      from = line.upperBound
    }
    return false
  }
}

/// Searches of a project file's bytes. A `project.pbxproj` may hold megabytes (WooCommerce's has 1.7 MB), and
/// `String`'s line splitting and searches cost a tenth of a second there; these cost a millisecond.
enum ProjectText {
  /// The first `needle` in `haystack` at or after `start`.
  static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
    guard let first = needle.first, needle.count <= haystack.count else { return nil }
    var index = max(0, start)
    let last = haystack.count - needle.count
    while index <= last {
      if haystack[index] == first {
        var matched = 1
        while matched < needle.count, haystack[index + matched] == needle[matched] { matched += 1 }
        if matched == needle.count { return index }
      }
      index += 1
    }
    return nil
  }

  /// The line holding `index`, without its line break (`\n`, `\r\n` or `\r`).
  static func line(around index: Int, in bytes: [UInt8]) -> Range<Int> {
    func isBreak(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }
    var start = index
    while start > 0, !isBreak(bytes[start - 1]) { start -= 1 }
    var end = index
    while end < bytes.count, !isBreak(bytes[end]) { end += 1 }
    return start..<end
  }
}

/// The `.xcconfig` files of a project: in its folder and up to three folders down, skipping dependencies,
/// build output and hidden folders (CocoaPods' own xcconfigs describe the pods, not the app).
enum XcconfigFinder {
  static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "build", "node_modules", "Packages"]

  static func files(under folder: String, depth: Int = 3) -> [String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
    var result: [String] = []
    for name in names.sorted() where !name.hasPrefix(".") {
      let path = FilePath.join(folder, name)
      if name.hasSuffix(".xcconfig") && FileSystem.isRegularFile(path) {
        result.append(path)
      } else if depth > 0, !skippedFolders.contains(name), !name.hasSuffix(".xcodeproj"),
        !name.hasSuffix(".xcworkspace"), !name.hasSuffix(".xcassets"), FileSystem.isFolder(path)
      {
        result += files(under: path, depth: depth - 1)
      }
    }
    return result
  }
}

/// Reads an XcodeGen `project.yml`: `options.deploymentTarget.iOS`, and each target's
/// `deploymentTarget` (a version when the target's `platform` is iOS, or a mapping with an `iOS` key; `macOS`
/// likewise for a Mac app).
enum XcodeGenScanner {
  /// Whether a file name may be an XcodeGen spec: `project.yml` (XcodeGen's default), or a name an app with
  /// several specs passes to `xcodegen --spec` (`project-app.yml`, `project_widgets.yaml`). Its text decides
  /// (`isProjectSpec`).
  static func mayBeSpecName(_ name: String) -> Bool {
    guard name.hasPrefix("project"), name.hasSuffix(".yml") || name.hasSuffix(".yaml") else { return false }
    let stem = name.dropFirst("project".count).prefix { $0 != "." }
    return stem.isEmpty || stem.first == "-" || stem.first == "_"
  }

  /// A project spec has top-level `name` and `targets` keys.
  static func isProjectSpec(_ text: String) -> Bool {
    guard case .mapping(let mapping)? = try? Yams.compose(yaml: text) else { return false }
    let keys = Set(mapping.keys.compactMap(\.string))
    return keys.contains("name") && keys.contains("targets")
  }

  static func minimumIOS(in text: String) -> DeploymentVersion? { minimum(.iOS, in: text) }

  static func minimum(_ platform: ApplePlatform, in text: String) -> DeploymentVersion? {
    guard let root = try? Yams.compose(yaml: text) else { return nil }
    var lowest: DeploymentVersion?
    func note(_ node: Node?) {
      guard let text = node?.string, let version = DeploymentVersion(text) else { return }
      if lowest.map({ version < $0 }) ?? true { lowest = version }
    }
    func visit(_ node: Node) {
      guard case .mapping(let mapping) = node else {
        if case .sequence(let sequence) = node { sequence.forEach(visit) }
        return
      }
      if let target = mapping["deploymentTarget"] {
        if case .mapping(let platforms) = target {
          note(platforms[platform.name])
        } else if mapping["platform"]?.string == platform.name
          || mapping["platform"]?.sequence?.contains(where: { $0.string == platform.name }) == true
        {
          note(target)
        }
      }
      for (_, value) in mapping { visit(value) }
    }
    visit(root)
    return lowest
  }
}

/// Reads a Tuist `Project.swift` without running it: `.iOS("17.0")`, Tuist 3's
/// `.iOS(targetVersion: "15.0", devices: …)` and `.multiplatform(iOS: "17.0", …)`, comments ignored.
enum TuistScanner {
  static func isProjectManifest(_ text: String) -> Bool { text.contains("import ProjectDescription") }

  static func minimumIOS(in text: String) -> DeploymentVersion? { minimum(.iOS, in: text) }

  static func minimum(_ platform: ApplePlatform, in text: String) -> DeploymentVersion? {
    let code = PackageManifestScanner.strippingComments(text)
    var lowest: DeploymentVersion?
    let patterns =
      platform == .iOS
      ? [#/\.iOS\(\s*(?:targetVersion:\s*)?"([0-9.]+)"/#, #/\biOS:\s*"([0-9.]+)"/#]
      : [#/\.macOS\(\s*(?:targetVersion:\s*)?"([0-9.]+)"/#, #/\bmacOS:\s*"([0-9.]+)"/#]
    for pattern in patterns {
      for match in code.matches(of: pattern) {
        guard let version = DeploymentVersion(String(match.output.1)) else { continue }
        if lowest.map({ version < $0 }) ?? true { lowest = version }
      }
    }
    return lowest
  }
}

/// Reads `.iOS(...)` (or `.macOS(...)`) platform entries out of `Package.swift` text without running it.
enum PackageManifestScanner {
  /// Whether the manifest builds nothing: it declares no target and names no platform (`Package()`,
  /// `Package(name: "client", products: [], targets: [])`). Such a file only hides its folder from SwiftPM
  /// (a demo's or a test app's sources inside a package), so it is not the project of the code there.
  static func buildsNothing(_ text: String) -> Bool {
    let code = strippingComments(text)
    let declarations = [
      "arget(", ".macro(", ".plugin(", ".systemLibrary(", ".iOS", ".macOS", ".tvOS", ".watchOS", ".visionOS",
      ".macCatalyst", ".driverKit", ".custom(",
    ]
    return !declarations.contains { code.contains($0) }
  }

  /// Whether the file at `path` is a `Package.swift` that builds something (see `buildsNothing`); an
  /// unreadable manifest counts.
  static func isPackage(at path: String) -> Bool {
    guard FileSystem.isRegularFile(path) else { return false }
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return true }
    return !buildsNothing(text)
  }

  /// The lowest `.iOS(.v15)`, `.iOS(.v15_4)` or `.iOS("15.4")` in the manifest, comments ignored.
  static func minimumIOS(in text: String) -> DeploymentVersion? { minimum(.iOS, in: text) }

  /// The lowest `.iOS(…)` or `.macOS(…)` entry, as `minimumIOS`.
  static func minimum(_ platform: ApplePlatform, in text: String) -> DeploymentVersion? {
    let code = Array(strippingComments(text).utf8)
    var lowest: DeploymentVersion?
    var index = 0
    let needle = Array(("." + platform.name).utf8)
    while let match = ProjectText.firstIndex(of: needle, in: code, from: index) {
      index = match + needle.count
      // The name must end here (`.iOSApplicationExtension` is another platform).
      if index < code.count, isIdentifierByte(code[index]) { continue }
      var cursor = skipSpaces(code, index)
      guard cursor < code.count, code[cursor] == UInt8(ascii: "(") else { continue }
      cursor = skipSpaces(code, cursor + 1)
      var version: DeploymentVersion?
      if cursor < code.count, code[cursor] == UInt8(ascii: ".") {
        let start = cursor + 1
        var end = start
        while end < code.count, isIdentifierByte(code[end]) { end += 1 }
        version = DeploymentVersion(packageConstant: Substring(decoding: code[start..<end], as: UTF8.self))
      } else if cursor < code.count, code[cursor] == UInt8(ascii: "\"") {
        let start = cursor + 1
        var end = start
        while end < code.count, code[end] != UInt8(ascii: "\""), code[end] != UInt8(ascii: "\n") { end += 1 }
        version = DeploymentVersion(String(decoding: code[start..<end], as: UTF8.self))
      }
      if let version, lowest.map({ version < $0 }) ?? true { lowest = version }
    }
    return lowest
  }

  /// The text with `//` and (nested) `/* */` comments replaced by spaces; string literals kept.
  static func strippingComments(_ text: String) -> String {
    let bytes = Array(text.utf8)
    var output = bytes
    var index = 0
    var inString = false
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        if byte == UInt8(ascii: "\\") {
          index += 2
          continue
        }
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n") { inString = false }
        index += 1
      } else if byte == UInt8(ascii: "\"") {
        inString = true
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
          output[index] = UInt8(ascii: " ")
          index += 1
        }
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        var depth = 0
        repeat {
          if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
            depth += 1
            output[index] = UInt8(ascii: " ")
            output[index + 1] = UInt8(ascii: " ")
            index += 2
          } else if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
            depth -= 1
            output[index] = UInt8(ascii: " ")
            output[index + 1] = UInt8(ascii: " ")
            index += 2
          } else {
            if bytes[index] != UInt8(ascii: "\n") { output[index] = UInt8(ascii: " ") }
            index += 1
          }
        } while depth > 0 && index < bytes.count
      } else {
        index += 1
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  private static func skipSpaces(_ bytes: [UInt8], _ start: Int) -> Int {
    var index = start
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    return index
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
      || byte == UInt8(ascii: "_")
  }
}

/// Reads `IPHONEOS_DEPLOYMENT_TARGET` (or `MACOSX_DEPLOYMENT_TARGET`) settings out of `project.pbxproj` or
/// `.xcconfig` text.
enum XcodeProjectScanner {
  /// The lowest `IPHONEOS_DEPLOYMENT_TARGET = 15.0;` (quoted or not) in the project.
  static func minimumIOS(in text: String) -> DeploymentVersion? { minimum(.iOS, in: text) }

  /// The lowest setting of `platform`'s deployment target, as `minimumIOS`.
  static func minimum(_ platform: ApplePlatform, in text: String) -> DeploymentVersion? {
    var lowest: DeploymentVersion?
    let setting = Array(platform.buildSetting.utf8)
    let bytes = Array(text.utf8)
    var from = 0
    while let found = ProjectText.firstIndex(of: setting, in: bytes, from: from) {
      from = found + setting.count
      let lineEnd = ProjectText.line(around: found, in: bytes).upperBound
      var rest = Substring(decoding: bytes[from..<lineEnd], as: UTF8.self).drop(while: { $0 == " " || $0 == "\t" })
      guard rest.first == "=" else { continue }
      rest = rest.dropFirst()
      // `;` ends a pbxproj value; `//` starts an xcconfig comment.
      var value = rest.prefix(while: { $0 != ";" }).trimmingSpaces()
      if let comment = value.range(of: "//") { value = value[..<comment.lowerBound].trimmingSpaces() }
      let unquoted =
        value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2
        ? String(value.dropFirst().dropLast()) : value
      if let version = DeploymentVersion(unquoted), lowest.map({ version < $0 }) ?? true { lowest = version }
    }
    return lowest
  }
}
