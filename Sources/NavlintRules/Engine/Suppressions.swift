import NavlintSyntax

/// A `// navlint:…` comment: `disable`, `enable`, `disable:next` or `disable:this`, with rule ids or
/// names (or `all`), optionally followed by ` -- reason`.
public struct SuppressionDirective: Sendable, Equatable {
  public enum Command: String, Sendable {
    case disable
    case enable
    case disableNext = "disable:next"
    case disableThis = "disable:this"
  }

  /// One listed rule.
  public struct Entry: Sendable, Equatable {
    /// As written (`NAV001`, `deprecated-navigation-view`, `all`).
    public var text: String
    /// The rule, when `text` names a registered rule.
    public var ruleID: RuleID?
    public var isAll: Bool
    /// Byte range of `text` in the source.
    public var range: Range<Int>

    func matches(_ id: RuleID) -> Bool { isAll ? id != .unusedSuppression : ruleID == id }
  }

  public var command: Command
  public var entries: [Entry]
  public var reason: String?
  /// Byte range of the whole comment.
  public var range: Range<Int>
  /// 0-based line of the comment.
  public var line: Int

  /// Parses one line comment (`range` covers `//…`); nil when it is not a navlint directive.
  public static func parse(_ bytes: [UInt8], range: Range<Int>, line: Int, resolve: (String) -> RuleID?)
    -> SuppressionDirective?
  {
    var cursor = range.lowerBound
    let end = range.upperBound
    func skipSpaces() { while cursor < end && (bytes[cursor] == 0x20 || bytes[cursor] == 0x09) { cursor += 1 } }
    func word() -> Range<Int> {
      let start = cursor
      while cursor < end && bytes[cursor] != 0x20 && bytes[cursor] != 0x09 && bytes[cursor] != 0x2C { cursor += 1 }
      return start..<cursor
    }
    guard end - cursor >= 2, bytes[cursor] == 0x2F, bytes[cursor + 1] == 0x2F else { return nil }
    cursor += 2
    skipSpaces()
    // Fast path: most comments are not directives.
    guard hasDirectivePrefix(bytes, at: cursor, end: end) else { return nil }
    cursor += directivePrefix.utf8CodeUnitCount
    guard let command = Command(rawValue: String(decoding: bytes[word()], as: UTF8.self)) else { return nil }
    var entries: [Entry] = []
    var reason: String?
    while cursor < end {
      skipSpaces()
      if cursor < end && bytes[cursor] == 0x2C {
        cursor += 1
        continue
      }
      if cursor + 1 < end && bytes[cursor] == 0x2D && bytes[cursor + 1] == 0x2D {
        var reasonStart = cursor + 2
        while reasonStart < end && bytes[reasonStart] == 0x20 { reasonStart += 1 }
        reason = String(decoding: bytes[reasonStart..<end], as: UTF8.self)
        break
      }
      let entryRange = word()
      // Entry positions are packed with the directive index (`directive * 1024 + entry`).
      guard !entryRange.isEmpty, entries.count < 1000 else { break }
      let text = String(decoding: bytes[entryRange], as: UTF8.self)
      let isAll = text == "all"
      entries.append(Entry(text: text, ruleID: isAll ? nil : resolve(text), isAll: isAll, range: entryRange))
    }
    return SuppressionDirective(command: command, entries: entries, reason: reason, range: range, line: line)
  }

  /// What every directive starts with.
  static let directivePrefix: StaticString = "navlint:"

  /// Whether the bytes from `cursor` start with `navlint:` and go on after it (before `end`). No allocation:
  /// every line comment of every file is asked.
  static func hasDirectivePrefix(_ bytes: [UInt8], at cursor: Int, end: Int) -> Bool {
    directivePrefix.withUTF8Buffer { prefix in
      end - cursor > prefix.count && bytes[cursor..<(cursor + prefix.count)].elementsEqual(prefix)
    }
  }

  /// The command word of a line comment that addresses navlint (`// navlint:word…`) with a command
  /// navlint does not know (`disabel`, `disable:previous`); nil for a directive, for any other comment and
  /// for prose such as `// navlint: reason` (nothing right after the colon).
  static func unknownCommand(_ bytes: [UInt8], range: Range<Int>) -> String? {
    var cursor = range.lowerBound
    let end = range.upperBound
    guard end - cursor >= 2, bytes[cursor] == 0x2F, bytes[cursor + 1] == 0x2F else { return nil }
    cursor += 2
    while cursor < end && (bytes[cursor] == 0x20 || bytes[cursor] == 0x09) { cursor += 1 }
    guard hasDirectivePrefix(bytes, at: cursor, end: end) else { return nil }
    cursor += directivePrefix.utf8CodeUnitCount
    let start = cursor
    while cursor < end && bytes[cursor] != 0x20 && bytes[cursor] != 0x09 && bytes[cursor] != 0x2C { cursor += 1 }
    guard cursor > start, (0x61...0x7A).contains(bytes[start]) || (0x41...0x5A).contains(bytes[start]) else {
      return nil
    }
    let word = String(decoding: bytes[start..<cursor], as: UTF8.self)
    return Command(rawValue: word) == nil ? word : nil
  }

  /// What to write instead of an unknown command: the nearest command within two edits, or SwiftLint's
  /// `previous` translated.
  static func hint(forUnknownCommand word: String) -> String {
    let lowered = word.lowercased()
    if lowered.hasSuffix(":previous") || lowered == "previous" {
      return "navlint has no `disable:previous`; write `// navlint:disable:this ID` at the end of that line"
        + " or `// navlint:disable:next ID` above it"
    }
    let commands = ["disable", "enable", "disable:next", "disable:this"]
    let best = commands.map { ($0, EditDistance.between(lowered, $0)) }.min { $0.1 < $1.1 }
    if let best, best.1 <= 2 { return "did you mean `navlint:\(best.0)`?" }
    return "the directives are `disable`, `enable`, `disable:next` and `disable:this`"
  }
}

/// Levenshtein distance, for "did you mean" hints.
public enum EditDistance {
  public static func between(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs.unicodeScalars)
    let b = Array(rhs.unicodeScalars)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}

// MARK: - Directives in a file

/// The suppression directives of one file and the logic that filters findings and reports NAV000.
public struct Suppressions: Sendable {
  public let directives: [SuppressionDirective]
  /// `// navlint:…` comments whose command navlint does not know (reported as NAV000): the comment's
  /// range and the command as written.
  public let unknownDirectives: [(range: Range<Int>, command: String)]
  /// For each `disable` directive, the byte range where it is active (to its `enable` or the end).
  private let regions: [Int: [Range<Int>]]

  public init(source: SourceText, resolve: (String) -> RuleID? = { RuleCatalog.ruleID(for: $0) }) {
    var directives: [SuppressionDirective] = []
    var unknownDirectives: [(range: Range<Int>, command: String)] = []
    for comment in source.tokenList.comments where comment.kind == .line {
      guard
        var directive = SuppressionDirective.parse(source.bytes, range: comment.range, line: 0, resolve: resolve)
      else {
        if let command = SuppressionDirective.unknownCommand(source.bytes, range: comment.range) {
          unknownDirectives.append((comment.range, command))
        }
        continue
      }
      directive.line = source.lines.line(of: comment.range.lowerBound)
      directives.append(directive)
    }
    self.directives = directives
    self.unknownDirectives = unknownDirectives
    // Regions: key is directive index * 1024 + entry index.
    var regions: [Int: [Range<Int>]] = [:]
    var open: [(directive: Int, entry: Int, start: Int)] = []
    let fileEnd = source.bytes.count
    for (index, directive) in directives.enumerated() {
      switch directive.command {
      case .disable:
        let entryCount = max(directive.entries.count, 1)
        for entry in 0..<entryCount { open.append((index, entry, directive.range.upperBound)) }
      case .enable:
        let closesAll = directive.entries.isEmpty || directive.entries.contains { $0.isAll }
        open.removeAll { item in
          let disable = directives[item.directive]
          let closes: Bool
          if closesAll {
            closes = true
          } else if disable.entries.isEmpty {
            closes = false
          } else {
            let entry = disable.entries[item.entry]
            closes =
              !entry.isAll
              && directive.entries.contains { $0.text == entry.text || ($0.ruleID != nil && $0.ruleID == entry.ruleID) }
          }
          if closes {
            regions[item.directive * 1024 + item.entry, default: []].append(
              item.start..<directive.range.lowerBound)
          }
          return closes
        }
      case .disableNext, .disableThis:
        break
      }
    }
    for item in open { regions[item.directive * 1024 + item.entry, default: []].append(item.start..<fileEnd) }
    self.regions = regions
  }

  // MARK: - Filtering

  /// Whether directive `index`, entry `entry` covers a finding of `id` starting at `offset` on `line`.
  private func covers(_ index: Int, entry: Int, id: RuleID, offset: Int, line: Int) -> Bool {
    let directive = directives[index]
    let matches = directive.entries.isEmpty ? id != .unusedSuppression : directive.entries[entry].matches(id)
    guard matches else { return false }
    switch directive.command {
    case .disableThis: return line == directive.line
    case .disableNext: return line == directive.line + 1
    case .disable: return regions[index * 1024 + entry]?.contains { $0.contains(offset) } ?? false
    case .enable: return false
    }
  }

  /// Removes suppressed findings and returns them with NAV000 findings for directives (or listed rules)
  /// that suppressed nothing. Only rules in `judged` are judged unused (a suppression for a rule that did
  /// not run cannot be called unused); unknown names and `all` are always judged.
  public func apply(
    to findings: [Finding], source: SourceText, judged: Set<RuleID>, unusedSeverity: Severity?
  ) -> [Finding] {
    var used = Set<Int>()
    func filter(_ findings: [Finding]) -> [Finding] {
      findings.filter { finding in
        let line = source.lines.line(of: finding.range.lowerBound)
        var suppressed = false
        for index in directives.indices {
          let entryCount = max(directives[index].entries.count, 1)
          for entry in 0..<entryCount
          where covers(index, entry: entry, id: finding.ruleID, offset: finding.range.lowerBound, line: line) {
            used.insert(index * 1024 + entry)
            suppressed = true
          }
        }
        return !suppressed
      }
    }
    var kept = filter(findings)
    guard let unusedSeverity else { return kept }
    // Unused entries for the rules that ran first, and unknown directives; their NAV000 findings can be
    // suppressed by directives naming NAV000, whose own use is judged last (and cannot be suppressed).
    let unknown = unknownDirectives.map { unknown in
      Finding(
        ruleID: .unusedSuppression, ruleName: UnusedSuppressionRule.name, severity: unusedSeverity,
        range: unknown.range,
        message: "`navlint:\(unknown.command)` is not a navlint directive, so it suppresses nothing; "
          + SuppressionDirective.hint(forUnknownCommand: unknown.command), fix: nil)
    }
    let candidates = unusedFindings(
      used: used, judged: judged, severity: unusedSeverity, source: source, phase: { $0 != .unusedSuppression })
    kept += filter(candidates + unknown)
    kept += unusedFindings(
      used: used, judged: judged, severity: unusedSeverity, source: source, phase: { $0 == .unusedSuppression })
    return kept
  }

  private func unusedFindings(
    used: Set<Int>, judged: Set<RuleID>, severity: Severity, source: SourceText, phase: (RuleID?) -> Bool
  ) -> [Finding] {
    var result: [Finding] = []
    for (index, directive) in directives.enumerated() where directive.command != .enable {
      if directive.entries.isEmpty {
        if phase(nil) && !used.contains(index * 1024) { result.append(wholeFinding(directive, severity, source)) }
        continue
      }
      var anyUsed = false
      var unusedEntries: [Int] = []
      for (position, entry) in directive.entries.enumerated() {
        if used.contains(index * 1024 + position) {
          anyUsed = true
        } else if phase(entry.ruleID),
          entry.isAll || entry.ruleID == nil || judged.contains(entry.ruleID ?? .unusedSuppression)
        {
          unusedEntries.append(position)
        }
      }
      guard !unusedEntries.isEmpty else { continue }
      if !anyUsed && unusedEntries.count == directive.entries.count {
        result.append(wholeFinding(directive, severity, source))
        continue
      }
      for position in unusedEntries {
        let entry = directive.entries[position]
        result.append(
          Finding(
            ruleID: .unusedSuppression, ruleName: UnusedSuppressionRule.name, severity: severity,
            range: entry.range, message: "`\(entry.text)` in this suppression suppresses nothing",
            fix: Fix(
              title: "Remove `\(entry.text)` from the suppression", isSafe: true,
              edits: [removal(ofEntry: position, of: directive, in: source)])))
      }
    }
    return result
  }

  private func wholeFinding(_ directive: SuppressionDirective, _ severity: Severity, _ source: SourceText) -> Finding {
    let text = source.text(directive.range).trimmingCharactersInWhitespace()
    return Finding(
      ruleID: .unusedSuppression, ruleName: UnusedSuppressionRule.name, severity: severity,
      range: directive.range, message: "Suppression `\(text)` suppresses nothing",
      fix: Fix(title: "Remove the unused suppression", isSafe: true, edits: [removal(of: directive, in: source)]))
  }

  // MARK: - Fixes

  /// The edit removing a whole directive: its line when it is alone on it, else the comment and the
  /// spaces before it.
  private func removal(of directive: SuppressionDirective, in source: SourceText) -> Edit {
    let bytes = source.bytes
    let lineStart = source.lines.start(ofLine: directive.line)
    var before = directive.range.lowerBound
    while before > lineStart && (bytes[before - 1] == 0x20 || bytes[before - 1] == 0x09) { before -= 1 }
    let contentEnd = source.lines.contentEnd(ofLine: directive.line)
    if before == lineStart && directive.range.upperBound >= contentEnd {
      return .delete(lineStart..<source.lines.start(ofLine: directive.line + 1))
    }
    return .delete(before..<directive.range.upperBound)
  }

  /// The edit removing one entry and its separator from a directive's list.
  private func removal(ofEntry position: Int, of directive: SuppressionDirective, in source: SourceText) -> Edit {
    let bytes = source.bytes
    let entry = directive.entries[position].range
    if position > 0 {
      // Remove from the end of the previous entry: `NAV001, NAV003` → `NAV001`.
      return .delete(directive.entries[position - 1].range.upperBound..<entry.upperBound)
    }
    // First entry: remove it and the separator after it.
    var end = entry.upperBound
    while end < directive.range.upperBound && (bytes[end] == 0x20 || bytes[end] == 0x2C || bytes[end] == 0x09) {
      end += 1
    }
    return .delete(entry.lowerBound..<end)
  }
}
