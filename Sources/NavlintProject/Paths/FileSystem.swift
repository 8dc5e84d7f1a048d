import Foundation

/// The few `stat` questions the project layer asks, following symbolic links.
enum FileSystem {
  enum Kind: Sendable {
    case regularFile
    case folder
    case other
  }

  /// What `path` is after following links, or `nil` when it does not exist (or a link dangles).
  static func kind(_ path: String) -> Kind? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regularFile
    case S_IFDIR: return .folder
    default: return .other
    }
  }

  static func isRegularFile(_ path: String) -> Bool { kind(path) == .regularFile }

  static func isFolder(_ path: String) -> Bool { kind(path) == .folder }

  /// `strerror` text for the current `errno`, lowercased for messages ("permission denied").
  static func lastErrorDescription() -> String {
    String(cString: strerror(errno)).lowercased()
  }
}
