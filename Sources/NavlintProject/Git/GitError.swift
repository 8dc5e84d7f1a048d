/// Why staged files could not be read from git.
public enum GitError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `git` could not be started.
  case gitUnavailable(reason: String)
  /// The folder is not inside a git work tree.
  case notARepository(path: String)
  /// A git command exited with a failure status.
  case commandFailed(command: String, status: Int32, message: String)
  /// A git command printed something this code does not understand.
  case unexpectedOutput(command: String, detail: String)

  public var description: String {
    switch self {
    case .gitUnavailable(let reason): return "cannot run git: \(reason)"
    case .notARepository(let path): return "\(path): not inside a git repository (needed for --staged)"
    case .commandFailed(let command, let status, let message):
      let detail = message.trimmingSpaces()
      return "'\(command)' failed with status \(status)" + (detail.isEmpty ? "" : ": \(detail)")
    case .unexpectedOutput(let command, let detail): return "unexpected output from '\(command)': \(detail)"
    }
  }
}
