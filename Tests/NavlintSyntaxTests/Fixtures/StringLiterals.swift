// StringLiterals.swift — every string form the recipes app prints.

import Foundation

/// Builds the user-facing strings for a recipe card.
struct RecipeStrings {
  let title: String
  let names: [String]
  let count: Int
  let café = "Café Olé"
  let π = 3.14159
  let 東京 = "Tokyo"
  let naïveCount = 2

  var plain: String { "A plain line" }
  var empty: String { "" }
  var escapes: String { "tab\there\nnewline \0 nul \\ backslash \" quote \' apostrophe \r cr" }
  var emoji: String { "smile \u{1F600} and \u{E9} and \u{0041}" }
  var interpolated: String { "\(title) has \(count) steps" }
  var nested: String { "\(names.map { "\($0)!" }.joined(separator: ", "))" }
  var deeper: String { "a\("b\("c\(count + 1)d")e")f" }
  var ternary: String { "\(count > 1 ? "many" : "one") item\(count == 1 ? "" : "s")" }
  var unicodeNames: String { "\(café) at \(π) in \(東京), \(naïveCount)x" }

  var raw: String { #"C:\Users\\recipes\n stays "literal""# }
  var rawInterpolated: String { #"Title: \#(title), not \(title)"# }
  var doubleRaw: String { ##"A "#hash"# inside and \##(count) items"## }
  var rawRegexSource: String { #"\d+\.\d+"# }

  var multiLine: String {
    """
    Recipe: \(title)
      Steps: \(count)
    Ingredients:
    \(names.map { "  - \($0)" }.joined(separator: "\n"))
    Quotes "inside" and ""two"" are fine, and so is \""" escaped.
    A line that continues \
    on the next one.
    """
  }

  var multiLineEmpty: String {
    """
    """
  }

  var rawMultiLine: String {
    #"""
    Raw block with \(title) left alone
    and \#(title) interpolated.
    """#
  }

  var json: String {
    """
    {"title": "\(title)", "count": \(count), "tags": [\(names.map { "\"\($0)\"" }.joined(separator: ","))]}
    """
  }

  func character() -> Character { "é" }
  func grapheme() -> Character { "\u{1F1EB}\u{1F1F7}" }
}

let greeting = "Hello, " + "world" + "!"
let path = "/recipes/" + String(42)
let separator = "—"
