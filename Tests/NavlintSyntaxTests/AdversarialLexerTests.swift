import Testing

@testable import NavlintSyntax

/// Dense and hostile inputs for the tokenizer's invariants: the token list always ends with `eof` at the
/// file size and covers every byte, whatever the token density.
@Suite struct AdversarialLexerTests {
  private func expectComplete(_ bytes: [UInt8], _ comment: Testing.Comment? = nil) {
    let tokens = Lexer.tokenize(bytes).tokens
    #expect(losslessProblems(bytes, Lexer.tokenize(bytes)) == [], comment)
    #expect(tokens.last?.kind == .eof && tokens.last.map { Int($0.start) } == bytes.count, comment)
  }

  /// Found by the random-splice test: more than one token per four bytes overflowed the first run's
  /// buffer, the run then lost sight of the previous token, lexed `/ (/` differently and counted too few
  /// tokens, and the second run dropped the tail of the file (no `eof`).
  @Test func denseInputEndingInSlashes() {
    let found = #"""]])?["r"]?["e"]("t",:])?["r"]?["c"n""]?["e"]["r"]?["e"]n("d":[0][""]?["e"]["t"]?[""](/ (/"#
    expectComplete(Array(found.utf8))
  }

  /// Every density around the first run's capacity (bytes / 4 + 64), with a regex-or-division decision
  /// right after the overflow point.
  @Test(arguments: ["(/ (/", "x / y / z", "try? /a/", "f(/ a /)", "[/.../]"])
  func overflowAtEveryPoint(tail: String) {
    for count in stride(from: 0, through: 400, by: 7) {
      let bytes = Array(String(repeating: "(", count: count).utf8) + Array(tail.utf8)
      expectComplete(bytes, "\(count) × ( then \(tail)")
      let mixed = Array(String(repeating: "[\"\"]?", count: count / 4).utf8) + Array(tail.utf8)
      expectComplete(mixed, "\(count / 4) × [\"\"]? then \(tail)")
    }
  }

  @Test func oneTokenPerByte() {
    expectComplete(Array(String(repeating: "(", count: 1_000_000).utf8))
    expectComplete(Array(String(repeating: ";/", count: 100_000).utf8))
    expectComplete([UInt8](repeating: 0, count: 100_000))
    expectComplete([UInt8](repeating: 0xFF, count: 100_000))
  }
}
