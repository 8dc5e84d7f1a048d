import NavlintJSON

/// One JSON-RPC 2.0 message: a request, a notification or a response.
public enum Message: Sendable, Equatable {
  case request(id: RequestID, method: String, params: JSON?)
  case notification(method: String, params: JSON?)
  /// A response to a request the server sent; `result` or `error` as received.
  case response(id: RequestID?, result: JSON?, error: JSON?)

  /// What a frame body holds: one message, a batch, or something invalid with the id to answer it under.
  public enum Parsed: Sendable, Equatable {
    case message(Message)
    case batch([Parsed])
    /// Invalid: answer with `error` under `id` (JSON `null` when the id is unknown or invalid).
    case invalid(id: RequestID?, error: ResponseError)
  }

  /// Parses a frame body.
  public static func parse(body: [UInt8]) -> Parsed {
    let value: JSON
    do {
      value = try JSON.parse(body, maxDepth: 256)
    } catch {
      return .invalid(id: nil, error: .parseError(error.description))
    }
    if case .array(let elements) = value {
      guard !elements.isEmpty else { return .invalid(id: nil, error: .invalidRequest("empty batch")) }
      return .batch(elements.map(parse(value:)))
    }
    return parse(value: value)
  }

  /// Validates one JSON-RPC message object.
  public static func parse(value: JSON) -> Parsed {
    guard case .object(let object) = value else {
      return .invalid(id: nil, error: .invalidRequest("a message must be a JSON object"))
    }
    let rawID = object["id"]
    let id = rawID.flatMap(RequestID.init)
    guard object["jsonrpc"] == .string("2.0") else {
      return .invalid(id: id, error: .invalidRequest("`jsonrpc` must be \"2.0\""))
    }
    let params = object["params"]
    if let params, params.arrayValue == nil, params.objectValue == nil {
      return .invalid(id: id, error: .invalidRequest("`params` must be an object or an array"))
    }
    if let method = object["method"] {
      guard let name = method.stringValue else {
        return .invalid(id: id, error: .invalidRequest("`method` must be a string"))
      }
      guard rawID != nil else { return .message(.notification(method: name, params: params)) }
      guard let id else {
        return .invalid(id: nil, error: .invalidRequest("`id` must be an integer or a string"))
      }
      return .message(.request(id: id, method: name, params: params))
    }
    if object["result"] != nil || object["error"] != nil {
      return .message(.response(id: id, result: object["result"], error: object["error"]))
    }
    return .invalid(id: id, error: .invalidRequest("neither a request, a notification nor a response"))
  }

  // MARK: - Building outgoing messages

  static func response(id: RequestID?, result: Result<JSON, ResponseError>) -> JSON {
    var object: JSON.Object = ["jsonrpc": "2.0", "id": id?.json ?? .null]
    switch result {
    case .success(let value): object["result"] = value
    case .failure(let error): object["error"] = error.json
    }
    return .object(object)
  }

  static func notification(_ method: LSPMethod, _ params: JSON) -> JSON {
    ["jsonrpc": "2.0", "method": .string(method.rawValue), "params": params]
  }

  static func request(id: RequestID, _ method: LSPMethod, _ params: JSON) -> JSON {
    ["jsonrpc": "2.0", "id": id.json, "method": .string(method.rawValue), "params": params]
  }
}
