import NavlintRules

/// The few ANSI escapes the text output uses.
enum ANSI {
  static let reset = "\u{1B}[0m"
  static let bold = "\u{1B}[1m"
  static let dim = "\u{1B}[2m"

  static func color(for severity: Severity) -> String {
    switch severity {
    case .error: "\u{1B}[1;31m"
    case .warning: "\u{1B}[1;33m"
    case .info: "\u{1B}[1;36m"
    }
  }
}
