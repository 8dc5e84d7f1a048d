import NavlintJSON
import NavlintRules

extension Server {
  /// `textDocument/codeAction`: for each finding touching the range, its quick fix and the two "disable"
  /// actions; and `source.fixAll.navlint` when safe fixes exist. `context.only` filters by kind.
  mutating func codeActions(_ params: JSON?) -> Result<JSON, ResponseError> {
    guard let uri = params?["textDocument"]?["uri"]?.stringValue, let requested = params?["range"] else {
      return .failure(.invalidParams("`textDocument.uri` and `range` are required"))
    }
    guard let lint = currentLint(uri: uri) else { return .success([]) }
    let converter = PositionConverter(lines: lint.lines, encoding: encoding)
    guard let range = converter.byteRange(requested) else { return .failure(.invalidParams("invalid `range`")) }
    let only = params?["context"]?["only"]?.arrayValue?.compactMap(\.stringValue)
    func wants(_ kind: String) -> Bool {
      guard let only else { return true }
      return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
    }
    let diagnostics = self.diagnostics(lint)
    func action(_ title: String, kind: String, edits: [Edit], diagnostic: JSON?, isPreferred: Bool = false) -> JSON {
      var action: JSON = ["title": .string(title), "kind": .string(kind)]
      if let diagnostic { action["diagnostics"] = [diagnostic] }
      if isPreferred { action["isPreferred"] = true }
      action["edit"] = ["changes": .object([uri: .array(edits.map(converter.textEdit))])]
      return action
    }
    var actions: [JSON] = []
    if wants(CodeActionKind.quickFix) {
      for (finding, diagnostic) in zip(lint.findings, diagnostics)
      where finding.range.lowerBound <= range.upperBound && range.lowerBound <= finding.range.upperBound {
        let id = finding.ruleID.rawValue
        if let fix = finding.fix {
          actions.append(
            action(
              fix.title, kind: CodeActionKind.quickFix, edits: fix.edits, diagnostic: diagnostic,
              isPreferred: fix.isSafe))
        }
        guard finding.ruleID != .unusedSuppression else { continue }
        actions.append(
          action(
            "Disable \(id) for this line", kind: CodeActionKind.quickFix,
            edits: [lint.file.disableLineEdit(for: finding)], diagnostic: diagnostic))
        actions.append(
          action(
            "Disable \(id) for this file", kind: CodeActionKind.quickFix,
            edits: [lint.file.disableFileEdit(for: finding)], diagnostic: diagnostic))
      }
    }
    if wants(CodeActionKind.fixAll), lint.findings.contains(where: { $0.fix?.isSafe == true }),
      let edit = fixAllEdit(lint, uri: uri)
    {
      actions.append(action("Fix all safe navlint issues", kind: CodeActionKind.fixAll, edits: [edit], diagnostic: nil))
    }
    return .success(.array(actions))
  }

  /// One edit turning the text into the result of applying every safe fix (to a fixpoint).
  private mutating func fixAllEdit(_ lint: LintResult, uri: String) -> Edit? {
    let fixed = filePlan(forURI: uri).fix(lint.bytes).file.bytes
    return Self.minimalEdit(from: lint.bytes, to: fixed)
  }

  /// The single edit replacing the differing middle of `old` by that of `new`, on scalar boundaries.
  static func minimalEdit(from old: [UInt8], to new: [UInt8]) -> Edit? {
    guard old != new else { return nil }
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    while prefix > 0, prefix < old.count, old[prefix] & 0xC0 == 0x80 { prefix -= 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    while suffix > 0, old[old.count - suffix] & 0xC0 == 0x80 { suffix -= 1 }
    let replacement = String(decoding: new[prefix..<(new.count - suffix)], as: UTF8.self)
    return Edit(range: prefix..<(old.count - suffix), replacement: replacement)
  }
}
