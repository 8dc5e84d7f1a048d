import Foundation

/// Writes whole files so that readers see either the old bytes or the new ones, never a mix.
///
/// The bytes go to a temporary file in the same folder (same file system, so the rename is atomic),
/// which is flushed with `fsync`, given the old file's permission bits (a new file gets `0666` less the
/// umask), and renamed over the target; the folder is then synced so the rename survives a crash.
/// A symbolic link is written through: its target is replaced and the link stays. The owner is kept
/// when the process may set it (root); hard links to the old file and extended attributes are not
/// carried over, as with any rename-based save. On any failure the temporary file is removed and the
/// target is untouched.
public enum AtomicFile {
  /// Replaces (or creates) the file at `path` with `bytes`. Errors name `displayPath`.
  public static func write(_ bytes: [UInt8], to path: String, displayPath: String? = nil) throws(FileError) {
    try write(bytes, to: path, displayPath: displayPath, beforeRename: {})
  }

  /// `write` with a hook run after the temporary file is complete and before the rename; tests use it
  /// to fail at the last moment and check that nothing is left behind.
  static func write(
    _ bytes: [UInt8], to path: String, displayPath: String?, beforeRename: () throws(FileError) -> Void
  ) throws(FileError) {
    let shown = displayPath ?? path
    let target = FilePath.realPath(path) ?? path
    let folder = FilePath.parent(target)
    var info = stat()
    var mode: mode_t = 0
    var isExisting = false
    if stat(target, &info) == 0 {
      isExisting = true
      guard info.st_mode & S_IFMT == S_IFREG else {
        throw FileError.unwritable(path: shown, reason: "not a regular file")
      }
      mode = info.st_mode & 0o7777
    } else if errno != ENOENT {
      throw FileError.unwritable(path: shown, reason: FileSystem.lastErrorDescription())
    }

    let (descriptor, temporary) = try createTemporaryFile(beside: target, isNew: !isExisting, shown: shown)
    var isDone = false
    defer {
      if !isDone { unlink(temporary) }
    }
    do {
      defer { close(descriptor) }
      try writeAll(bytes, to: descriptor, shown: shown)
      // Best effort: only root may give a file away; chown first because it may clear set-id bits.
      if isExisting && (info.st_uid != getuid() || info.st_gid != getgid()) {
        _ = fchown(descriptor, info.st_uid, info.st_gid)
      }
      guard !isExisting || fchmod(descriptor, mode) == 0, fsync(descriptor) == 0 else {
        throw FileError.unwritable(path: shown, reason: FileSystem.lastErrorDescription())
      }
    }
    try beforeRename()
    guard rename(temporary, target) == 0 else {
      throw FileError.unwritable(path: shown, reason: FileSystem.lastErrorDescription())
    }
    isDone = true
    syncFolder(folder)
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, shown: String) throws(FileError) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        throw FileError.unwritable(path: shown, reason: FileSystem.lastErrorDescription())
      }
      offset += written
    }
  }

  /// Best effort: some file systems refuse `fsync` on folders, and the data is already safe.
  private static func syncFolder(_ folder: String) {
    let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }

  /// Creates `.<name>.navlint-<random>` next to `target` with `O_EXCL`. A new file gets `0666`
  /// filtered by the umask (the kernel applies it); an existing file's mode is copied later.
  private static func createTemporaryFile(
    beside target: String, isNew: Bool, shown: String
  ) throws(FileError) -> (Int32, String) {
    let folder = FilePath.parent(target)
    for _ in 0..<16 {
      let suffix = UUID().uuidString.prefix(12)
      let temporary = FilePath.join(folder, "." + FilePath.lastComponent(target) + ".navlint-" + suffix)
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, isNew ? 0o666 : 0o600)
      if descriptor >= 0 { return (descriptor, temporary) }
      if errno != EEXIST { throw FileError.unwritable(path: shown, reason: FileSystem.lastErrorDescription()) }
    }
    throw FileError.unwritable(path: shown, reason: "cannot create a temporary file in \(folder)")
  }
}
