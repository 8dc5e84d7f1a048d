import NavlintRules
import NavlintSyntax

/// Runs the Swift blocks of a rule doc or case file as tests and returns every failure as a message
/// naming the file and line. Implements every point of the doc format: markers, `swift fixed`,
/// `swift untested`, `yaml` settings and the five re-runs of marked blocks.
struct DocHarness {
  let doc: RuleDoc
  let rule: any Rule.Type
  private(set) var failures: [String] = []
  private var minimumIOS: Version?
  private var options: [String: RuleOptionValue] = [:]

  init(doc: RuleDoc, rule: any Rule.Type) {
    self.doc = doc
    self.rule = rule
  }

  /// Runs every block in order.
  mutating func run() {
    var previousMarked: (block: RuleDoc.Block, source: MarkedSource)?
    for block in doc.blocks {
      let words = block.info.split(separator: " ").map(String.init)
      switch words.first {
      case "yaml":
        applySettings(block)
        previousMarked = nil
      case "swift":
        if words.contains("untested") {
          if block.precedingProse.isEmpty { fail(block, "an untested block needs a sentence saying why") }
          previousMarked = nil
        } else if words.contains("fixed") {
          guard let previous = previousMarked else {
            fail(block, "`swift fixed` must follow a block with markers")
            continue
          }
          checkFixed(block, after: previous.source)
          previousMarked = nil
        } else {
          let source = MarkedSource(block.text)
          // A block filed under the wrong heading would test the opposite of what its prose says.
          if block.section == "Bad" && source.markers.isEmpty {
            fail(block, "a block under Bad needs a ↓ marker at each finding")
          } else if block.section == "Does not trigger" && !source.markers.isEmpty {
            fail(block, "a block under Does not trigger has ↓ markers")
          }
          checkBlock(block, source)
          previousMarked = source.markers.isEmpty ? nil : (block, source)
        }
      default:
        previousMarked = nil
      }
    }
  }

  // MARK: - Settings

  private mutating func applySettings(_ block: RuleDoc.Block) {
    minimumIOS = nil
    options = [:]
    var inOptions = false
    for rawLine in block.text.split(separator: "\n", omittingEmptySubsequences: true) {
      let line = String(rawLine)
      let trimmed = line.trimming(" ")
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let indented = line.hasPrefix(" ")
      guard let colon = trimmed.firstIndex(of: ":") else {
        fail(block, "unreadable yaml line `\(line)`")
        continue
      }
      let key = String(trimmed[..<colon]).trimming(" ")
      let value = String(trimmed[trimmed.index(after: colon)...]).trimming(" ")
      if indented && inOptions {
        options[key] = Self.optionValue(value)
        continue
      }
      inOptions = false
      switch key {
      case "minimum_ios":
        guard let version = Version(parsing: value.trimming("\"'")) else {
          fail(block, "bad minimum_ios `\(value)`")
          continue
        }
        minimumIOS = version
      case "options":
        if value.isEmpty {
          inOptions = true
        } else if value.hasPrefix("{") && value.hasSuffix("}") {
          for pair in value.dropFirst().dropLast().split(separator: ",") {
            let parts = pair.split(separator: ":", maxSplits: 1).map { String($0).trimming(" ") }
            guard parts.count == 2 else {
              fail(block, "bad option `\(pair)`")
              continue
            }
            options[parts[0]] = Self.optionValue(parts[1])
          }
        } else {
          fail(block, "options must be a mapping")
        }
      default:
        fail(block, "unknown yaml key `\(key)`")
      }
    }
    for name in options.keys where !rule.options.contains(where: { $0.name == name }) {
      fail(block, "`\(name)` is not an option of \(rule.id)")
    }
  }

  private static func optionValue(_ text: String) -> RuleOptionValue {
    if let integer = Int(text) { return .integer(integer) }
    if let number = Double(text) { return .number(number) }
    if text == "true" || text == "false" { return .bool(text == "true") }
    return .string(text.trimming("\"'"))
  }

  private func settings(for text: String) -> RuleSettings {
    var only: Set<RuleID>? = [rule.id]
    if rule.id == .unusedSuppression {
      only = nil
    } else if text.contains("navlint:") {
      only?.insert(.unusedSuppression)
    }
    return RuleSettings(
      minimumIOS: minimumIOS, onlyRules: only, rules: [rule.id: RuleConfiguration(options: options)])
  }

  // MARK: - Blocks

  /// Lints `text` and returns the start locations of the rule's findings and a description of any
  /// NAV000 finding that is not the doc's own rule.
  private func lint(_ text: String) -> (locations: [SourceLocation], unexpected: [String]) {
    var locations: [SourceLocation] = []
    var unexpected: [String] = []
    for (finding, location) in ExampleProject(text).lint(settings: settings(for: text)) {
      if finding.ruleID == rule.id {
        locations.append(location)
      } else if finding.ruleID == .unusedSuppression {
        unexpected.append("\(finding.ruleID) at \(location.line):\(location.column): \(finding.message)")
      }
    }
    return (locations.sorted(), unexpected)
  }

  private mutating func checkBlock(_ block: RuleDoc.Block, _ source: MarkedSource) {
    let expected = source.markers.sorted()
    expect(block, "", source.text, expected)
    guard !expected.isEmpty else { return }

    // Each file is a project of its own when the block names its files (`// file: Name.swift`); the variants
    // below change each file's text.
    let project = ExampleProject(source.text)
    // Inside a block comment: nothing.
    if !source.text.contains("*/") {
      expect(block, " (inside a block comment)", project.transformingEachFile { "/*\n" + $0 + "*/\n" }, [])
    }
    // Inside a multi-line string literal: nothing.
    if !source.text.contains("\"\"\"") {
      let raw = source.text.contains("\\")
      if !(raw && source.text.contains("\"#")) {
        let open = raw ? "#\"\"\"" : "\"\"\""
        let close = raw ? "\"\"\"#" : "\"\"\""
        expect(
          block, " (inside a string literal)",
          project.transformingEachFile { "let text = " + open + "\n" + $0 + close + "\n" }, [])
      }
    }
    // After a line of emoji at the top of each file: the same findings one line down per file above.
    let emoji = "// 🧭🚀👩‍👩‍👧‍👦✨ navigation\n"
    expect(
      block, " (after a line of emoji)", project.transformingEachFile { emoji + $0 },
      expected.map { location in
        let filesAbove = project.files.filter { $0.header == nil || $0.firstLine <= location.line }.count
        return SourceLocation(line: location.line + filesAbove, column: location.column)
      })
    // CRLF line endings: the same findings.
    expect(block, " (with CRLF line endings)", source.text.replacingLineFeeds(with: "\r\n"), expected)
    // A disable-next comment above each marked line: nothing, and no NAV000.
    var lines = source.text.components(separatedBy: "\n")
    for line in source.markedLines.reversed() where line - 1 < lines.count {
      let indentation = String(lines[line - 1].prefix { $0 == " " || $0 == "\t" })
      lines.insert(indentation + "// navlint:disable:next \(rule.id)", at: line - 1)
    }
    expect(block, " (with disable:next above marked lines)", lines.joined(separator: "\n"), [])
  }

  private mutating func expect(_ block: RuleDoc.Block, _ variant: String, _ text: String, _ expected: [SourceLocation])
  {
    let (actual, unexpected) = lint(text)
    if actual != expected {
      fail(
        block,
        "\(rule.id) findings\(variant): expected \(Self.describe(expected)), got \(Self.describe(actual))")
    }
    if !unexpected.isEmpty {
      fail(block, "unexpected NAV000\(variant): \(unexpected.joined(separator: "; "))")
    }
  }

  /// The deployment target `swift fixed` blocks are checked with when the doc sets none: fixes that write a
  /// newer API are safe only for a known target that has it (`RuleContext.targetIsKnown(atLeast:)`), and the
  /// examples show what `--fix` does in an app that targets a current iOS.
  static let knownRecentTarget = Version(18)

  private mutating func checkFixed(_ block: RuleDoc.Block, after source: MarkedSource) {
    var fixSettings = settings(for: source.text)
    fixSettings.minimumIOS = fixSettings.minimumIOS ?? Self.knownRecentTarget
    let linter = Linter(settings: fixSettings)
    let once = linter.fix(Array(source.text.utf8))
    let result = String(decoding: once.bytes, as: UTF8.self)
    if result != block.text {
      fail(block, "after safe fixes expected:\n\(block.text)\ngot:\n\(result)")
    }
    let twice = linter.fix(once.bytes)
    if twice.bytes != once.bytes { fail(block, "applying the fixes again changed the text") }
    if once.remainingFindings.contains(where: { $0.ruleID == rule.id && ($0.fix?.isSafe ?? false) }) {
      fail(block, "a safe fix is still offered after fixing")
    }
  }

  private static func describe(_ locations: [SourceLocation]) -> String {
    locations.isEmpty ? "none" : locations.map { "\($0.line):\($0.column)" }.joined(separator: ", ")
  }

  private mutating func fail(_ block: RuleDoc.Block, _ message: String) {
    failures.append("\(doc.path):\(block.line): \(message)")
  }
}

extension String {
  func replacingLineFeeds(with lineBreak: String) -> String {
    components(separatedBy: "\n").joined(separator: lineBreak)
  }

  func trimming(_ characters: String) -> String {
    var slice = Substring(self)
    while let first = slice.first, characters.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, characters.contains(last) { slice = slice.dropLast() }
    return String(slice)
  }
}
