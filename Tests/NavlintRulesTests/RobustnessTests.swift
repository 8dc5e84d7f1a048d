import Foundation
import NavlintRules
import NavlintSyntax
import Testing

/// Structure and rules never trap: truncated files, shuffled lines and unbalanced brackets still lint.
struct RobustnessTests {
  private static func corpusTexts() -> [String] {
    PackagePaths.files(in: PackagePaths.corpusDirectory, suffix: ".swift").compactMap {
      try? String(contentsOfFile: PackagePaths.corpusDirectory + "/" + $0, encoding: .utf8)
    }
  }

  /// Every finding's range lies inside the text and every fix's edits are sorted and in bounds.
  private func checkInvariants(_ bytes: [UInt8]) {
    let findings = Linter().lint(bytes)
    for finding in findings {
      #expect(finding.range.lowerBound >= 0 && finding.range.upperBound <= bytes.count)
      for edit in finding.fix?.edits ?? [] {
        #expect(edit.range.lowerBound >= 0 && edit.range.upperBound <= bytes.count)
      }
    }
    #expect(findings == Finding.sortedByPosition(findings))
  }

  @Test func truncatedCorpusFilesLint() {
    for text in Self.corpusTexts() {
      let bytes = Array(text.utf8)
      var cut = 0
      let step = max(1, bytes.count / 40)
      while cut < bytes.count {
        checkInvariants(Array(bytes[..<cut]))
        cut += step
      }
    }
  }

  @Test func reversedAndShuffledLinesLint() {
    var generator = SplitMix(seed: 42)
    for text in Self.corpusTexts().prefix(5) {
      let lines = text.components(separatedBy: "\n")
      checkInvariants(Array(lines.reversed().joined(separator: "\n").utf8))
      checkInvariants(Array(lines.shuffled(using: &generator).joined(separator: "\n").utf8))
    }
  }

  @Test func bracketSoupLints() {
    var generator = SplitMix(seed: 7)
    let pieces = [
      "{", "}", "(", ")", "[", "]", "NavigationView", ".navigationViewStyle(.stack)", "List", ".navigationDestination",
      "try!", "as!", "!", "#if os(iOS)\n", "#else\n", "#endif\n", "@MainActor", "class", "var path = NavigationPath()",
      ": ObservableObject", "\n", " ", "\"", "/*", "*/", "// navlint:disable:next NAV001\n", "if #available(iOS 16, *)",
      "else", "guard", "func", "label:", "in", ",",
    ]
    for _ in 0..<200 {
      var text = ""
      for _ in 0..<60 { text += pieces[Int(generator.next() % UInt64(pieces.count))] }
      checkInvariants(Array(text.utf8))
      _ = Linter().fix(Array(text.utf8), includeUnsafe: true)
    }
  }

  @Test func invalidUTF8Lints() {
    checkInvariants([0xFF, 0xFE, 0x4E, 0x61, 0x76, 0x7B, 0xC3])
    checkInvariants(Array("NavigationView {".utf8) + [0xE2, 0x82] + Array("}".utf8))
  }
}

/// A small deterministic random number generator for reproducible fuzz-style tests.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
