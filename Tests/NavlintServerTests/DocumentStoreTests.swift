import NavlintJSON
import NavlintSyntax
import Testing

@testable import NavlintServer

/// `DocumentStore.change` applies ranged changes with the line table the previous change made: after any
/// burst of changes (several per `didChange`, full replacements among them), the text is the one the client
/// has, and its line table is that text's.
struct DocumentStoreTests {
  @Test(arguments: 0..<8) func rangedChangesKeepTheTextAndItsLines(seed: UInt64) throws {
    var random = SplitMix(state: seed &+ 300)
    let pieces = ["\n", "\r\n", "\r", "a", "bc", " ", "let x = 1\n", "\n\n"]
    func text(_ count: Int) -> String { (0..<count).map { _ in pieces[random.next(pieces.count)] }.joined() }
    var store = DocumentStore()
    var expected = Array(text(30).utf8)
    let uri = "file:///Store.swift"
    store.open(uri: uri, languageID: "swift", version: 1, text: String(decoding: expected, as: UTF8.self))
    for version in 2..<300 {
      var changes: [JSON] = []
      for _ in 0...random.next(3) {
        if random.next(25) == 0 {
          expected = Array(text(random.next(30)).utf8)
          changes.append(["text": .string(String(decoding: expected, as: UTF8.self))])
          continue
        }
        // A range in the client's text as it is after the changes before it (ASCII: characters are bytes).
        let lines = LineTable(expected)
        let start = random.next(expected.count + 1)
        let end = min(expected.count, start + random.next(6))
        func position(_ offset: Int) -> JSON {
          let position = lines.position(of: offset, encoding: .utf16)
          return ["line": .integer(Int64(position.line)), "character": .integer(Int64(position.character))]
        }
        // LSP positions stop at line ends: an offset inside a `\r\n` has none of its own.
        func isPosition(_ offset: Int) -> Bool {
          let position = lines.position(of: offset, encoding: .utf16)
          return lines.offset(line: position.line, character: position.character, encoding: .utf16) == offset
        }
        guard isPosition(start), isPosition(end) else { continue }
        let inserted = text(random.next(3))
        changes.append(["range": ["start": position(start), "end": position(end)], "text": .string(inserted)])
        expected.replaceSubrange(start..<end, with: Array(inserted.utf8))
      }
      try store.change(uri: uri, version: Int64(version), changes: changes, encoding: .utf16)
      let document = try #require(store[uri])
      #expect(document.bytes == expected, "version \(version)")
      #expect(document.source.lines.lineStarts == LineTable(expected).lineStarts, "version \(version)")
    }
  }
}
