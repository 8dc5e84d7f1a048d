/// How serious a finding is. Ordered `info < warning < error`.
public enum Severity: String, Sendable, CaseIterable, Comparable {
  case info
  case warning
  case error

  private var rank: Int {
    switch self {
    case .info: 0
    case .warning: 1
    case .error: 2
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
