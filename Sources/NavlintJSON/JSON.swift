/// A JSON value with ordered object keys. STUB: replaced by the json-c wrapper.
public enum JSON: Sendable, Equatable {
  case null
}
