import NavlintJSON
import NavlintRules
import NavlintSyntax

extension Server {
  /// The lint result for the document's current text and settings, linting only when it is stale.
  mutating func currentLint(uri: String) -> LintResult? {
    guard let document = documents[uri], document.isLinted else { return nil }
    if let lint = document.lint, lint.generation == document.generation, lint.settingsEpoch == settingsEpoch {
      return lint
    }
    let linter = Linter(settings: ruleSettings(forURI: uri))
    let lines: LineTable
    let findings: [Finding]
    if linter.mayHaveFindings(document.bytes) {
      let source = SourceText(bytes: document.bytes)
      (lines, findings) = (source.lines, linter.lint(source))
    } else {
      // No rule's trigger word and no `navlint:` comment: no findings, and no tokens needed.
      (lines, findings) = (LineTable(document.bytes), [])
    }
    let result = LintResult(
      generation: document.generation, settingsEpoch: settingsEpoch, bytes: document.bytes, lines: lines,
      findings: findings)
    documents[uri]?.lint = result
    return result
  }

  /// `textDocument/publishDiagnostics` for one document.
  mutating func publishDiagnostics(uri: String) {
    guard let lint = currentLint(uri: uri), let document = documents[uri] else { return }
    var params: JSON = ["uri": .string(uri)]
    if let version = document.version { params["version"] = .integer(version) }
    params["diagnostics"] = .array(diagnostics(lint))
    documents[uri]?.hasPublished = true
    send(.publishDiagnostics, params)
  }

  /// `textDocument/diagnostic`: a full report, or `unchanged` when the client has the current result.
  mutating func pullDiagnostics(_ params: JSON?) -> Result<JSON, ResponseError> {
    guard let uri = params?["textDocument"]?["uri"]?.stringValue else {
      return .failure(.invalidParams("`textDocument.uri` is required"))
    }
    guard let lint = currentLint(uri: uri) else {
      return .success(["kind": "full", "items": []])
    }
    if params?["previousResultId"]?.stringValue == lint.resultID {
      return .success(["kind": "unchanged", "resultId": .string(lint.resultID)])
    }
    return .success(["kind": "full", "resultId": .string(lint.resultID), "items": .array(diagnostics(lint))])
  }

  /// LSP diagnostics for a lint result. `data` carries the rule, its fix and the suppression edit, so a
  /// client (or a later code action request) has everything needed to act on it.
  func diagnostics(_ lint: LintResult) -> [JSON] {
    let converter = PositionConverter(lines: lint.lines, encoding: encoding)
    // One documentation link per rule, not one string built per finding.
    var links: [RuleID: JSON] = [:]
    return lint.findings.map { finding in
      let link =
        links[finding.ruleID]
        ?? ["href": .string(RuleDocumentation.url(id: finding.ruleID, name: finding.ruleName))]
      links[finding.ruleID] = link
      var data: JSON = ["rule": .string(finding.ruleID.rawValue), "name": .string(finding.ruleName)]
      if let fix = finding.fix {
        data["fix"] = [
          "title": .string(fix.title), "safe": .bool(fix.isSafe),
          "edits": .array(fix.edits.map(converter.textEdit)),
        ]
      } else {
        data["fix"] = .null
      }
      data["suppress"] = converter.textEdit(SuppressionEdits.disableLine(finding, lint: lint))
      var diagnostic: JSON = [
        "range": converter.range(finding.range),
        "severity": .integer(finding.severity.lspValue),
        "code": .string(finding.ruleID.rawValue),
        "codeDescription": link,
        "source": "navlint",
        "message": .string(finding.message),
      ]
      if finding.ruleID == .unusedSuppression { diagnostic["tags"] = [1] }  // Unnecessary: shown faded.
      diagnostic["data"] = data
      return diagnostic
    }
  }
}

/// The edits of the "disable" code actions.
enum SuppressionEdits {
  /// `// navlint:disable:next NAVxxx` above the finding's line, with that line's indentation.
  static func disableLine(_ finding: Finding, lint: LintResult) -> Edit {
    let line = lint.lines.line(of: finding.range.lowerBound)
    let start = lint.lines.start(ofLine: line)
    var indentEnd = start
    while indentEnd < lint.bytes.count, lint.bytes[indentEnd] == 0x20 || lint.bytes[indentEnd] == 0x09 {
      indentEnd += 1
    }
    let indentation = String(decoding: lint.bytes[start..<indentEnd], as: UTF8.self)
    let text = "\(indentation)// navlint:disable:next \(finding.ruleID.rawValue)\(lineBreak(lint, line: line))"
    return .insert(text, at: start)
  }

  /// `// navlint:disable NAVxxx` at the top of the file (after a shebang line).
  static func disableFile(_ finding: Finding, lint: LintResult) -> Edit {
    var offset = 0
    if lint.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    if lint.bytes[offset...].starts(with: [0x23, 0x21]) { offset = lint.lines.start(ofLine: 1) }
    return .insert("// navlint:disable \(finding.ruleID.rawValue)\(lineBreak(lint, line: 0))", at: offset)
  }

  /// The line break ending `line` (`\r\n`, `\r` or `\n`), or `\n` when it has none.
  private static func lineBreak(_ lint: LintResult, line: Int) -> String {
    let end = lint.lines.contentEnd(ofLine: line)
    guard end < lint.bytes.count else { return "\n" }
    if lint.bytes[end] == 0x0D { return end + 1 < lint.bytes.count && lint.bytes[end + 1] == 0x0A ? "\r\n" : "\r" }
    return "\n"
  }
}
