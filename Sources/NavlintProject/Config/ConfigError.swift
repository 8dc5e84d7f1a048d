/// A problem with a configuration file, described for the user as `path:line:column: problem`.
///
/// `path` is the path as it should be shown (relative to the current directory when under it).
public enum ConfigError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file could not be read (missing, a folder, permissions, not UTF-8, too large).
  case unreadable(path: String, reason: String)
  /// The text is not valid YAML.
  case invalidYAML(path: String, line: Int, column: Int, problem: String)
  /// Valid YAML that is not a valid configuration: unknown key, rule or option, wrong value type.
  case invalid(path: String, line: Int, column: Int, problem: String)
  /// The document is too deeply nested or expands (through aliases) to too many values.
  case tooComplex(path: String, line: Int, column: Int, problem: String)

  public var path: String {
    switch self {
    case .unreadable(let path, _), .invalidYAML(let path, _, _, _), .invalid(let path, _, _, _),
      .tooComplex(let path, _, _, _):
      return path
    }
  }

  /// 1-based line of the problem, `nil` when the file could not be read at all.
  public var line: Int? {
    switch self {
    case .unreadable: return nil
    case .invalidYAML(_, let line, _, _), .invalid(_, let line, _, _), .tooComplex(_, let line, _, _): return line
    }
  }

  /// 1-based column of the problem in Unicode scalars, `nil` when the file could not be read at all.
  public var column: Int? {
    switch self {
    case .unreadable: return nil
    case .invalidYAML(_, _, let column, _), .invalid(_, _, let column, _), .tooComplex(_, _, let column, _):
      return column
    }
  }

  /// What is wrong, without the location.
  public var problem: String {
    switch self {
    case .unreadable(_, let reason): return "cannot read configuration: \(reason)"
    case .invalidYAML(_, _, _, let problem): return "invalid YAML: \(problem)"
    case .invalid(_, _, _, let problem), .tooComplex(_, _, _, let problem): return problem
    }
  }

  public var description: String {
    if let line, let column { return "\(path):\(line):\(column): \(problem)" }
    return "\(path): \(problem)"
  }
}
