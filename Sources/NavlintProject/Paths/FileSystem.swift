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

extension FileSystem {
  /// One name in a folder, with what `readdir` says about it.
  struct Entry: Sendable {
    var name: String
    /// The entry's kind when `readdir` tells it and no link is involved; `nil` for symbolic links and
    /// unknown types (ask `kind(_:)`, which follows links).
    var kind: Kind?
    /// Whether the entry is, or might be, a symbolic link (its real path needs `realpath`).
    var mayBeLink: Bool
  }

  /// Why a folder could not be listed.
  struct Failure: Error, Sendable {
    /// Lowercased `strerror` text ("permission denied").
    var reason: String
  }

  /// The entries of the folder at `path` (without `.` and `..`), in `readdir` order.
  static func entries(of path: String) throws(Failure) -> [Entry] {
    guard let folder = opendir(path) else { throw Failure(reason: lastErrorDescription()) }
    defer { closedir(folder) }
    var entries: [Entry] = []
    while true {
      errno = 0
      guard let entry = readdir(folder) else {
        if errno != 0 { throw Failure(reason: lastErrorDescription()) }
        return entries
      }
      let name = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
        tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) {
          String(cString: $0)
        }
      }
      if name == "." || name == ".." { continue }
      let kind: Kind?
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_REG): kind = .regularFile
      case Int32(DT_DIR): kind = .folder
      case Int32(DT_LNK), Int32(DT_UNKNOWN): kind = nil
      default: kind = .other
      }
      let mayBeLink = kind == nil
      entries.append(Entry(name: name, kind: kind, mayBeLink: mayBeLink))
    }
  }
}

extension FileSystem {
  /// Whether something (possibly a dangling link) exists at `path` itself.
  static func existsWithoutFollowingLinks(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// Why following the link at `path` fails: a loop or a missing target.
  static func linkProblem(_ path: String) -> String {
    var info = stat()
    if stat(path, &info) != 0 && errno == ELOOP { return "symbolic link loop" }
    return "broken symbolic link"
  }
}

extension FileSystem {
  /// A short reason for a Foundation file error: the POSIX message when there is one.
  static func describe(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
      let message = strerror(Int32(underlying.code))
    {
      return String(cString: message).lowercased()
    }
    if nsError.domain == NSCocoaErrorDomain && nsError.code == NSFileReadNoPermissionError {
      return "permission denied"
    }
    return nsError.localizedDescription
  }
}
