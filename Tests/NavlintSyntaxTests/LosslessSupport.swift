import Foundation

@testable import NavlintSyntax

/// The Swift files the lossless tests run over: every `.swift` file under Tests/ (fixtures, the rules' corpus,
/// the test sources themselves) and Examples/ (the demo app).
enum FixtureFiles {
  static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let packageDirectory = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

  /// Paths relative to the package, sorted, so parameterised tests name the file.
  static let all: [String] = {
    var paths: [String] = []
    for root in ["Tests", "Examples"] {
      let url = packageDirectory.appendingPathComponent(root)
      guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { continue }
      for case let file as URL in walker where file.pathExtension == "swift" {
        paths.append(String(file.path.dropFirst(packageDirectory.path.count + 1)))
      }
    }
    return paths.sorted()
  }()

  static func bytes(_ relativePath: String) -> [UInt8] {
    let url = packageDirectory.appendingPathComponent(relativePath)
    return (try? Data(contentsOf: url)).map { Array($0) } ?? []
  }
}

/// A small deterministic random generator (SplitMix64), so random inputs are reproducible from a seed.
struct SplitMix64: RandomNumberGenerator {
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

/// Checks the token list of `bytes` against SPEC's invariants and losslessness; returns the problems found.
///
/// Tokens are in order, non-overlapping, non-empty except the final `eof` at the file size, and every gap
/// between tokens is trivia: whitespace, a comment listed in `comments`, a byte-order mark, U+00A0, the
/// escaped line break of a multi-line string (`\`, `#`s, spaces or tabs, a line break), or a version-control
/// conflict marker. So tokens and trivia reproduce the input byte for byte.
func losslessProblems(_ bytes: [UInt8], _ list: TokenList) -> [String] {
  var problems: [String] = []
  let tokens = list.tokens
  guard let last = tokens.last, last.kind == .eof, Int(last.start) == bytes.count, last.length == 0 else {
    return ["the last token is not `eof` at the file size"]
  }
  var commentsByStart: [Int: Comment] = [:]
  var previousCommentEnd = 0
  for comment in list.comments {
    if comment.range.lowerBound < previousCommentEnd { problems.append("comment at \(comment.range) overlaps") }
    previousCommentEnd = comment.range.upperBound
    commentsByStart[comment.range.lowerBound] = comment
  }
  var commentsUsed = 0
  var position = 0
  for (index, token) in tokens.enumerated() {
    if token.kind == .eof && index != tokens.count - 1 { problems.append("eof before the end at \(token.start)") }
    if token.length == 0 && token.kind != .eof { problems.append("empty \(token.kind) at \(token.start)") }
    if Int(token.start) < position {
      problems.append("token \(index) at \(token.start) overlaps the previous one (ends \(position))")
      position = token.end
      continue
    }
    // The gap before the token must be trivia.
    var gap = position
    let gapEnd = Int(token.start)
    while gap < gapEnd {
      let byte = bytes[gap]
      if let comment = commentsByStart[gap], comment.range.upperBound <= gapEnd {
        gap = comment.range.upperBound
        commentsUsed += 1
      } else if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C {
        gap += 1
      } else if byte == 0xEF && gap + 2 < gapEnd && bytes[gap + 1] == 0xBB && bytes[gap + 2] == 0xBF {
        gap += 3
      } else if byte == 0xC2 && gap + 1 < gapEnd && bytes[gap + 1] == 0xA0 {
        gap += 2
      } else if byte == 0x5C, let end = escapedLineBreakEnd(bytes, from: gap, limit: gapEnd) {
        gap = end
      } else if byte == 0x3C || byte == 0x3E, let end = conflictMarkerEnd(bytes, from: gap), end <= gapEnd {
        gap = end
      } else {
        problems.append("byte \(byte) at \(gap) is neither in a token nor trivia")
        break
      }
    }
    position = token.end
  }
  if commentsUsed != list.comments.count {
    problems.append("\(list.comments.count - commentsUsed) comments are not in the trivia between tokens")
  }
  return problems
}

private func escapedLineBreakEnd(_ bytes: [UInt8], from start: Int, limit: Int) -> Int? {
  var index = start + 1
  while index < limit && bytes[index] == 0x23 { index += 1 }
  while index < limit && (bytes[index] == 0x20 || bytes[index] == 0x09) { index += 1 }
  guard index < limit else { return nil }
  if bytes[index] == 0x0A { return index + 1 }
  if bytes[index] == 0x0D { return index + 1 < limit && bytes[index + 1] == 0x0A ? index + 2 : index + 1 }
  return nil
}

/// The end of a conflict marker starting at `start` (`<<<<<<< ` to a `>>>>>>> ` line, or `>>>> ` to a
/// `<<<<` line, through the end of that line), found independently of the lexer.
private func conflictMarkerEnd(_ bytes: [UInt8], from start: Int) -> Int? {
  guard start == 0 || [0x0A, 0x0D, 0x00].contains(bytes[start - 1]) else { return nil }
  let text = bytes[start...]
  let pairs: [(String, String)] = [
    ("<<<<<<< ", "\n>>>>>>> "), ("<<<<<<< ", "\r>>>>>>> "), (">>>> ", "\n<<<<\n"),
    (">>>> ", "\r<<<<\n"),
  ]
  var best: Int? = nil
  for (introducer, terminator) in pairs where text.starts(with: introducer.utf8) {
    let needle = Array(terminator.utf8)
    var index = start + introducer.utf8.count - 1
    while index + needle.count <= bytes.count {
      if bytes[index..<index + needle.count].elementsEqual(needle) {
        var end = index + needle.count
        while end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
        best = min(best ?? end, end)
        break
      }
      index += 1
    }
  }
  return best
}
