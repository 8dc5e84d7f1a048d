import NavlintJSON
import NavlintProject
import NavlintRules
import NavlintSyntax

/// One open document: its text, version, language and the last lint of that text.
struct Document: Sendable {
  let uri: String
  var languageID: String
  var version: Int64?
  var bytes: [UInt8]
  /// Bumped on every change; with the settings epoch it identifies what a lint result describes.
  var generation: Int
  var lint: LintResult?
  /// The line table of `bytes`, when the change that made them made it too (from the table before).
  var lines: LineTable?
  /// The last text linted before this one and its cross-file findings: while the new text's facts are read,
  /// these findings, moved through the edit, stand in for its own (`Server.currentLint`).
  var lastLinted: (bytes: [UInt8], crossFile: [Finding])?
  /// The structure of this text built for the reading of its facts (`Server.startsReadingFacts`), for its
  /// lint to use too; taken by that lint.
  var readStructure: ReadStructure?
  /// Whether diagnostics were published for this document (so closing it clears them).
  var hasPublished = false

  /// The text with its tokens and line table (the one the last change made, when it did).
  var source: SourceText { lines.map { SourceText(bytes: bytes, lines: $0) } ?? SourceText(bytes: bytes) }

  /// Only Swift documents are linted.
  var isLinted: Bool { languageID == "swift" }
}

/// A text's structure, built for the reading of its facts off the worker and lent to the lint of the same text.
struct ReadStructure: Sendable {
  /// The document's generation and the server's settings epoch when it was built.
  let generation: Int
  let settingsEpoch: Int
  let structure: FileStructure
  /// The rules the reading may check for that lint (`FilePlan.sharedRuleCheck`), under those settings only.
  let shared: SharedRuleCheck?
}

/// The findings for one exact text and settings, with the line table to place them.
struct LintResult: Sendable {
  let generation: Int
  let settingsEpoch: Int
  /// The session's `modelGeneration` when linted, and the cross-file findings the lint joined.
  let modelGeneration: Int
  let crossFile: [Finding]
  let file: LintedFile
  /// The file's line table, made once (edits, diagnostics and code actions all place positions with it).
  let lines: LineTable

  init(generation: Int, settingsEpoch: Int, modelGeneration: Int, crossFile: [Finding], file: LintedFile) {
    self.generation = generation
    self.settingsEpoch = settingsEpoch
    self.modelGeneration = modelGeneration
    self.crossFile = crossFile
    self.file = file
    self.lines = file.lines
  }

  var bytes: [UInt8] { file.bytes }
  var findings: [Finding] { file.findings }

  /// The pull-diagnostics result id of this result.
  var resultID: String { "\(generation).\(settingsEpoch).\(modelGeneration)" }
}

/// Why a content change could not be applied.
enum ContentChangeError: Error {
  case invalid(String)
}

/// The open documents, keyed by URI. Owned by the server worker.
struct DocumentStore: Sendable {
  private(set) var documents: [String: Document] = [:]
  private var nextGeneration = 1

  subscript(uri: String) -> Document? {
    get { documents[uri] }
    set { documents[uri] = newValue }
  }

  var uris: [String] { documents.keys.sorted() }

  mutating func open(uri: String, languageID: String, version: Int64?, text: String) {
    documents[uri] = Document(
      uri: uri, languageID: languageID, version: version, bytes: Array(text.utf8), generation: takeGeneration())
  }

  mutating func close(uri: String) -> Document? { documents.removeValue(forKey: uri) }

  /// Applies `changes` (LSP `TextDocumentContentChangeEvent`s) in order. A change without a range
  /// replaces the whole text; a ranged change replaces that range, counted in `encoding`.
  mutating func change(
    uri: String, version: Int64?, changes: [JSON], encoding: PositionEncoding
  ) throws(ContentChangeError) {
    guard var document = documents[uri] else { throw .invalid("document \(uri) is not open") }
    // A full replacement makes every earlier change in the list irrelevant.
    let firstUseful = changes.lastIndex { $0["range"] == nil && $0["text"]?.stringValue != nil } ?? 0
    var bytes = document.bytes
    // The line table of the current text, made by the last change or its lint, so a ranged change neither
    // scans the whole document for lines to find its range nor to make the table of the new text.
    var currentLines =
      document.lines ?? document.lint.flatMap { $0.generation == document.generation ? $0.lines : nil }
    for change in changes[firstUseful...] {
      guard let text = change["text"]?.stringValue else { throw .invalid("a content change has no `text`") }
      guard let range = change["range"], !range.isNull else {
        bytes = Array(text.utf8)
        currentLines = nil
        continue
      }
      let lines = currentLines ?? LineTable(bytes)
      let converter = PositionConverter(lines: lines, encoding: encoding)
      guard let byteRange = converter.byteRange(range) else { throw .invalid("a content change has an invalid range") }
      let inserted = Array(text.utf8)
      bytes.replaceSubrange(byteRange, with: inserted)
      currentLines = LineTable(bytes, replacing: byteRange, in: lines, insertedCount: inserted.count)
    }
    document.bytes = bytes
    document.lines = currentLines
    document.version = version ?? document.version
    document.generation = takeGeneration()
    if let lint = document.lint { document.lastLinted = (lint.bytes, lint.crossFile) }
    document.lint = nil
    document.readStructure = nil
    documents[uri] = document
  }

  private mutating func takeGeneration() -> Int {
    defer { nextGeneration += 1 }
    return nextGeneration
  }
}
