import Foundation
import NavlintNavigation
import NavlintRules
import NavlintSyntax

/// One project's navigation model as the session keeps it: every Swift file a lint run would visit under
/// the project's root (same skips and `exclude` globs), each with its `NavigationFacts`, rebuilt only for a
/// file whose text changed. The model and the cross-file findings are worked out again after a change.
///
/// The project of a file is the nearest folder above it holding `.git`, `Package.swift`, an `.xcodeproj` or
/// an `.xcworkspace`; else the session's fallback root (the current directory, or the server's workspace
/// folder) when the file is under it; else the file's own folder.
struct ProjectIndex: Sendable {
  let root: String
  /// Absolute path → a digest of the text its facts were read from, and the facts.
  private var entries: [String: Entry] = [:]
  /// Paths in a stable order (the model's file order).
  private var order: [String] = []
  private var cache: (model: NavigationModel, positions: [String: Int], findings: [Int: [Finding]])?

  private struct Entry: Sendable {
    /// The text's length and hash: enough to tell a changed text without keeping every file's bytes.
    var digest: Digest
    var facts: NavigationFacts
  }

  private struct Digest: Sendable, Equatable {
    var count: Int
    var hash: Int

    init(_ bytes: [UInt8]) {
      count = bytes.count
      hash = bytes.hashValue
    }
  }

  /// Reads every project file (`files`, absolute paths) with `text(of:)`, extracting facts on all cores.
  init(root: String, files: [String], text: (String) -> [UInt8]?) {
    self.root = root
    let paths = files.sorted()
    let texts = paths.map(text)
    let facts = Self.extract(texts)
    for (position, path) in paths.enumerated() {
      guard let bytes = texts[position] else { continue }
      entries[path] = Entry(digest: Digest(bytes), facts: facts[position])
      order.append(path)
    }
  }

  /// Sets the text of one file (an open document, `--stdin`, a staged blob, a change on disk); `nil`
  /// removes it. Re-extracts only that file's facts, and only when its text changed.
  mutating func update(_ path: String, bytes: [UInt8]?) {
    guard let bytes else {
      if entries.removeValue(forKey: path) != nil {
        order.removeAll { $0 == path }
        cache = nil
      }
      return
    }
    let digest = Digest(bytes)
    if entries[path]?.digest == digest { return }
    if entries[path] == nil {
      order.append(path)
      order.sort()
    }
    entries[path] = Entry(digest: digest, facts: Self.facts(of: bytes))
    cache = nil
  }

  /// Whether `path` is one of the project's files.
  func contains(_ path: String) -> Bool { entries[path] != nil }

  /// Builds the model now (before copies of the index go to worker threads, which then share it).
  mutating func prepare() {
    if cache == nil {
      let files = order.map { NavigationModel.File(path: $0, facts: entries[$0]!.facts) }
      var positions: [String: Int] = [:]
      for (position, path) in order.enumerated() { positions[path] = position }
      cache = (NavigationModel(files: files), positions, [:])
    }
  }

  /// The cross-file findings for `path` (empty for a file outside the project).
  mutating func findings(forFile path: String) -> [Finding] {
    prepare()
    guard var cache, let position = cache.positions[path] else { return [] }
    if let known = cache.findings[position] { return known }
    let findings = ProjectFindings.findings(inFile: position, of: cache.model)
    cache.findings[position] = findings
    self.cache = cache
    return findings
  }

  // MARK: - Extraction

  static func facts(of bytes: [UInt8]) -> NavigationFacts {
    FactExtractor.facts(of: FileStructure(SourceText(bytes: bytes)))
  }

  /// Facts of many texts on all cores.
  private static func extract(_ texts: [[UInt8]?]) -> [NavigationFacts] {
    let results = FactsBuffer(count: texts.count)
    DispatchQueue.concurrentPerform(iterations: texts.count) { index in
      guard let bytes = texts[index] else { return }
      results.set(index, facts(of: bytes))
    }
    return results.values
  }

  /// Results written by concurrent iterations, each to its own slot.
  private final class FactsBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [NavigationFacts]

    init(count: Int) { storage = Array(repeating: NavigationFacts(), count: count) }

    func set(_ index: Int, _ facts: NavigationFacts) {
      lock.lock()
      storage[index] = facts
      lock.unlock()
    }

    var values: [NavigationFacts] {
      lock.lock()
      defer { lock.unlock() }
      return storage
    }
  }

  // MARK: - Roots

  /// The project root of the file at `path` (absolute).
  static func root(ofFile path: String, fallback: String) -> String {
    var folder = FilePath.parent(path)
    while true {
      if isProjectRoot(folder) { return folder }
      let parent = FilePath.parent(folder)
      if parent == folder { break }
      folder = parent
    }
    if FilePath.relative(path, to: fallback) != nil { return fallback }
    return FilePath.parent(path)
  }

  private static func isProjectRoot(_ folder: String) -> Bool {
    let separator = folder.hasSuffix("/") ? "" : "/"
    if FileSystem.kind(folder + separator + ".git") != nil { return true }
    if FileSystem.isRegularFile(folder + separator + "Package.swift") { return true }
    guard let entries = try? FileSystem.entries(of: folder) else { return false }
    return entries.contains { $0.name.hasSuffix(".xcodeproj") || $0.name.hasSuffix(".xcworkspace") }
  }
}
