/// A `#if` / `#elseif` / `#else` / `#endif` directive.
public enum ConditionalDirective: Sendable, Equatable {
  case `if`, elseif, `else`, endif
}

/// One `#if … #endif` block. Every clause's tokens are part of the structure: rules see all branches.
public struct ConditionalBlock: Sendable, Equatable {
  /// One `#if`, `#elseif` or `#else` clause.
  public struct Clause: Sendable, Equatable {
    /// The `#if` / `#elseif` / `#else` token.
    public var directive: Int
    /// The condition's tokens (on the directive's line); empty for `#else`.
    public var condition: Range<Int>
    /// The tokens of the clause's body, up to the next directive of this block.
    public var body: Range<Int>
  }

  public var clauses: [Clause]
  /// The `#endif` token, if the block is closed.
  public var endif: Int?
}

/// A version such as `16`, `16.4` or `17.0.1`. Missing components are 0.
public struct Version: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var major: Int
  public var minor: Int
  public var patch: Int

  public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// Parses `16`, `16.4`, `16.4.1` (surrounding quotes and spaces are not accepted).
  public init?(parsing text: some StringProtocol) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { return nil }
    var numbers: [Int] = []
    for part in parts {
      guard !part.isEmpty, part.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(part) else {
        return nil
      }
      numbers.append(value)
    }
    self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
  }

  public static func < (lhs: Version, rhs: Version) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }

  public var description: String {
    patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
  }
}

/// A platform and version in an availability condition: `iOS 16`, `macOS 13.1`, or `*`.
public struct PlatformRequirement: Sendable, Equatable {
  /// `iOS`, `macOS`, `iOSApplicationExtension`…, or `*`.
  public var platform: String
  public var version: Version?
}

/// `if #available(…)`, `guard #available(…)`, or the `#unavailable` forms, with the token regions that
/// run only on newer and only on older systems.
public struct AvailabilityCheck: Sendable, Equatable {
  /// The statement the condition belongs to.
  public enum Statement: Sendable, Equatable { case `if`, `guard`, `while`, other }

  /// The `#available` / `#unavailable` token.
  public var pound: Int
  public var isUnavailable: Bool
  public var statement: Statement
  public var requirements: [PlatformRequirement]
  /// Tokens that run only when the condition holds (the `if` body; the rest of the scope after a `guard`).
  public var thenRegion: Range<Int>?
  /// Tokens that run only when the condition fails (the `else` chain; a `guard`'s `else` body).
  public var elseRegion: Range<Int>?

  /// The required version of `platform` (or of `iOS` when asked for `iOS`), if listed.
  public func version(for platform: String) -> Version? {
    requirements.first { $0.platform == platform }?.version
  }

  /// The tokens that run only on `platform` older than the listed version.
  public var regionBelowVersion: Range<Int>? { isUnavailable ? thenRegion : elseRegion }

  /// The tokens that run only on `platform` at or above the listed version.
  public var regionAtOrAboveVersion: Range<Int>? { isUnavailable ? elseRegion : thenRegion }
}
