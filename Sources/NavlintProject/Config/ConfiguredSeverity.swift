/// A severity as written in `.navlint.yml`: `off` turns a rule off, the others set its severity.
///
/// The rule engine has its own `Severity`; the integrator maps `info`, `warning` and `error` onto it
/// and treats `off` as "rule disabled".
public enum ConfiguredSeverity: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  case off
  case info
  case warning
  case error

  public var description: String { rawValue }
}
