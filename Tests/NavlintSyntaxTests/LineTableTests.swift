import Testing

@testable import NavlintSyntax

@Suite struct LineTableTests {
  @Test func linesEndAtLFCRLFAndLoneCR() {
    let table = LineTable(Array("a\nb\r\nc\rd".utf8))
    #expect(table.lineStarts == [0, 2, 5, 7])
    #expect(table.location(of: 5) == SourceLocation(line: 3, column: 1))
    #expect(table.contentEnd(ofLine: 1) == 3)
  }

  @Test func columnsCountScalarsAndUTF16() {
    // "é" is 2 bytes / 1 UTF-16 unit; "😀" is 4 bytes / 2 UTF-16 units.
    let bytes = Array("é😀X".utf8)
    let table = LineTable(bytes)
    let x = bytes.count - 1
    #expect(table.location(of: x) == SourceLocation(line: 1, column: 3))
    #expect(table.position(of: x, encoding: .utf16) == (0, 3) as (Int, Int))
    #expect(table.position(of: x, encoding: .utf8).character == 6)
    #expect(table.offset(line: 0, character: 3, encoding: .utf16) == x)
    #expect(table.offset(line: 0, character: 99, encoding: .utf16) == bytes.count)
    #expect(table.offset(line: 5, character: 0, encoding: .utf8) == bytes.count)
  }

  /// Line starts by the plain definition, one byte at a time.
  private func referenceLineStarts(_ bytes: [UInt8]) -> [Int] {
    var starts = [0]
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x0A {
        starts.append(index + 1)
      } else if bytes[index] == 0x0D {
        if index + 1 < bytes.count && bytes[index + 1] == 0x0A { index += 1 }
        starts.append(index + 1)
      }
      index += 1
    }
    return starts
  }

  /// The word-at-a-time scan agrees with the plain definition: line breaks at every offset within and
  /// across 8-byte words, `\r\n` split across words, bytes that borrow (0x0B, 0x0C, 0x0E, 0x80+), the end.
  @Test(arguments: 0..<50) func lineStartsAgreeWithThePlainDefinition(_ seed: Int) {
    var random = SplitMix64(seed: UInt64(seed) &+ 9000)
    let alphabet: [UInt8] = [0x0A, 0x0D, 0x0B, 0x0C, 0x0E, 0x09, 0x20, 0x61, 0x80, 0xFF, 0x00]
    let count = Int.random(in: 0...70, using: &random)
    let bytes = (0..<count).map { _ in
      Bool.random(using: &random) ? 0x61 : alphabet.randomElement(using: &random) ?? 0x61
    }
    #expect(LineTable(bytes).lineStarts == referenceLineStarts(bytes), "\(bytes)")
  }

  /// The table of an edited text made from the table before the edit agrees with a scan of the new text: edits
  /// of every length anywhere, with `\n`, `\r` and `\r\n` inserted, deleted, split and joined, at the start and
  /// the end, into and out of the empty text.
  @Test(arguments: 0..<40) func anEditedTableIsTheTableOfTheEditedText(_ seed: Int) {
    var random = SplitMix64(seed: UInt64(seed) &+ 7000)
    let alphabet: [UInt8] = [0x0A, 0x0D, 0x0D, 0x0A, 0x61, 0x62, 0x20]
    func text(_ count: Int) -> [UInt8] { (0..<count).map { _ in alphabet.randomElement(using: &random)! } }
    var bytes = text(Int.random(in: 0...40, using: &random))
    var table = LineTable(bytes)
    for step in 0..<200 {
      let start = Int.random(in: 0...bytes.count, using: &random)
      let end = Int.random(in: start...min(bytes.count, start + 4), using: &random)
      let inserted = text(Int.random(in: 0...3, using: &random))
      bytes.replaceSubrange(start..<end, with: inserted)
      table = LineTable(bytes, replacing: start..<end, in: table, insertedCount: inserted.count)
      #expect(table.lineStarts == referenceLineStarts(bytes), "seed \(seed), step \(step): \(bytes)")
      #expect(table.lineStarts == LineTable(bytes).lineStarts)
    }
    // A table that is not the one of the text before the edit (its length says so) is not trusted.
    let stale = LineTable(bytes, replacing: 0..<0, in: LineTable(Array("a\nb".utf8)), insertedCount: 1)
    #expect(stale.lineStarts == referenceLineStarts(bytes))
  }
}
