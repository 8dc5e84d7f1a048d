import NavlintJSON
import Testing

@testable import NavlintServer

private typealias H = Harness

/// The server state machine in memory: lifecycle, JSON-RPC errors, coalescing, documents, diagnostics.
struct ServerTests {
  // MARK: - Lifecycle and JSON-RPC

  @Test func requestsBeforeInitializeGetServerNotInitialized() {
    var harness = Harness()
    #expect(harness.call("textDocument/hover", [:])?["error"]?["code"] == -32002)
    #expect(harness.call("shutdown")?["error"]?["code"] == -32002)
    // Notifications other than exit are dropped silently.
    harness.open("file:///tmp/a.swift", Samples.navigationView)
    #expect(H.messages(harness.advance(.seconds(1))).isEmpty)
  }

  @Test func initializeAnswersCapabilitiesOnce() throws {
    var harness = Harness()
    let initialized = harness.initialize()
    let response = try #require(initialized)
    let capabilities = try #require(response["result"]?["capabilities"])
    #expect(capabilities["positionEncoding"] == "utf-16")
    #expect(capabilities["textDocumentSync"]?["change"] == 2)
    #expect(capabilities["hoverProvider"] == true)
    #expect(capabilities["diagnosticProvider"]?["identifier"] == "navlint")
    #expect(capabilities["codeActionProvider"]?["codeActionKinds"] == ["quickfix", "source.fixAll.navlint"])
    #expect(harness.call("initialize", ["capabilities": [:]])?["error"]?["code"] == -32600)
  }

  @Test func positionEncodingIsUTF8OnlyWhenOffered() {
    var utf8 = Harness()
    let offered = utf8.initialize(["general": ["positionEncodings": ["utf-16", "utf-8"]]])
    #expect(offered?["result"]?["capabilities"]?["positionEncoding"] == "utf-8")
    var utf16 = Harness()
    let notOffered = utf16.initialize(["general": ["positionEncodings": ["utf-32"]]])
    #expect(notOffered?["result"]?["capabilities"]?["positionEncoding"] == "utf-16")
  }

  @Test func shutdownThenExitIsStatusZero() {
    var harness = Harness()
    harness.initialize()
    #expect(harness.call("shutdown")?["result"] == .null)
    #expect(harness.call("textDocument/hover", [:])?["error"]?["code"] == -32600)
    #expect(H.exitStatus(harness.send(H.notification("exit"))) == 0)
  }

  @Test func exitWithoutShutdownIsStatusOne() {
    var harness = Harness()
    harness.initialize()
    #expect(H.exitStatus(harness.send(H.notification("exit"))) == 1)
    var early = Harness()
    #expect(H.exitStatus(early.send(H.notification("exit"))) == 1)
  }

  @Test func endOfInputExits() {
    var harness = Harness()
    harness.initialize()
    #expect(H.exitStatus(harness.server.receive([.endOfInput(isMidMessage: true)], now: .zero)) == 1)
    var clean = Harness()
    clean.initialize()
    _ = clean.call("shutdown")
    #expect(H.exitStatus(clean.server.receive([.endOfInput(isMidMessage: false)], now: .zero)) == 0)
  }

  @Test func unknownMethodsAndBadParams() {
    var harness = Harness()
    harness.initialize()
    let unknown = harness.call("navlint/nope", [:])
    #expect(unknown?["error"]?["code"] == -32601)
    #expect(H.messages(harness.send(H.notification("navlint/unknownNotification", [:]))).isEmpty)
    #expect(H.messages(harness.send(H.notification("$/progress", [:]))).isEmpty)
    #expect(
      harness.call("textDocument/hover", ["textDocument": ["uri": "file:///x.swift"]])?["error"]?["code"] == -32602)
    #expect(harness.call("textDocument/codeAction", [:])?["error"]?["code"] == -32602)
    #expect(harness.call("textDocument/diagnostic", [:])?["error"]?["code"] == -32602)
  }

  @Test func malformedBodiesAreAnsweredAndServingContinues() {
    var harness = Harness()
    harness.initialize()
    let parseError = H.messages(harness.sendRaw("{not json"))
    #expect(parseError.first?["error"]?["code"] == -32700)
    #expect(parseError.first?["id"] == .null)
    let invalid = H.messages(harness.sendRaw(#"{"jsonrpc":"2.0","id":9,"method":7}"#))
    #expect(invalid.first?["error"]?["code"] == -32600)
    #expect(invalid.first?["id"] == 9)
    #expect(H.messages(harness.sendRaw("\u{FF}\u{FE}")).first?["error"]?["code"] == -32700)
    #expect(harness.call("shutdown")?["result"] == .null)
  }

  @Test func batchesAreAnsweredWithAnArray() {
    var harness = Harness()
    harness.initialize()
    let outputs = harness.sendRaw(
      #"[{"jsonrpc":"2.0","id":1,"method":"navlint/nope"},{"jsonrpc":"2.0","method":"$/setTrace","params":{"value":"off"}},5]"#
    )
    let responses = H.messages(outputs).first?.arrayValue ?? []
    #expect(responses.count == 2)
    #expect(responses.first?["id"] == 1)
    #expect(responses.first?["error"]?["code"] == -32601)
    #expect(responses.last?["error"]?["code"] == -32600)
    #expect(H.messages(harness.sendRaw("[]")).first?["error"]?["code"] == -32600)
  }

  @Test func cancelledRequestsAreAnsweredWithRequestCancelled() {
    var harness = Harness()
    harness.initialize()
    harness.open("file:///tmp/a.swift", Samples.navigationView)
    let outputs = harness.send(
      H.request(7, "textDocument/diagnostic", ["textDocument": ["uri": "file:///tmp/a.swift"]]),
      H.notification("$/cancelRequest", ["id": 7]),
      H.request(
        8, "textDocument/hover", ["textDocument": ["uri": "file:///tmp/a.swift"], "position": H.position(0, 0)]))
    let responses = H.messages(outputs).filter { $0["id"] != nil }
    #expect(responses.count == 2)
    #expect(responses.first { $0["id"] == 7 }?["error"]?["code"] == -32800)
    #expect(responses.first { $0["id"] == 8 }?["result"] == .null)
    // A cancel for a request already answered is ignored.
    #expect(H.messages(harness.send(H.notification("$/cancelRequest", ["id": 7]))).isEmpty)
  }

  @Test func supersededPullsAreDropped() {
    var harness = Harness()
    harness.initialize(["textDocument": ["diagnostic": [:]]])
    harness.open("file:///tmp/a.swift", Samples.navigationView)
    let pull: JSON = ["textDocument": ["uri": "file:///tmp/a.swift"]]
    let responses = H.messages(
      harness.send(H.request(1, "textDocument/diagnostic", pull), H.request(2, "textDocument/diagnostic", pull)))
    #expect(responses.count == 2)
    #expect(responses[0]["error"]?["code"] == -32802)
    #expect(responses[1]["result"]?["kind"] == "full")
    #expect(responses[1]["result"]?["items"]?.arrayValue?.count == 1)
  }

  @Test func traceSendsLogsToTheClient() {
    var harness = Harness()
    harness.initialize()
    harness.send(H.notification("$/setTrace", ["value": "messages"]))
    let outputs = harness.send(H.notification("workspace/didChangeConfiguration", ["settings": [:]]))
    #expect(!H.notifications(outputs, "window/logMessage").isEmpty)
    harness.send(H.notification("$/setTrace", ["value": "off"]))
    #expect(
      H.notifications(
        harness.send(H.notification("workspace/didChangeConfiguration", ["settings": [:]])), "window/logMessage"
      ).isEmpty)
  }

  // MARK: - Documents and diagnostics

  @Test func pushIsDebouncedAndCarriesTheLatestVersion() throws {
    var harness = Harness(debounce: .milliseconds(50))
    harness.initialize()
    let uri = "file:///tmp/a.swift"
    harness.open(uri, Samples.clean)
    #expect(harness.server.nextDeadline == .milliseconds(50))
    harness.now = .milliseconds(30)
    for version in 2...5 {
      harness.send(
        H.notification(
          "textDocument/didChange",
          [
            "textDocument": ["uri": .string(uri), "version": .integer(Int64(version))],
            "contentChanges": [["text": .string(version == 5 ? Samples.navigationView : Samples.clean)]],
          ]))
    }
    #expect(H.notifications(harness.advance(.milliseconds(49)), "textDocument/publishDiagnostics").isEmpty)
    let published = H.notifications(harness.advance(.milliseconds(1)), "textDocument/publishDiagnostics")
    #expect(published.count == 1)
    let params = try #require(published.first)
    #expect(params["version"] == 5)
    let diagnostic = try #require(params["diagnostics"]?[0])
    #expect(diagnostic["code"] == "NAV001")
    #expect(diagnostic["source"] == "navlint")
    #expect(diagnostic["severity"] == 2)
    #expect(diagnostic["range"] == H.range(3, 4, 3, 18))
    #expect(
      diagnostic["codeDescription"]?["href"]
        == "https://github.com/navlint/navlint/blob/main/Rules/NAV001-deprecated-navigation-view.md")
    #expect(diagnostic["data"]?["fix"]?["edits"]?[0]?["newText"] == "NavigationStack")
    // No deployment target is known here, so writing `NavigationStack` (iOS 16) is not safe.
    #expect(diagnostic["data"]?["fix"]?["safe"] == false)
    #expect(diagnostic["data"]?["suppress"]?["newText"] == "    // navlint:disable:next NAV001\n")
    #expect(harness.server.nextDeadline == nil)
  }

  @Test func manyDueDocumentsArePublishedInSlices() {
    var harness = Harness(debounce: .zero)
    harness.initialize()
    for index in 0..<20 { harness.open("file:///tmp/doc\(index).swift", Samples.navigationView) }
    var published: [JSON] = []
    var calls = 0
    while harness.server.nextDeadline != nil {
      let slice = H.notifications(harness.advance(.zero), "textDocument/publishDiagnostics")
      #expect(slice.count <= 8)
      published += slice
      calls += 1
    }
    #expect(calls == 3)
    #expect(Set(published.compactMap { $0["uri"]?.stringValue }).count == 20)
  }

  @Test func closeClearsDiagnostics() {
    var harness = Harness(debounce: .zero)
    harness.initialize()
    harness.open("file:///tmp/a.swift", Samples.navigationView)
    _ = harness.advance(.zero)
    let outputs = harness.send(
      H.notification("textDocument/didClose", ["textDocument": ["uri": "file:///tmp/a.swift"]]))
    let cleared = H.notifications(outputs, "textDocument/publishDiagnostics")
    #expect(cleared.first?["diagnostics"] == [])
    #expect(
      harness.call("textDocument/diagnostic", ["textDocument": ["uri": "file:///tmp/a.swift"]])?["result"]?["items"]
        == [])
  }

  @Test func onlySwiftDocumentsAreLinted() {
    var harness = Harness(debounce: .zero)
    harness.initialize()
    harness.open("file:///tmp/notes.md", Samples.navigationView, language: "markdown")
    #expect(H.notifications(harness.advance(.milliseconds(1)), "textDocument/publishDiagnostics").isEmpty)
    let pulled = harness.call("textDocument/diagnostic", ["textDocument": ["uri": "file:///tmp/notes.md"]])
    #expect(pulled?["result"]?["items"] == [])
  }

  @Test func incrementalChangesApplyInOrder() throws {
    var harness = Harness()
    harness.initialize()
    let uri = "file:///tmp/a.swift"
    harness.open(uri, "let a = 1\nlet b = 2\n")
    harness.send(
      H.notification(
        "textDocument/didChange",
        [
          "textDocument": ["uri": .string(uri), "version": 2],
          "contentChanges": [
            ["range": H.range(0, 4, 0, 5), "text": "alpha"],
            ["range": H.range(1, 0, 1, 0), "text": "// 🎉\n"],
            ["range": H.range(1, 5, 2, 3), "text": " x "],  // after the emoji (2 UTF-16 units), through `let`
          ],
        ]))
    let text = String(decoding: try #require(harness.server.documents[uri]).bytes, as: UTF8.self)
    #expect(text == "let alpha = 1\n// 🎉 x  b = 2\n")
  }

  @Test func incrementalChangesUseUTF8WhenNegotiated() throws {
    var harness = Harness()
    harness.initialize(["general": ["positionEncodings": ["utf-8"]]])
    let uri = "file:///tmp/a.swift"
    harness.open(uri, "// 🎉x\n")
    harness.send(
      H.notification(
        "textDocument/didChange",
        [
          "textDocument": ["uri": .string(uri), "version": 2],
          "contentChanges": [["range": H.range(0, 7, 0, 8), "text": "y"]],
        ]))
    #expect(String(decoding: try #require(harness.server.documents[uri]).bytes, as: UTF8.self) == "// 🎉y\n")
  }

  @Test func emojiBeforeTheFlaggedTokenShiftsColumnsPerEncoding() {
    let text = "import SwiftUI\nlet v = (\"🎉é\", NavigationView { })\n"
    var utf16 = Harness()
    utf16.initialize()
    utf16.open("file:///tmp/e.swift", text)
    let items16 = utf16.call("textDocument/diagnostic", ["textDocument": ["uri": "file:///tmp/e.swift"]])?["result"]?[
      "items"]
    // `let v = ("` is 10 units, the emoji 2, `é` 1, `", ` 3.
    #expect(items16?[0]?["range"] == H.range(1, 16, 1, 30))
    var utf8 = Harness()
    utf8.initialize(["general": ["positionEncodings": ["utf-8"]]])
    utf8.open("file:///tmp/e.swift", text)
    let items8 = utf8.call("textDocument/diagnostic", ["textDocument": ["uri": "file:///tmp/e.swift"]])?["result"]?[
      "items"]
    // The emoji is 4 bytes and `é` 2.
    #expect(items8?[0]?["range"] == H.range(1, 19, 1, 33))
  }

  @Test func pullReportsUnchangedWhenTheClientIsCurrent() throws {
    var harness = Harness()
    harness.initialize(["textDocument": ["diagnostic": ["dynamicRegistration": false]]])
    let uri = "file:///tmp/a.swift"
    harness.open(uri, Samples.navigationView)
    // Pull clients get no pushes.
    #expect(H.notifications(harness.advance(.seconds(1)), "textDocument/publishDiagnostics").isEmpty)
    let first = try #require(
      harness.call("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)]])?["result"])
    let resultID = try #require(first["resultId"]?.stringValue)
    let second = harness.call(
      "textDocument/diagnostic", ["textDocument": ["uri": .string(uri)], "previousResultId": .string(resultID)])
    #expect(second?["result"] == ["kind": "unchanged", "resultId": .string(resultID)])
    harness.send(
      H.notification(
        "textDocument/didChange",
        ["textDocument": ["uri": .string(uri), "version": 2], "contentChanges": [["text": .string(Samples.clean)]]]))
    let third = harness.call(
      "textDocument/diagnostic", ["textDocument": ["uri": .string(uri)], "previousResultId": .string(resultID)])
    #expect(third?["result"]?["kind"] == "full")
    #expect(third?["result"]?["items"] == [])
  }
}
