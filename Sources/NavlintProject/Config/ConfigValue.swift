/// The value of one rule option in `.navlint.yml`, already checked against the option's `OptionKind`.
public enum ConfigValue: Sendable, Hashable, CustomStringConvertible {
  case bool(Bool)
  case integer(Int)
  case number(Double)
  case string(String)
  case stringList([String])

  /// The value as YAML text (used by the starter configuration).
  public var description: String {
    switch self {
    case .bool(let value): return value ? "true" : "false"
    case .integer(let value): return String(value)
    case .number(let value): return String(value)
    case .string(let value): return YAMLText.quoted(value)
    case .stringList(let values): return "[" + values.map(YAMLText.quoted).joined(separator: ", ") + "]"
    }
  }

  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  public var integerValue: Int? {
    if case .integer(let value) = self { return value }
    return nil
  }

  /// The number, also for an integer option value.
  public var numberValue: Double? {
    switch self {
    case .number(let value): return value
    case .integer(let value): return Double(value)
    default: return nil
    }
  }

  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  public var stringListValue: [String]? {
    if case .stringList(let values) = self { return values }
    return nil
  }
}

/// The type a rule option accepts; the config loader rejects values of any other type.
public enum OptionKind: Sendable, Hashable, CustomStringConvertible {
  case bool
  case integer
  /// A number; integers are accepted too.
  case number
  case string
  /// A list of strings; a single string is accepted as a one-element list.
  case stringList
  /// One of the given strings.
  case oneOf([String])

  /// Names the kind for error messages: "expects <description>".
  public var description: String {
    switch self {
    case .bool: return "true or false"
    case .integer: return "an integer"
    case .number: return "a number"
    case .string: return "a string"
    case .stringList: return "a list of strings"
    case .oneOf(let choices): return "one of " + choices.map { "'\($0)'" }.joined(separator: ", ")
    }
  }

  /// A placeholder value of this kind for the starter configuration.
  var exampleValue: ConfigValue {
    switch self {
    case .bool: return .bool(true)
    case .integer: return .integer(1)
    case .number: return .number(1.0)
    case .string: return .string("")
    case .stringList: return .stringList([])
    case .oneOf(let choices): return .string(choices.first ?? "")
    }
  }
}

/// Small helpers to write YAML text by hand.
enum YAMLText {
  /// A double-quoted YAML string with `"`, `\` and control characters escaped.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        if scalar.value < 0x20 {
          result += "\\x" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
