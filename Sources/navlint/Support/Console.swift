import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The CLI's only access to the standard streams and the process exit: unbuffered writes, so output
/// is complete before `exit`.
enum Console {
  /// Writes bytes to standard output.
  static func output(_ bytes: [UInt8]) {
    write(bytes, to: STDOUT_FILENO)
  }

  static func output(_ text: String) { output(Array(text.utf8)) }

  /// Writes a line to standard error, unchanged.
  static func note(_ text: String) {
    write(Array((text + "\n").utf8), to: STDERR_FILENO)
  }

  /// Writes `navlint: error: <line>` to standard error for every line of `text`.
  static func error(_ text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    note(lines.map { "navlint: error: \($0)" }.joined(separator: "\n"))
  }

  /// Standard input, read to the end.
  static func readStandardInput() -> [UInt8] {
    Array(FileHandle.standardInput.readDataToEndOfFile())
  }

  /// Whether standard output is a terminal.
  static var isOutputTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  /// An environment variable, `nil` when unset.
  static func environment(_ name: String) -> String? { ProcessInfo.processInfo.environment[name] }

  static func exit(_ status: Int32) -> Never {
    Foundation.exit(status)
  }

  private static func write(_ bytes: [UInt8], to descriptor: Int32) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        return  // A closed pipe: nothing sensible is left to do with the output.
      }
      offset += written
    }
  }
}

#if canImport(Glibc)
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
#endif
