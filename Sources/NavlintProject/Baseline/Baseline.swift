/// What identifies a finding in a baseline: rule id, file path and the flagged line's trimmed text.
///
/// Line numbers are deliberately left out, so a baseline survives edits that move code around.
public struct BaselineKey: Sendable, Hashable, Comparable {
  public var rule: String
  /// The path as the caller chose to record it (relative to the baseline's folder is the usual choice).
  public var path: String
  /// The flagged line with leading and trailing whitespace removed.
  public var lineText: String

  public init(rule: String, path: String, lineText: String) {
    self.rule = rule
    self.path = path
    self.lineText = lineText.trimmingSpaces()
  }

  public static func < (lhs: BaselineKey, rhs: BaselineKey) -> Bool {
    (lhs.path, lhs.rule, lhs.lineText) < (rhs.path, rhs.rule, rhs.lineText)
  }
}

/// Something a baseline can match: the CLI conforms its finding type (or wraps it).
public protocol BaselineMatchable {
  var baselineKey: BaselineKey { get }
}

extension BaselineKey: BaselineMatchable {
  public var baselineKey: BaselineKey { self }
}

/// Known findings recorded when adopting navlint, so that only new ones are reported.
///
/// Each entry counts how many findings share a key. Filtering hides, per key, up to that many
/// findings (the first ones in the order given) and reports the rest: a second copy of a known-bad
/// line is new, and fixing one of two known findings leaves the other hidden.
public struct Baseline: Sendable, Hashable {
  /// One recorded key and how many findings had it.
  public struct Entry: Sendable, Hashable {
    public var key: BaselineKey
    public var count: Int

    public init(key: BaselineKey, count: Int) {
      self.key = key
      self.count = count
    }
  }

  /// Entries sorted by key, one per key, each with a count of at least 1.
  public private(set) var entries: [Entry]

  public init(entries: [Entry]) {
    var counts: [BaselineKey: Int] = [:]
    for entry in entries where entry.count > 0 { counts[entry.key, default: 0] += entry.count }
    self.entries = counts.map { Entry(key: $0.key, count: $0.value) }.sorted { $0.key < $1.key }
  }

  /// A baseline recording every given finding.
  public init(findings: [some BaselineMatchable]) {
    self.init(entries: findings.map { Entry(key: $0.baselineKey, count: 1) })
  }

  /// The findings not covered by the baseline, in their original order.
  public func filter<Finding: BaselineMatchable>(findings: [Finding]) -> [Finding] {
    var remaining = Dictionary(uniqueKeysWithValues: entries.map { ($0.key, $0.count) })
    return findings.filter { finding in
      let key = finding.baselineKey
      guard let left = remaining[key], left > 0 else { return true }
      remaining[key] = left - 1
      return false
    }
  }

  /// Entries (with the unused part of their count) that no given finding matched any more: fixed
  /// findings whose baseline entries could be dropped.
  public func unmatchedEntries<Finding: BaselineMatchable>(findings: [Finding]) -> [Entry] {
    var remaining = Dictionary(uniqueKeysWithValues: entries.map { ($0.key, $0.count) })
    for finding in findings {
      let key = finding.baselineKey
      if let left = remaining[key], left > 0 { remaining[key] = left - 1 }
    }
    return entries.compactMap { entry in
      guard let left = remaining[entry.key], left > 0 else { return nil }
      return Entry(key: entry.key, count: left)
    }
  }
}
