/// Text for XML reports (Checkstyle, JUnit) and the graph's html page.
enum XMLText {
  /// Escapes text for a double-quoted attribute value or element content: `& < > " '`, and tab, CR and
  /// LF as character references so they survive attribute normalisation; characters XML 1.0 forbids
  /// become U+FFFD.
  static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t": result += "&#9;"
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      default:
        let value = scalar.value
        let isAllowed = value >= 0x20 && !(0xFFFE...0xFFFF).contains(value)
        result.unicodeScalars.append(isAllowed ? scalar : "\u{FFFD}")
      }
    }
    return result
  }
}
