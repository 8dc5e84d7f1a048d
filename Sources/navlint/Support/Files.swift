import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few file-system calls the commands make beyond NavlintProject's readers and atomic writer.
enum Files {
  /// Whether anything, even a dangling symbolic link, is at `path`.
  static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// Whether `path` is an executable regular file.
  static func isExecutableFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && access(path, X_OK) == 0
  }

  /// Sets the permission bits of `path`; false on failure.
  static func setMode(_ path: String, _ mode: mode_t) -> Bool { chmod(path, mode) == 0 }

  /// Creates `path` and its parents.
  static func createFolder(_ path: String) throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// The file's text, `nil` when it cannot be read.
  static func text(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }
}
