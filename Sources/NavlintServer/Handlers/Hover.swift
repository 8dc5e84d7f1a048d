import NavlintJSON
import NavlintRules

extension Server {
  /// `textDocument/hover`: on a flagged range, the finding's message and its rule's documentation; on a
  /// `NavigationLink`, the view it shows (`linkHover`).
  mutating func hover(_ params: JSON?) -> Result<JSON, ResponseError> {
    guard let uri = params?["textDocument"]?["uri"]?.stringValue, let position = params?["position"] else {
      return .failure(.invalidParams("`textDocument.uri` and `position` are required"))
    }
    guard let lint = currentLint(uri: uri) else { return .success(.null) }
    let converter = PositionConverter(lines: lint.lines, encoding: encoding)
    guard let offset = converter.offset(position) else { return .failure(.invalidParams("invalid `position`")) }
    let hits = lint.findings.filter { $0.range.lowerBound <= offset && offset <= $0.range.upperBound }
    var sections: [String] = []
    var range: Range<Int>?
    for finding in hits {
      let descriptor = RuleCatalog.descriptor(for: finding.ruleID.rawValue)
      let link = RuleDocumentation.url(id: finding.ruleID, name: finding.ruleName)
      var text = "**\(finding.ruleID.rawValue) \(finding.ruleName)**: \(finding.message)\n\n"
      text += descriptor?.documentation ?? descriptor?.summary ?? ""
      text += "\n\n[Rule documentation](\(link))"
      sections.append(text)
      range =
        range.map { min($0.lowerBound, finding.range.lowerBound)..<max($0.upperBound, finding.range.upperBound) }
        ?? finding.range
    }
    // On a `NavigationLink`: the view it shows, from the navigation model.
    let link = linkHover(uri: uri, offset: offset)
    if let link { sections.insert(link.text, at: 0) }
    guard !sections.isEmpty, let shown = range.map(converter.range) ?? link?.range else { return .success(.null) }
    return .success([
      "contents": ["kind": "markdown", "value": .string(sections.joined(separator: "\n\n---\n\n"))],
      "range": shown,
    ])
  }
}
