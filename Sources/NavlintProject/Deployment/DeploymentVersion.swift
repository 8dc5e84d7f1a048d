/// An iOS deployment target such as 15 or 16.4; patch numbers are dropped because no rule needs them.
public struct DeploymentVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var major: Int
  public var minor: Int

  public init(major: Int, minor: Int = 0) {
    self.major = major
    self.minor = minor
  }

  /// Parses `15`, `15.4` or `15.4.1` (surrounding spaces allowed). Returns `nil` for anything else.
  public init?(_ text: String) {
    let parts = text.trimmingSpaces().split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count), parts.allSatisfy(Self.isNumber),
      let major = Int(parts[0]), let minor = parts.count > 1 ? Int(parts[1]) : 0
    else { return nil }
    if parts.count == 3 && Int(parts[2]) == nil { return nil }
    self.init(major: major, minor: minor)
  }

  /// Parses a SwiftPM version constant such as `v15` or `v15_4`.
  init?(packageConstant text: Substring) {
    guard text.first == "v" else { return nil }
    self.init(text.dropFirst().replacingUnderscoresWithDots())
  }

  /// The iOS release whose SwiftUI shipped with `macOS` (the same year's): macOS 10.15 and 11–15 go with
  /// iOS 13 and 14–18 (10.16 is 11), and from 26 the numbers are the same. Older macOS versions have no
  /// SwiftUI; they are read as iOS 13.
  public init(iOSEquivalentOfMacOS macOS: DeploymentVersion) {
    switch macOS.major {
    case 10 where macOS.minor >= 16: self.init(major: 14)
    case ..<11: self.init(major: 13)
    case 11...25: self.init(major: macOS.major + 3, minor: macOS.minor)
    default: self = macOS
    }
  }

  public static func < (lhs: DeploymentVersion, rhs: DeploymentVersion) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }

  /// `15` or `15.4`.
  public var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }

  private static func isNumber(_ part: Substring) -> Bool {
    !part.isEmpty && part.count <= 4 && part.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces, tabs and line breaks.
  func trimmingSpaces() -> String {
    let isSpace: (Character) -> Bool = { $0.isWhitespace }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
      return ""
    }
    return String(self[first...last])
  }

  fileprivate func replacingUnderscoresWithDots() -> String {
    String(map { $0 == "_" ? "." : $0 })
  }
}
