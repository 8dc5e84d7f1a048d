import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file's bytes with a typed error (the CLI reports it and exits 2 instead of crashing).
public enum SourceFile {
  /// The bytes of the file at `path`; errors name `displayPath` (defaults to `path`).
  public static func read(_ path: String, displayPath: String? = nil) throws(FileError) -> [UInt8] {
    let shown = displayPath ?? path
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { throw FileError.notFound(path: shown) }
      throw FileError.unreadable(path: shown, reason: FileSystem.lastErrorDescription())
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileError.unreadable(path: shown, reason: FileSystem.lastErrorDescription())
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
    }
    return bytes
  }
}

#if canImport(Glibc)
  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  private let systemRead = Darwin.read
#endif
