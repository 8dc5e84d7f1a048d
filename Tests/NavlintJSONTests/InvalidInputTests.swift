import Testing

@testable import NavlintJSON

/// Invalid input gives an error value with the offset where it went wrong, never a crash.
@Suite struct InvalidInputTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    let error: JSONError
    var testDescription: String { name }

    init(_ name: String, _ text: String, _ error: JSONError) {
      self.init(name, Array(text.utf8), error)
    }

    init(_ name: String, _ bytes: [UInt8], _ error: JSONError) {
      self.name = name
      self.bytes = bytes
      self.error = error
    }
  }

  static let cases: [Case] = [
    Case("empty", "", .emptyInput),
    Case("only whitespace", " \n\t\r ", .emptyInput),
    Case("only a byte order mark", [0xEF, 0xBB, 0xBF], .emptyInput),
    Case("truncated array", "[1,", .unexpectedEnd(offset: 3)),
    Case("truncated object", #"{"a":"#, .unexpectedEnd(offset: 5)),
    Case("truncated string", #""abc"#, .unexpectedEnd(offset: 4)),
    Case("truncated literal", "nul", .unexpectedEnd(offset: 3)),
    Case("truncated number", "-", .unexpectedEnd(offset: 1)),
    Case("trailing garbage", "[1] x", .trailingBytes(offset: 4)),
    Case("trailing garbage without space", "[1]x", .trailingBytes(offset: 3)),
    Case("two values", "1 2", .trailingBytes(offset: 2)),
    Case("trailing line comment", "1 // note", .trailingBytes(offset: 2)),
    Case("trailing NUL", [0x31, 0x00], .trailingBytes(offset: 1)),
    Case("NUL inside a string", [0x22, 0x61, 0x00, 0x62, 0x22], .syntax(offset: 2, reason: "unexpected NUL byte")),
    Case("invalid UTF-8 in a string", [0x22, 0x80, 0x22], .invalidUTF8(offset: 1)),
    Case(
      "invalid UTF-8 later", [0x5B, 0x22, 0x6F, 0x6B, 0x22, 0x2C, 0x22, 0xC3, 0x28, 0x22, 0x5D], .invalidUTF8(offset: 7)
    ),
    Case("overlong UTF-8", [0x22, 0xC0, 0xAF, 0x22], .invalidUTF8(offset: 1)),
    Case("UTF-8 surrogate", [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], .invalidUTF8(offset: 2)),
    Case("UTF-8 above U+10FFFF", [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], .invalidUTF8(offset: 1)),
    Case("invalid UTF-8 in a key", [0x7B, 0x22, 0x61, 0xFF, 0x22, 0x3A, 0x31, 0x7D], .invalidUTF8(offset: 3)),
    Case("bare NaN", "NaN", .invalidNumber(literal: "NaN", offset: 0)),
    Case("NaN in an array", "[1, NaN]", .invalidNumber(literal: "NaN", offset: 4)),
    Case("Infinity", "Infinity", .invalidNumber(literal: "Infinity", offset: 0)),
    Case("minus Infinity", #"{"x": -Infinity}"#, .invalidNumber(literal: "-Infinity", offset: 6)),
    Case("dot without digits", "[1.]", .invalidNumber(literal: "1.", offset: 1)),
    Case("leading dot", "-.5", .invalidNumber(literal: "-.5", offset: 0)),
    Case("leading zeros", "00.5", .invalidNumber(literal: "00.5", offset: 0)),
    Case("double beyond range", "[1e400]", .numberOutOfRange(literal: "1e400", offset: 1)),
    Case("integer below Int64", "-9223372036854775809", .numberOutOfRange(literal: "-9223372036854775809", offset: 0)),
    Case(
      "integer above UInt64", "[18446744073709551616]", .numberOutOfRange(literal: "18446744073709551616", offset: 1)),
    Case(
      "huge integer", "100000000000000000000000000000",
      .numberOutOfRange(literal: "100000000000000000000000000000", offset: 0)),
    Case("block comment", "/* c */ 1", .syntax(offset: 0, reason: "unexpected character")),
    Case("comment inside", "[1, /* c */ 2]", .syntax(offset: 4, reason: "unexpected character")),
    Case("single quotes", "'a'", .syntax(offset: 0, reason: "unexpected character")),
    Case("trailing comma", "[1,]", .syntax(offset: 3, reason: "unexpected character")),
    Case("missing comma", "[1 2]", .syntax(offset: 3, reason: "array value separator ',' expected")),
    Case("unquoted key", "{a:1}", .syntax(offset: 1, reason: "quoted object property name expected")),
    Case("missing colon", #"{"a" 1}"#, .syntax(offset: 5, reason: "object property name separator ':' expected")),
    Case("capital TRUE", "TRUE", .syntax(offset: 0, reason: "boolean expected")),
    Case("hex number", "0x10", .trailingBytes(offset: 1)),
    Case("NUL in a key", #"{"ok": 1, "a\u0000b": 2}"#, .keyContainsNUL(key: #"a\u0000b"#, offset: 10)),
  ]

  @Test(arguments: cases)
  func invalidInputGivesTheRightError(_ testCase: Case) {
    #expect(throws: testCase.error) { try JSON.parse(testCase.bytes) }
  }

  @Test func errorsDescribeThemselvesForUsers() {
    #expect(JSONError.unexpectedEnd(offset: 3).description == "JSON ends unexpectedly at byte 3")
    #expect(
      JSONError.syntax(offset: 0, reason: "unexpected character").description
        == "invalid JSON at byte 0: unexpected character"
    )
    #expect(JSONError.keyContainsNUL(key: "a\u{0}", offset: nil).description.contains(#"`a\u0000`"#))
    #expect(JSONError.tooDeep(limit: 8, offset: 8).description == "JSON nests deeper than 8 levels at byte 8")
  }

  /// Random byte edits of a document (a fixed-seed generator, so failures reproduce) each give a value
  /// that round-trips or an error value; run under AddressSanitizer this also checks memory safety.
  @Test func mutatedDocumentsNeverCrash() throws {
    let document = Array(
      #"{"id": 1, "method": "x/y", "params": {"list": [1, -2.5e3, true, null, "a\u00e9\n😀"], "o": {}}}"#.utf8)
    let alphabet = Array(#"{}[]:,"\/u0123456789.eE+-ntrufalsNI "#.utf8) + [0x00, 0x80, 0xC3, 0xFF]
    var generator = SplitMix64(seed: 0x6E61_766C_696E_74)
    var accepted = 0
    for _ in 0..<3_000 {
      var bytes = document
      for _ in 0...Int(generator.next() % 4) {
        let position = Int(generator.next() % UInt64(bytes.count))
        let byte = alphabet[Int(generator.next() % UInt64(alphabet.count))]
        switch generator.next() % 3 {
        case 0: bytes[position] = byte
        case 1: bytes.insert(byte, at: position)
        default: bytes.remove(at: position)
        }
      }
      guard let value = try? JSON.parse(bytes) else { continue }
      accepted += 1
      #expect(try JSON.parse(value.serialized()) == value)
    }
    #expect(accepted > 0)
    #expect(accepted < 3_000)
  }

  /// Every prefix of a valid document is either valid or an error value.
  @Test func everyPrefixOfADocumentIsHandled() throws {
    let text = Array(#"{"a": [1, 2.5, -3e2, true, false, null, "s\u00e9\n"], "b": {"c": {}}}"#.utf8)
    var failures = 0
    for length in 0..<text.count {
      do {
        _ = try JSON.parse(text[..<length])
      } catch {
        failures += 1
      }
    }
    // Only the whole document is complete (no prefix is a value followed by whitespace).
    #expect(failures == text.count)
    #expect(try JSON.parse(text)["b"]?["c"] == [:])
  }
}

/// A small deterministic random number generator (SplitMix64), local to each test.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
