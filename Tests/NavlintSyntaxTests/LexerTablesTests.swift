import Testing

@testable import NavlintSyntax

/// The lookup tables and the dump format: checked against slower, obviously correct definitions.
@Suite struct LexerTablesTests {
  @Test func byteTableAgreesWithTheCharacterClasses() {
    for value in 0...255 {
      let byte = UInt8(value)
      let identifier =
        byte < 0x80
        && (Character(Unicode.Scalar(byte)).isLetter || Character(Unicode.Scalar(byte)).isNumber
          || byte == 0x5F || byte == 0x24)
      #expect(CharacterClass.isIdentifierContinuationByte(byte) == identifier, "byte \(value)")
      #expect(CharacterClass.isASCIIIdentifierContinuation(byte) == identifier, "byte \(value)")
      let isOperator = byte < 0x80 && "/=-+*%<>!&|^~.?".utf8.contains(byte)
      #expect(CharacterClass.isOperatorByte(byte) == isOperator, "byte \(value)")
      #expect(CharacterClass.isASCIIOperator(byte) == isOperator, "byte \(value)")
    }
  }

  @Test func everyReservedWordIsAKeywordAndNothingElseIs() {
    for word in Keyword.all {
      #expect(renderedTokens(word) == ["keyword \(word)"])
      // Near misses of every length: one letter more, one less, another case.
      #expect(renderedTokens(word + "x") == ["identifier \(word)x"])
      let shorter = String(word.dropLast())
      if !shorter.isEmpty && !Keyword.all.contains(shorter) {
        #expect(renderedTokens(shorter) == ["identifier \(shorter)"])
      }
      let flipped = word.first?.isUppercase == true ? word.lowercased() : word.capitalized
      if flipped != word && !Keyword.all.contains(flipped) {
        #expect(renderedTokens(flipped) == ["identifier \(flipped)"])
      }
    }
    #expect(Keyword.all.count == 54)
  }

  @Test func keywordsAtTheVeryEndOfTheInputAreFound() {
    // Short inputs take the byte-by-byte path of the keyword lookup (no 8-byte load past the end).
    for word in ["as", "self", "typealias", "precedencegroup", "_"] {
      let bytes = Array(("x " + word).utf8)
      #expect(Lexer.tokenize(bytes).tokens.map(\.kind) == [.identifier, .keyword, .eof])
    }
  }

  @Test func dumpFormat() {
    let tokens = Lexer.tokenize(Array("let x = \"a\"\n".utf8)).tokens
    #expect(
      TokenDump.text(tokens)
        == "0 3 keyword\n4 1 identifier\n6 1 equal\n8 1 string-quote\n9 1 string-segment\n10 1 string-quote\n12 0 eof\n"
    )
    #expect(TokenDump.text(Lexer.tokenize([]).tokens) == "0 0 eof\n")
  }

  @Test func dumpNamesAreSpecNames() {
    let names = TokenKind.allCases.map(\.dumpName)
    #expect(Set(names).count == names.count)
    #expect(names.contains("string-quote") && names.contains("l_paren") && names.contains("colon_colon"))
  }
}
