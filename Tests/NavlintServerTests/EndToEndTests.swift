import Foundation
import NavlintJSON
import Testing

@testable import NavlintServer

private typealias H = Harness

/// `navlint lsp` as a subprocess, spoken to with raw framed JSON-RPC.
@Suite(.serialized)
struct EndToEndTests {
  private static let emojiSource = "import SwiftUI\nlet v = (\"🎉é\", NavigationView { })\n"

  @Test func fullSessionOverStdio() throws {
    let server = try ServerProcess()
    let initialize = try #require(server.initialize())
    #expect(initialize["result"]?["capabilities"]?["positionEncoding"] == "utf-16")
    let uri = "file:///tmp/navlint-e2e/Emoji.swift"
    server.open(uri, Self.emojiSource)
    let published = try #require(server.notification("textDocument/publishDiagnostics"))
    #expect(published["uri"] == .string(uri))
    #expect(published["version"] == 1)
    let diagnostic = try #require(published["diagnostics"]?[0])
    #expect(diagnostic["code"] == "NAV001")
    #expect(diagnostic["range"] == H.range(1, 16, 1, 30))  // UTF-16: the emoji counts 2, `é` 1.

    server.send(
      H.request(2, "textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": H.position(1, 20)]))
    #expect(server.response(to: 2)?["result"]?["contents"]?["value"]?.stringValue?.contains("NAV001") == true)

    server.send(
      H.request(
        3, "textDocument/codeAction",
        [
          "textDocument": ["uri": .string(uri)], "range": H.range(1, 16, 1, 16),
          "context": ["diagnostics": [diagnostic]],
        ]))
    let titles = server.response(to: 3)?["result"]?.arrayValue?.compactMap { $0["title"]?.stringValue } ?? []
    #expect(titles.contains("Disable NAV001 for this line"))
    // No deployment target under /tmp: the replacement is offered, but it is not a safe fix for "fix all".
    #expect(titles.contains("Replace with `NavigationStack`"))
    #expect(!titles.contains("Fix all safe navlint issues"))

    server.send(H.request(4, "textDocument/diagnostic", ["textDocument": ["uri": .string(uri)]]))
    #expect(server.response(to: 4)?["result"]?["items"]?[0]?["code"] == "NAV001")

    server.send(H.notification("textDocument/didClose", ["textDocument": ["uri": .string(uri)]]))
    #expect(server.notification("textDocument/publishDiagnostics")?["diagnostics"] == [])

    #expect(server.shutDown() == 0)
    #expect(server.received.framingErrors.withLock { $0 }.isEmpty)
    #expect(server.received.isAtFrameBoundary.withLock { $0 })
  }

  @Test func utf8PositionsWhenOffered() throws {
    let server = try ServerProcess()
    let initialize = server.initialize(["general": ["positionEncodings": ["utf-8", "utf-16"]]])
    #expect(initialize?["result"]?["capabilities"]?["positionEncoding"] == "utf-8")
    server.open("file:///tmp/navlint-e2e/Emoji.swift", Self.emojiSource)
    let published = server.notification("textDocument/publishDiagnostics")
    #expect(published?["diagnostics"]?[0]?["range"] == H.range(1, 19, 1, 33))
    #expect(server.shutDown() == 0)
  }

  @Test func twoHundredChangesBackToBack() throws {
    let server = try ServerProcess()
    server.initialize()
    let uri = "file:///tmp/navlint-e2e/Typing.swift"
    server.open(uri, "import SwiftUI\nlet v = \n")
    let word = Array("NavigationView; ")
    var burst: [UInt8] = []
    // 200 one-character insertions typing "NavigationView; " again and again.
    var typed = ""
    for version in 2...201 {
      let character = word[(version - 2) % word.count]
      let change: JSON = [
        "textDocument": ["uri": .string(uri), "version": .integer(Int64(version))],
        "contentChanges": [
          [
            "range": H.range(1, Int64(8 + typed.utf16.count), 1, Int64(8 + typed.utf16.count)),
            "text": .string(String(character)),
          ]
        ],
      ]
      typed.append(character)
      burst += FrameEncoder.encode(try H.notification("textDocument/didChange", change).serialized())
    }
    server.sendRaw(burst)
    let final = server.notification("textDocument/publishDiagnostics") { $0["version"] == 201 }
    let expectedCount = typed.components(separatedBy: "NavigationView").count - 1
    #expect(final?["diagnostics"]?.arrayValue?.count == expectedCount)
    server.send(H.request(2, "textDocument/diagnostic", ["textDocument": ["uri": .string(uri)]]))
    #expect(server.response(to: 2)?["result"]?["items"]?.arrayValue?.count == expectedCount)
    let pushes = server.allMessages.filter { $0["method"] == "textDocument/publishDiagnostics" }.count
    print("navlint e2e: 200 changes produced \(pushes) publishDiagnostics notifications")
    // With no debounce the burst is still coalesced: the server lints only once nothing more is queued
    // or readable (the open, then about one lint per read of the burst; 200 would mean none).
    #expect(pushes <= 20)
    #expect(server.shutDown() == 0)
  }

  @Test func malformedInputIsSurvived() throws {
    let server = try ServerProcess()
    server.initialize()
    // A body shorter than announced swallows the start of the next frame; the decoder resynchronises.
    server.sendRaw("Content-Length: 40\r\n\r\n{}")
    server.send(H.notification("navlint/sacrificial", ["padding": .string(String(repeating: "x", count: 64))]))
    server.sendRaw("Content-Type: application/json\r\n\r\n{}")  // no Content-Length
    server.sendRaw("Content-Length: banana\r\n\r\n")
    server.sendRaw("this is not a header at all\r\n\r\n")
    server.sendRaw(FrameEncoder.encode(Array("{\"jsonrpc\":\"2.0\",\"id\":5,".utf8)))  // truncated JSON
    server.sendRaw(FrameEncoder.encode([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D]))  // invalid UTF-8
    server.sendRaw(FrameEncoder.encode(Array(#"{"jsonrpc":"2.0","id":6,"method":"textDocument/hover"}"#.utf8)))
    server.sendRaw(FrameEncoder.encode(Array(#"{"jsonrpc":"2.0","id":7,"method":"navlint/unknown"}"#.utf8)))
    server.sendRaw(FrameEncoder.encode(Array(#"[{"jsonrpc":"2.0","id":8,"method":"navlint/unknown"}]"#.utf8)))
    // A body over the 64 MiB cap is skipped without being buffered whole.
    let huge = 65 << 20
    server.sendRaw("Content-Length: \(huge)\r\n\r\n")
    let chunk = [UInt8](repeating: 0x20, count: 1 << 20)
    for _ in 0..<65 { server.sendRaw(chunk) }
    server.send(H.request(9, "shutdown"))

    #expect(server.response(to: 6)?["error"]?["code"] == -32602)
    #expect(server.response(to: 7)?["error"]?["code"] == -32601)
    let batch = server.next { $0.arrayValue != nil }
    #expect(batch?[0]?["id"] == 8)
    #expect(server.response(to: 9)?["result"] == .null)
    let errors = server.allMessages.filter { $0["id"] == .null }.compactMap { $0["error"]?["code"]?.intValue }
    #expect(errors.filter { $0 == -32700 }.count == 3)
    server.send(H.notification("exit"))
    #expect(server.exitStatus() == 0)
    let log = server.stderrText
    #expect(log.contains("no Content-Length"))
    #expect(log.contains("exceeds"))
    #expect(server.received.framingErrors.withLock { $0 }.isEmpty)
  }

  @Test func endOfInputMidMessageEndsCleanly() throws {
    let server = try ServerProcess()
    server.initialize()
    server.sendRaw("Content-Length: 100\r\n\r\n{\"jsonrpc\":")
    server.closeInput()
    #expect(server.exitStatus() == 1)
    #expect(server.stderrText.contains("middle of a message"))
  }

  @Test func lifecycleErrorsAndExitStatus() throws {
    let server = try ServerProcess()
    server.send(H.request(1, "textDocument/hover", [:]))
    #expect(server.response(to: 1)?["error"]?["code"] == -32002)
    server.send(H.request(2, "initialize", ["capabilities": [:]]))
    #expect(server.response(to: 2)?["result"] != nil)
    server.send(H.request(3, "shutdown"))
    #expect(server.response(to: 3)?["result"] == .null)
    server.send(H.request(4, "textDocument/hover", [:]))
    #expect(server.response(to: 4)?["error"]?["code"] == -32600)
    server.send(H.notification("exit"))
    #expect(server.exitStatus() == 0)

    let abrupt = try ServerProcess()
    abrupt.initialize()
    abrupt.send(H.notification("exit"))
    #expect(abrupt.exitStatus() == 1)
  }

  @Test func everyRequestGetsExactlyOneResponse() throws {
    let server = try ServerProcess()
    server.initialize(["textDocument": ["diagnostic": [:]]])
    let uri = "file:///tmp/navlint-e2e/Pull.swift"
    server.open(uri, Samples.navigationView)
    var burst: [UInt8] = []
    for id in Int64(10)..<Int64(60) {
      burst += FrameEncoder.encode(
        try H.request(id, "textDocument/diagnostic", ["textDocument": ["uri": .string(uri)]]).serialized())
      if id % 5 == 0 {
        burst += FrameEncoder.encode(try H.notification("$/cancelRequest", ["id": .integer(id)]).serialized())
      }
    }
    server.sendRaw(burst)
    #expect(server.shutDown() == 0)
    let responses = server.allMessages.compactMap { $0["id"]?.intValue }.filter { (10..<60).contains($0) }
    #expect(responses.sorted() == Array(10..<60))
    // The last pull always runs to completion.
    #expect(server.allMessages.first { $0["id"] == 59 }?["result"]?["kind"] == "full")
  }

  @Test func brokenConfigurationIsShownAndTheLastGoodOneStays() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(".navlint.yml", "rules:\n  NAV001: error\n")
    let server = try ServerProcess(currentDirectory: folder.path)
    server.initialize(
      ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]], rootURI: folder.uri)
    let registration = server.next { $0["method"] == "client/registerCapability" }
    #expect(registration?["params"]?["registrations"]?[0]?["method"] == "workspace/didChangeWatchedFiles")
    if let id = registration?["id"] { server.send(["jsonrpc": "2.0", "id": id, "result": nil]) }
    let uri = "\(folder.uri)/Home.swift"
    server.open(uri, Samples.navigationView)
    #expect(server.notification("textDocument/publishDiagnostics")?["diagnostics"]?[0]?["severity"] == 1)

    try folder.write(".navlint.yml", "rules:\n  NAV001: [not, a, severity]\n")
    server.send(
      H.notification(
        "workspace/didChangeWatchedFiles", ["changes": [["uri": .string("\(folder.uri)/.navlint.yml"), "type": 2]]]))
    #expect(server.notification("window/showMessage")?["type"] == 1)
    let configDiagnostics = server.notification("textDocument/publishDiagnostics") {
      $0["uri"] == .string("\(folder.uri)/.navlint.yml")
    }
    #expect(configDiagnostics?["diagnostics"]?[0]?["source"] == "navlint")
    let stillError = server.notification("textDocument/publishDiagnostics") { $0["uri"] == .string(uri) }
    #expect(stillError?["diagnostics"]?[0]?["severity"] == 1)

    try folder.write(".navlint.yml", "rules:\n  NAV001: off\n")
    server.send(H.notification("workspace/didChangeConfiguration", ["settings": [:]]))
    let off = server.notification("textDocument/publishDiagnostics") { $0["uri"] == .string(uri) }
    #expect(off?["diagnostics"] == [])
    #expect(server.shutDown() == 0)
  }
}
