// Literal syntax: `let params: JSON = ["uri": .string(uri), "version": 3, "tags": [1, 2], "range": nil]`.
// `nil` is JSON `null` inside a literal; dictionary literals keep their written order.

extension JSON: ExpressibleByNilLiteral {
  public init(nilLiteral: ()) { self = .null }
}

extension JSON: ExpressibleByBooleanLiteral {
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSON: ExpressibleByIntegerLiteral {
  public init(integerLiteral value: Int64) { self = .integer(value) }
}

extension JSON: ExpressibleByFloatLiteral {
  public init(floatLiteral value: Double) { self = .double(value) }
}

extension JSON: ExpressibleByStringLiteral {
  public init(stringLiteral value: String) { self = .string(value) }
}

extension JSON: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: JSON...) { self = .array(elements) }
}

extension JSON: ExpressibleByDictionaryLiteral {
  /// An object with the members in written order; a repeated key keeps its first position and last value.
  public init(dictionaryLiteral elements: (String, JSON)...) {
    self = .object(Object(elements.lazy.map { (key: $0.0, value: $0.1) }))
  }
}

extension JSON.Object: ExpressibleByDictionaryLiteral {
  /// An object with the members in written order; a repeated key keeps its first position and last value.
  public init(dictionaryLiteral elements: (String, JSON)...) {
    self.init(elements.lazy.map { (key: $0.0, value: $0.1) })
  }
}
