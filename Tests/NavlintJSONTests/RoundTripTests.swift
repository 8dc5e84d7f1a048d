import Testing

@testable import NavlintJSON

/// Parsing and serialising: every kind, key order, escapes, Unicode and numbers.
@Suite struct RoundTripTests {
  /// Compact texts that serialise back to exactly themselves.
  @Test(arguments: [
    "null", "true", "false", "0", "-1", "42", "9223372036854775807", "-9223372036854775808",
    "0.5", "-0.0", "3.0", "1e+20", "5e-324", "1.7976931348623157e+308", "\"\"", "\"plain\"",
    "[]", "{}", "[1,2,3]", "[[],{},[[]]]", "{\"a\":{\"b\":{\"c\":[null,true,false]}}}",
    "{\"z\":1,\"a\":2,\"m\":3,\"b\":[\"x\",{\"y\":null}]}",
    "\"a/b\"", "\"tab\\there\\nnewline \\\"quoted\\\" back\\\\slash\"", "\"\\u0000\\u0001\\u001f\"",
    "\"é 😀 漢字\"",
  ])
  func canonicalTextRoundTrips(text: String) throws {
    let value = try JSON.parse(text)
    #expect(try value.serializedString() == text)
    #expect(try JSON.parse(value.serialized()) == value)
  }

  @Test func everyKindParsesToItsCase() throws {
    let value = try JSON.parse(#"{"n":null,"t":true,"f":false,"i":-7,"d":2.5,"s":"x","a":[1],"o":{"k":"v"}}"#)
    let expected: JSON = .object(
      JSON.Object([
        (key: "n", value: .null), (key: "t", value: .bool(true)), (key: "f", value: .bool(false)),
        (key: "i", value: .integer(-7)), (key: "d", value: .double(2.5)), (key: "s", value: .string("x")),
        (key: "a", value: .array([.integer(1)])), (key: "o", value: .object(JSON.Object([(key: "k", value: "v")]))),
      ])
    )
    #expect(value == expected)
  }

  @Test func builtValuesRoundTrip() throws {
    let value: JSON = [
      "zeta": 1, "alpha": [true, false, nil, 0.1, -3, "s"], "empty": [:], "list": [],
      "nested": ["deeper": ["deepest": [1, [2, [3]]]]], "big": .integer(.max), "small": .integer(.min),
    ]
    for pretty in [false, true] {
      let bytes = try value.serialized(pretty: pretty)
      #expect(try JSON.parse(bytes) == value)
    }
  }

  @Test func keyOrderIsKeptBothWays() throws {
    let text = #"{"z":1,"a":2,"m":3,"b":4,"y":5}"#
    let value = try JSON.parse(text)
    #expect(value.objectValue?.keys == ["z", "a", "m", "b", "y"])
    #expect(try value.serializedString() == text)

    var built: JSON = [:]
    for key in ["q", "w", "e", "r", "t", "y"] { built[key] = .string(key) }
    #expect(try built.serializedString() == #"{"q":"q","w":"w","e":"e","r":"r","t":"t","y":"y"}"#)
  }

  @Test func repeatedKeyKeepsFirstPositionAndLastValue() throws {
    #expect(try JSON.parse(#"{"a":1,"b":2,"a":3}"#).serializedString() == #"{"a":3,"b":2}"#)
    let literal: JSON = ["a": 1, "b": 2, "a": 3]
    #expect(try literal.serializedString() == #"{"a":3,"b":2}"#)
  }

  @Test func canonicallyEquivalentKeysStayDistinct() throws {
    let composed = "\u{E9}"
    let decomposed = "e\u{301}"
    let value = try JSON.parse("{\"\(composed)\":1,\"\(decomposed)\":2}")
    #expect(value.objectValue?.count == 2)
    #expect(value[composed] == 1)
    #expect(value[decomposed] == 2)
    var built: JSON = [:]
    built[composed] = 1
    built[decomposed] = 2
    #expect(built == value)
    #expect(try built.serializedString() == "{\"\(composed)\":1,\"\(decomposed)\":2}")
  }

  // MARK: - Strings

  @Test func escapesAreWrittenAsJSONRequires() throws {
    let value = JSON.string("quote\" backslash\\ slash/ nl\n cr\r tab\t bs\u{8} ff\u{C} nul\u{0} one\u{1} us\u{1F}")
    let text = try value.serializedString()
    #expect(text == #""quote\" backslash\\ slash/ nl\n cr\r tab\t bs\b ff\f nul\u0000 one\u0001 us\u001f""#)
    #expect(try JSON.parse(text) == value)
  }

  @Test func unicodeSurvives() throws {
    let value = JSON.string("emoji 😀👩‍👩‍👧 accents é ü CJK 漢字 RTL עברית")
    let bytes = try value.serialized()
    // Non-ASCII is written as UTF-8, not escaped.
    #expect(bytes == Array("\"emoji 😀👩‍👩‍👧 accents é ü CJK 漢字 RTL עברית\"".utf8))
    #expect(try JSON.parse(bytes) == value)
  }

  @Test func escapedUnicodeDecodes() throws {
    #expect(try JSON.parse(#""\ud83d\ude00 \u00e9 \u0041""#) == "😀 é A")
    // A lone surrogate cannot be UTF-8: it becomes U+FFFD rather than an invalid string.
    #expect(try JSON.parse(#""\ud800""#) == "\u{FFFD}")
  }

  @Test func embeddedNULIsKeptInStrings() throws {
    let value = try JSON.parse(#"["a\u0000b", {"k": "\u0000"}]"#)
    #expect(value[0]?.stringValue?.utf8.count == 3)
    #expect(value[0] == .string("a\u{0}b"))
    #expect(value[1]?["k"] == .string("\u{0}"))
    #expect(try value.serializedString() == #"["a\u0000b",{"k":"\u0000"}]"#)
  }

  @Test func escapedBackslashBeforeU0000IsNotANULKey() throws {
    let value = try JSON.parse(#"{"a\\u0000b":1}"#)
    #expect(value.objectValue?.keys == [#"a\u0000b"#])
  }

  // MARK: - Numbers

  @Test func integersKeepTheirKindAndRange() throws {
    #expect(try JSON.parse("9223372036854775807") == .integer(.max))
    #expect(try JSON.parse("-9223372036854775808") == .integer(.min))
    #expect(try JSON.parse("-0") == .integer(0))
    #expect(try JSON.integer(.min).serializedString() == "-9223372036854775808")
    // Above Int64 but within UInt64: the nearest double.
    #expect(try JSON.parse("9223372036854775808") == .double(9_223_372_036_854_775_808))
    #expect(try JSON.parse("18446744073709551615") == .double(Double(UInt64.max)))
  }

  @Test(arguments: [
    (0.1, "0.1"), (3.0, "3.0"), (-0.0, "-0.0"), (1e20, "1e+20"), (1e-7, "1e-07"), (123_456.789, "123456.789"),
    (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"), (Double.leastNonzeroMagnitude, "5e-324"),
  ])
  func doublesUseShortestTextAndStayDoubles(value: Double, text: String) throws {
    #expect(try JSON.double(value).serializedString() == text)
    let back = try JSON.parse(text)
    #expect(back == .double(value))
    #expect(back.doubleValue?.sign == value.sign)
  }

  @Test func doubleTextsParse() throws {
    #expect(try JSON.parse("1E-2") == .double(0.01))
    #expect(try JSON.parse("2e3") == .double(2000))
    #expect(try JSON.parse("-0.0") == .double(-0.0))
    #expect(try JSON.parse("1e-400") == .double(0))
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteDoublesAreRejectedWhenSerialising(value: Double) {
    #expect(throws: JSONError.nonFiniteNumber(value: value.description)) {
      try JSON.array([.integer(1), .double(value)]).serialized()
    }
  }

  // MARK: - Pretty output

  @Test func prettyOutputIndentsByTwoSpaces() throws {
    let value: JSON = [
      "name": "navlint", "empty": [], "none": [:], "list": [1, 2.5, nil], "nested": ["ok": true, "deep": [[]]],
    ]
    let expected = """
      {
        "name": "navlint",
        "empty": [],
        "none": {},
        "list": [
          1,
          2.5,
          null
        ],
        "nested": {
          "ok": true,
          "deep": [
            []
          ]
        }
      }
      """
    #expect(try value.serializedString(pretty: true) == expected)
    #expect(try JSON.array([]).serializedString(pretty: true) == "[]")
    #expect(try JSON.string("x").serializedString(pretty: true) == "\"x\"")
  }

  @Test func compactOutputHasNoWhitespace() throws {
    let value: JSON = ["a": [1, ["b": nil]], "c": [], "d": [:]]
    #expect(try value.serializedString() == #"{"a":[1,{"b":null}],"c":[],"d":{}}"#)
  }

  @Test func keyWithNULCannotBeSerialised() {
    let value: JSON = ["ok": 1, "bad\u{0}key": 2]
    #expect(throws: JSONError.keyContainsNUL(key: "bad\u{0}key", offset: nil)) { try value.serialized() }
  }

  @Test func descriptionIsCompactText() {
    let value: JSON = ["a": [1, "two"]]
    #expect(value.description == #"{"a":[1,"two"]}"#)
    #expect(JSON.double(.nan).description.contains("cannot be written"))
  }

  @Test func inputFromAnyByteCollection() throws {
    let text = #"  {"k": [1, 2]}  "#
    let expected: JSON = ["k": [1, 2]]
    #expect(try JSON.parse(Array(text.utf8)) == expected)
    #expect(try JSON.parse(Array(text.utf8)[...]) == expected)
    #expect(try JSON.parse(text.utf8) == expected)
    #expect(try JSON.parse(Substring(text).utf8) == expected)
    // Not contiguous: copied first.
    #expect(try JSON.parse(text.utf8.lazy.map { $0 }) == expected)
  }

  @Test func leadingByteOrderMarkIsSkipped() throws {
    #expect(try JSON.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == [1])
  }
}
