// token-oracle: the tokens of Swift files as swift-syntax's lexer sees them, in `navlint dump-tokens` format.
//
//   token-oracle FILE...            one `<offset> <length> <kind>` line per token (SPEC "Token dump");
//                                   with two or more files each block starts with `# <path as given>`
//   token-oracle --check FILE...    instead of dumping, check that each dump is lossless-consistent
//                                   (sorted, non-overlapping, non-empty tokens, eof at the file size,
//                                   lexemes covering every byte) and print one summary line
//
// Development only (see README.md). Uses SwiftParser's `Lexer` alone, with no parser context: the parser
// re-lexes some tokens (for example `<`/`>` of generic arguments, or splitting `>>`), the oracle never does.
import Foundation
@_spi(RawSyntax) @_spi(Testing) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// One printed token: UTF-8 byte offset, byte length and SPEC's kind name.
struct DumpedToken: Equatable {
  var offset: Int
  var length: Int
  var kind: String
}

/// The result of lexing one file.
struct FileDump {
  /// The tokens as printed.
  var tokens: [DumpedToken]
  /// Problems found while converting lexemes (only filled when checking).
  var problems: [String]
}

/// How a swift-syntax token kind is printed.
enum MappedKind {
  /// Printed under this name.
  case name(String)
  /// A piece of a regex literal (`#`, `/`, pattern): merged with its neighbours into one `regex` token.
  case regexPiece
}

/// Maps swift-syntax's `RawTokenKind` to SPEC's token-dump names.
func mappedKind(_ kind: RawTokenKind) -> MappedKind {
  switch kind {
  case .arrow: .name("arrow")
  case .atSign: .name("at_sign")
  case .backslash: .name("backslash")
  case .backtick: .name("backtick")
  case .binaryOperator, .prefixOperator, .postfixOperator: .name("operator")
  // The lexer never produces these three (the parser re-lexes into them); SPEC calls all of them operators.
  case .leftAngle, .rightAngle, .ellipsis: .name("operator")
  case .colon: .name("colon")
  case .colonColon: .name("colon_colon")
  case .comma: .name("comma")
  case .dollarIdentifier: .name("identifier")
  case .endOfFile: .name("eof")
  case .equal: .name("equal")
  case .exclamationMark: .name("exclaim")
  case .floatLiteral: .name("float")
  case .integerLiteral: .name("integer")
  // Contextual keywords and editor placeholders are lexed as identifiers already.
  case .identifier: .name("identifier")
  case .infixQuestionMark: .name("infix_question")
  // Only lexer-classified (reserved) keywords get `.keyword`: exactly SPEC's list, `_` aside.
  case .keyword: .name("keyword")
  case .wildcard: .name("keyword")
  case .leftBrace: .name("l_brace")
  case .leftParen: .name("l_paren")
  case .leftSquare: .name("l_square")
  case .rightBrace: .name("r_brace")
  case .rightParen: .name("r_paren")
  case .rightSquare: .name("r_square")
  case .stringQuote, .multilineStringQuote, .singleQuote, .rawStringPoundDelimiter: .name("string-quote")
  case .stringSegment: .name("string-segment")
  case .period: .name("period")
  case .postfixQuestionMark: .name("postfix_question")
  case .pound, .poundAvailable, .poundElse, .poundElseif, .poundEndif, .poundIf, .poundSourceLocation,
    .poundUnavailable:
    .name("pound")
  case .prefixAmpersand: .name("prefix_amp")
  case .regexLiteralPattern, .regexPoundDelimiter, .regexSlash: .regexPiece
  case .semicolon: .name("semicolon")
  case .shebang: .name("shebang")
  case .unknown: .name("unknown")
  }
}

/// A regex literal being assembled from its lexemes.
struct PendingRegex {
  var start: Int
  var end: Int
  var isOpenedWithPound: Bool
  var slashCount = 0
  var isClosed = false

  init(start: Int, kind: RawTokenKind) {
    self.start = start
    self.end = start
    self.isOpenedWithPound = kind == .regexPoundDelimiter
  }

  /// Adds the next piece; a regex is closed by its second slash, or by the pound delimiter after it.
  mutating func add(kind: RawTokenKind, end: Int) {
    self.end = end
    switch kind {
    case .regexSlash:
      slashCount += 1
      if slashCount >= 2 && !isOpenedWithPound { isClosed = true }
    case .regexPoundDelimiter:
      if slashCount >= 2 { isClosed = true }
    default:
      break
    }
  }
}

/// Calls `body` with each lexeme of `bytes` and the offset where its leading trivia starts, eof included.
func forEachLexeme(_ bytes: [UInt8], _ body: (Lexer.Lexeme, Int, UnsafePointer<UInt8>) -> Void) {
  let tracker = UnsafeMutablePointer<LookaheadTracker>.allocate(capacity: 1)
  tracker.initialize(to: LookaheadTracker())
  defer { tracker.deallocate() }
  bytes.withUnsafeBufferPointer { buffer in
    guard let base = buffer.baseAddress else { return }
    var lexemeStart = 0
    for lexeme in Lexer.tokenize(buffer, from: 0, lookaheadTracker: tracker, experimentalFeatures: []) {
      body(lexeme, lexemeStart, base)
      lexemeStart += lexeme.byteLength
      if lexeme.rawTokenKind == .endOfFile { break }
    }
  }
}

/// Lexes `bytes` with swift-syntax's lexer alone and converts the lexemes to SPEC's dump.
func dump(_ bytes: [UInt8], checking: Bool) -> FileDump {
  var result = FileDump(tokens: [], problems: [])
  if bytes.isEmpty {
    result.tokens.append(DumpedToken(offset: 0, length: 0, kind: "eof"))
    return result
  }
  var pendingRegex: PendingRegex?
  var lexemesEnd = 0
  func flushRegex() {
    if let regex = pendingRegex {
      result.tokens.append(DumpedToken(offset: regex.start, length: regex.end - regex.start, kind: "regex"))
    }
    pendingRegex = nil
  }
  forEachLexeme(bytes) { lexeme, lexemeStart, base in
    let textStart = lexemeStart + lexeme.textRange.lowerBound
    let textLength = lexeme.textRange.count
    lexemesEnd = lexemeStart + lexeme.byteLength
    if checking, let textAddress = lexeme.tokenText.baseAddress, textLength > 0, textAddress - base != textStart {
      result.problems.append("lexeme text at \(textAddress - base), expected \(textStart)")
    }
    switch mappedKind(lexeme.rawTokenKind) {
    case .regexPiece:
      if pendingRegex == nil || pendingRegex?.isClosed == true {
        flushRegex()
        pendingRegex = PendingRegex(start: textStart, kind: lexeme.rawTokenKind)
      }
      pendingRegex?.add(kind: lexeme.rawTokenKind, end: textStart + textLength)
    case .name(let name):
      flushRegex()
      if lexeme.rawTokenKind == .stringSegment && textLength == 0 { return }
      result.tokens.append(DumpedToken(offset: textStart, length: textLength, kind: name))
    }
  }
  flushRegex()
  if checking && lexemesEnd != bytes.count {
    result.problems.append("lexemes cover \(lexemesEnd) bytes of \(bytes.count)")
  }
  if checking { result.problems += consistencyProblems(result.tokens, fileSize: bytes.count) }
  return result
}

/// SPEC's invariants of a dump: source order, no overlaps, no empty token but the final `eof` at the file size.
func consistencyProblems(_ tokens: [DumpedToken], fileSize: Int) -> [String] {
  var problems: [String] = []
  var previousEnd = 0
  for (index, token) in tokens.enumerated() {
    let isLast = index == tokens.count - 1
    if token.offset < previousEnd {
      problems.append("token \(index) at \(token.offset) overlaps or precedes the previous one (ends \(previousEnd))")
    }
    if token.length <= 0 && !isLast {
      problems.append("token \(index) at \(token.offset) (\(token.kind)) is empty")
    }
    if token.kind == "eof" && !isLast {
      problems.append("eof at \(token.offset) is not the last token")
    }
    previousEnd = token.offset + token.length
  }
  if let last = tokens.last {
    if last.kind != "eof" || last.offset != fileSize || last.length != 0 {
      problems.append("last token is `\(last.offset) \(last.length) \(last.kind)`, expected `\(fileSize) 0 eof`")
    }
  } else {
    problems.append("no tokens")
  }
  if previousEnd > fileSize { problems.append("tokens end at \(previousEnd), after the file size \(fileSize)") }
  return problems
}

/// Writes to a file handle in large chunks.
struct BufferedOutput {
  var handle: FileHandle
  var buffer: [UInt8] = []

  mutating func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 20 { flush() }
  }

  mutating func flush() {
    handle.write(Data(buffer))
    buffer.removeAll(keepingCapacity: true)
  }
}

/// Command-line entry point.
func run(_ arguments: [String]) -> Int32 {
  var checking = false
  var raw = false
  var files: [String] = []
  for argument in arguments {
    switch argument {
    case "--check": checking = true
    case "--raw": raw = true
    case "-h", "--help":
      print("usage: token-oracle [--check | --raw] FILE...")
      return 0
    default: files.append(argument)
    }
  }
  guard !files.isEmpty else {
    FileHandle.standardError.write(Data("usage: token-oracle [--check | --raw] FILE...\n".utf8))
    return 2
  }
  var output = BufferedOutput(handle: .standardOutput)
  var errors = BufferedOutput(handle: .standardError)
  var status: Int32 = 0
  var checkedFiles = 0
  var checkedTokens = 0
  for file in files {
    guard let data = FileManager.default.contents(atPath: file) else {
      errors.write("token-oracle: cannot read \(file)\n")
      status = 1
      continue
    }
    if raw {
      if files.count > 1 { output.write("# \(file)\n") }
      forEachLexeme(Array(data)) { lexeme, lexemeStart, _ in
        let range = lexeme.textRange
        output.write(
          "\(lexemeStart + range.lowerBound) \(range.count) \(lexeme.rawTokenKind) \(range.lowerBound) "
            + "\(lexeme.byteLength - range.upperBound)\n"
        )
      }
      continue
    }
    let fileDump = dump(Array(data), checking: checking)
    if checking {
      checkedFiles += 1
      checkedTokens += fileDump.tokens.count
      for problem in fileDump.problems {
        errors.write("\(file): \(problem)\n")
        status = 1
      }
      continue
    }
    if files.count > 1 { output.write("# \(file)\n") }
    for token in fileDump.tokens {
      output.write("\(token.offset) \(token.length) \(token.kind)\n")
    }
  }
  if checking {
    let verdict = status == 0 ? "consistent" : "PROBLEMS"
    output.write("token-oracle --check: \(checkedFiles) files, \(checkedTokens) tokens, \(verdict)\n")
  }
  output.flush()
  errors.flush()
  return status
}

exit(run(Array(CommandLine.arguments.dropFirst())))
