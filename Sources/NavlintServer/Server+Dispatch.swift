import NavlintJSON

// THE method table: lifecycle checks, then one switch for requests and one for notifications.
// Handlers return a result; only this file turns results into responses.

extension Server {
  /// Handles one valid message and returns the response to send, if it needs one.
  mutating func dispatch(_ message: Message) -> JSON? {
    switch message {
    case .request(let id, let method, let params):
      return Message.response(id: id, result: handleRequest(method: method, params: params))
    case .notification(let method, let params):
      handleNotification(method: method, params: params)
      return nil
    case .response(let id, _, let error):
      handleResponse(id: id, error: error)
      return nil
    }
  }

  private mutating func handleRequest(method name: String, params: JSON?) -> Result<JSON, ResponseError> {
    let method = LSPMethod(rawValue: name)
    switch lifecycle {
    case .uninitialized where method != .initialize:
      return .failure(.serverNotInitialized)
    case .running where method == .initialize:
      return .failure(.invalidRequest("`initialize` was already received"))
    case .shutDown:
      return .failure(.invalidRequest("the server is shut down; only `exit` is accepted"))
    default:
      break
    }
    switch method {
    case .initialize?: return initialize(params)
    case .shutdown?: return shutdown()
    case .diagnostic?: return pullDiagnostics(params)
    case .codeAction?: return codeActions(params)
    case .hover?: return hover(params)
    case .definition?: return definition(params)
    case .references?: return references(params)
    case .codeLens?: return codeLenses(params)
    default: return .failure(.methodNotFound(name))
    }
  }

  private mutating func handleNotification(method name: String, params: JSON?) {
    let method = LSPMethod(rawValue: name)
    if method == .exit {
      outbox.append(.exit(lifecycle == .shutDown ? 0 : 1))
      return
    }
    // Notifications other than `exit` are dropped before `initialize` and after `shutdown`.
    guard lifecycle == .running else { return }
    switch method {
    case .initialized?: initialized()
    case .cancelRequest?: break  // Requests run to completion before the next message is read.
    case .setTrace?: setTrace(params)
    case .didOpen?: didOpen(params)
    case .didChange?: didChange(params)
    case .didClose?: didClose(params)
    case .didSave?: didSave(params)
    case .didChangeWatchedFiles?: didChangeWatchedFiles(params)
    case .didChangeConfiguration?: didChangeConfiguration(params)
    default:
      // `$/` notifications may be ignored; others are unknown but harmless.
      if !name.hasPrefix("$/") { log("ignored notification \(name)") }
    }
  }

  private mutating func handleResponse(id: RequestID?, error: JSON?) {
    guard let id, let method = sentRequests.removeValue(forKey: id) else { return }
    if let error { log("client answered \(method.rawValue) with an error: \(error)") }
  }
}
