import Foundation
import Testing

/// A fresh folder for one test, removed afterwards. Paths are resolved (`realpath`) so they compare
/// equal to what navlint prints.
struct TemporaryFolder {
  let path: String

  static func with<T>(_ body: (TemporaryFolder) throws -> T) throws -> T {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: base) }
    let resolved = base.resolvingSymlinksInPath().path
    return try body(TemporaryFolder(path: resolved))
  }

  func url(_ relative: String) -> String { relative.isEmpty ? path : path + "/" + relative }

  @discardableResult
  func write(_ relative: String, _ text: String) throws -> String {
    let full = url(relative)
    try FileManager.default.createDirectory(
      atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    return full
  }

  func read(_ relative: String) throws -> String {
    try String(contentsOfFile: url(relative), encoding: .utf8)
  }

  func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: url(relative)) }

  /// A `.navlint.yml` saying the app targets iOS 17: fixes that write iOS 16 API (`NavigationStack`) are
  /// safe only for a known target that new.
  func targetIOS17() throws {
    try write(".navlint.yml", "minimum_ios: 17\n")
  }

  func listing() throws -> [String] {
    try FileManager.default.subpathsOfDirectory(atPath: path).sorted()
  }

  /// Runs navlint here (or in a subfolder).
  func navlint(
    _ arguments: [String], in subfolder: String = "", stdin: String? = nil, environment: [String: String] = [:]
  ) throws -> ProcessResult {
    try Navlint.run(arguments, in: url(subfolder), stdin: stdin, environment: environment)
  }

  /// Runs git here; a failure is a test error.
  @discardableResult
  func git(_ arguments: [String], in subfolder: String = "") throws -> ProcessResult {
    let result = try Navlint.runProgram("git", arguments, in: url(subfolder))
    if result.status != 0 { throw CommandFailure(command: "git " + arguments.joined(separator: " "), result: result) }
    return result
  }

  /// `git init` with a fixed branch name and no hooks from templates.
  func initRepository() throws {
    try git(["init", "-q", "-b", "main", "--template="])
  }

  /// File permission bits.
  func mode(_ relative: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url(relative))
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
  }

  func setMode(_ relative: String, _ mode: Int) throws {
    try FileManager.default.setAttributes([.posixPermissions: NSNumber(value: mode)], ofItemAtPath: url(relative))
  }
}

struct CommandFailure: Error, CustomStringConvertible {
  var command: String
  var result: ProcessResult
  var description: String { "\(command) failed: \(result)" }
}

/// Sources used across the tests.
enum Sample {
  /// NAV001 (warning, safe fix) at 5:5 and NAV008 (error, no fix) at 16:26.
  static let bad = """
    import SwiftUI

    struct ContentView: View {
      var body: some View {
        NavigationView {
          Text("Hello")
        }
      }
    }

    @MainActor
    final class Router: ObservableObject {
      @Published var path = NavigationPath()

      func restore(_ data: Data) {
        let representation = try! JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        path = NavigationPath(representation)
      }
    }

    """

  /// Only NAV001 (a warning with a safe fix) at 5:5.
  static let warningOnly = """
    import SwiftUI

    struct ContentView: View {
      var body: some View {
        NavigationView {
          Text("Hello")
        }
      }
    }

    """

  /// Only NAV008 (an error, no fix) at 4:15.
  static let errorOnly = """
    import SwiftUI

    func restore(_ data: Data) -> NavigationPath {
      let saved = try! JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
      return NavigationPath(saved)
    }

    """

  static let good = """
    import SwiftUI

    struct ContentView: View {
      var body: some View {
        NavigationStack {
          Text("Hello")
        }
      }
    }

    """
}
