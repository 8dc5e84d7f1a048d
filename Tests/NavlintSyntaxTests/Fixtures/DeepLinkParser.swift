// DeepLinkParser.swift — regex literals beside division, and a URL handler.

import Foundation
import RegexBuilder

/// Turns `recipes://` URLs into routes; pure, so it can be tested without a view.
struct DeepLinkParser {
  let slug = /[a-z]+/
  let number = /\d+/
  let pair = #/(?<key>\w+)=(?<value>[^&]*)/#
  let withSlash = #/recipes/(\d+)/steps/#
  let spaced = #/ spaced literal /#
  let extended = #/
    ^ /recipe/          # the prefix
    (?<id> [0-9a-f-]+ ) # a UUID
    (?: / step / (?<step> \d+ ) )?
    $
  /#

  func route(for url: URL) -> Route? {
    guard url.scheme == "recipes" else { return nil }
    let text = url.path
    if let match = text.firstMatch(of: /\/recipe\/([0-9A-F-]+)/) {
      return UUID(uuidString: String(match.1)).map { Route.recipe(id: $0) }
    }
    if text.contains(/settings/) {
      return .settings
    }
    if let match = text.wholeMatch(of: extended), let id = UUID(uuidString: String(match.id)) {
      return .recipe(id: id)
    }
    let parts = text.split(separator: /\s*,\s*/)
    return parts.isEmpty ? nil : .author(name: String(parts[0]))
  }

  func progress(done: Int, total: Int) -> Double {
    let ratio = Double(done) / Double(total)
    let percent = done * 100/total
    let halves = (done / 2) / (total / 2)
    return ratio + Double(percent / 100) + Double(halves)
  }

  func parameters(in query: String) -> [String: String] {
    var result: [String: String] = [:]
    for match in query.matches(of: pair) {
      result[String(match.key)] = String(match.value)
    }
    return result
  }

  func builder() -> some RegexComponent {
    Regex {
      "step-"
      OneOrMore(.digit)
    }
  }
}
