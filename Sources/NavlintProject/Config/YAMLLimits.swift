/// Limits that keep a hostile `.navlint.yml` from exhausting memory, time or the stack.
///
/// Two checks: `scanNesting` runs on the raw text *before* Yams composes it, because composing is
/// recursive and a file of 100,000 `[` would overflow the stack; it over-approximates nesting from
/// indentation, `-`/`?` indicators and flow brackets. After composing, the config parser walks the
/// node tree with a node budget, since an alias is shared in memory but expands every time it is
/// walked (the "billion laughs" document is a few hundred bytes and expands to 10⁹ values).
public struct YAMLLimits: Sendable, Hashable {
  /// Largest accepted config file in bytes.
  public var maxBytes: Int
  /// Deepest accepted nesting of mappings and lists.
  public var maxDepth: Int
  /// Most values (scalars, lists, mappings) accepted after expanding aliases.
  public var maxNodes: Int

  public init(maxBytes: Int = 1 << 20, maxDepth: Int = 32, maxNodes: Int = 10_000) {
    self.maxBytes = maxBytes
    self.maxDepth = maxDepth
    self.maxNodes = maxNodes
  }

  public static let standard = YAMLLimits()

  /// The first 1-based line whose estimated nesting exceeds `2 * maxDepth`, or `nil`.
  ///
  /// The estimate counts open indentation levels, the `- `/`? ` indicators that start a line's
  /// content and open flow brackets, skipping comments and quoted scalars. A real nesting level
  /// always raises it, so anything deep enough to hurt the recursive composer is caught here; the
  /// exact depth is then checked on the composed nodes.
  func lineExceedingNesting(in bytes: [UInt8]) -> Int? {
    let limit = 2 * maxDepth
    var indents: [Int] = []
    var flowDepth = 0
    var quote: UInt8? = nil
    var line = 1
    var index = 0
    let count = bytes.count
    while index < count {
      // Start of a line.
      var column = 0
      while index < count && bytes[index] == UInt8(ascii: " ") {
        column += 1
        index += 1
      }
      var indicators = 0
      let isContinuation = quote != nil || flowDepth > 0
      if !isContinuation, index < count, !Self.isLineEnd(bytes[index]), bytes[index] != UInt8(ascii: "#") {
        while let last = indents.last, last > column { indents.removeLast() }
        if indents.last != column { indents.append(column) }
        // `- - - x` and `? ` each open a level on the same line.
        while index + 1 < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "?"),
          bytes[index + 1] == UInt8(ascii: " ") || Self.isLineEnd(bytes[index + 1])
        {
          indicators += 1
          index += 1
          while index < count && bytes[index] == UInt8(ascii: " ") { index += 1 }
        }
      }
      var previous: UInt8 = UInt8(ascii: " ")
      // Rest of the line.
      while index < count && !Self.isLineEnd(bytes[index]) {
        let byte = bytes[index]
        if let open = quote {
          if byte == UInt8(ascii: "\\") && open == UInt8(ascii: "\"") {
            index += 1
          } else if byte == open {
            quote = nil
          }
        } else if byte == UInt8(ascii: "#") && (previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t")) {
          while index < count && !Self.isLineEnd(bytes[index]) { index += 1 }
          break
        } else if (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")) && Self.startsScalar(after: previous) {
          quote = byte
        } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
          flowDepth += 1
          if indents.count + indicators + flowDepth > limit { return line }
        } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
          flowDepth = max(0, flowDepth - 1)
        }
        previous = byte
        index += 1
      }
      if indents.count + indicators + flowDepth > limit { return line }
      // Line end: `\n`, `\r\n` or `\r`.
      if index < count {
        if bytes[index] == UInt8(ascii: "\r") && index + 1 < count && bytes[index + 1] == UInt8(ascii: "\n") {
          index += 1
        }
        index += 1
        line += 1
      }
    }
    return nil
  }

  private static func isLineEnd(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
  }

  /// A quote opens a quoted scalar only where a scalar can start, not inside `don't`.
  private static func startsScalar(after previous: UInt8) -> Bool {
    switch previous {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "["),
      UInt8(ascii: "{"), UInt8(ascii: "-"), UInt8(ascii: "?"):
      return true
    default:
      return false
    }
  }
}
