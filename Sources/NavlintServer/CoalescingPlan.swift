import NavlintJSON

/// Which requests of one batch are already cancelled or superseded before they run.
struct CoalescingPlan {
  var cancelled: Set<RequestID> = []
  /// For each document pulled in the batch, the index of its last pull.
  private var lastPull: [String: Int] = [:]
  private var pullURI: [Int: String] = [:]

  init(_ parsed: [Message.Parsed]) {
    for (index, item) in parsed.enumerated() {
      guard case .message(let message) = item else { continue }
      switch message {
      case .notification(let method, let params) where method == LSPMethod.cancelRequest.rawValue:
        if let id = params?["id"].flatMap(RequestID.init) { cancelled.insert(id) }
      case .request(_, let method, let params) where method == LSPMethod.diagnostic.rawValue:
        if let uri = params?["textDocument"]?["uri"]?.stringValue {
          lastPull[uri] = index
          pullURI[index] = uri
        }
      default:
        break
      }
    }
  }

  func isSupersededPull(at index: Int) -> Bool {
    guard let uri = pullURI[index] else { return false }
    return lastPull[uri] != index
  }
}
