import Foundation

/// The baseline file format: UTF-8 text, one entry per line, fields separated by a tab.
///
/// ```
/// # navlint baseline 1
/// <count>\t<rule>\t<path>\t<line text>
/// ```
/// The first line names the format and version. Blank lines and lines starting with `#` are ignored.
/// Inside fields, `\\`, `\t`, `\n` and `\r` stand for a backslash, tab, line feed and carriage
/// return. Entries are written sorted by path, rule and text, so the file diffs well in review.
extension Baseline {
  /// The first line of every baseline file.
  public static let header = "# navlint baseline 1"

  /// The file text for this baseline.
  public var text: String {
    var lines = [Self.header]
    for entry in entries {
      let fields = [String(entry.count), entry.key.rule, entry.key.path, entry.key.lineText].map(Self.escape)
      lines.append(fields.joined(separator: "\t"))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Parses baseline text; errors name `path` and the line.
  public init(text: String, path: String) throws(BaselineError) {
    var entries: [Entry] = []
    var sawHeader = false
    // "\r\n" is one `Character`, so it is a separator of its own.
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    for (offset, line) in lines.enumerated() {
      let number = offset + 1
      if !sawHeader {
        guard line == Self.header else {
          throw BaselineError.invalid(path: path, line: number, problem: "expected '\(Self.header)' on the first line")
        }
        sawHeader = true
        continue
      }
      if line.isEmpty || line.hasPrefix("#") { continue }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 4 else {
        throw BaselineError.invalid(
          path: path, line: number,
          problem: "expected 4 tab-separated fields (count, rule, path, text), found \(fields.count)")
      }
      guard let count = Int(fields[0]), count > 0 else {
        throw BaselineError.invalid(
          path: path, line: number, problem: "the count '\(fields[0])' is not a positive number")
      }
      let key = BaselineKey(
        rule: Self.unescape(fields[1]), path: Self.unescape(fields[2]), lineText: Self.unescape(fields[3]))
      entries.append(Entry(key: key, count: count))
    }
    guard sawHeader else { throw BaselineError.invalid(path: path, line: 1, problem: "the file is empty") }
    self.init(entries: entries)
  }

  /// Reads a baseline file.
  public static func load(path: String, displayPath: String? = nil) throws(BaselineError) -> Baseline {
    let shown = displayPath ?? path
    let bytes: [UInt8]
    do {
      bytes = try SourceFile.read(path, displayPath: shown)
    } catch {
      throw BaselineError.file(error)
    }
    guard let text = String(bytes: bytes, encoding: .utf8) else {
      throw BaselineError.invalid(path: shown, line: 1, problem: "the file is not valid UTF-8")
    }
    return try Baseline(text: text, path: shown)
  }

  /// Writes the baseline file atomically.
  public func write(to path: String, displayPath: String? = nil) throws(BaselineError) {
    do {
      try AtomicFile.write(Array(text.utf8), to: path, displayPath: displayPath)
    } catch {
      throw BaselineError.file(error)
    }
  }

  private static func escape(_ field: String) -> String {
    var result = ""
    for scalar in field.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func unescape(_ field: Substring) -> String {
    var result = ""
    var isEscaped = false
    for scalar in field.unicodeScalars {
      if isEscaped {
        switch scalar {
        case "t": result += "\t"
        case "n": result += "\n"
        case "r": result += "\r"
        default: result.unicodeScalars.append(scalar)
        }
        isEscaped = false
      } else if scalar == "\\" {
        isEscaped = true
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

/// Why a baseline file could not be used.
public enum BaselineError: Error, Sendable, Hashable, CustomStringConvertible {
  case file(FileError)
  case invalid(path: String, line: Int, problem: String)

  public var description: String {
    switch self {
    case .file(let error): return error.description
    case .invalid(let path, let line, let problem): return "\(path):\(line): invalid baseline: \(problem)"
    }
  }
}
