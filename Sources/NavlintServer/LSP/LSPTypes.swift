import NavlintJSON
import NavlintRules
import NavlintSyntax

/// Conversions between byte offsets and LSP positions and ranges, in the negotiated encoding.
struct PositionConverter {
  let lines: LineTable
  let encoding: PositionEncoding

  func position(_ offset: Int) -> JSON {
    let (line, character) = lines.position(of: offset, encoding: encoding)
    return ["line": .integer(Int64(line)), "character": .integer(Int64(character))]
  }

  func range(_ bytes: Range<Int>) -> JSON {
    ["start": position(bytes.lowerBound), "end": position(bytes.upperBound)]
  }

  /// The byte offset of an LSP `Position`, or `nil` when it is not one.
  func offset(_ position: JSON?) -> Int? {
    guard let line = position?["line"]?.intValue, let character = position?["character"]?.intValue,
      line >= 0, character >= 0
    else { return nil }
    return lines.offset(line: line, character: character, encoding: encoding)
  }

  /// The byte range of an LSP `Range`, or `nil` when it is not one (an inverted range is reordered).
  func byteRange(_ range: JSON?) -> Range<Int>? {
    guard let start = offset(range?["start"]), let end = offset(range?["end"]) else { return nil }
    return min(start, end)..<max(start, end)
  }

  func textEdit(_ edit: Edit) -> JSON {
    ["range": range(edit.range), "newText": .string(edit.replacement)]
  }
}

extension Severity {
  /// LSP `DiagnosticSeverity`: 1 error, 2 warning, 3 information.
  var lspValue: Int64 {
    switch self {
    case .error: 1
    case .warning: 2
    case .info: 3
    }
  }
}
