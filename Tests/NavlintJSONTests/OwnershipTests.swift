import Testing

@testable import NavlintJSON

/// Every conversion frees the json-c tree it made (`json_object_put` returns 1 for the root), and values
/// convert safely from many threads at once. Leaks beyond the root are checked by running these tests
/// under `swift test --sanitize=address` (LeakSanitizer).
@Suite struct OwnershipTests {
  static let documents = [
    "null", "1", "2.5", "\"s\"", "[]", "{}", #"{"a":[1,{"b":null,"c":[true,"x\u0000y"]}],"d":-1e-3}"#,
    "-9223372036854775808", "18446744073709551615",
  ]

  @Test(arguments: documents)
  func parsingFreesTheTree(text: String) throws {
    let bytes = Array(text.utf8)
    let result = try bytes.withUnsafeBufferPointer { try JSONC.parse($0, maxDepth: 128) }
    #expect(result.rootWasFreed)
    let serialized = try JSONC.serialize(result.value, pretty: false, maxDepth: 128)
    #expect(serialized.rootWasFreed)
    let pretty = try JSONC.serialize(result.value, pretty: true, maxDepth: 128)
    #expect(pretty.rootWasFreed)
  }

  @Test func failedConversionsReleaseTheirPartialTrees() {
    // Each fails after json-c built part of a tree; the owners' deinit puts it (asserting it was freed)
    // and LeakSanitizer would report anything left.
    let failing = [#"{"a":[1,2,{"b":"#, "[1,2,3] x", "[1, NaN]", #"{"x":{"a\u0000":1}}"#, "[[[[[[1]]]]]]"]
    for text in failing {
      #expect(throws: JSONError.self) { try JSON.parse(text, maxDepth: 4) }
    }
    let values: [JSON] = [
      ["a": [1, 2, ["b": .double(.nan)]]], ["k": "v", "bad\u{0}": 1], DepthTests.nestedValue(depth: 10),
    ]
    for value in values {
      #expect(throws: JSONError.self) { try value.serialized(maxDepth: 5) }
    }
  }

  @Test func conversionsRunInParallel() async throws {
    let value: JSON = ["items": .array((0..<200).map { ["id": .integer(Int64($0)), "name": .string("item \($0)")] })]
    let expected = try value.serialized()
    let results = try await withThrowingTaskGroup(of: Bool.self) { group in
      for _ in 0..<16 {
        group.addTask {
          for _ in 0..<20 {
            let bytes = try value.serialized()
            guard bytes == expected, try JSON.parse(bytes) == value else { return false }
          }
          return true
        }
      }
      return try await group.reduce(into: [Bool]()) { $0.append($1) }
    }
    #expect(results.count == 16)
    #expect(results.allSatisfy { $0 })
  }
}
