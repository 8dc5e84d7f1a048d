/// The language server's side of the navigation model: projects indexed in the background, kept current
/// from open documents and from changes on disk.
///
/// With `indexesInBackground`, asking for a file's cross-file findings in a project not indexed yet answers
/// "none" at once and asks for a build. The server hands each build (`takeIndexBuilds`) to a thread of its
/// own, and the finished index back to the session (`install`), which replays what changed meanwhile. Every
/// change of a project's facts bumps `modelGeneration`, which tells the server to recheck the other open
/// documents.
extension LintSession {
  /// Asks for the model of the project holding `folder` (the server's workspace at start).
  public mutating func requestIndex(ofFolder folder: String) {
    guard runsProjectPass, let root = indexedRoot(ofFile: FilePath.absolute("_", relativeTo: folder)),
      projects[root] == nil
    else { return }
    requestBuild(root: root)
  }

  mutating func requestBuild(root: String) {
    guard indexing[root] == nil else { return }
    indexing[root] = (nextBuild, [])
    nextBuild += 1
    requestedBuilds.append(root)
  }

  /// The builds asked for since the last call, each to run on a thread of its own.
  public mutating func takeIndexBuilds() -> [ProjectIndexBuild] {
    defer { requestedBuilds.removeAll() }
    return requestedBuilds.compactMap { root in
      indexing[root].map { ProjectIndexBuild(root: root, number: $0.build, session: self) }
    }
  }

  /// Takes a finished build: open documents' text and the files changed on disk since the build started
  /// replace what it read. A build made before the settings changed (`invalidate`) is dropped.
  public mutating func install(_ built: BuiltProjectIndex) {
    guard let pending = indexing[built.root], pending.build == built.number else { return }
    indexing[built.root] = nil
    var index = built.index
    for path in pending.changedOnDisk.sorted() where overlay[path] == nil {
      index.update(path, bytes: diskText(ofProjectFile: path, in: index))
    }
    for (path, bytes) in overlay where index.contains(path) {
      index.update(path, bytes: bytes)
      documentsNotIndexed.remove(path)
    }
    projects[built.root] = index
    modelGeneration += 1
  }

  /// A Swift file was created, changed or deleted on disk (`workspace/didChangeWatchedFiles`). An open
  /// document's text wins over the disk; a file no lint run would visit does not join the model.
  public mutating func fileChangedOnDisk(_ path: String) {
    guard path.hasSuffix(".swift"), overlay[path] == nil, let root = indexedRoot(ofFile: path) else { return }
    if indexing[root] != nil {
      indexing[root]?.changedOnDisk.insert(path)
      return
    }
    guard var index = projects.removeValue(forKey: root) else { return }
    let bytes = diskText(ofProjectFile: path, in: index)
    if bytes.map({ !index.hasFacts(of: path, for: $0) }) ?? index.contains(path) {
      index.update(path, bytes: bytes)
      modelGeneration += 1
    }
    projects[root] = index
  }

  /// Records an open document's text, or its closing (`nil`): while open its text wins over the disk; once
  /// closed the model reads the file on disk again.
  public mutating func setDocumentText(_ bytes: [UInt8]?, forFile path: String) {
    let absolute = FilePath.absolute(path, relativeTo: currentDirectory)
    setOverlay(bytes, forFile: absolute)
    if bytes == nil { fileChangedOnDisk(absolute) }
  }

  /// The text on disk of `path` when a lint run would visit it (or the model has it already); nil when
  /// it is gone, unreadable, or in a folder or glob the project skips.
  private mutating func diskText(ofProjectFile path: String, in index: ProjectIndex) -> [UInt8]? {
    guard let bytes = try? SourceFile.read(path, displayPath: path) else { return nil }
    if index.contains(path) { return bytes }
    let relative = FilePath.relative(path, to: index.root) ?? path
    let folders = relative.split(separator: "/").dropLast()
    guard !folders.contains(where: { $0.hasPrefix(".") || FileDiscovery.skippedFolderNames.contains(String($0)) }),
      let plan = try? plan(forFile: path), !plan.isExcluded
    else { return nil }
    return bytes
  }
}

/// A project's model to build off the worker thread: `run()` discovers and reads its files (with the
/// open documents' text as the session had it) on all cores.
public struct ProjectIndexBuild: Sendable {
  public let root: String
  let number: Int
  let session: LintSession

  public func run() -> BuiltProjectIndex {
    var session = self.session
    return BuiltProjectIndex(root: root, number: number, index: session.makeIndex(root: root))
  }
}

/// A finished `ProjectIndexBuild`, for `LintSession.install`.
public struct BuiltProjectIndex: Sendable, Equatable {
  public let root: String
  let number: Int
  let index: ProjectIndex

  /// How many files the project has.
  public var fileCount: Int { index.fileCount }

  public static func == (lhs: BuiltProjectIndex, rhs: BuiltProjectIndex) -> Bool {
    lhs.root == rhs.root && lhs.number == rhs.number
  }
}

extension ProjectIndexBuild: Equatable {
  public static func == (lhs: ProjectIndexBuild, rhs: ProjectIndexBuild) -> Bool {
    lhs.root == rhs.root && lhs.number == rhs.number
  }
}
