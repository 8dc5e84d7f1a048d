/// A fix as reporters show it.
public struct ReportedFix: Sendable, Hashable {
  public var title: String
  public var isSafe: Bool
  public var edits: [ReportedEdit]

  public init(title: String, isSafe: Bool, edits: [ReportedEdit]) {
    self.title = title
    self.isSafe = isSafe
    self.edits = edits
  }
}
