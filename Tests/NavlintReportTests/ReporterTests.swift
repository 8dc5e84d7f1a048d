import Foundation
import NavlintJSON
import NavlintRules
import NavlintSyntax
import Testing

@testable import NavlintReport

/// Golden files: one per format, all from `SampleReport`.
@Suite struct GoldenReportTests {
  static let goldenNames: [ReportFormat: String] = [
    .text: "report.txt", .json: "report.json", .sarif: "report.sarif", .github: "report.github.txt",
    .checkstyle: "report.checkstyle.xml", .junit: "report.junit.xml", .gitlab: "report.gitlab.json",
    .markdown: "report.md",
  ]

  @Test(arguments: ReportFormat.allCases)
  func matchesGoldenFile(format: ReportFormat) throws {
    let bytes = try format.reporter().render(SampleReport.report)
    try expectGolden(bytes, try #require(Self.goldenNames[format]))
  }

  @Test(arguments: ReportFormat.allCases)
  func outputDoesNotDependOnInputOrder(format: ReportFormat) throws {
    let report = SampleReport.report
    let shuffled = Report(
      files: report.files.reversed().map { ReportFile(displayPath: $0.displayPath, findings: $0.findings.reversed()) },
      rules: report.rules.reversed(), toolVersion: report.toolVersion, notes: report.notes)
    #expect(try format.reporter().render(shuffled) == format.reporter().render(report))
  }
}

@Suite struct TextReporterTests {
  @Test func linesUseTheClangForm() {
    let text = String(decoding: TextReporter().render(SampleReport.report), as: UTF8.self)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    // Column counts scalars: `/* 🚀 café */ ` is 13 scalars after 4 spaces of indentation.
    #expect(
      lines[0]
        == "Sources/App/Root View.swift:5:18: warning: `NavigationView` is deprecated since iOS 16; use "
        + "`NavigationStack` [NAV001 deprecated-navigation-view]")
    #expect(lines[1].hasPrefix("Sources/App/Root View.swift:8:5: warning: `.navigationViewStyle`"))
    #expect(lines[2].hasPrefix("Sources/Legacy, Old: Router.swift:1:1: warning: "))
    // A line break in a message never splits the finding over two lines.
    #expect(lines[3].hasSuffix("crash, always second line [NAV008 force-unwrapped-path-decoding]"))
    #expect(lines[3].contains(":4:12: error: "))
  }

  @Test func colorWrapsTheSameText() {
    let plain = String(decoding: TextReporter(isColored: false).render(SampleReport.report), as: UTF8.self)
    let colored = String(decoding: TextReporter(isColored: true).render(SampleReport.report), as: UTF8.self)
    #expect(colored != plain)
    #expect(colored.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    #expect(colored.contains("\u{1B}[1;33mwarning:\u{1B}[0m"))
    let stripped = colored.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    #expect(stripped == plain)
  }

  @Test func emptyReportPrintsNothing() {
    let report = Report(files: [ReportFile(displayPath: "a.swift", findings: [])], rules: [])
    #expect(TextReporter().render(report).isEmpty)
    #expect(GitHubReporter().render(report).isEmpty)
  }
}

@Suite struct JSONReporterTests {
  @Test func hasSPECsShape() throws {
    let json = try JSON.parse(try JSONReporter().render(SampleReport.report))
    // SPEC's keys in SPEC's order, then navlint's own addition: the run's notes.
    #expect(json.objectValue?.keys == ["version", "files", "diagnostics", "notes"])
    #expect(json["notes"]?[0]?["id"]?.stringValue == "no-deployment-target")
    #expect(json["notes"]?[0]?["files"]?.intValue == 2)
    #expect(json["version"]?.intValue == 1)
    #expect(json["files"]?.intValue == 3)
    let diagnostics = try #require(json["diagnostics"]?.arrayValue)
    #expect(diagnostics.count == 4)
    let first = diagnostics[0]
    #expect(
      first.objectValue?.keys
        == ["file", "line", "column", "endLine", "endColumn", "severity", "rule", "name", "message", "fix"])
    #expect(first["file"]?.stringValue == "Sources/App/Root View.swift")
    #expect(first["line"]?.intValue == 5)
    #expect(first["column"]?.intValue == 18)
    #expect(first["endLine"]?.intValue == 5)
    #expect(first["endColumn"]?.intValue == 32)
    #expect(first["rule"]?.stringValue == "NAV001")
    #expect(first["name"]?.stringValue == "deprecated-navigation-view")
    let fix = try #require(first["fix"])
    #expect(fix.objectValue?.keys == ["safe", "edits"])
    #expect(fix["safe"]?.boolValue == true)
    let edit = try #require(fix["edits"]?[0])
    #expect(edit.objectValue?.keys == ["line", "column", "endLine", "endColumn", "text"])
    #expect(edit["text"]?.stringValue == "NavigationStack")
    // No fix is JSON null, not a missing key.
    #expect(diagnostics[3]["fix"]?.isNull == true)
    #expect(diagnostics[3]["severity"]?.stringValue == "error")
  }

  @Test func insertionEditHasAnEmptyRange() throws {
    let json = try JSON.parse(try JSONReporter().render(SampleReport.report))
    let edit = try #require(json["diagnostics"]?[2]?["fix"]?["edits"]?[0])
    #expect(json["diagnostics"]?[2]?["fix"]?["safe"]?.boolValue == false)
    #expect(edit["line"]?.intValue == 1 && edit["endLine"]?.intValue == 1)
    #expect(edit["column"]?.intValue == 1 && edit["endColumn"]?.intValue == 1)
    #expect(edit["text"]?.stringValue == "@MainActor\n")
  }
}

@Suite struct SARIFReporterTests {
  @Test func validAgainstTheOfficialSchema() throws {
    let result = try validateSARIF(try SARIFReporter().render(SampleReport.report))
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func emptyReportIsValid() throws {
    let report = Report(files: [], rules: ReportRule.all)
    let result = try validateSARIF(try SARIFReporter().render(report))
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func theValidatorRejectsBrokenSARIF() throws {
    // Guards against a validator that accepts anything.
    var json = try JSON.parse(try SARIFReporter().render(SampleReport.report))
    guard case .object(var root) = json else { throw ValidationFailure() }
    root["version"] = "3.0"
    json = .object(root)
    let result = try validateSARIF(try json.serialized())
    #expect(result.status != 0)
  }

  @Test func rulesCarryHelpURIAndResultsPointAtThem() throws {
    let json = try JSON.parse(try SARIFReporter().render(SampleReport.report))
    let run = try #require(json["runs"]?[0])
    #expect(run["columnKind"]?.stringValue == "unicodeCodePoints")
    let rules = try #require(run["tool"]?["driver"]?["rules"]?.arrayValue)
    #expect(rules.map { $0["id"]?.stringValue } == ["NAV000", "NAV001", "NAV006", "NAV008"])
    #expect(
      rules[1]["helpUri"]?.stringValue
        == "https://github.com/navlint/navlint/blob/main/Rules/NAV001-deprecated-navigation-view.md")
    let results = try #require(run["results"]?.arrayValue)
    for result in results {
      let index = try #require(result["ruleIndex"]?.intValue)
      #expect(rules[index]["id"]?.stringValue == result["ruleId"]?.stringValue)
    }
    let location = try #require(results[0]["locations"]?[0]?["physicalLocation"])
    #expect(location["artifactLocation"]?["uri"]?.stringValue == "Sources/App/Root%20View.swift")
    #expect(results[3]["level"]?.stringValue == "error")
  }

  @Test func urisArePercentEncoded() {
    #expect(SARIFReporter.uri(forPath: "a b/c,d:é.swift") == "a%20b/c%2Cd%3A%C3%A9.swift")
    #expect(SARIFReporter.uri(forPath: "/tmp/x y.swift") == "file:///tmp/x%20y.swift")
  }
}

struct ValidationFailure: Error {}

@Suite struct GitHubReporterTests {
  @Test func commandHasEveryProperty() {
    let text = String(decoding: GitHubReporter().render(SampleReport.report), as: UTF8.self)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(
      lines[0]
        == "::warning file=Sources/App/Root View.swift,line=5,col=18,endLine=5,endColumn=32,"
        + "title=NAV001 deprecated-navigation-view::`NavigationView` is deprecated since iOS 16; use `NavigationStack`")
    // Commas and colons in the path are escaped in properties; `%` and line breaks in the message.
    #expect(lines[2].hasPrefix("::warning file=Sources/Legacy%2C Old%3A Router.swift,line=1,col=1,"))
    #expect(lines[3].hasPrefix("::error file="))
    #expect(lines[3].hasSuffix("::50%25 of <paths> & \"routes\": crash, always%0Asecond line"))
  }

  @Test func infoIsANotice() {
    let finding = ReportedFinding(
      ruleID: "NAV000", ruleName: "unused-suppression", severity: .info,
      range: ReportRange(start: .init(line: 1, column: 1), end: .init(line: 1, column: 5)), message: "m", fix: nil)
    #expect(GitHubReporter().command(for: finding, path: "a.swift").hasPrefix("::notice file=a.swift,"))
  }

  @Test func escaping() {
    #expect(GitHubReporter.escapeData("a%b\r\nc:d,e") == "a%25b%0D%0Ac:d,e")
    #expect(GitHubReporter.escapeProperty("a%b\r\nc:d,e") == "a%25b%0D%0Ac%3Ad%2Ce")
  }
}

@Suite struct CheckstyleReporterTests {
  @Test func isWellFormedXMLWithTheFindings() throws {
    let script = """
      import sys, xml.etree.ElementTree as ET
      root = ET.fromstring(sys.stdin.buffer.read())
      for f in root.findall('file'):
          for e in f.findall('error'):
              print(f.get('name') + '|' + e.get('line') + '|' + e.get('column') + '|' + e.get('severity') + '|' + e.get('source') + '|' + repr(e.get('message')))
      """
    let result = try runPython(script, input: CheckstyleReporter().render(SampleReport.report))
    #expect(result.status == 0, "\(result.output)")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(lines[0].hasPrefix("Sources/App/Root View.swift|5|18|warning|navlint.NAV001|"))
    #expect(
      lines[3]
        == "Sources/Legacy, Old: Router.swift|4|12|error|navlint.NAV008|'50% of <paths> & \"routes\": crash, always\\nsecond line'"
    )
  }

  @Test func escaping() {
    #expect(
      XMLText.escape("<a & \"b\" 'c'>\n\u{1}") == "&lt;a &amp; &quot;b&quot; &apos;c&apos;&gt;&#10;\u{FFFD}")
  }
}

@Suite struct ModelTests {
  @Test func rangesCountScalarsAndEndExclusive() {
    let source = "let 🚀 = 1\nlet é = NavigationView()\n"
    let lines = LineTable(Array(source.utf8))
    let start = Array(source.utf8).count - "NavigationView()\n".utf8.count
    let range = ReportRange(start..<(start + 14), in: lines)
    #expect(range.start == SourceLocation(line: 2, column: 9))
    #expect(range.end == SourceLocation(line: 2, column: 23))
    let empty = ReportRange(start..<start, in: lines)
    #expect(empty.start == empty.end)
  }

  @Test func summaryText() {
    #expect(RunSummary(fileCount: 1, counts: [:], duration: 0.004).text == "1 file checked: no findings (0.00s)")
    #expect(
      RunSummary(fileCount: 3, counts: [.error: 1, .warning: 2], duration: 1.256).text
        == "3 files checked: 1 error, 2 warnings, 0 infos (1.26s)")
    #expect(
      RunSummary(report: SampleReport.report, duration: 0).text
        == "3 files checked: 1 error, 3 warnings, 0 infos (0.00s)")
  }

  @Test func catalogRulesLinkToTheirDocs() {
    let rules = ReportRule.all
    #expect(rules.count == RuleCatalog.all.count)
    for rule in rules {
      #expect(rule.documentationURL == RuleDocumentation.baseURL + "\(rule.id)-\(rule.name).md")
    }
  }
}
