import Foundation

/// A parsed rule doc or case file (format: STYLE.md, "The rule doc format, precisely" and "Rule docs are tests").
struct RuleDoc {
  /// One fenced block.
  struct Block {
    /// The fence's info string: `swift`, `swift fixed`, `swift untested`, `yaml`…
    var info: String
    /// The block's text, each line ending in `\n`.
    var text: String
    /// 1-based line of the opening fence in the doc.
    var line: Int
    /// The `##` section the block is in ("" before the first).
    var section: String
    /// The last paragraph of prose before the block in the same section.
    var precedingProse: String
  }

  var path: String
  var fileName: String { (path as NSString).lastPathComponent }
  /// `NAV001` and `deprecated-navigation-view` from `# NAV001 deprecated-navigation-view`.
  var titleID: String
  var titleName: String
  /// The first paragraph after the title, lines joined with spaces.
  var summary: String
  /// The second paragraph (the facts line in rule docs).
  var factsLine: String
  /// `##` headings in order.
  var sections: [String]
  var blocks: [Block]

  init(path: String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try self.init(text: text, path: path)
  }

  init(text: String, path: String) throws {
    self.path = path
    let lines = text.components(separatedBy: "\n")
    guard let title = lines.first, title.hasPrefix("# ") else {
      throw DocError(message: "\(path):1: the first line must be `# NAVnnn name`")
    }
    let parts = title.dropFirst(2).split(separator: " ", maxSplits: 1).map(String.init)
    titleID = parts.first ?? ""
    titleName = parts.count > 1 ? parts[1] : ""
    var paragraphs: [String] = []
    var current: [String] = []
    var sections: [String] = []
    var blocks: [Block] = []
    var section = ""
    var prose = ""
    var index = 1
    func flush() {
      if !current.isEmpty {
        let paragraph = current.joined(separator: " ")
        if sections.isEmpty { paragraphs.append(paragraph) }
        prose = paragraph
        current = []
      }
    }
    while index < lines.count {
      let line = lines[index]
      if line.hasPrefix("```") {
        flush()
        let info = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
        var body: [String] = []
        let start = index + 1
        index += 1
        while index < lines.count && !lines[index].hasPrefix("```") {
          body.append(lines[index])
          index += 1
        }
        let blockText = body.map { $0 + "\n" }.joined()
        blocks.append(Block(info: info, text: blockText, line: start, section: section, precedingProse: prose))
        prose = ""
      } else if line.hasPrefix("## ") {
        flush()
        section = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
        sections.append(section)
        prose = ""
      } else if line.trimmingCharacters(in: .whitespaces).isEmpty {
        flush()
      } else {
        current.append(line.trimmingCharacters(in: .whitespaces))
      }
      index += 1
    }
    flush()
    summary = paragraphs.first ?? ""
    factsLine = paragraphs.count > 1 ? paragraphs[1] : ""
    self.sections = sections
    self.blocks = blocks
  }
}

struct DocError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// Where the package's files are, found from this source file's path.
enum PackagePaths {
  static let root: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path
  }()

  static var rulesDirectory: String { root + "/Rules" }
  static var casesDirectory: String { root + "/Tests/NavlintRulesTests/Cases" }
  static var corpusDirectory: String { root + "/Tests/NavlintRulesTests/Corpus" }

  /// Names of files in `directory` matching `suffix`, sorted.
  static func files(in directory: String, suffix: String, prefix: String = "") -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(suffix) && $0.hasPrefix(prefix) }.sorted()
  }

  /// Rules/NAVnnn-*.md file names.
  static var ruleDocFiles: [String] { files(in: rulesDirectory, suffix: ".md", prefix: "NAV") }
  static var caseFiles: [String] { files(in: casesDirectory, suffix: ".md", prefix: "NAV") }
}
