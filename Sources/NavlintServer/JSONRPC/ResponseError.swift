import NavlintJSON

/// A JSON-RPC error object: a code, a message for people and optional data.
public struct ResponseError: Error, Sendable, Equatable {
  public var code: Int
  public var message: String
  public var data: JSON?

  public init(code: Int, message: String, data: JSON? = nil) {
    self.code = code
    self.message = message
    self.data = data
  }

  /// The body was not JSON.
  public static let parseErrorCode = -32700
  /// The JSON was not a valid JSON-RPC message, or arrived when it is not allowed (after shutdown).
  public static let invalidRequestCode = -32600
  public static let methodNotFoundCode = -32601
  public static let invalidParamsCode = -32602
  public static let internalErrorCode = -32603
  /// LSP: a request other than `initialize` before `initialize`.
  public static let serverNotInitializedCode = -32002
  /// LSP: the client cancelled the request.
  public static let requestCancelledCode = -32800
  /// LSP: the server cancelled the request (a superseded pull).
  public static let serverCancelledCode = -32802

  public static func parseError(_ detail: String) -> ResponseError {
    ResponseError(code: parseErrorCode, message: "Parse error: \(detail)")
  }
  public static func invalidRequest(_ detail: String) -> ResponseError {
    ResponseError(code: invalidRequestCode, message: "Invalid request: \(detail)")
  }
  public static func methodNotFound(_ method: String) -> ResponseError {
    ResponseError(code: methodNotFoundCode, message: "Method not found: \(method)")
  }
  public static func invalidParams(_ detail: String) -> ResponseError {
    ResponseError(code: invalidParamsCode, message: "Invalid params: \(detail)")
  }
  public static let serverNotInitialized = ResponseError(
    code: serverNotInitializedCode, message: "Server not initialized: send `initialize` first")
  public static let requestCancelled = ResponseError(code: requestCancelledCode, message: "Request cancelled")
  public static let superseded = ResponseError(
    code: serverCancelledCode, message: "Superseded by a newer request for the same document",
    data: ["retriggerRequest": false])

  public var json: JSON {
    var object: JSON.Object = ["code": .integer(Int64(code)), "message": .string(message)]
    if let data { object["data"] = data }
    return .object(object)
  }
}
