/// A path pattern from `include` or `exclude`, matched against `/`-separated paths relative to the
/// folder of the config file that declared it.
///
/// `*` matches any run of characters within one path component, `?` one character, and a `**`
/// component any number of components (zero included). Patterns are anchored at the config's folder;
/// write `**/Generated` to match at any depth. A pattern matching a folder also matches everything
/// below it ("folder prefix"), so `Sources/Generated` excludes `Sources/Generated/A.swift`.
/// A leading `./` and a trailing `/` are ignored.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
  /// The pattern as written.
  public let pattern: String
  private let components: [[Unicode.Scalar]]

  public init(_ pattern: String) {
    self.pattern = pattern
    var text = Substring(pattern)
    while text.hasPrefix("./") { text = text.dropFirst(2) }
    self.components = text.split(separator: "/").filter { $0 != "." }.map { Array($0.unicodeScalars) }
  }

  public var description: String { pattern }

  /// Whether `relativePath` itself, or one of the folders it lies in, matches the pattern.
  public func matches(_ relativePath: String) -> Bool {
    let path = relativePath.split(separator: "/").filter { $0 != "." }.map { Array($0.unicodeScalars) }
    guard !path.isEmpty, !components.isEmpty else { return false }
    return Self.match(components[...], path[...])
  }

  /// Matches pattern components against path components; the pattern may end before the path does
  /// (it then names a folder the path lies in) but must consume at least one path component.
  private static func match(_ pattern: ArraySlice<[Unicode.Scalar]>, _ path: ArraySlice<[Unicode.Scalar]>) -> Bool {
    guard let head = pattern.first else { return true }
    if head == ["*", "*"] {
      let rest = pattern.dropFirst()
      if rest.isEmpty { return !path.isEmpty }
      var tail = path
      while !tail.isEmpty {
        if match(rest, tail) { return true }
        tail = tail.dropFirst()
      }
      return false
    }
    guard let first = path.first, matchComponent(head[...], first[...]) else { return false }
    return match(pattern.dropFirst(), path.dropFirst())
  }

  /// `*` and `?` within one component; iterative with single backtrack point (linear-ish).
  private static func matchComponent(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool
  {
    var p = pattern.startIndex
    var n = name.startIndex
    var starP: Int?
    var starN = name.startIndex
    while n < name.endIndex {
      if p < pattern.endIndex && (pattern[p] == "?" || pattern[p] == name[n]) {
        p += 1
        n += 1
      } else if p < pattern.endIndex && pattern[p] == "*" {
        starP = p
        starN = n
        p += 1
      } else if let star = starP {
        p = star + 1
        starN += 1
        n = starN
      } else {
        return false
      }
    }
    while p < pattern.endIndex && pattern[p] == "*" { p += 1 }
    return p == pattern.endIndex
  }
}
