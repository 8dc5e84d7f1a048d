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

  public init(_ string: String) { self.init(bytes: Array(string.utf8)) }

  public var tokens: [Token] { tokenList.tokens }

  /// The text of a byte range, decoding invalid UTF-8 with replacement characters.
  public func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  public func text(of token: Token) -> String { text(token.range) }

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
