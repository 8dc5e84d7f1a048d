import Foundation

/// Runs one `git` command with Foundation's `Process` and collects its output.
///
/// Standard input (when given) and standard error go through temporary files, so a chatty command
/// can never block on a full pipe while this reads standard output. The environment is inherited,
/// which matters inside a pre-commit hook: git sets `GIT_INDEX_FILE` there for partial commits.
struct GitCommand {
  /// Arguments after `git`.
  var arguments: [String]
  /// Folder to run in (`git -C`).
  var directory: String

  var displayName: String { "git " + arguments.joined(separator: " ") }

  /// Runs the command; returns standard output, or throws when git cannot start or exits non-zero.
  func run(input: [UInt8]? = nil) throws(GitError) -> [UInt8] {
    let result = try runAllowingFailure(input: input)
    guard result.status == 0 else {
      throw GitError.commandFailed(command: displayName, status: result.status, message: result.errorText)
    }
    return result.output
  }

  /// Runs the command and returns its status, standard output and standard error text.
  func runAllowingFailure(input: [UInt8]? = nil) throws(GitError) -> (status: Int32, output: [UInt8], errorText: String)
  {
    let scratch = FileManager.default.temporaryDirectory
    let errorURL = scratch.appendingPathComponent("navlint-git-\(UUID().uuidString).err")
    let inputURL = scratch.appendingPathComponent("navlint-git-\(UUID().uuidString).in")
    defer {
      try? FileManager.default.removeItem(at: errorURL)
      try? FileManager.default.removeItem(at: inputURL)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", directory] + arguments
    let outputPipe = Pipe()
    process.standardOutput = outputPipe
    do {
      guard FileManager.default.createFile(atPath: errorURL.path, contents: nil) else {
        throw GitError.gitUnavailable(reason: "cannot create a temporary file in \(scratch.path)")
      }
      let errorHandle = try FileHandle(forWritingTo: errorURL)
      defer { try? errorHandle.close() }
      process.standardError = errorHandle
      var inputHandle: FileHandle?
      if let input {
        guard FileManager.default.createFile(atPath: inputURL.path, contents: Data(input)) else {
          throw GitError.gitUnavailable(reason: "cannot create a temporary file in \(scratch.path)")
        }
        inputHandle = try FileHandle(forReadingFrom: inputURL)
        process.standardInput = inputHandle
      } else {
        process.standardInput = FileHandle.nullDevice
      }
      defer { try? inputHandle?.close() }
      try process.run()
      let output = outputPipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let errorText = (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
      if process.terminationStatus == 127 && errorText.contains("git") && errorText.contains("No such file") {
        throw GitError.gitUnavailable(reason: "git is not installed or not on PATH")
      }
      return (process.terminationStatus, [UInt8](output), errorText)
    } catch let error as GitError {
      throw error
    } catch {
      throw GitError.gitUnavailable(reason: "\(error)")
    }
  }
}
