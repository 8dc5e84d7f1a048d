/// A source file's bytes with its line table and tokens, built once and shared by every rule.
public struct SourceText: Sendable {
  public let bytes: [UInt8]
  public let lines: LineTable
  public let tokenList: TokenList

  public init(bytes: [UInt8]) {
    self.bytes = bytes
    self.lines = LineTable(bytes)
    self.tokenList = Lexer.tokenize(bytes)
  }

  /// The text of `bytes` whose line table the caller has (`LineTable.init(_:replacing:in:insertedCount:)`).
  public init(bytes: [UInt8], lines: LineTable) {
    self.bytes = bytes
    self.lines = lines
    self.tokenList = Lexer.tokenize(bytes)
  }

  public init(_ string: String) { self.init(bytes: Array(string.utf8)) }

  public var tokens: [Token] { tokenList.tokens }

  /// The text of a byte range, decoding invalid UTF-8 with replacement characters.
  public func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  public func text(of token: Token) -> String { text(token.range) }

  /// The text of `tokens[range]` joined without the trivia between them (`map { text(of:) }.joined()`),
  /// built with one allocation when the tokens are ASCII. `range` is clamped to `tokens`.
  public func joinedText(of tokens: [Token], _ range: Range<Int>) -> String {
    let range = range.clamped(to: 0..<tokens.count)
    guard !range.isEmpty else { return "" }
    var length = 0
    var isASCII = true
    bytes.withUnsafeBufferPointer { bytes in
      for index in range {
        let token = tokens[index]
        guard token.end <= bytes.count else {
          isASCII = false
          return
        }
        for offset in token.range where bytes[offset] >= 0x80 {
          isASCII = false
          return
        }
        length += Int(token.length)
      }
    }
    // Decoding each token on its own differs from decoding the joined bytes only for invalid UTF-8.
    guard isASCII else { return range.map { text(of: tokens[$0]) }.joined() }
    return String(unsafeUninitializedCapacity: length) { output in
      bytes.withUnsafeBufferPointer { bytes in
        var written = 0
        for index in range {
          for offset in tokens[index].range {
            output[written] = bytes[offset]
            written += 1
          }
        }
        return written
      }
    }
  }

  /// Whether the token's bytes are exactly `string`'s UTF-8 bytes. No allocation.
  public func token(_ token: Token, is string: StaticString) -> Bool {
    let length = Int(token.length)
    guard length == string.utf8CodeUnitCount else { return false }
    return string.withUTF8Buffer { expected in
      var index = 0
      let start = Int(token.start)
      while index < length {
        if bytes[start + index] != expected[index] { return false }
        index += 1
      }
      return true
    }
  }
}

extension SourceText {
  /// The whitespace before the first token on the line containing `offset`.
  public func indentation(ofLineContaining offset: Int) -> String {
    let line = lines.line(of: offset)
    var cursor = lines.start(ofLine: line)
    var result: [UInt8] = []
    while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 {
      result.append(bytes[cursor])
      cursor += 1
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The line break ending the line containing `offset` (`\r\n`, `\r` or `\n`; `\n` at the end of file).
  public func lineBreak(ofLineContaining offset: Int) -> String {
    let line = lines.line(of: offset)
    let end = lines.contentEnd(ofLine: line)
    guard end < bytes.count else { return "\n" }
    if bytes[end] == 0x0D { return end + 1 < bytes.count && bytes[end + 1] == 0x0A ? "\r\n" : "\r" }
    return "\n"
  }
}
