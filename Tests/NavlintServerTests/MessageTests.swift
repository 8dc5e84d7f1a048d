import NavlintJSON
import Testing

@testable import NavlintServer

/// JSON-RPC 2.0 message validation.
struct MessageTests {
  private static func parse(_ text: String) -> Message.Parsed { Message.parse(body: Array(text.utf8)) }

  @Test func parsesRequestsNotificationsAndResponses() {
    #expect(
      Self.parse(#"{"jsonrpc":"2.0","id":1,"method":"m","params":{"a":1}}"#)
        == .message(.request(id: .integer(1), method: "m", params: ["a": 1])))
    #expect(
      Self.parse(#"{"jsonrpc":"2.0","id":"x","method":"m"}"#)
        == .message(.request(id: .string("x"), method: "m", params: nil)))
    #expect(
      Self.parse(#"{"jsonrpc":"2.0","method":"n","params":[1]}"#) == .message(.notification(method: "n", params: [1])))
    #expect(
      Self.parse(#"{"jsonrpc":"2.0","id":7,"result":null}"#)
        == .message(.response(id: .integer(7), result: .null, error: nil)))
  }

  @Test(arguments: [
    (#"{"jsonrpc":"2.0","id":1,"#, -32700, false),
    ("\u{FF}", -32700, false),
    (#"{"jsonrpc":"1.0","id":3,"method":"m"}"#, -32600, true),
    (#"{"id":3,"method":"m"}"#, -32600, true),
    (#"{"jsonrpc":"2.0","id":3,"method":5}"#, -32600, true),
    (#"{"jsonrpc":"2.0","id":3,"method":"m","params":5}"#, -32600, true),
    (#"{"jsonrpc":"2.0","id":{"a":1},"method":"m"}"#, -32600, false),
    (#"{"jsonrpc":"2.0","id":null,"method":"m"}"#, -32600, false),
    (#"{"jsonrpc":"2.0","id":3}"#, -32600, true),
    ("42", -32600, false),
    ("[]", -32600, false),
  ])
  func rejectsInvalidMessages(text: String, code: Int, keepsID: Bool) {
    guard case .invalid(let id, let error) = Self.parse(text) else {
      Issue.record("accepted \(text)")
      return
    }
    #expect(error.code == code)
    #expect((id != nil) == keepsID)
  }

  @Test func batchElementsAreParsedOneByOne() {
    guard case .batch(let items) = Self.parse(#"[{"jsonrpc":"2.0","method":"n"}, 1]"#) else {
      Issue.record("not a batch")
      return
    }
    #expect(items.count == 2)
    #expect(items[0] == .message(.notification(method: "n", params: nil)))
    if case .invalid(_, let error) = items[1] {
      #expect(error.code == -32600)
    } else {
      Issue.record("element 1 accepted")
    }
  }

  @Test func methodNamesAreDeclaredOnce() {
    let names = LSPMethod.allCases.map(\.rawValue)
    #expect(Set(names).count == names.count)
  }
}
