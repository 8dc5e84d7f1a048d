import NavlintRules
import Testing

@testable import NavlintProject

/// `Finding.moved`: findings of one text placed in an edited copy of it.
@Suite struct MovedFindingsTests {
  static func finding(_ range: Range<Int>, fix: Fix? = nil) -> Finding {
    Finding(
      ruleID: "NAV017", ruleName: "link-without-destination", severity: .error, range: range, message: "m", fix: fix)
  }

  static func ranges(_ findings: [Finding]) -> [Range<Int>] { findings.map(\.range) }

  @Test func findingsBeforeTheEditStayAndThoseAfterItMove() {
    let old = Array("let a = 1\nlet b = 2\n".utf8)
    // "x" inserted after "let a": bytes 5..< shift by one.
    let new = Array("let ax = 1\nlet b = 2\n".utf8)
    let moved = Finding.moved([Self.finding(0..<3), Self.finding(14..<15)], from: old, to: new)
    #expect(Self.ranges(moved) == [0..<3, 15..<16])
  }

  @Test func findingsTouchingTheEditAreDropped() {
    let old = Array("let a = 1\nlet b = 2\n".utf8)
    let new = Array("let ax = 1\nlet b = 2\n".utf8)
    // `a` ends where the insertion starts.
    #expect(Finding.moved([Self.finding(4..<5)], from: old, to: new).isEmpty)
    // A finding after the edit whose fix edits the text before it.
    let reaching = Fix(title: "t", isSafe: false, edits: [.insert("@MainActor\n", at: 0)])
    #expect(Finding.moved([Self.finding(10..<13, fix: reaching)], from: old, to: new).isEmpty)
  }

  @Test func aFixMovesWithItsFinding() {
    let old = Array("let a = 1\nlet b = 2\n".utf8)
    let new = Array("let ax = 1\nlet b = 2\n".utf8)
    let fix = Fix(title: "t", isSafe: true, edits: [Edit(range: 10..<13, replacement: "var")])
    let moved = Finding.moved([Self.finding(10..<13, fix: fix)], from: old, to: new)
    #expect(Self.ranges(moved) == [11..<14])
    #expect(moved.first?.fix?.edits == [Edit(range: 11..<14, replacement: "var")])
    // The moved fix still turns the new text's `let` into `var`.
    let (fixed, applied) = FixApplier.apply([moved[0].fix!], to: new)
    #expect(applied == 1 && String(decoding: fixed, as: UTF8.self) == "let ax = 1\nvar b = 2\n")
  }

  @Test func deletionsMoveFindingsBackAndIdenticalTextsKeepThem() {
    let old = Array("let abc = 1\nlet b = 2\n".utf8)
    let new = Array("let a = 1\nlet b = 2\n".utf8)
    #expect(Self.ranges(Finding.moved([Self.finding(16..<17)], from: old, to: new)) == [14..<15])
    #expect(Self.ranges(Finding.moved([Self.finding(4..<7)], from: old, to: old)) == [4..<7])
    // A whole new text: nothing is shared, nothing carried.
    #expect(Finding.moved([Self.finding(4..<7)], from: old, to: Array("struct S {}\n".utf8)).isEmpty)
  }
}
