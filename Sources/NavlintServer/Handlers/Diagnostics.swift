import NavlintJSON
import NavlintProject
import NavlintRules
import NavlintSyntax

extension Server {
  /// The lint result for the document's current text and settings, linting only when it is stale.
  mutating func currentLint(uri: String) -> LintResult? {
    guard let document = documents[uri], document.isLinted else { return nil }
    if let lint = document.lint, lint.generation == document.generation, lint.settingsEpoch == settingsEpoch {
      return lint
    }
    let plan = filePlan(forURI: uri)
    if factsInFlight[uri] == document.generation, let last = document.lastLinted {
      // Its facts are being read (`startsReadingFacts`): the last text's cross-file findings, moved through
      // the edit, stand in until they are in; suppressions judge them like any.
      let carried = Finding.moved(last.crossFile, from: last.bytes, to: document.bytes)
      // The structure the reading was handed, when it is this text's.
      let built = document.readStructure.flatMap { $0.generation == document.generation ? $0.structure : nil }
      documents[uri]?.readStructure = nil
      let file =
        built.map { plan.lint($0, projectFindings: carried) } ?? plan.lint(document.bytes, projectFindings: carried)
      let result = LintResult(
        generation: document.generation, settingsEpoch: settingsEpoch, modelGeneration: session?.modelGeneration ?? 0,
        crossFile: carried, file: file)
      documents[uri]?.lint = result
      return result
    }
    let (file, crossFile) =
      session?.lintWithProjectFindings(plan, bytes: document.bytes) ?? (plan.lint(document.bytes), [])
    let result = LintResult(
      generation: document.generation, settingsEpoch: settingsEpoch,
      modelGeneration: session?.modelGeneration ?? 0, crossFile: crossFile, file: file)
    documents[uri]?.lint = result
    // This text may change what the other open documents' links and destinations find.
    refreshCrossFileFindings(except: uri)
    return result
  }

  /// `textDocument/publishDiagnostics` for one document.
  mutating func publishDiagnostics(uri: String) {
    guard let lint = currentLint(uri: uri), let document = documents[uri] else { return }
    var params: JSON = ["uri": .string(uri)]
    if let version = document.version { params["version"] = .integer(version) }
    params["diagnostics"] = .array(diagnosticTexts.reuse(diagnostics(lint), for: uri))
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
    let items = diagnosticTexts.reuse(diagnostics(lint), for: uri)
    return .success(["kind": "full", "resultId": .string(lint.resultID), "items": .array(items)])
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
      data["suppress"] = converter.textEdit(lint.file.disableLineEdit(for: finding))
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
