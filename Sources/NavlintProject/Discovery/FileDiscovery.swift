import Foundation

/// A file to lint, as found by `FileDiscovery`.
public struct DiscoveredFile: Sendable, Hashable {
  /// Absolute, normalised path as reached (symbolic links in it are kept, not resolved).
  public var path: String
  /// The path to show: relative to the current directory when under it.
  public var displayPath: String
  /// Named on the command line rather than found in a folder.
  public var isExplicit: Bool

  public init(path: String, displayPath: String, isExplicit: Bool) {
    self.path = path
    self.displayPath = displayPath
    self.isExplicit = isExplicit
  }
}

/// Why a path could not be (fully) searched. Discovery goes on after each; the CLI reports them and
/// exits with status 2.
public enum DiscoveryIssue: Error, Sendable, Hashable, CustomStringConvertible {
  /// A path named on the command line does not exist.
  case notFound(path: String)
  /// A file or folder exists but cannot be read (permissions, dangling link, link loop).
  case unreadable(path: String, reason: String)
  /// A `.navlint.yml` met on the way is invalid.
  case configuration(ConfigError)

  public var description: String {
    switch self {
    case .notFound(let path): return "\(path): no such file or folder"
    case .unreadable(let path, let reason): return "\(path): cannot read: \(reason)"
    case .configuration(let error): return error.description
    }
  }
}

/// The files found for a set of paths, sorted by path and without duplicates, plus what went wrong.
public struct DiscoveryResult: Sendable, Hashable {
  public var files: [DiscoveredFile]
  public var issues: [DiscoveryIssue]

  public init(files: [DiscoveredFile], issues: [DiscoveryIssue]) {
    self.files = files
    self.issues = issues
  }
}

/// Expands command-line paths into the Swift files to lint.
///
/// Folders are searched for `*.swift`, skipping `skippedFolderNames`, hidden folders (`.name`), and
/// whatever the nearest configuration's `exclude` matches (a matching folder is not entered); when
/// that configuration has `include` globs, only files matching one are kept. A path named on the
/// command line is always linted, whatever its extension or the globs say. Each real folder is
/// entered once (symbolic-link loops end), and a file reached through several links is listed once,
/// under its smallest path.
public enum FileDiscovery {
  /// Folder names never searched: build output, VCS data and dependency checkouts.
  public static let skippedFolderNames: Set<String> = [
    ".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules",
  ]

  /// Expands `paths` (relative to `currentDirectory` or absolute). With no paths, searches the
  /// current directory. The configurations met come from `project`'s lookup, and every folder listed is
  /// recorded in its `folders`, so that no later question about project files lists it again.
  public static func discoverFiles(
    paths: [String],
    project: inout ProjectSettings,
    currentDirectory: String = FilePath.currentDirectory()
  ) -> DiscoveryResult {
    var walker = Walker(currentDirectory: currentDirectory)
    for path in paths.isEmpty ? ["."] : paths {
      walker.visit(root: FilePath.absolute(path, relativeTo: currentDirectory), project: &project)
    }
    return walker.result()
  }

  /// State of one discovery run.
  private struct Walker {
    let currentDirectory: String
    /// Every file found, with its real path (`nil`: the path itself).
    var found: [(file: DiscoveredFile, realPath: String?)] = []
    /// Whether two of `found` may be one file: a path named on the command line, or a link on the way (a
    /// real path other than the path). Without either, each real folder is entered once and the names in a
    /// folder differ, so no file is found twice.
    var mayRepeat = false
    var visitedFolders: Set<String> = []
    var issues: [DiscoveryIssue] = []

    init(currentDirectory: String) {
      self.currentDirectory = currentDirectory
    }

    func display(_ path: String) -> String {
      FilePath.display(path, currentDirectory: currentDirectory)
    }

    mutating func visit(root: String, project: inout ProjectSettings) {
      switch FileSystem.kind(root) {
      case nil:
        if FileSystem.existsWithoutFollowingLinks(root) {
          issues.append(.unreadable(path: display(root), reason: FileSystem.linkProblem(root)))
        } else {
          issues.append(.notFound(path: display(root)))
        }
      case .folder:
        walk(root, project: &project)
      case .regularFile, .other:
        add(root, realPath: FilePath.realPath(root), displayPath: display(root), isExplicit: true)
      }
    }

    /// Depth-first over folders with an explicit stack (no recursion limit on deep trees).
    ///
    /// Each folder travels with its real path (`nil` when `realpath` failed), so the real path of an
    /// entry that is not a symbolic link is its folder's real path plus its name: `realpath` runs once
    /// for the root and once per link, not once per file. Entry types come from `readdir`, so plain
    /// files and folders need no `stat` either.
    mutating func walk(_ root: String, project: inout ProjectSettings) {
      var stack: [(path: String, realPath: String?)] = [(root, FilePath.realPath(root))]
      while let (folder, realFolder) = stack.popLast() {
        guard visitedFolders.insert(realFolder ?? folder).inserted else { continue }
        let entries: [FileSystem.Entry]
        do throws(FileSystem.Failure) {
          entries = try FileSystem.entries(of: folder)
        } catch {
          issues.append(.unreadable(path: display(folder), reason: error.reason))
          continue
        }
        project.folders.record(entries, of: folder)
        var configuration: Configuration?
        do {
          configuration = try project.lookup.configuration(forFolder: folder)
        } catch {
          issues.append(.configuration(error))
        }
        let isRealFolder = realFolder == folder
        let folderDisplay = display(folder)
        var subfolders: [(path: String, realPath: String?)] = []
        for entry in entries {
          let name = entry.name
          let child = FilePath.join(folder, name)
          // The child's real path, worked out only when it is needed.
          func realChild() -> String? {
            if !entry.mayBeLink, let realFolder { return isRealFolder ? child : FilePath.join(realFolder, name) }
            return FilePath.realPath(child)
          }
          switch entry.kind ?? FileSystem.kind(child) {
          case .folder:
            guard !name.hasPrefix("."), !FileDiscovery.skippedFolderNames.contains(name),
              !(configuration?.isExcluded(child) ?? false)
            else { continue }
            subfolders.append((child, realChild()))
          case .regularFile:
            guard name.hasSuffix(".swift"), !(configuration?.isExcluded(child) ?? false),
              configuration?.isIncluded(child) ?? true
            else { continue }
            add(
              child, realPath: realChild(), displayPath: FilePath.display(name, inFolderDisplayed: folderDisplay),
              isExplicit: false)
          case .other:
            continue
          case nil:
            // A dangling or looping link: worth a message only when it looks like a source file.
            if name.hasSuffix(".swift") {
              issues.append(.unreadable(path: display(child), reason: FileSystem.linkProblem(child)))
            }
          }
        }
        stack.append(contentsOf: subfolders.sorted { $0.path > $1.path })
      }
    }

    /// Records a file with its real path (`nil`: the path itself).
    mutating func add(_ path: String, realPath: String?, displayPath: String, isExplicit: Bool) {
      if isExplicit || realPath != path { mayRepeat = true }
      found.append((DiscoveredFile(path: path, displayPath: displayPath, isExplicit: isExplicit), realPath))
    }

    /// The files found, one entry per real file (under its smallest path, explicit when any of its paths
    /// was), sorted by path.
    func result() -> DiscoveryResult {
      var files: [DiscoveredFile]
      if mayRepeat {
        var byRealPath: [String: DiscoveredFile] = [:]
        for (file, realPath) in found {
          let key = realPath ?? file.path
          guard let existing = byRealPath[key] else {
            byRealPath[key] = file
            continue
          }
          var kept = existing.path <= file.path ? existing : file
          kept.isExplicit = existing.isExplicit || file.isExplicit
          byRealPath[key] = kept
        }
        files = Array(byRealPath.values)
      } else {
        files = found.map(\.file)
      }
      files.sort { $0.path < $1.path }
      var uniqueIssues: [DiscoveryIssue] = []
      for issue in issues where !uniqueIssues.contains(issue) { uniqueIssues.append(issue) }
      return DiscoveryResult(files: files, issues: uniqueIssues)
    }
  }
}
