import Testing

@testable import NavlintJSON

/// Literal syntax and accessors that return `nil` instead of trapping.
@Suite struct AccessTests {
  static let sample: JSON = [
    "name": "navlint", "count": 3, "ratio": 0.5, "on": true, "none": nil,
    "list": [1, "two", [3]], "object": ["inner": "value"],
  ]

  @Test func literalsBuildEveryKind() {
    let expected: JSON = .object(
      JSON.Object([
        (key: "name", value: .string("navlint")), (key: "count", value: .integer(3)),
        (key: "ratio", value: .double(0.5)), (key: "on", value: .bool(true)), (key: "none", value: .null),
        (key: "list", value: .array([.integer(1), .string("two"), .array([.integer(3)])])),
        (key: "object", value: .object(JSON.Object([(key: "inner", value: .string("value"))]))),
      ])
    )
    #expect(Self.sample == expected)
    #expect(Self.sample.objectValue?.keys == ["name", "count", "ratio", "on", "none", "list", "object"])
    let object: JSON.Object = ["b": 1, "a": 2]
    #expect(object.keys == ["b", "a"])
    #expect(object.values == [1, 2])
  }

  @Test func accessorsReadTheirKind() {
    let value = Self.sample
    #expect(value["name"]?.stringValue == "navlint")
    #expect(value["count"]?.intValue == 3)
    #expect(value["count"]?.int64Value == 3)
    #expect(value["count"]?.doubleValue == 3)
    #expect(value["ratio"]?.doubleValue == 0.5)
    #expect(value["on"]?.boolValue == true)
    #expect(value["none"]?.isNull == true)
    #expect(value["list"]?.arrayValue?.count == 3)
    #expect(value["list"]?[1]?.stringValue == "two")
    #expect(value["list"]?[2]?[0]?.intValue == 3)
    #expect(value["object"]?["inner"]?.stringValue == "value")
    #expect(value["object"]?.objectValue?.count == 1)
  }

  @Test func accessorsReturnNilOnMismatch() {
    let value = Self.sample
    #expect(value["missing"] == nil)
    #expect(value[0] == nil)
    #expect(value["list"]?[3] == nil)
    #expect(value["list"]?[-1] == nil)
    #expect(value["list"]?["key"] == nil)
    #expect(value["name"]?[0] == nil)
    #expect(value["name"]?.intValue == nil)
    #expect(value["name"]?.doubleValue == nil)
    #expect(value["name"]?.boolValue == nil)
    #expect(value["name"]?.arrayValue == nil)
    #expect(value["name"]?.objectValue == nil)
    #expect(value["name"]?.isNull == false)
    #expect(value["count"]?.stringValue == nil)
    #expect(value["ratio"]?.intValue == nil)
    #expect(value["on"]?.intValue == nil)
    #expect(value["none"]?.stringValue == nil)
    #expect(value["list"]?.objectValue == nil)
    #expect(value["object"]?.arrayValue == nil)
    #expect(JSON.integer(.max).intValue == Int(exactly: Int64.max))
  }

  @Test func settingKeysAddsReplacesAndRemoves() throws {
    var value: JSON = [:]
    value["b"] = 1
    value["a"] = 2
    value["b"] = 3
    value["n"] = .null
    #expect(try value.serializedString() == #"{"b":3,"a":2,"n":null}"#)
    value["b"] = nil
    #expect(try value.serializedString() == #"{"a":2,"n":null}"#)
    value["a"]?["deep"] = true
    #expect(value["a"] == ["deep": true])

    var object: JSON.Object = ["x": 1]
    #expect(object.updateValue(2, forKey: "x") == 1)
    #expect(object.updateValue(3, forKey: "y") == nil)
    #expect(object.removeValue(forKey: "x") == 2)
    #expect(object.removeValue(forKey: "x") == nil)
    #expect(object == ["y": 3])
    #expect(object.index(forKey: "y") == 0)
  }

  @Test func settingAKeyOnANonObjectMakesAnObject() {
    var value: JSON = "text"
    value["k"] = 1
    #expect(value == ["k": 1])
  }

  @Test func appendingBuildsArrays() {
    var value: JSON = []
    value.append(1)
    value.append("two")
    #expect(value == [1, "two"])
    var scalar: JSON = 5
    scalar.append(6)
    #expect(scalar == [6])
  }

  @Test func objectsCompareInOrder() {
    let first: JSON = ["a": 1, "b": 2]
    let second: JSON = ["b": 2, "a": 1]
    #expect(first != second)
    #expect(first == ["a": 1, "b": 2])
    #expect(JSON.integer(1) != JSON.double(1))
  }
}
