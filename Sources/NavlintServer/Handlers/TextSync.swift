import NavlintJSON

extension Server {
  mutating func didOpen(_ params: JSON?) {
    guard let item = params?["textDocument"], let uri = item["uri"]?.stringValue, let text = item["text"]?.stringValue
    else { return log("ignored didOpen without textDocument.uri and text") }
    let languageID = item["languageId"]?.stringValue ?? ""
    documents.open(uri: uri, languageID: languageID, version: item["version"]?.int64Value, text: text)
    recordText(uri: uri)
    scheduleDiagnostics(uri: uri)
  }

  mutating func didChange(_ params: JSON?) {
    guard let uri = params?["textDocument"]?["uri"]?.stringValue, let changes = params?["contentChanges"]?.arrayValue
    else { return log("ignored didChange without textDocument.uri and contentChanges") }
    do {
      try documents.change(
        uri: uri, version: params?["textDocument"]?["version"]?.int64Value, changes: changes, encoding: encoding)
    } catch {
      return log("ignored didChange: \(error)")
    }
    recordText(uri: uri)
    scheduleDiagnostics(uri: uri)
  }

  mutating func didClose(_ params: JSON?) {
    guard let uri = params?["textDocument"]?["uri"]?.stringValue else { return log("ignored didClose without a uri") }
    pendingPushes[uri] = nil
    diagnosticTexts.forget(uri)
    guard let document = documents.close(uri: uri) else { return }
    lastGoodPlans[uri] = nil
    if document.isLinted, let path = FileURI.path(of: uri) {
      // The file on disk stands for it again, in the other documents' cross-file findings too.
      session?.setDocumentText(nil, forFile: path)
      refreshCrossFileFindings(except: uri)
    }
    if document.hasPublished || document.isLinted {
      send(.publishDiagnostics, ["uri": .string(uri), "diagnostics": []])
    }
  }

  mutating func didSave(_ params: JSON?) {
    guard let uri = params?["textDocument"]?["uri"]?.stringValue else { return }
    // Saving a config file open in the editor reloads it even when the client does not watch files.
    if isConfigurationFile(uri: uri) { reloadConfiguration(changedURIs: [(uri, 2)]) }
  }

  /// Gives the lint service an open Swift document's text: it wins over the file on disk in the model.
  private mutating func recordText(uri: String) {
    guard let document = documents[uri], document.isLinted, let path = FileURI.path(of: uri) else { return }
    session?.setDocumentText(document.bytes, forFile: path)
  }

  /// Pushes diagnostics for `uri` after the debounce delay (push clients only; pull clients ask).
  mutating func scheduleDiagnostics(uri: String) {
    guard !client.supportsPullDiagnostics, documents[uri]?.isLinted == true else { return }
    pendingPushes[uri] = now + options.debounce
  }
}
