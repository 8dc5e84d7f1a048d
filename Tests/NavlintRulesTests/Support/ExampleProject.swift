import NavlintNavigation
import NavlintRules
import NavlintSyntax

/// A doc or case block seen as a project: `// file: Name.swift` lines split it into files (each file starts
/// with its separator line, a comment); a block without one is a single file. Cross-file rules see every file
/// of the block, and findings come back in the block's own lines.
struct ExampleProject {
  static let separator = "// file: "

  /// One file: its name and its text, which starts at `firstLine` of the block.
  struct File {
    var name: String
    var header: String?
    var body: String
    var firstLine: Int

    var text: String { header.map { $0 + "\n" + body } ?? body }
  }

  var files: [File]

  init(_ text: String) {
    var files: [File] = []
    var header: String?
    var lines: [Substring] = []
    var start = 1
    var lineNumber = 0
    func close() {
      guard header != nil || !lines.isEmpty else { return }
      let name = header.map { String($0.dropFirst(Self.separator.count)).trimmingSpaces } ?? "Example.swift"
      files.append(File(name: name, header: header, body: lines.joined(separator: "\n"), firstLine: start))
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      if line.hasPrefix(Self.separator) {
        close()
        header = String(line)
        lines = []
        start = lineNumber
      } else {
        lines.append(line)
      }
    }
    close()
    self.files = files
  }

  /// Whether the block names its files.
  var isMultiFile: Bool { files.contains { $0.header != nil } }

  /// The block with `transform` applied to each file's body (the separator lines stay as they are).
  func transformingEachFile(_ transform: (String) -> String) -> String {
    files.map { file in file.header.map { $0 + "\n" + transform(file.body) } ?? transform(file.body) }
      .joined(separator: "\n")
  }

  /// Every file linted with `settings`, cross-file rules seeing all of them: each finding with its file and
  /// its location in the block.
  func lint(settings: RuleSettings) -> [(finding: Finding, location: SourceLocation)] {
    let sources = files.map { SourceText($0.text) }
    let structures = sources.map { FileStructure($0) }
    let model = NavigationModel(
      files: files.indices.map {
        NavigationModel.File(path: files[$0].name, facts: FactExtractor.facts(of: structures[$0]))
      })
    let linter = Linter(settings: settings)
    var result: [(Finding, SourceLocation)] = []
    for index in files.indices {
      let crossFile = ProjectFindings.findings(inFile: index, of: model)
      for finding in linter.lint(sources[index], structure: structures[index], projectFindings: crossFile) {
        let location = sources[index].lines.location(of: finding.range.lowerBound)
        result.append(
          (finding, SourceLocation(line: files[index].firstLine + location.line - 1, column: location.column)))
      }
    }
    return result
  }
}

extension String {
  fileprivate var trimmingSpaces: String { trimming(" ") }
}
