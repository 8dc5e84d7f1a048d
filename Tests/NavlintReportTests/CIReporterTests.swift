import Foundation
import NavlintJSON
import NavlintRules
import NavlintSyntax
import Testing

@testable import NavlintReport

@Suite struct JUnitReporterTests {
  /// Validates against `junit.xsd` with `xmlschema`, then reads the report back with `junitparser` (the
  /// reader many CI uploaders use) and prints one line per test case.
  static let script = """
    import sys, xmlschema, junitparser
    xmlschema.XMLSchema(sys.argv[1]).validate(sys.argv[2])
    xml = junitparser.JUnitXml.fromfile(sys.argv[2])
    for suite in xml:
        print('suite', suite.name, suite.tests, suite.failures, suite.errors)
        for case in suite:
            failures = [r for r in case.result if isinstance(r, junitparser.Failure)]
            print('case', repr(case.name), len(failures), *[repr((f.type, f.message)) for f in failures])
    """

  static func read(_ bytes: [UInt8]) throws -> (status: Int32, output: String) {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-junit-\(UUID().uuidString).xml")
    try Data(bytes).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    return try runPython(script, arguments: [TestFiles.folder.appendingPathComponent("junit.xsd").path, file.path])
  }

  @Test func validAndReadBackWithOneCasePerFileAndAFailurePerFinding() throws {
    let result = try Self.read(JUnitReporter().render(SampleReport.report))
    #expect(result.status == 0, "\(result.output)")
    let lines = result.output.split(separator: "\n").map(String.init)
    try #require(lines.count == 4, "\(result.output)")
    #expect(lines[0] == "suite navlint 3 2 0")
    #expect(lines[1] == "case 'Sources/App/Clean.swift' 0")
    #expect(lines[2].hasPrefix("case 'Sources/App/Root View.swift' 2 ('NAV001 deprecated-navigation-view', '5:18: "))
    // Markup characters and the line break of a message survive the round trip.
    #expect(lines[3].hasPrefix("case 'Sources/Legacy, Old: Router.swift' 2 ('NAV006 "))
    #expect(
      lines[3].hasSuffix(
        "('NAV008 force-unwrapped-path-decoding', '4:12: 50% of <paths> & \"routes\": crash, always\\nsecond line')"))
  }

  @Test func emptyRunIsValid() throws {
    let result = try Self.read(JUnitReporter().render(Report(files: [], rules: [])))
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output == "suite navlint 0 0 0\n")
  }

  @Test func theSchemaRejectsABrokenReport() throws {
    // Guards against a validator that accepts anything: a test case without its name.
    let broken = String(decoding: JUnitReporter().render(SampleReport.report), as: UTF8.self)
      .replacingOccurrences(of: "<testcase name=\"Sources/App/Clean.swift\"", with: "<testcase")
    let result = try Self.read(Array(broken.utf8))
    #expect(result.status != 0)
  }
}

@Suite struct GitLabReporterTests {
  static func validate(_ bytes: [UInt8]) throws -> (status: Int32, output: String) {
    let script = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      jsonschema.Draft7Validator.check_schema(schema)
      errors = list(jsonschema.Draft7Validator(schema).iter_errors(json.load(sys.stdin)))
      for error in errors:
          print('/'.join(map(str, error.path)), error.message)
      sys.exit(1 if errors else 0)
      """
    return try runPython(
      script, input: bytes, arguments: [TestFiles.folder.appendingPathComponent("gitlab-code-quality.schema.json").path]
    )
  }

  @Test func validAgainstGitLabsFields() throws {
    let bytes = try GitLabReporter().render(SampleReport.report)
    let result = try Self.validate(bytes)
    #expect(result.status == 0, "\(result.output)")
    let issues = try #require(try JSON.parse(bytes).arrayValue)
    #expect(issues.count == 4)
    #expect(issues[0]["check_name"]?.stringValue == "NAV001 deprecated-navigation-view")
    #expect(issues[0]["location"]?["path"]?.stringValue == "Sources/App/Root View.swift")
    #expect(issues[0]["location"]?["lines"]?["begin"]?.intValue == 5)
    #expect(issues.map { $0["severity"]?.stringValue } == ["minor", "minor", "minor", "major"])
    #expect(Set(issues.compactMap { $0["fingerprint"]?.stringValue }).count == 4)
  }

  @Test func theSchemaRejectsABrokenReport() throws {
    let broken = String(decoding: try GitLabReporter().render(SampleReport.report), as: UTF8.self)
      .replacingOccurrences(of: "\"minor\"", with: "\"warning\"")
    #expect(try Self.validate(Array(broken.utf8)).status != 0)
  }

  static func fingerprints(_ source: String, path: String = "A.swift") throws -> [String] {
    let bytes = Array(source.utf8)
    let lines = LineTable(bytes)
    var findings: [ReportedFinding] = []
    var searchStart = source.startIndex
    while let match = source.range(of: "NavigationView", range: searchStart..<source.endIndex) {
      let lower = source.utf8.distance(from: source.startIndex, to: match.lowerBound)
      let finding = Finding(
        ruleID: "NAV001", ruleName: "deprecated-navigation-view", severity: .warning,
        range: lower..<(lower + 14), message: "`NavigationView` is deprecated", fix: nil)
      findings.append(ReportedFinding(finding, lines: lines, bytes: bytes))
      searchStart = match.upperBound
    }
    let report = Report(files: [ReportFile(displayPath: path, findings: findings)], rules: [])
    return try #require(try JSON.parse(try GitLabReporter().render(report)).arrayValue)
      .compactMap { $0["fingerprint"]?.stringValue }
  }

  @Test func fingerprintsSurviveLinesInsertedAbove() throws {
    let before = try Self.fingerprints("let a = NavigationView()\nlet b = NavigationView()\n")
    let after = try Self.fingerprints("// new\n\n  let a =   NavigationView()\nlet b = NavigationView()\n")
    #expect(before.count == 2)
    #expect(Set(before).count == 2, "equal findings are told apart by their occurrence")
    #expect(before == after)
    // Another file or another flagged text is another finding.
    #expect(try Self.fingerprints("let a = NavigationView()\n", path: "B.swift")[0] != before[0])
  }

  @Test func foldedTextIsTheCoveredSourceWithWhitespaceFolded() {
    let bytes = Array("x  NavigationView {\n\t  A }".utf8)
    #expect(ReportedFinding.foldedText(1..<bytes.count, in: bytes) == "NavigationView { A }")
    #expect(ReportedFinding.foldedText(20..<99, in: Array("short".utf8)) == "")
  }
}

@Suite struct MarkdownReporterTests {
  /// Renders with markdown-it (CommonMark plus GitHub's tables) and prints the table's cells, then each
  /// list item's text as a reader sees it.
  static let script = """
    import sys
    from markdown_it import MarkdownIt
    md = MarkdownIt('commonmark').enable('table')
    tokens = md.parse(sys.stdin.read())
    def text(inline):
        return ''.join(c.content for c in inline.children if c.type in ('text', 'code_inline'))
    for i, t in enumerate(tokens):
        if t.type == 'tr_open':
            cells = []
            j = i + 1
            while tokens[j].type != 'tr_close':
                if tokens[j].type == 'inline': cells.append(text(tokens[j]))
                j += 1
            print('row', ' | '.join(cells))
        if t.type == 'list_item_open':
            print('item', text(tokens[i + 2]))
        if t.type == 'html_inline' or t.type == 'html_block':
            print('html', t.content)
    """

  static func rendered(_ report: Report) throws -> [String] {
    let result = try runPython(script, input: MarkdownReporter().render(report))
    #expect(result.status == 0, "\(result.output)")
    return result.output.split(separator: "\n").map(String.init)
  }

  @Test func aTableOfRulesAndEachFindingAsWritten() throws {
    let lines = try Self.rendered(SampleReport.report)
    #expect(
      lines == [
        "row Rule | Severity | Findings",
        "row NAV001 deprecated-navigation-view | warning | 2",
        "row NAV006 navigation-state-missing-main-actor | warning | 1",
        "row NAV008 force-unwrapped-path-decoding | error | 1",
        "item 5:18 warning: NavigationView is deprecated since iOS 16; use NavigationStack (NAV001)",
        "item 8:5 warning: .navigationViewStyle is deprecated since iOS 16 (NAV001)",
        "item 1:1 warning: Router owns navigation state but is not isolated to @MainActor (NAV006)",
        // No HTML: `<paths>` is text, `&` is not an entity, the line break is a space.
        "item 4:12 error: 50% of <paths> & \"routes\": crash, always second line (NAV008)",
      ])
  }

  @Test func aCleanRunSaysSo() {
    let text = String(decoding: MarkdownReporter().render(SampleReport.clean), as: UTF8.self)
    #expect(text == "## navlint\n\n1 file checked: no findings.\n")
  }

  @Test func escaping() {
    #expect(MarkdownReporter.escapeMessage("a `x|y` b|c [d](e) <f>") == "a `x|y` b\\|c \\[d\\]\\(e\\) \\<f\\>")
    #expect(MarkdownReporter.escapeMessage("one ` tick") == "one \\` tick")
    #expect(MarkdownReporter.codeSpan("a`b") == "`` a`b ``")
    #expect(MarkdownReporter.codeSpan("ab") == "`ab`")
  }
}
