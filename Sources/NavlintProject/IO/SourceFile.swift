import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file's bytes with a typed error (the CLI reports it and exits 2 instead of crashing).
public enum SourceFile {
  /// The bytes of the file at `path`; errors name `displayPath` (defaults to `path`).
  ///
  /// A regular file costs one `open`, one `fstat` and one `read` straight into an array of the size
  /// `fstat` gave: the bytes as of that size (a file appended to meanwhile is read up to it, a file
  /// truncated meanwhile up to its new end). Anything that reports no size (pipes, `/proc` files) is
  /// read in chunks until end of file.
  public static func read(_ path: String, displayPath: String? = nil) throws(FileError) -> [UInt8] {
    let shown = displayPath ?? path
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { throw FileError.notFound(path: shown) }
      throw FileError.unreadable(path: shown, reason: FileSystem.lastErrorDescription())
    }
    defer { close(descriptor) }
    var info = stat()
    let size = fstat(descriptor, &info) == 0 && info.st_mode & S_IFMT == S_IFREG ? Int(info.st_size) : 0
    var failure: Int32 = 0
    let bytes: [UInt8]
    if size > 0 {
      bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
        count = readFully(descriptor, into: buffer, failure: &failure)
      }
    } else {
      bytes = readToEnd(descriptor, failure: &failure)
    }
    if failure != 0 {
      errno = failure
      throw FileError.unreadable(path: shown, reason: FileSystem.lastErrorDescription())
    }
    return bytes
  }

  /// Fills `buffer` from `descriptor` until it is full or the file ends; returns the bytes read. On a
  /// read error sets `failure` to its `errno` and returns what was read before it.
  private static func readFully(
    _ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>, failure: inout Int32
  ) -> Int {
    guard let base = buffer.baseAddress else { return 0 }
    var count = 0
    while count < buffer.count {
      // `base + count` with `buffer.count - count` bytes stays inside `buffer`.
      let result = systemRead(descriptor, base + count, buffer.count - count)
      if result < 0 {
        if errno == EINTR { continue }
        failure = errno
        break
      }
      if result == 0 { break }
      count += result
    }
    return count
  }

  /// Reads `descriptor` in chunks until end of file (for files whose size is unknown).
  private static func readToEnd(_ descriptor: Int32, failure: inout Int32) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while failure == 0 {
      let count = chunk.withUnsafeMutableBufferPointer { readFully(descriptor, into: $0, failure: &failure) }
      bytes.append(contentsOf: chunk[0..<count])
      if count < chunk.count { break }
    }
    return bytes
  }
}

#if canImport(Glibc)
  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  private let systemRead = Darwin.read
#endif
