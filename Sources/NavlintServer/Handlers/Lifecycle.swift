import NavlintJSON
import NavlintProject
import NavlintRules
import NavlintSyntax

extension Server {
  /// `initialize`: negotiates the position encoding, records client capabilities, answers with ours.
  mutating func initialize(_ params: JSON?) -> Result<JSON, ResponseError> {
    guard let params, params.objectValue != nil else { return .failure(.invalidParams("`initialize` needs params")) }
    let capabilities = params["capabilities"]
    let offered = capabilities?["general"]?["positionEncodings"]?.arrayValue ?? []
    encoding = offered.contains(.string(PositionEncoding.utf8.rawValue)) ? .utf8 : .utf16
    let textDocument = capabilities?["textDocument"]
    client.supportsPullDiagnostics = textDocument?["diagnostic"]?.objectValue != nil
    client.supportsDiagnosticRefresh =
      capabilities?["workspace"]?["diagnostics"]?["refreshSupport"]?.boolValue ?? false
    client.supportsWatcherRegistration =
      capabilities?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue ?? false
    client.supportsCodeActionLiterals = textDocument?["codeAction"]?["codeActionLiteralSupport"] != nil
    client.supportsWorkDoneProgress = capabilities?["window"]?["workDoneProgress"]?.boolValue ?? false
    if let trace = params["trace"]?.stringValue { self.trace = trace }
    logsToClient = trace != "off" || (params["initializationOptions"]?["logToClient"]?.boolValue ?? false)

    let workspaceRoot = Self.workspaceRoot(params)
    if let workspaceRoot { rootPath = workspaceRoot }
    do {
      session = try LintSession(currentDirectory: rootPath)
      // The app's navigation model covers the workspace the client names, and nothing when it names none.
      session?.indexesOnlyInsideFallbackRoot = true
      session?.runsProjectPass = workspaceRoot != nil
      session?.indexesInBackground = true
    } catch {
      // Without an explicit --config path the lookup cannot fail; keep serving with defaults.
      log("configuration lookup unavailable: \(error)")
    }
    lifecycle = .running
    let result: JSON = [
      "capabilities": [
        "positionEncoding": .string(encoding.rawValue),
        "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
        "diagnosticProvider": ["identifier": "navlint", "interFileDependencies": true, "workspaceDiagnostics": false],
        "codeActionProvider": [
          "codeActionKinds": [.string(CodeActionKind.quickFix), .string(CodeActionKind.fixAll)],
          "resolveProvider": false,
        ],
        "hoverProvider": true,
        "definitionProvider": true,
        "referencesProvider": true,
        "codeLensProvider": ["resolveProvider": false],
      ],
      "serverInfo": ["name": "navlint", "version": .string(NavlintVersion.current)],
    ]
    return .success(result)
  }

  /// `initialized`: starts indexing the workspace (in the background) and registers the file watchers
  /// (config files, and every Swift file for the navigation model) when the client allows it.
  mutating func initialized() {
    session?.requestIndex(ofFolder: rootPath)
    guard client.supportsWatcherRegistration else { return }
    let watchers: JSON = .array(
      (ConfigurationChange.watchedPatterns + ["*.swift"]).map { ["globPattern": .string("**/\($0)")] })
    sendRequest(
      .registerCapability,
      [
        "registrations": [
          [
            "id": "navlint-watched-files",
            "method": .string(LSPMethod.didChangeWatchedFiles.rawValue),
            "registerOptions": ["watchers": watchers],
          ]
        ]
      ])
  }

  mutating func shutdown() -> Result<JSON, ResponseError> {
    lifecycle = .shutDown
    pendingPushes.removeAll()
    return .success(.null)
  }

  mutating func setTrace(_ params: JSON?) {
    guard let value = params?["value"]?.stringValue, ["off", "messages", "verbose"].contains(value) else { return }
    trace = value
    logsToClient = value != "off"
  }

  /// The folder of `rootUri`, the first workspace folder or `rootPath`, when it is a `file:` URI or path.
  private static func workspaceRoot(_ params: JSON) -> String? {
    if let uri = params["rootUri"]?.stringValue, let path = FileURI.path(of: uri) { return path }
    if let uri = params["workspaceFolders"]?[0]?["uri"]?.stringValue, let path = FileURI.path(of: uri) { return path }
    if let path = params["rootPath"]?.stringValue, path.hasPrefix("/") { return path }
    return nil
  }
}
