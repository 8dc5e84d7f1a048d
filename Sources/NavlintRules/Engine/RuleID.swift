/// A rule's stable id, `NAVnnn`. Ordered by number.
public struct RuleID: Sendable, Hashable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
  public let rawValue: String

  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { self.rawValue = value }

  public var description: String { rawValue }

  public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The id of NAV000 unused-suppression, reported by the linter itself.
  public static let unusedSuppression: RuleID = "NAV000"
}
