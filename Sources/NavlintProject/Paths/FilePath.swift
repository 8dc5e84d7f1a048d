import Foundation

/// Lexical path helpers: absolute paths, `.`/`..` removal and display paths.
///
/// Paths are plain `/`-separated strings. Nothing here touches the file system except
/// `currentDirectory()` and `realPath(_:)`.
public enum FilePath {
  /// `path` with every byte but the unreserved ones of RFC 3986 (letters, digits, `-._~`) and `/`
  /// percent-encoded: the path part of a `file:` URI (the language server) or a link (the graph's page).
  public static func percentEncoded(_ path: String) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    var result: [UInt8] = []
    result.reserveCapacity(path.utf8.count)
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        result.append(byte)
      default:
        result += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The process's current directory.
  public static func currentDirectory() -> String {
    FileManager.default.currentDirectoryPath
  }

  /// `path` made absolute against `base` (when relative) and normalised: no `.`, `..`, empty
  /// components or trailing slash. `..` above the root stays at the root.
  public static func absolute(_ path: String, relativeTo base: String) -> String {
    if isNormalizedAbsolute(path) { return path }
    let joined = path.hasPrefix("/") ? path : base + "/" + path
    var parts: [Substring] = []
    for part in joined.split(separator: "/") {
      if part == "." { continue }
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
        continue
      }
      parts.append(part)
    }
    return "/" + parts.joined(separator: "/")
  }

  /// Whether `path` is already what `absolute` returns: starts with `/`, no empty, `.` or `..`
  /// component, no trailing `/` (discovery hands every file over in this form, so it is not re-split).
  static func isNormalizedAbsolute(_ path: String) -> Bool {
    let bytes = path.utf8
    guard bytes.count > 1, bytes.first == UInt8(ascii: "/"), bytes.last != UInt8(ascii: "/") else { return false }
    var componentLength = 0
    var dots = 0
    for byte in bytes.dropFirst() {
      if byte == UInt8(ascii: "/") {
        if componentLength == 0 || (componentLength <= 2 && componentLength == dots) { return false }
        componentLength = 0
        dots = 0
      } else {
        componentLength += 1
        if byte == UInt8(ascii: ".") { dots += 1 }
      }
    }
    return !(componentLength <= 2 && componentLength == dots)
  }

  /// The path to report to the user: relative to `currentDirectory` when `path` is under it,
  /// otherwise `path` unchanged. Both should be absolute and normalised.
  public static func display(_ path: String, currentDirectory: String) -> String {
    relative(path, to: currentDirectory) ?? path
  }

  /// `display(join(folder, name), currentDirectory:)` for an entry `name` of a folder whose display path is
  /// `folderDisplay`: worked out once per folder instead of once per file found in it.
  public static func display(_ name: String, inFolderDisplayed folderDisplay: String) -> String {
    folderDisplay == "." ? name : join(folderDisplay, name)
  }

  /// `path` relative to `folder` when it lies inside it (`nil` otherwise); `"."` for the folder itself.
  public static func relative(_ path: String, to folder: String) -> String? {
    if path == folder { return "." }
    // Compared as bytes, as the system compares paths (and without grapheme breaking, once per file found).
    let bytes = path.utf8
    let folderBytes = folder.utf8
    let endsWithSlash = folderBytes.last == UInt8(ascii: "/")
    let prefixCount = folderBytes.count + (endsWithSlash ? 0 : 1)
    // The folder itself, written without the folder's trailing slash.
    if endsWithSlash, !bytes.isEmpty, bytes.count + 1 == folderBytes.count, folderBytes.starts(with: bytes) {
      return "."
    }
    guard bytes.count >= prefixCount, bytes.starts(with: folderBytes) else { return nil }
    let rest = bytes.index(bytes.startIndex, offsetBy: prefixCount)
    if !endsWithSlash, bytes[bytes.index(before: rest)] != UInt8(ascii: "/") { return nil }
    return String(path[rest...])
  }

  /// The folder containing `path` (`/` for top-level entries).
  public static func parent(_ path: String) -> String {
    // Searched in the UTF-8 bytes, as the system splits a path (and without grapheme breaking, once per file).
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last component of `path`.
  public static func lastComponent(_ path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
    return String(path[path.utf8.index(after: slash)...])
  }

  /// Joins a folder and a name.
  public static func join(_ folder: String, _ name: String) -> String {
    // One allocation (`folder + "/" + name` makes two), once per entry of every folder walked.
    let hasSlash = folder.utf8.last == UInt8(ascii: "/")
    var joined = ""
    joined.reserveCapacity(folder.utf8.count + name.utf8.count + 1)
    joined += folder
    if !hasSlash { joined += "/" }
    joined += name
    return joined
  }

  /// The canonical path with every symbolic link resolved, or `nil` when it does not exist or a link
  /// loops.
  public static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
