/// A file that could not be read or written; the description names the path and the reason.
public enum FileError: Error, Sendable, Hashable, CustomStringConvertible {
  case notFound(path: String)
  case unreadable(path: String, reason: String)
  case unwritable(path: String, reason: String)

  public var path: String {
    switch self {
    case .notFound(let path), .unreadable(let path, _), .unwritable(let path, _): return path
    }
  }

  public var description: String {
    switch self {
    case .notFound(let path): return "\(path): no such file"
    case .unreadable(let path, let reason): return "\(path): cannot read: \(reason)"
    case .unwritable(let path, let reason): return "\(path): cannot write: \(reason)"
    }
  }
}
