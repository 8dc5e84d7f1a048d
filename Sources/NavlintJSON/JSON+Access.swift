// Reading and editing values without trapping: every accessor returns `nil` when the value has another
// kind or the key or index is missing, so `message["params"]?["textDocument"]?["uri"]?.stringValue`
// is either the string or `nil`.

extension JSON {
  /// The member named `key` of an object; `nil` for a missing key or a value that is not an object.
  ///
  /// Setting a value on an object adds or replaces the member (new keys go last); setting `nil` removes
  /// it. Setting a value on anything that is not an object first makes it an empty object. Write `.null`
  /// to store JSON `null`: a bare `nil` here means "remove".
  public subscript(key: String) -> JSON? {
    get {
      guard case .object(let object) = self else { return nil }
      return object[key]
    }
    set {
      var object = objectValue ?? Object()
      // Release the old payload first so `object` is uniquely referenced and edited in place.
      self = .null
      object[key] = newValue
      self = .object(object)
    }
  }

  /// The element at `index` of an array; `nil` for an index out of range or a value that is not an array.
  public subscript(index: Int) -> JSON? {
    guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
    return elements[index]
  }

  /// Appends `element` to an array. Anything that is not an array first becomes an empty array.
  public mutating func append(_ element: JSON) {
    var elements = arrayValue ?? []
    self = .null
    elements.append(element)
    self = .array(elements)
  }

  /// Whether this is JSON `null`.
  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  /// The Boolean, or `nil` for other kinds.
  public var boolValue: Bool? {
    guard case .bool(let value) = self else { return nil }
    return value
  }

  /// The integer as `Int64`, or `nil` for other kinds (doubles included, even whole ones).
  public var int64Value: Int64? {
    guard case .integer(let value) = self else { return nil }
    return value
  }

  /// The integer as `Int`, or `nil` for other kinds and for integers that do not fit in `Int`.
  public var intValue: Int? {
    int64Value.flatMap { Int(exactly: $0) }
  }

  /// The number as a `Double` (integers converted, possibly rounded), or `nil` for other kinds.
  public var doubleValue: Double? {
    switch self {
    case .double(let value): value
    case .integer(let value): Double(value)
    default: nil
    }
  }

  /// The string, or `nil` for other kinds.
  public var stringValue: String? {
    guard case .string(let value) = self else { return nil }
    return value
  }

  /// The elements, or `nil` for other kinds.
  public var arrayValue: [JSON]? {
    guard case .array(let elements) = self else { return nil }
    return elements
  }

  /// The object, or `nil` for other kinds.
  public var objectValue: Object? {
    guard case .object(let object) = self else { return nil }
    return object
  }
}
