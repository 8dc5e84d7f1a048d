import Testing

@testable import NavlintJSON

/// Nesting up to the limit is accepted; beyond it gives `.tooDeep`, both ways, with no stack overflow.
@Suite struct DepthTests {
  /// `depth` levels of values: `depth - 1` arrays around a scalar.
  static func nestedText(depth: Int) -> [UInt8] {
    Array(repeating: UInt8(ascii: "["), count: depth - 1) + [UInt8(ascii: "1")]
      + Array(repeating: UInt8(ascii: "]"), count: depth - 1)
  }

  static func nestedValue(depth: Int) -> JSON {
    var value: JSON = 1
    for _ in 1..<depth { value = [value] }
    return value
  }

  @Test(arguments: [1, 2, 3, 17, 128])
  func nestingAtTheLimitIsAccepted(limit: Int) throws {
    let value = try JSON.parse(Self.nestedText(depth: limit), maxDepth: limit)
    #expect(value == Self.nestedValue(depth: limit))
    #expect(try value.serialized(maxDepth: limit) == Self.nestedText(depth: limit))
  }

  @Test(arguments: [1, 2, 3, 17, 128])
  func nestingBeyondTheLimitIsRejected(limit: Int) {
    #expect(throws: JSONError.tooDeep(limit: limit, offset: limit)) {
      try JSON.parse(Self.nestedText(depth: limit + 1), maxDepth: limit)
    }
    #expect(throws: JSONError.tooDeep(limit: limit, offset: nil)) {
      try Self.nestedValue(depth: limit + 1).serialized(maxDepth: limit)
    }
  }

  @Test func emptyContainerCountsAsOneLevel() throws {
    #expect(try JSON.parse("[]", maxDepth: 1) == [])
    #expect(try JSON.parse(#"{"a":[]}"#, maxDepth: 2) == ["a": []])
    #expect(throws: JSONError.tooDeep(limit: 2, offset: 6)) { try JSON.parse(#"{"a":[1]}"#, maxDepth: 2) }
    #expect(throws: JSONError.tooDeep(limit: 1, offset: nil)) { try JSON.array([[]]).serialized(maxDepth: 1) }
  }

  @Test func defaultLimitIs128() throws {
    #expect(try JSON.parse(Self.nestedText(depth: 128)) == Self.nestedValue(depth: 128))
    #expect(throws: JSONError.tooDeep(limit: 128, offset: 128)) { try JSON.parse(Self.nestedText(depth: 129)) }
  }

  @Test func hundredThousandOpenBracketsAreRejectedQuickly() {
    let text = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
    #expect(throws: JSONError.tooDeep(limit: 128, offset: 128)) { try JSON.parse(text) }
    let objects = [UInt8](#"{"a":"#.utf8).repeated(20_000)
    #expect(throws: JSONError.tooDeep(limit: 128, offset: 5 * 127 + 5)) { try JSON.parse(objects) }
  }

  @Test func hundredThousandDeepValueIsRejectedWhenSerialising() {
    var value = Self.nestedValue(depth: 100_000)
    #expect(throws: JSONError.tooDeep(limit: 128, offset: nil)) { try value.serialized() }
    #expect(throws: JSONError.tooDeep(limit: JSON.maxDepthCeiling, offset: nil)) {
      try value.serialized(maxDepth: JSON.maxDepthCeiling)
    }
    // NOTE: Swift destroys nested arrays recursively, which would overflow the stack at this depth
    // whatever NavlintJSON does; peel the layers off one at a time instead.
    while case .array(let elements) = value, let inner = elements.first { value = inner }
    #expect(value == 1)
  }

  @Test func theCeilingItselfWorksBothWays() throws {
    let limit = JSON.maxDepthCeiling
    let text = Self.nestedText(depth: limit)
    let value = try JSON.parse(text, maxDepth: limit)
    #expect(try value.serialized(maxDepth: limit) == text)
    #expect(try value.serialized(pretty: true, maxDepth: limit).count > text.count)
  }
}

extension Array {
  fileprivate func repeated(_ count: Int) -> [Element] {
    Array(Swift.repeatElement(self, count: count).joined())
  }
}
