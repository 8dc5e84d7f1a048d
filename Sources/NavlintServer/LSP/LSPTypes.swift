import NavlintJSON
import NavlintRules
import NavlintSyntax

/// Conversions between byte offsets and LSP positions and ranges, in the negotiated encoding.
struct PositionConverter {
  let lines: LineTable
  let encoding: PositionEncoding

  func position(_ offset: Int) -> JSON { placedPosition(offset).json }

  func range(_ bytes: Range<Int>) -> JSON { placedRange(bytes).json }

  func textEdit(_ edit: Edit) -> JSON { placedEdit(edit).json }

  func placedPosition(_ offset: Int) -> LSPPosition {
    let (line, character) = lines.position(of: offset, encoding: encoding)
    return LSPPosition(line: line, character: character)
  }

  func placedRange(_ bytes: Range<Int>) -> LSPRange {
    LSPRange(start: placedPosition(bytes.lowerBound), end: placedPosition(bytes.upperBound))
  }

  func placedEdit(_ edit: Edit) -> LSPTextEdit {
    LSPTextEdit(range: placedRange(edit.range), newText: edit.replacement)
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
}

/// LSP `Position`: a line and a character in the negotiated encoding, both from 0.
struct LSPPosition: Hashable {
  var line: Int
  var character: Int

  var json: JSON { ["line": .integer(Int64(line)), "character": .integer(Int64(character))] }
}

/// LSP `Range`.
struct LSPRange: Hashable {
  var start: LSPPosition
  var end: LSPPosition

  var json: JSON { ["start": start.json, "end": end.json] }
}

/// LSP `TextEdit`.
struct LSPTextEdit: Hashable {
  var range: LSPRange
  var newText: String

  var json: JSON { ["range": range.json, "newText": .string(newText)] }
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
