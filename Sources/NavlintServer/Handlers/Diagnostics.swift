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
    // The structure a reading was handed (`startsReadingFacts`), when it is this text's, and the rules it may
    // check for this lint (when the settings are still those it was given).
    let read = document.readStructure.flatMap { $0.generation == document.generation ? $0 : nil }
    documents[uri]?.readStructure = nil
    let shared = read.flatMap { $0.settingsEpoch == settingsEpoch ? $0.shared : nil }
    if factsInFlight[uri] == document.generation, let last = document.lastLinted {
      // Its facts are being read: the last text's cross-file findings, moved through the edit, stand in until
      // they are in; suppressions judge them like any.
      let carried = Finding.moved(last.crossFile, from: last.bytes, to: document.bytes)
      let file =
        read.map { plan.lint($0.structure, projectFindings: carried, shared: shared) }
        ?? plan.lint(document.bytes, projectFindings: carried)
      let result = LintResult(
        generation: document.generation, settingsEpoch: settingsEpoch, modelGeneration: session?.modelGeneration ?? 0,
        crossFile: carried, file: file)
      documents[uri]?.lint = result
      return result
    }
    // A structure lent here is of a text whose facts the model holds: its own cross-file findings join at once.
    let (file, crossFile) =
      session?.lintWithProjectFindings(
        plan, bytes: document.bytes, built: read.map { ($0.structure, shared) }) ?? (plan.lint(document.bytes), [])
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
    params["diagnostics"] = .array(diagnosticTexts.reuse(diagnosticContents(lint), for: uri))
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
    let items = diagnosticTexts.reuse(diagnosticContents(lint), for: uri)
    return .success(["kind": "full", "resultId": .string(lint.resultID), "items": .array(items)])
  }

  /// LSP diagnostics for a lint result. `data` carries the rule, its fix and the suppression edit, so a
  /// client (or a later code action request) has everything needed to act on it.
  func diagnostics(_ lint: LintResult) -> [JSON] {
    diagnosticContents(lint).map(\.json)
  }

  /// What each of a lint result's diagnostics says, in the client's positions.
  func diagnosticContents(_ lint: LintResult) -> [DiagnosticContent] {
    let converter = PositionConverter(lines: lint.lines, encoding: encoding)
    return lint.findings.map { DiagnosticContent($0, in: lint.file, converter) }
  }
}

/// Everything one diagnostic says, in the client's positions: its JSON is made from this alone, so equal
/// contents are sent as one text (`DiagnosticTexts`). Byte offsets are not part of it: typing on an earlier
/// line moves them but not what the client is told.
struct DiagnosticContent: Hashable {
  var ruleID: RuleID
  var ruleName: String
  var severity: Severity
  var message: String
  var range: LSPRange
  var fix: PlacedFix?
  /// The edit that disables the rule for the finding's line.
  var suppress: LSPTextEdit

  struct PlacedFix: Hashable {
    var title: String
    var isSafe: Bool
    var edits: [LSPTextEdit]
  }
}

extension DiagnosticContent {
  init(_ finding: Finding, in file: LintedFile, _ converter: PositionConverter) {
    self.init(
      ruleID: finding.ruleID, ruleName: finding.ruleName, severity: finding.severity, message: finding.message,
      range: converter.placedRange(finding.range),
      fix: finding.fix.map { PlacedFix(title: $0.title, isSafe: $0.isSafe, edits: $0.edits.map(converter.placedEdit)) },
      suppress: converter.placedEdit(file.disableLineEdit(for: finding)))
  }

  /// The LSP `Diagnostic`.
  var json: JSON {
    var data: JSON = ["rule": .string(ruleID.rawValue), "name": .string(ruleName)]
    if let fix {
      data["fix"] = ["title": .string(fix.title), "safe": .bool(fix.isSafe), "edits": .array(fix.edits.map(\.json))]
    } else {
      data["fix"] = .null
    }
    data["suppress"] = suppress.json
    var diagnostic: JSON = [
      "range": range.json,
      "severity": .integer(severity.lspValue),
      "code": .string(ruleID.rawValue),
      "codeDescription": ["href": .string(RuleDocumentation.url(id: ruleID, name: ruleName))],
      "source": "navlint",
      "message": .string(message),
    ]
    if ruleID == .unusedSuppression { diagnostic["tags"] = [1] }  // Unnecessary: shown faded.
    diagnostic["data"] = data
    return diagnostic
  }
}
