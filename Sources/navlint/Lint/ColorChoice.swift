/// `--color`: whether the text report uses ANSI colours.
enum ColorChoice: String, Sendable, CaseIterable {
  case auto
  case always
  case never

  /// `auto` colours only a terminal, and never when `NO_COLOR` is set to a non-empty value or `TERM`
  /// is `dumb`; the explicit choices win over the environment.
  func isColored(isTerminal: Bool, environment: (String) -> String?) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      if let noColor = environment("NO_COLOR"), !noColor.isEmpty { return false }
      if environment("TERM") == "dumb" { return false }
      return isTerminal
    }
  }
}
