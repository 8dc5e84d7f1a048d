import NavlintRules

/// The kind of value a rule option accepts, from the option's default value and choices; the config loader
/// rejects values of any other kind.
enum OptionKind: Sendable, Hashable, CustomStringConvertible {
  case bool
  case integer
  /// A number; integers are accepted too.
  case number
  case string
  /// A list of strings; a single string is accepted as a one-element list.
  case stringList
  /// One of the given strings.
  case oneOf([String])

  init(_ option: RuleOption) {
    switch option.defaultValue {
    case .bool: self = .bool
    case .integer: self = .integer
    case .number: self = .number
    case .string: self = option.choices.map { .oneOf($0) } ?? .string
    case .strings: self = .stringList
    }
  }

  /// Names the kind for error messages: "expects <description>".
  var description: String {
    switch self {
    case .bool: return "true or false"
    case .integer: return "an integer"
    case .number: return "a number"
    case .string: return "a string"
    case .stringList: return "a list of strings"
    case .oneOf(let choices): return "one of " + choices.map { "'\($0)'" }.joined(separator: ", ")
    }
  }

  /// A bound as written in messages: `2`, not `2.0`.
  static func text(_ number: Double) -> String {
    number.rounded() == number && number.magnitude < 1e15 ? String(Int(number)) : String(number)
  }
}

extension RuleOptionValue {
  /// The number, for an integer or number option value.
  var numberValue: Double? {
    switch self {
    case .integer(let value): return Double(value)
    case .number(let value): return value
    default: return nil
    }
  }

  /// The value as YAML text (used by the starter configuration).
  var yamlText: String {
    switch self {
    case .bool(let value): return value ? "true" : "false"
    case .integer(let value): return String(value)
    case .number(let value): return String(value)
    case .string(let value): return YAMLText.quoted(value)
    case .strings(let values): return "[" + values.map(YAMLText.quoted).joined(separator: ", ") + "]"
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
