import Testing

@testable import NavlintJSON

/// The Swift compact writer against json-c's own compact printer: the same bytes for every escape,
/// number and shape, and the same errors.
@Suite struct CompactWriterTests {
  /// Every single-scalar string from U+0000 to U+00FF, a few beyond, and mixes of escapes.
  static let strings: [String] =
    (0...0xFF).map { String(UnicodeScalar(UInt8($0))) }
    + [
      "", "plain", "a/b", "\u{7F}", "é", "😀", "漢字", "\r\n", "\"\\\"", "tab\there", "\u{2028}\u{2029}",
      "a\u{0}b", "\u{1B}[0m", "end\\", "\"", "mixed \u{1} \u{1F} \u{8} \u{C} \u{A} \u{D} \u{9} / \" \\ é",
    ]

  @Test func stringsMatchJSONC() throws {
    for string in Self.strings {
      try expectSameText(.string(string))
      // json-c keys cannot hold NUL.
      let key = string.utf8.contains(0) ? "k" : string
      try expectSameText(.object(JSON.Object([(key: key, value: .string(string))])))
    }
  }

  @Test(arguments: [
    JSON.null, .bool(true), .bool(false), .integer(0), .integer(-1), .integer(7), .integer(10), .integer(99),
    .integer(100), .integer(.max), .integer(.min), .double(0), .double(-0.0), .double(0.1), .double(3),
    .double(1e20), .double(.leastNonzeroMagnitude), .double(-1.7976931348623157e+308), .array([]),
    .object(JSON.Object()),
    .array([.array([]), .object(JSON.Object()), .array([.array([])])]),
    ["uri": "file:///a/b.swift", "version": 3, "diagnostics": [["range": ["start": ["line": 1]]], nil]],
  ])
  func valuesMatchJSONC(value: JSON) throws {
    try expectSameText(value)
  }

  @Test func errorsMatchJSONC() {
    let values: [JSON] = [
      .double(.nan), .double(.infinity), .array([.integer(1), .double(-.infinity)]),
      .object(JSON.Object([(key: "a\u{0}b", value: .null)])), .array([.array([.array([])])]),
      .array([.double(.nan), .object(JSON.Object([(key: "\u{0}", value: .null)]))]),
    ]
    for value in values {
      var native: JSONError?
      var jsonc: JSONError?
      do {
        var output: [UInt8] = []
        try value.appendCompactText(to: &output, maxDepth: 2)
      } catch {
        native = error
      }
      do {
        _ = try JSONC.serialize(value, pretty: false, maxDepth: 2)
      } catch {
        jsonc = error
      }
      #expect(native != nil)
      #expect(native == jsonc, "\(value)")
    }
  }

  @Test func appendsAfterExistingBytes() throws {
    var output = Array("prefix".utf8)
    try JSON.array([1, "two"]).appendCompactText(to: &output)
    #expect(String(decoding: output, as: UTF8.self) == #"prefix[1,"two"]"#)
  }

  private func expectSameText(_ value: JSON, sourceLocation: SourceLocation = #_sourceLocation) throws {
    var native: [UInt8] = []
    try value.appendCompactText(to: &native)
    let jsonc = try JSONC.serialize(value, pretty: false, maxDepth: JSON.defaultMaxDepth).bytes
    #expect(
      String(decoding: native, as: UTF8.self) == String(decoding: jsonc, as: UTF8.self), sourceLocation: sourceLocation)
    #expect(try value.serialized() == jsonc, sourceLocation: sourceLocation)
  }
}
