import Foundation
import NavlintNavigation
import NavlintRules
import NavlintSyntax

/// One project's navigation model as the session keeps it: every Swift file a lint run would visit under
/// the project's root (same skips and `exclude` globs), each with its `NavigationFacts`, rebuilt only for a
/// file whose text changed. The model and the cross-file findings are worked out again after a change.
///
/// The project of a file is the nearest folder above it holding `.git`, a `Package.swift` that builds
/// something (`PackageManifestScanner.isPackage`), an `.xcodeproj` or an `.xcworkspace`; else the session's
/// fallback root (the current directory, or the server's workspace folder) when the file is under it; else the
/// file's own folder.
struct ProjectIndex: Sendable {
  let root: String
  /// Absolute path → a digest of the text its facts were read from.
  private var digests: [String: Digest] = [:]
  /// The joined facts, kept current file by file (`NavigationModel.setFacts`).
  private(set) var model: NavigationModel
  /// Cross-file findings already worked out, by the file's slot in the model; cleared when the joins change.
  private var findings: [Int: [Finding]] = [:]

  /// One file's facts and the digest of the text they were read from.
  struct Entry: Sendable {
    /// The text's length and hash: enough to tell a changed text without keeping every file's bytes.
    var digest: Digest
    var facts: NavigationFacts

    /// Reads the facts of `bytes`.
    init(bytes: [UInt8]) {
      self.init(bytes: bytes, structure: FileStructure(SourceText(bytes: bytes)))
    }

    /// Reads the facts of `bytes` from `structure`, the caller's structure of the same text.
    init(bytes: [UInt8], structure: FileStructure) {
      digest = Digest(bytes)
      facts = FactExtractor.facts(of: structure)
    }

    /// Reads the facts of `bytes` from the structure the caller has built for its lint of the same text,
    /// through `navigation`, which the lint's rules then share.
    init(bytes: [UInt8], navigation: FileNavigation) {
      digest = Digest(bytes)
      facts = FactExtractor.facts(of: navigation)
    }
  }

  struct Digest: Sendable, Equatable {
    var count: Int
    var hash: Int

    /// A multiply-xorshift hash over 8-byte words: several GB/s, and a changed text (not an adversary's) is
    /// what it must tell apart.
    init(_ bytes: [UInt8]) {
      count = bytes.count
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      bytes.withUnsafeBytes { raw in
        var offset = 0
        while offset + 8 <= raw.count {
          hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
          hash ^= hash >> 29
          offset += 8
        }
        while offset < raw.count {
          hash = (hash ^ UInt64(raw[offset])) &* 0x0000_0100_0000_01B3
          offset += 1
        }
      }
      self.hash = Int(truncatingIfNeeded: hash)
    }
  }

  /// An index of files whose facts are already read (`entries`, by absolute path).
  init(root: String, entries: [String: Entry]) {
    self.init(root: root, entries: entries.map { ($0.key, $0.value) })
  }

  /// An index of files whose facts are already read: each file's absolute path (no two alike) and entry, in
  /// any order.
  init(root: String, entries: [(path: String, entry: Entry)]) {
    self.root = root
    let sorted = entries.sorted { $0.path < $1.path }
    digests.reserveCapacity(sorted.count)
    for (path, entry) in sorted { digests[path] = entry.digest }
    model = NavigationModel(files: sorted.map { NavigationModel.File(path: $0.path, facts: $0.entry.facts) })
  }

  /// Reads every project file (`files`, absolute paths) with `text(of:)`, extracting facts on all cores.
  init(root: String, files: [String], text: @Sendable (String) -> [UInt8]?) {
    self.init(root: root, entries: Self.read(files, text: text))
  }

  /// Sets the text of one file (an open document, `--stdin`, a staged blob, a change on disk); `nil`
  /// removes it. Re-extracts only that file's facts, and only when its text changed. Returns whether the
  /// change may change other files' cross-file findings.
  @discardableResult
  mutating func update(_ path: String, bytes: [UInt8]?) -> Bool {
    guard let bytes else {
      guard digests.removeValue(forKey: path) != nil else { return false }
      model.setFacts(nil, ofFile: path)
      findings.removeAll()
      return true
    }
    if digests[path] == Digest(bytes) { return false }
    return set(path, Entry(bytes: bytes))
  }

  /// Sets one file's facts, read by the caller; returns whether other files' cross-file findings may change.
  /// Facts of the same shape as before (typing that moved text but no link, type or destination) keep every
  /// join: only this file's findings are worked out again.
  @discardableResult
  mutating func set(_ path: String, _ entry: Entry) -> Bool {
    if digests[path] == entry.digest { return false }
    digests[path] = entry.digest
    guard model.setFacts(entry.facts, ofFile: path) else {
      if let slot = model.fileIndex(of: path) { findings[slot] = nil }
      return false
    }
    findings.removeAll()
    return true
  }

  /// Whether `path` is one of the project's files.
  func contains(_ path: String) -> Bool { digests[path] != nil }

  /// Whether the facts of `path` were read from exactly `bytes`.
  func hasFacts(of path: String, for bytes: [UInt8]) -> Bool { digests[path] == Digest(bytes) }

  /// How many files the project has.
  var fileCount: Int { digests.count }

  /// The cross-file findings for `path` (empty for a file outside the project), remembered until the
  /// model changes.
  mutating func findings(forFile path: String) -> [Finding] {
    let found = findingsOnce(forFile: path)
    if let slot = model.fileIndex(of: path) { findings[slot] = found }
    return found
  }

  /// The cross-file findings for `path`, not remembered: safe to call from many threads on one shared index.
  func findingsOnce(forFile path: String) -> [Finding] {
    guard let slot = model.fileIndex(of: path) else { return [] }
    return findings[slot] ?? ProjectFindings.findings(inFile: slot, of: model)
  }

  // MARK: - Extraction

  /// Facts of many files on all cores; a file `text(of:)` cannot read is left out.
  static func read(_ paths: [String], text: @Sendable (String) -> [UInt8]?) -> [String: Entry] {
    readEach(paths, text: text) { Entry(bytes: $0) }
  }

  /// `transform` of the text of each of `paths` on all cores, by path; a file `text(of:)` cannot read is left
  /// out.
  static func readEach<Value: Sendable>(
    _ paths: [String], text: @Sendable (String) -> [UInt8]?, _ transform: @Sendable ([UInt8]) -> Value
  ) -> [String: Value] {
    let results = Slots<Value>(count: paths.count)
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
      guard let bytes = text(paths[index]) else { return }
      results.set(index, transform(bytes))
    }
    var values: [String: Value] = [:]
    for (path, value) in zip(paths, results.values) {
      if let value { values[path] = value }
    }
    return values
  }

  /// Results written by concurrent iterations, each to its own slot.
  private final class Slots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
      lock.lock()
      storage[index] = value
      lock.unlock()
    }

    var values: [Value?] {
      lock.lock()
      defer { lock.unlock() }
      return storage
    }
  }

  // MARK: - Roots

  /// What `root(ofFile:)` learnt: each folder's nearest folder at or above it that holds a project marker
  /// (nil: none up to `/`). The files of one folder ask once.
  struct RootCache {
    var markedFolder: [String: String?] = [:]
  }

  /// The project root of the file at `path` (absolute): the nearest folder above it with a project marker,
  /// else `fallback` when the file is inside it, else the file's folder. `names` lists the folders' markers.
  static func root(
    ofFile path: String, fallback: String, cache: inout RootCache, names: inout ProjectFileNames
  ) -> String {
    let start = FilePath.parent(path)
    let marked = markedFolder(from: start, cache: &cache, names: &names)
    if let marked { return marked }
    if FilePath.relative(path, to: fallback) != nil { return fallback }
    return start
  }

  /// The nearest folder at or above `start` that holds a project marker; every folder the walk passes is
  /// cached with the answer, so each folder is looked at once.
  private static func markedFolder(
    from start: String, cache: inout RootCache, names: inout ProjectFileNames
  ) -> String? {
    var visited: [String] = []
    var folder = start
    var found: String?
    while true {
      if let known = cache.markedFolder[folder] {
        found = known
        break
      }
      visited.append(folder)
      if isProjectRoot(folder, names: names.names(in: folder) ?? []) {
        found = folder
        break
      }
      let parent = FilePath.parent(folder)
      if parent == folder { break }
      folder = parent
    }
    for folder in visited { cache.markedFolder[folder] = .some(found) }
    return found
  }

  /// Whether a folder whose project-file names are `names` is a project root: it holds `.git` (a folder, or
  /// a worktree's file), a `Package.swift` file that builds something, an `*.xcodeproj` or an `*.xcworkspace`.
  private static func isProjectRoot(_ folder: String, names: [String]) -> Bool {
    names.contains { name in
      switch name {
      case ".git": return FileSystem.kind(FilePath.join(folder, name)) != nil
      case "Package.swift": return PackageManifestScanner.isPackage(at: FilePath.join(folder, name))
      default: return name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
      }
    }
  }
}
