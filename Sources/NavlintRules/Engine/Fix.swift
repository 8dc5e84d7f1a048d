/// One text replacement: `range` (UTF-8 byte offsets into the original source) becomes `replacement`.
/// An empty range is an insertion.
public struct Edit: Sendable, Hashable {
  public var range: Range<Int>
  public var replacement: String

  public init(range: Range<Int>, replacement: String) {
    self.range = range
    self.replacement = replacement
  }

  public static func insert(_ text: String, at offset: Int) -> Edit { Edit(range: offset..<offset, replacement: text) }
  public static func delete(_ range: Range<Int>) -> Edit { Edit(range: range, replacement: "") }

  /// Whether two edits touch the same bytes (two insertions at one offset also conflict).
  public func overlaps(_ other: Edit) -> Bool {
    if range.isEmpty || other.range.isEmpty {
      if range.isEmpty && other.range.isEmpty { return range.lowerBound == other.range.lowerBound }
      let point = range.isEmpty ? range.lowerBound : other.range.lowerBound
      let span = range.isEmpty ? other.range : range
      return span.lowerBound < point && point < span.upperBound
    }
    return range.overlaps(other.range)
  }
}

/// A fix for one finding: a titled set of edits, sorted by position and non-overlapping.
///
/// `isSafe` means meaning and comments are provably kept; `--fix` applies only safe fixes. Unsafe fixes
/// are offered as editor quick fixes, and the rule's doc says why they are unsafe.
public struct Fix: Sendable, Hashable {
  /// Imperative title ("Replace with `NavigationStack`").
  public var title: String
  public var isSafe: Bool
  /// Sorted by `range.lowerBound`, pairwise non-overlapping; empty only for a fix built from overlapping
  /// edits (a rule bug), which the context drops.
  public private(set) var edits: [Edit]

  public init(title: String, isSafe: Bool, edits: [Edit]) {
    self.title = title
    self.isSafe = isSafe
    var sorted = edits.sorted {
      ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
    }
    // Drop exact duplicates; overlapping edits are a rule bug.
    var unique: [Edit] = []
    for edit in sorted where unique.last != edit { unique.append(edit) }
    sorted = unique
    // Overlapping edits are a rule bug: caught by tests in debug builds; in release the fix is emptied
    // (and the finding reported without it) rather than trapping on unusual input.
    let overlapping = sorted.indices.dropFirst().contains { sorted[$0 - 1].overlaps(sorted[$0]) }
    assert(!overlapping, "overlapping edits in fix '\(title)'")
    self.edits = overlapping ? [] : sorted
  }
}

extension Fix {
  /// The same fix with every edit `delta` bytes later (the text before them grew or shrank by `delta`).
  public func moved(by delta: Int) -> Fix {
    Fix(
      title: title, isSafe: isSafe,
      edits: edits.map {
        Edit(range: ($0.range.lowerBound + delta)..<($0.range.upperBound + delta), replacement: $0.replacement)
      })
  }
}
