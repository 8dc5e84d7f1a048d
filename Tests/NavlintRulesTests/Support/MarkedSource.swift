import NavlintSyntax

/// Swift source with `↓` markers: the text without them and the 1-based line/column (in Unicode scalars)
/// of the character right after each marker.
struct MarkedSource {
  static let marker: Unicode.Scalar = "\u{2193}"

  var text: String
  var markers: [SourceLocation]
  /// 1-based lines holding at least one marker.
  var markedLines: [Int] { Array(Set(markers.map(\.line))).sorted() }

  init(_ marked: String) {
    var scalars = String.UnicodeScalarView()
    var markers: [SourceLocation] = []
    var line = 1
    var column = 1
    for scalar in marked.unicodeScalars {
      if scalar == Self.marker {
        markers.append(SourceLocation(line: line, column: column))
        continue
      }
      scalars.append(scalar)
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    self.text = String(scalars)
    self.markers = markers
  }
}
