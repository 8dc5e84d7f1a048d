/// One edit of a fix, located with lines and columns in the file the finding came from.
public struct ReportedEdit: Sendable, Hashable {
  public var range: ReportRange
  public var text: String

  public init(range: ReportRange, text: String) {
    self.range = range
    self.text = text
  }
}
