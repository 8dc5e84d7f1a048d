import Foundation
import NavlintJSON
import NavlintRules
import Testing

@testable import NavlintServer

private typealias H = Harness

/// A publish reuses the texts of the diagnostics it sent last time (`DiagnosticTexts`): what reaches the
/// client must be byte for byte what a server that reuses nothing sends.
@Suite struct DiagnosticTextsTests {
  /// The realistic corpus: files with many findings, fixes and suppression edits.
  static func sources() throws -> [(name: String, text: String)] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("NavlintRulesTests/Corpus")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
    return try names.sorted().map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
  }

  /// The texts a document goes through: a character typed mid-file and deleted, a line added at the top
  /// (every diagnostic moves), the first lines cut (some go), and the original again.
  static func edits(of text: String) -> [String] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var typed = lines
    typed[lines.count / 2] += " "
    let moved = [""] + lines
    let cut = Array(lines.dropFirst(min(12, lines.count - 1)))
    return [typed, lines, moved, cut, lines].map { $0.joined(separator: "\n") }
  }

  /// The bytes of every message a server sends while the documents are opened and edited.
  static func sentBytes(reusing: Bool, _ sources: [(name: String, text: String)]) throws -> [[UInt8]] {
    var harness = Harness(debounce: .zero)
    if !reusing { harness.server.diagnosticTexts = DiagnosticTexts(capacity: 0) }
    harness.initialize()
    var sent: [[UInt8]] = []
    func record(_ outputs: [ServerOutput]) throws {
      for case .message(let message) in outputs { sent.append(try message.serialized()) }
    }
    for (index, source) in sources.enumerated() {
      let uri = "file:///tmp/texts/\(source.name)"
      try record(
        harness.send(
          H.notification(
            "textDocument/didOpen",
            ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(source.text)]])
        ))
      try record(harness.advance(.milliseconds(1)))
      for (version, text) in edits(of: source.text).enumerated() {
        try record(
          harness.send(
            H.notification(
              "textDocument/didChange",
              [
                "textDocument": ["uri": .string(uri), "version": .integer(Int64(version + 2))],
                "contentChanges": [["text": .string(text)]],
              ])))
        try record(harness.advance(.milliseconds(1)))
        // A pull of the same document answers through the same texts.
        if version == 1 {
          try record(
            harness.send(
              H.request(Int64(1000 + index), "textDocument/diagnostic", ["textDocument": ["uri": .string(uri)]])))
        }
      }
    }
    return sent
  }

  @Test func reusedTextsSendTheSameBytes() throws {
    let sources = try Self.sources()
    #expect(sources.count > 10)
    let reused = try Self.sentBytes(reusing: true, sources)
    let fresh = try Self.sentBytes(reusing: false, sources)
    #expect(reused.count == fresh.count)
    for (index, (left, right)) in zip(reused, fresh).enumerated() where left != right {
      Issue.record(
        "message \(index) differs:\n\(String(decoding: left, as: UTF8.self))\n\(String(decoding: right, as: UTF8.self))"
      )
      break
    }
    // The run published diagnostics, and most were sent again unchanged.
    let published = reused.filter { String(decoding: $0, as: UTF8.self).contains("\"code\":\"NAV") }
    #expect(published.count > sources.count * 3)
  }

  /// A diagnostic of `rule` on `line`.
  static func content(_ rule: RuleID, line: Int, message: String = "message") -> DiagnosticContent {
    let range = LSPRange(start: LSPPosition(line: line, character: 2), end: LSPPosition(line: line, character: 9))
    let start = LSPPosition(line: line, character: 0)
    return DiagnosticContent(
      ruleID: rule, ruleName: "name", severity: .warning, message: message, range: range, fix: nil,
      suppress: LSPTextEdit(range: LSPRange(start: start, end: start), newText: "// navlint:disable:next \(rule)\n"))
  }

  @Test func aDiagnosticSentAgainIsItsLastText() throws {
    var texts = DiagnosticTexts()
    let first = [Self.content("NAV001", line: 1), Self.content("NAV002", line: 2)]
    let sent = texts.reuse(first, for: "a")
    #expect(sent == (try first.map { .text(try JSON.Text($0.json)) }))
    let second = [first[1], Self.content("NAV001", line: 1, message: "other")]
    let sentAgain = texts.reuse(second, for: "a")
    #expect(sentAgain == (try second.map { .text(try JSON.Text($0.json)) }))
    #expect(try JSON.array(sentAgain).serialized() == JSON.array(second.map(\.json)).serialized())
  }

  @Test func onlyTheLastPublishedDocumentsKeepTexts() {
    var texts = DiagnosticTexts(capacity: 3)
    for name in ["a", "b", "c", "d"] { _ = texts.reuse([Self.content("NAV001", line: 1)], for: name) }
    #expect(texts.documents == ["b", "c", "d"])
    _ = texts.reuse([], for: "b")
    #expect(texts.documents == ["c", "d", "b"])
    texts.forget("d")
    #expect(texts.documents == ["c", "b"])
  }

  @Test func closingADocumentForgetsItsTexts() throws {
    var harness = Harness(debounce: .zero)
    harness.initialize()
    let uri = "file:///tmp/texts/Closed.swift"
    harness.open(uri, "import SwiftUI\nstruct A: View { var body: some View { NavigationView { Text(\"a\") } } }\n")
    harness.advance(.milliseconds(1))
    #expect(harness.server.diagnosticTexts.documents == [uri])
    harness.send(H.notification("textDocument/didClose", ["textDocument": ["uri": .string(uri)]]))
    #expect(harness.server.diagnosticTexts.documents.isEmpty)
  }
}
