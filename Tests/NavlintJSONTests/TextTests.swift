import Testing

@testable import NavlintJSON

/// `JSON.text`: a value serialised once and spliced into later output prints exactly as the value would.
@Suite struct TextTests {
  /// Values of every kind, nested, with escapes and non-ASCII text.
  static let values: [JSON] = [
    nil, true, 0, -7, 2.5, "plain", "quote\" slash/ nl\n nul\u{0} é 😀", [], [:],
    [1, "two", [3.0, nil], ["k": false]],
    [
      "range": ["start": ["line": 500, "character": 6], "end": ["line": 500, "character": 13]],
      "severity": 2, "code": "NAV007", "source": "navlint", "message": "`TabView` inside a `NavigationStack`",
      "data": ["fix": nil, "suppress": ["newText": "      // navlint:disable:next NAV007\n"]],
    ],
  ]

  /// `value` with each element of its top-level array or object replaced by its text.
  static func spliced(_ value: JSON) throws -> JSON {
    switch value {
    case .array(let elements): .array(try elements.map { .text(try JSON.Text($0)) })
    case .object(let members): .object(JSON.Object(try members.map { ($0.key, .text(try JSON.Text($0.value))) }))
    default: .text(try JSON.Text(value))
    }
  }

  @Test(arguments: values)
  func aTextPrintsAsItsValue(value: JSON) throws {
    let text = try JSON.Text(value)
    #expect(text.bytes == (try value.serialized()))
    #expect(text.depth == value.depth)
    // Alone, as elements, and inside containers of their own.
    for wrapped in [JSON.text(text), try Self.spliced(value), ["list": [.text(text), value, .text(text)]]] {
      let unwrapped = try JSON.parse(wrapped.serialized())
      let expected: JSON =
        switch wrapped {
        case .object(let members) where members["list"] != nil: ["list": [value, value, value]]
        default: value
        }
      #expect(unwrapped == expected)
      #expect(try wrapped.serialized() == expected.serialized())
      #expect(try wrapped.serialized(pretty: true) == expected.serialized(pretty: true))
    }
  }

  @Test(arguments: values)
  func serialisingATextFreesTheTree(value: JSON) throws {
    let wrapped: JSON = [.text(try JSON.Text(value)), ["inner": .text(try JSON.Text(value))]]
    #expect(try JSONC.serialize(wrapped, pretty: false, maxDepth: 128).rootWasFreed)
    #expect(try JSONC.serialize(wrapped, pretty: true, maxDepth: 128).rootWasFreed)
  }

  @Test func aTextCountsItsDepthTowardsTheLimit() throws {
    let inner = DepthTests.nestedValue(depth: 3)
    let text = try JSON.Text(inner)
    for limit in 1...6 {
      for wrapped in [JSON.array([.text(text)]), ["a": [.text(text)]]] {
        let structured: JSON = wrapped == [.text(text)] ? [inner] : ["a": [inner]]
        let expected = Result { () throws(JSONError) in try structured.serialized(maxDepth: limit) }
        let actual = Result { () throws(JSONError) in try wrapped.serialized(maxDepth: limit) }
        #expect(actual == expected, "limit \(limit): \(wrapped)")
      }
    }
  }

  @Test func textsAreEqualByTheirBytesOnly() throws {
    let value: JSON = ["a": [1, 2]]
    #expect(try JSON.Text(value) == JSON.Text(["a": [1, 2]]))
    #expect(try JSON.Text(value) != JSON.Text(["a": [2, 1]]))
    #expect(try JSON.text(JSON.Text(value)) != value)
    #expect(try Set([JSON.Text(value), JSON.Text(["a": [1, 2]]), JSON.Text([1])]).count == 2)
  }

  @Test func equalValuesHashAlike() throws {
    // Canonically equivalent strings are equal values; keys compare by their bytes, so such keys are not.
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    #expect(JSON.string(composed) == JSON.string(decomposed))
    #expect(JSON.string(composed).hashValue == JSON.string(decomposed).hashValue)
    #expect(JSON.object([composed: 1]) != JSON.object([decomposed: 1]))
    #expect(Set<JSON>([[composed: 1], [decomposed: 1], [composed: 1]]).count == 2)
    let values = Self.values + Self.values.map { [$0] }
    #expect(Set(values).count == Self.values.count * 2)
    for value in values {
      let parsed = try JSON.parse(value.serialized())
      #expect(value.hashValue == parsed.hashValue)
    }
  }
}
