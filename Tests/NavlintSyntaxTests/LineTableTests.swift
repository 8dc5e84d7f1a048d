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
}
