/// One staged file: the blob in the git index, not the working copy.
public struct StagedFile: Sendable, Hashable {
  /// Absolute path of the file in the work tree (built from the folder the caller gave, links kept).
  public var path: String
  /// The path to show: relative to the current directory when under it.
  public var displayPath: String
  /// The path relative to the repository root, as git prints it.
  public var repositoryPath: String
  /// The staged content.
  public var bytes: [UInt8]

  public init(path: String, displayPath: String, repositoryPath: String, bytes: [UInt8]) {
    self.path = path
    self.displayPath = displayPath
    self.repositoryPath = repositoryPath
    self.bytes = bytes
  }
}

/// Reads the staged `.swift` files of a repository for `navlint lint --staged`.
///
/// Staged paths come from `git diff --cached --raw -z --no-renames --diff-filter=ACM`, which also
/// works before the first commit (git diffs the index against the empty tree when `HEAD` is unborn)
/// and gives each new blob's id; all blobs are then read with one `git cat-file --batch`. Deleted files
/// are left out, renamed files appear under their new path, symbolic links and submodules are skipped.
/// Paths with spaces or newlines are safe (`-z`).
public enum StagedFiles {
  /// The staged Swift files of the repository containing `directory` (absolute or relative to
  /// `currentDirectory`), sorted by path.
  public static func stagedSwiftFiles(
    in directory: String = ".",
    currentDirectory: String = FilePath.currentDirectory()
  ) throws(GitError) -> [StagedFile] {
    let folder = FilePath.absolute(directory, relativeTo: currentDirectory)
    guard FileSystem.isFolder(folder) else { throw GitError.notARepository(path: folder) }
    let probe = try GitCommand(arguments: ["rev-parse", "--show-prefix"], directory: folder).runAllowingFailure()
    guard probe.status == 0 else { throw GitError.notARepository(path: folder) }
    let prefix = String(decoding: probe.output, as: UTF8.self).trimmingSpaces()
    // The work-tree root spelled from the caller's folder, so display paths keep the caller's links.
    let depth = prefix.split(separator: "/").count
    let root = FilePath.absolute(Array(repeating: "..", count: depth).joined(separator: "/"), relativeTo: folder)

    let diff = GitCommand(
      arguments: [
        "diff", "--cached", "--raw", "-z", "--no-abbrev", "--no-renames", "--no-ext-diff",
        "--diff-filter=ACM",
      ],
      directory: folder)
    let entries = try parseRawDiff(try diff.run(), command: diff.displayName)
      .filter { $0.path.hasSuffix(".swift") && ($0.mode == "100644" || $0.mode == "100755") }
    guard !entries.isEmpty else { return [] }

    let batch = GitCommand(arguments: ["cat-file", "--batch"], directory: folder)
    let request = entries.map { $0.blob + "\n" }.joined()
    let blobs = try parseBatch(
      try batch.run(input: Array(request.utf8)), count: entries.count, command: batch.displayName)
    return zip(entries, blobs).map { entry, bytes in
      let path = FilePath.absolute(entry.path, relativeTo: root)
      return StagedFile(
        path: path, displayPath: FilePath.display(path, currentDirectory: currentDirectory),
        repositoryPath: entry.path, bytes: bytes)
    }.sorted { $0.path < $1.path }
  }

  /// One record of `git diff --raw -z`: new mode, new blob id and (new) path.
  struct RawEntry: Hashable {
    var mode: String
    var blob: String
    var path: String
  }

  /// Parses `:oldmode newmode oldsha newsha status\0path\0` records (two paths for copies and renames).
  static func parseRawDiff(_ output: [UInt8], command: String) throws(GitError) -> [RawEntry] {
    let fields = output.split(separator: 0, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    var entries: [RawEntry] = []
    var index = 0
    while index < fields.count {
      let header = fields[index]
      if header.isEmpty {
        index += 1
        continue
      }
      let parts = header.split(separator: " ")
      guard header.hasPrefix(":"), parts.count == 5, index + 1 < fields.count else {
        throw GitError.unexpectedOutput(command: command, detail: "record '\(header)'")
      }
      let status = parts[4]
      let pathCount = status.hasPrefix("R") || status.hasPrefix("C") ? 2 : 1
      guard index + pathCount < fields.count else {
        throw GitError.unexpectedOutput(command: command, detail: "missing path after '\(header)'")
      }
      entries.append(RawEntry(mode: String(parts[1]), blob: String(parts[3]), path: fields[index + pathCount]))
      index += 1 + pathCount
    }
    return entries
  }

  /// Parses `git cat-file --batch` output: per object `<id> blob <size>\n<bytes>\n`.
  static func parseBatch(_ output: [UInt8], count: Int, command: String) throws(GitError) -> [[UInt8]] {
    var blobs: [[UInt8]] = []
    var index = 0
    while blobs.count < count {
      guard let newline = output[index...].firstIndex(of: UInt8(ascii: "\n")) else {
        throw GitError.unexpectedOutput(command: command, detail: "truncated output")
      }
      let header = String(decoding: output[index..<newline], as: UTF8.self).split(separator: " ")
      guard header.count == 3, header[1] == "blob", let size = Int(header[2]), newline + 1 + size <= output.count else {
        throw GitError.unexpectedOutput(command: command, detail: "header '\(header.joined(separator: " "))'")
      }
      blobs.append(Array(output[(newline + 1)..<(newline + 1 + size)]))
      index = newline + 1 + size + 1
    }
    return blobs
  }
}
