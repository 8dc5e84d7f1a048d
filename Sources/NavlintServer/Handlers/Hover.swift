import NavlintJSON
import NavlintRules

extension Server {
  /// `textDocument/hover`: on a flagged range, the finding's message and its rule's documentation.
  mutating func hover(_ params: JSON?) -> Result<JSON, ResponseError> {
    guard let uri = params?["textDocument"]?["uri"]?.stringValue, let position = params?["position"] else {
      return .failure(.invalidParams("`textDocument.uri` and `position` are required"))
    }
    guard let lint = currentLint(uri: uri) else { return .success(.null) }
    let converter = PositionConverter(lines: lint.lines, encoding: encoding)
    guard let offset = converter.offset(position) else { return .failure(.invalidParams("invalid `position`")) }
    let hits = lint.findings.filter { $0.range.lowerBound <= offset && offset <= $0.range.upperBound }
    guard let first = hits.first else { return .success(.null) }
    var sections: [String] = []
    for finding in hits {
      let descriptor = RuleCatalog.descriptor(for: finding.ruleID.rawValue)
      let link = RuleDocumentation.url(id: finding.ruleID, name: finding.ruleName)
      var text = "**\(finding.ruleID.rawValue) \(finding.ruleName)**: \(finding.message)\n\n"
      text += descriptor?.documentation ?? descriptor?.summary ?? ""
      text += "\n\n[Rule documentation](\(link))"
      sections.append(text)
    }
    let range = hits.dropFirst().reduce(first.range) {
      min($0.lowerBound, $1.range.lowerBound)..<max($0.upperBound, $1.range.upperBound)
    }
    return .success([
      "contents": ["kind": "markdown", "value": .string(sections.joined(separator: "\n\n---\n\n"))],
      "range": converter.range(range),
    ])
  }
}
