import NavlintJSON
import NavlintSyntax
import Testing

@testable import NavlintServer

/// `DocumentStore.change` applies ranged changes with the line table the previous change made: after any
/// burst of changes (several per `didChange`, full replacements among them), the text is the one the client
/// has, and its line table is that text's.
struct DocumentStoreTests {
  @Test(arguments: 0..<8) func rangedChangesKeepTheTextAndItsLines(seed: UInt64) throws {
    var random = SplitMix(seed: seed &+ 300)
    let pieces = ["\n", "\r\n", "\r", "a", "bc", " ", "let x = 1\n", "\n\n"]
    func text(_ count: Int) -> String { (0..<count).map { _ in pieces[Int(random.next() % 8)] }.joined() }
    var store = DocumentStore()
    var expected = Array(text(30).utf8)
    let uri = "file:///Store.swift"
    store.open(uri: uri, languageID: "swift", version: 1, text: String(decoding: expected, as: UTF8.self))
    for version in 2..<300 {
      var changes: [JSON] = []
      for _ in 0...(random.next() % 3) {
        if random.next() % 25 == 0 {
          expected = Array(text(Int(random.next() % 30)).utf8)
          changes.append(["text": .string(String(decoding: expected, as: UTF8.self))])
          continue
        }
        // A range in the client's text as it is after the changes before it (ASCII: characters are bytes).
        let lines = LineTable(expected)
        let start = Int(random.next() % UInt64(expected.count + 1))
        let end = min(expected.count, start + Int(random.next() % 6))
        func position(_ offset: Int) -> JSON {
          let position = lines.position(of: offset, encoding: .utf16)
          return ["line": .integer(Int64(position.line)), "character": .integer(Int64(position.character))]
        }
        // A range that ends inside a `\r\n` names the offset after it (LSP positions stop at line ends).
        guard
          lines.offset(
            line: lines.line(of: start), character: lines.position(of: start, encoding: .utf16).character,
            encoding: .utf16) == start,
          lines.offset(
            line: lines.line(of: end), character: lines.position(of: end, encoding: .utf16).character,
            encoding: .utf16) == end
        else { continue }
        let inserted = text(Int(random.next() % 3))
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

private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
