import NavlintSyntax

/// A 1-based line/column range, columns counted in Unicode scalars; `end` is exclusive (the position
/// just after the last character), as in SARIF and LSP.
public struct ReportRange: Sendable, Hashable {
  public var start: SourceLocation
  public var end: SourceLocation

  public init(start: SourceLocation, end: SourceLocation) {
    self.start = start
    self.end = end
  }

  /// The range of a byte range in a file.
  public init(_ bytes: Range<Int>, in lines: LineTable) {
    let start = lines.location(of: bytes.lowerBound)
    self.init(start: start, end: bytes.isEmpty ? start : lines.location(of: bytes.upperBound))
  }
}
