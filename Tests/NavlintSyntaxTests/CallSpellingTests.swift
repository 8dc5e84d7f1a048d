import Testing

@testable import NavlintSyntax

/// `FileStructure.calls(spelledAsAny:)` finds, in one pass over the calls' name keys, exactly the calls a
/// plain comparison of every call's name bytes finds, in source order.
struct CallSpellingTests {
  /// Every call's name bytes in `structure`.
  static func names(_ structure: FileStructure) -> [[UInt8]] {
    structure.calls.map { Array(structure.source.bytes[structure.tokens[$0.nameToken].range]) }
  }

  @Test func findsWhatAScanOfEveryCallFinds() {
    var compared = 0
    for path in FixtureFiles.all {
      let structure = FileStructure(SourceText(bytes: FixtureFiles.bytes(path)))
      let names = Self.names(structure)
      let distinct = Array(Set(names)).sorted { $0.lexicographicallyPrecedes($1) }
      guard !distinct.isEmpty else { continue }
      // Every third name, a name no call has, and an empty spelling.
      let wanted = stride(from: 0, to: distinct.count, by: 3).map { distinct[$0] } + [Array("NoSuchView".utf8), []]
      let expected = names.indices.filter { wanted.contains(names[$0]) }
      #expect(structure.calls(spelledAsAny: wanted) == expected, "\(path)")
      compared += expected.count
    }
    #expect(compared > 1000)
  }

  @Test func spellingsAreBytesNotCharacters() {
    // `Cafe\u{301}` and `Café` are the same string but not the same bytes.
    let structure = FileStructure(SourceText("Cafe\u{301}()\nCafé()\nCafé()\n"))
    #expect(structure.calls(spelledAsAny: [Array("Café".utf8)]) == [1, 2])
    #expect(structure.calls(spelledAsAny: [Array("Cafe\u{301}".utf8)]) == [0])
    #expect(structure.calls(spelledAsAny: []) == [])
  }
}
