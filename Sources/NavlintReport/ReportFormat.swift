/// The output formats of `navlint lint --format`.
public enum ReportFormat: String, Sendable, CaseIterable, CustomStringConvertible {
  case text
  case json
  case sarif
  case github
  case checkstyle
  case junit
  case gitlab
  case markdown

  public var description: String { rawValue }

  /// The reporter for this format; `isColored` only matters to `text`.
  public func reporter(isColored: Bool = false) -> any Reporter {
    switch self {
    case .text: TextReporter(isColored: isColored)
    case .json: JSONReporter()
    case .sarif: SARIFReporter()
    case .github: GitHubReporter()
    case .checkstyle: CheckstyleReporter()
    case .junit: JUnitReporter()
    case .gitlab: GitLabReporter()
    case .markdown: MarkdownReporter()
    }
  }
}
