import Foundation
import Testing

@testable import NavlintProject

/// A finding as the CLI might have it, with a line number the baseline must ignore.
private struct Finding: BaselineMatchable, Equatable {
  var rule: String
  var path: String
  var line: Int
  var text: String
  var baselineKey: BaselineKey { BaselineKey(rule: rule, path: path, lineText: text) }
}

@Suite struct BaselineTests {
  private let recorded = [
    Finding(rule: "NAV001", path: "App/Root.swift", line: 10, text: "    NavigationView {"),
    Finding(rule: "NAV001", path: "App/Root.swift", line: 30, text: "NavigationView {"),
    Finding(rule: "NAV003", path: "App/List.swift", line: 5, text: "\tNavigationLink(destination: Detail()) {"),
  ]

  @Test func aggregatesCountsAndTrims() {
    let baseline = Baseline(findings: recorded)
    #expect(
      baseline.entries == [
        .init(
          key: BaselineKey(rule: "NAV003", path: "App/List.swift", lineText: "NavigationLink(destination: Detail()) {"),
          count: 1),
        .init(key: BaselineKey(rule: "NAV001", path: "App/Root.swift", lineText: "NavigationView {"), count: 2),
      ])
  }

  @Test func survivesMovedLines() {
    let baseline = Baseline(findings: recorded)
    let moved = recorded.map { finding in
      var copy = finding
      copy.line += 17
      copy.text = "  " + copy.text.trimmingSpaces()
      return copy
    }
    #expect(baseline.filter(findings: moved).isEmpty)
  }

  @Test func reportsOnlyNewFindings() {
    let baseline = Baseline(findings: recorded)
    let third = Finding(rule: "NAV001", path: "App/Root.swift", line: 50, text: "NavigationView {")
    let otherFile = Finding(rule: "NAV001", path: "App/Other.swift", line: 10, text: "NavigationView {")
    let otherRule = Finding(rule: "NAV002", path: "App/Root.swift", line: 10, text: "NavigationView {")
    let edited = Finding(
      rule: "NAV003", path: "App/List.swift", line: 5, text: "NavigationLink(destination: Other()) {")
    let current = recorded.dropLast() + [third, otherFile, otherRule, edited]
    #expect(baseline.filter(findings: Array(current)) == [third, otherFile, otherRule, edited])
    #expect(
      baseline.unmatchedEntries(findings: Array(current)) == [
        .init(key: recorded[2].baselineKey, count: 1)
      ])
  }

  @Test func fixingOneOfTwoKeepsTheOtherHidden() {
    let baseline = Baseline(findings: recorded)
    #expect(baseline.filter(findings: [recorded[1]]).isEmpty)
    #expect(baseline.unmatchedEntries(findings: [recorded[1]]).map(\.count) == [1, 1])
  }

  @Test func textRoundTripsAwkwardFields() throws {
    let keys = [
      BaselineKey(rule: "NAV001", path: "My Views/Tab\tName.swift", lineText: "let s = \"a\\tb\" // back\\slash"),
      BaselineKey(rule: "NAV002", path: "ünï/x.swift", lineText: "Text(\"line\\nbreak\")\r"),
      BaselineKey(rule: "NAV002", path: "ünï/x.swift", lineText: ""),
    ]
    let baseline = Baseline(entries: keys.map { .init(key: $0, count: 1) } + [.init(key: keys[0], count: 2)])
    let text = baseline.text
    #expect(text.hasPrefix("# navlint baseline 1\n"))
    #expect(text.split(separator: "\n").count == 4)
    #expect(text.contains("3\tNAV001\tMy Views/Tab\\tName.swift\tlet s = \"a\\\\tb\" // back\\\\slash\n"))
    let parsed = try Baseline(text: text, path: "baseline.txt")
    #expect(parsed == baseline)
    #expect(try Baseline(text: text.replacingOccurrences(of: "\n", with: "\r\n"), path: "b") == baseline)
  }

  @Test func invalidTextNamesTheLine() {
    #expect(
      throws: BaselineError.invalid(
        path: "b.txt", line: 1, problem: "expected '# navlint baseline 1' on the first line")
    ) {
      try Baseline(text: "{\"json\": true}\n", path: "b.txt")
    }
    #expect(throws: BaselineError.invalid(path: "b.txt", line: 3, problem: "the count 'x' is not a positive number")) {
      try Baseline(text: "# navlint baseline 1\n\nx\tNAV001\tA.swift\ttext\n", path: "b.txt")
    }
    let error = BaselineError.invalid(
      path: "b.txt", line: 2, problem: "expected 4 tab-separated fields (count, rule, path, text), found 2")
    #expect(throws: error) { try Baseline(text: "# navlint baseline 1\n1\tNAV001\n", path: "b.txt") }
    #expect(
      error.description
        == "b.txt:2: invalid baseline: expected 4 tab-separated fields (count, rule, path, text), found 2")
  }

  @Test func writesAndLoadsFiles() throws {
    try withTemporaryDirectory { folder in
      let baseline = Baseline(findings: recorded)
      try baseline.write(to: folder.url(".navlint-baseline"))
      #expect(try Baseline.load(path: folder.url(".navlint-baseline")) == baseline)
      #expect(throws: BaselineError.file(.notFound(path: "missing"))) {
        try Baseline.load(path: folder.url("missing"), displayPath: "missing")
      }
    }
  }
}
