import NavlintSyntax

/// The gates built from the rules' `triggers` (the identifiers their findings need), as semgrep gates rules
/// on required literals:
///
/// 1. Before tokenizing, `mayHaveFindings(_:enabled:)` searches the raw bytes (one pass, `SubstringSearch`)
///    for any trigger of an enabled rule and for the suppression marker `navlint:` (NAV000 and suppressions
///    need it). A file with none of them cannot have a finding: the linter returns none without tokenizing.
/// 2. After the structure is built, `rulesToRun(in:)` looks the triggers up among the file's identifier
///    tokens (one pass over the name index) and a rule none of whose triggers occurs is not checked.
///
/// Both are sound because triggers over-approximate (see `Rule.triggers`): an identifier token spelled `X`
/// puts the bytes of `X` in the file. A rule without triggers always runs and turns gate 1 off while it
/// is enabled. NAV000 is judged by the linter from suppression comments; the marker stands for it.
public struct RuleTriggers: Sendable {
  /// The rules, in the order given.
  public let rules: [any Rule.Type]
  /// Every distinct trigger, in first-seen order.
  public let names: [StaticString]
  /// For each rule, the positions in `names` of its triggers; nil when it has none (it always runs).
  private let ruleTriggers: [[Int]?]
  /// The triggers and the marker, each with the rules (bits, by position in `rules`) that need it.
  private let search: SubstringSearch
  /// The rules that turn the byte gate off (no triggers), as bits; every rule when there are more than 64.
  private let ungatedRules: UInt64

  /// The suppression marker: a file without it has no suppression comment and so no NAV000 finding.
  public static let suppressionMarker: StaticString = "navlint:"

  /// The gates for every registered rule, built once.
  public static let registered = RuleTriggers(rules: AllRules.types)

  public init(rules: [any Rule.Type]) {
    self.rules = rules
    var names: [StaticString] = []
    var ruleTriggers: [[Int]?] = []
    var needles: [(bytes: [UInt8], mask: UInt64)] = []
    var ungated: UInt64 = 0
    for (position, rule) in rules.enumerated() {
      let bit: UInt64 = position < 64 ? 1 << UInt64(position) : 0
      if rule.id == .unusedSuppression {
        ruleTriggers.append([])
        continue
      }
      guard !rule.triggers.isEmpty, bit != 0 else {
        ruleTriggers.append(nil)
        ungated |= bit
        continue
      }
      var positions: [Int] = []
      for trigger in rule.triggers {
        let bytes = Self.bytes(of: trigger)
        if let known = names.firstIndex(where: { Self.bytes(of: $0) == bytes }) {
          positions.append(known)
        } else {
          positions.append(names.count)
          names.append(trigger)
        }
        needles.append((bytes, bit))
      }
      ruleTriggers.append(positions)
    }
    // The marker counts whichever rules are on (suppressions and NAV000 act on any rule's findings).
    needles.append((Self.bytes(of: Self.suppressionMarker), UInt64.max))
    self.names = names
    self.ruleTriggers = ruleTriggers
    self.search = SubstringSearch(needles)
    self.ungatedRules = rules.count > 64 ? UInt64.max : ungated
  }

  // MARK: - Gate 1: bytes

  /// The bits of the rules that `isEnabled` accepts, for `mayHaveFindings(_:enabled:)`.
  public func mask(enabled isEnabled: (any Rule.Type) -> Bool) -> UInt64 {
    mask(enabledAt: rules.indices.filter { isEnabled(rules[$0]) })
  }

  /// The bits of the rules at `positions` in `rules`.
  func mask(enabledAt positions: [Int]) -> UInt64 {
    var mask: UInt64 = 0
    for position in positions { mask |= position < 64 ? 1 << UInt64(position) : UInt64.max }
    return mask
  }

  /// Whether a file of `bytes` may have a finding of the rules in `enabled` (from `mask(enabled:)`): false
  /// only when no enabled rule's trigger and no `navlint:` occurs anywhere in the bytes.
  public func mayHaveFindings(_ bytes: [UInt8], enabled: UInt64) -> Bool {
    guard enabled != 0 else { return false }
    if enabled & ungatedRules != 0 { return true }
    return search.occurs(in: bytes, owners: enabled)
  }

  // MARK: - Gate 2: identifiers

  /// For each rule (same order as `rules`), whether it may report in `structure`: it has no triggers, or one
  /// of them occurs as an identifier token.
  public func rulesToRun(in structure: FileStructure) -> [Bool] {
    let occurring = names.isEmpty ? [] : structure.identifiersOccurring(names)
    return ruleTriggers.map { positions in
      guard let positions else { return true }
      return positions.contains { occurring[$0] }
    }
  }

  private static func bytes(of string: StaticString) -> [UInt8] {
    string.withUTF8Buffer { Array($0) }
  }
}
