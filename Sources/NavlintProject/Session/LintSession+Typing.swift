import NavlintNavigation
import NavlintRules
import NavlintSyntax

/// The language server's answer while a document is typed: its per-file findings at once, its facts read
/// off the worker.
///
/// Reading a file's navigation facts takes about as long as its per-file rules. So while a document whose
/// project is modelled changes, the server asks `factsOfTypedText` and builds the text's structure once. When
/// the facts are to be read, it hands the structure in a `FactsReading` to a thread while it runs the rules
/// on it (`FilePlan.lint`) with the cross-file findings of the last text, moved through the edit
/// (`Finding.moved`), standing in for the new ones; the facts come back through `install(_:)`, which puts them
/// in the model and answers the file's cross-file findings for the server to compare. When the model holds
/// the text's facts already, the reading only checks NAV013 and NAV014, and the lint joins the held facts'
/// findings (`lintWithProjectFindings(_:bytes:built:)`).
extension LintSession {
  /// Where the facts of a typed text come from, when its project is modelled: read off the worker, or held by
  /// the model already (the text went back to one the model read: an undo, a character typed and deleted
  /// while the facts of the text between were being read). Nil when the project is not modelled.
  public mutating func factsOfTypedText(_ plan: FilePlan, bytes: [UInt8]) -> TypedTextFacts? {
    guard runsProjectPass, !plan.isExcluded, plan.linter.runsProjectRules, let root = indexedRoot(ofFile: plan.path),
      let index = projects[root]
    else { return nil }
    return index.hasFacts(of: plan.path, for: bytes) ? .held : .toRead
  }

  /// Puts facts read off the worker into the model of their file's project; returns the file's cross-file
  /// findings with them (nil when the project is no longer modelled).
  public mutating func install(_ read: ReadFacts) -> [Finding]? {
    guard let entry = read.entry, let root = indexedRoot(ofFile: read.path),
      var index = projects.removeValue(forKey: root)
    else { return nil }
    if index.set(read.path, entry) { modelGeneration += 1 }
    noteJoined(read.path, bytes: read.bytes)
    let findings = index.findings(forFile: read.path)
    projects[root] = index
    return findings
  }
}

/// Where the facts of a typed text come from (`LintSession.factsOfTypedText`).
public enum TypedTextFacts: Sendable, Equatable {
  /// Read off the worker (`FactsReading`), while the lint carries the last text's cross-file findings over.
  case toRead
  /// Held by the model: the lint joins the text's own cross-file findings.
  case held
}

/// One file's text whose facts are to be read off the worker (`run()`), tagged by the caller. A reading
/// made with `readsFacts` false only checks the shared rules (the model holds the facts already).
public struct FactsReading: Sendable, Equatable {
  public let path: String
  /// The structure of the text, built by the caller, whose lint of the same text runs its rules on it.
  public let structure: FileStructure
  /// The caller's name for this text (the server's document and generation).
  public let uri: String
  public let generation: Int
  /// The rules the caller's lint of the same text leaves to whichever thread comes to them first.
  public let shared: SharedRuleCheck?
  public let readsFacts: Bool

  public var bytes: [UInt8] { structure.source.bytes }

  public init(
    path: String, structure: FileStructure, uri: String, generation: Int, shared: SharedRuleCheck? = nil,
    readsFacts: Bool = true
  ) {
    self.path = path
    self.structure = structure
    self.uri = uri
    self.generation = generation
    self.shared = shared
    self.readsFacts = readsFacts
  }

  /// Reads the facts; first checks the shared rules, through the `FileNavigation` the facts then read.
  public func run() -> ReadFacts {
    let navigation = FileNavigation(structure)
    _ = shared?.findings(in: structure, navigation: navigation)
    return ReadFacts(reading: self, entry: readsFacts ? ProjectIndex.Entry(bytes: bytes, navigation: navigation) : nil)
  }

  public static func == (lhs: FactsReading, rhs: FactsReading) -> Bool {
    lhs.uri == rhs.uri && lhs.generation == rhs.generation && lhs.path == rhs.path && lhs.readsFacts == rhs.readsFacts
  }
}

/// A finished `FactsReading`, for `LintSession.install(_:)`.
public struct ReadFacts: Sendable, Equatable {
  public let reading: FactsReading
  /// Nil for a reading that only checked the shared rules.
  let entry: ProjectIndex.Entry?

  public var path: String { reading.path }
  public var bytes: [UInt8] { reading.bytes }

  public static func == (lhs: ReadFacts, rhs: ReadFacts) -> Bool { lhs.reading == rhs.reading }
}

extension Finding {
  /// `findings` of `old` placed in `new`: the two texts share a prefix and a suffix, and what lies between
  /// them was edited. A finding that ends before the edit keeps its place, one that starts after it moves by
  /// the change in length, and so do its fix's edits; one touching the edit (its token may have changed),
  /// itself or through its fix, is dropped.
  public static func moved(_ findings: [Finding], from old: [UInt8], to new: [UInt8]) -> [Finding] {
    guard !findings.isEmpty, old != new else { return findings }
    let shorter = min(old.count, new.count)
    var prefix = 0
    while prefix < shorter && old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
    // The edit replaced old[prefix..<editEnd].
    let editEnd = old.count - suffix
    let delta = new.count - old.count
    let ranges = { (finding: Finding) in [finding.range] + (finding.fix?.edits.map(\.range) ?? []) }
    return findings.compactMap { finding in
      if ranges(finding).allSatisfy({ $0.upperBound < prefix }) { return finding }
      guard ranges(finding).allSatisfy({ $0.lowerBound > editEnd }) else { return nil }
      var moved = finding
      moved.range = (finding.range.lowerBound + delta)..<(finding.range.upperBound + delta)
      moved.fix = finding.fix?.moved(by: delta)
      return moved
    }
  }
}
