import Foundation
import NavlintJSON
import Testing

@testable import NavlintServer

private typealias H = Harness

/// The real `navlint lsp` binary fed hostile document text and hostile bytes: it keeps answering, publishes
/// a defined result for every document, writes only frames, and exits cleanly at the end.
@Suite(.serialized)
struct AdversarialServerTests {
  private static let view = "\nstruct V: View {\n  var body: some View {\n    NavigationView { Text(\"a\") }\n  }\n}\n"

  /// Document texts: name and text. Invalid UTF-8 cannot travel inside JSON text, so it is sent as raw
  /// bytes in `rawBodies` below.
  private static func documents() -> [(String, String)] {
    var single = String(repeating: "NavigationView { Text(\"x\") }; ", count: 1_000) + "let s = \""
    single += String(repeating: "a", count: 10_000_000 - single.utf8.count) + "\"; NavigationView { }"
    let filler = String(repeating: "// filler filler filler filler filler filler\n\n", count: 20_000)
    var fifty = ""
    while fifty.utf8.count < 50_000_000 { fifty += view + filler }
    return [
      ("single-line-10MB", single),
      ("nested-parens", String(repeating: "f(", count: 100_000) + view),
      ("nested-braces", String(repeating: "{", count: 100_000) + view + String(repeating: "}", count: 100_000)),
      ("nested-interpolations", String(repeating: "\"\\(", count: 100_000) + view),
      ("file-50MB", fifty),
      ("nul-bytes", String(repeating: "\0", count: 100_000) + view),
      ("crlf", view.replacingOccurrences(of: "\n", with: "\r\n")),
      ("lone-cr", view.replacingOccurrences(of: "\n", with: "\r")),
      ("bom", "\u{FEFF}" + view),
      ("replacement-characters", "let s = \"\u{FFFD}\u{FFFD}\"" + view),
    ]
  }

  @Test func survivesHostileDocuments() throws {
    let server = try ServerProcess()
    #expect(server.initialize() != nil)
    var expected: [String: Int] = [:]
    for (name, text) in Self.documents() {
      let uri = "file:///tmp/navlint-adversarial/\(name).swift"
      server.open(uri, text)
      let published = server.notification("textDocument/publishDiagnostics", timeout: .seconds(120)) {
        $0["uri"] == .string(uri)
      }
      let diagnostics = try #require(published?["diagnostics"]?.arrayValue, "no diagnostics for \(name)")
      expected[name] = diagnostics.filter { $0["code"] == "NAV001" }.count
      // Still answering: a hover at the start of the document.
      server.send(
        H.request(10, "textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": H.position(0, 0)]))
      #expect(server.response(to: 10, timeout: .seconds(60)) != nil, "no hover answer after \(name)")
      server.send(H.notification("textDocument/didClose", ["textDocument": ["uri": .string(uri)]]))
      _ = server.notification("textDocument/publishDiagnostics") { $0["uri"] == .string(uri) }
    }
    #expect(expected["single-line-10MB"] == 1_001)
    #expect(expected.count == 10)
    for name in ["nul-bytes", "crlf", "lone-cr", "bom", "replacement-characters"] {
      #expect(expected[name] == 1, "\(name)")
    }
    #expect(server.shutDown() == 0)
    #expect(server.received.framingErrors.withLock { $0 }.isEmpty)
  }

  @Test func survivesHostileBytes() throws {
    let server = try ServerProcess()
    server.initialize()
    let uri = "file:///tmp/navlint-adversarial/Raw.swift"
    let openPrefix =
      #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":""# + uri
      + #"","languageId":"swift","version":1,"text":"let s = \"a"#
    let invalid: [[UInt8]] = [[0xFF], [0xC0, 0x80], [0x80], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0x00]]
    for sequence in invalid {
      // Invalid UTF-8 (or a raw NUL) inside the JSON text of a document: the message is rejected, not fatal.
      let body = Array(openPrefix.utf8) + sequence + Array(#"\""}}}"#.utf8)
      server.sendRaw(FrameEncoder.encode(body))
    }
    // Garbage between frames, a bogus length, a header without a body, then an ordinary request.
    server.sendRaw([0x00, 0xFF, 0x0D, 0x0A, 0x0D, 0x0A])
    server.sendRaw("Content-Length: -5\r\n\r\n")
    server.sendRaw("Content-Length: 1x\r\n\r\n")
    server.sendRaw("Content-Length: 2\r\n\r\n{]")
    server.sendRaw(FrameEncoder.encode(Array(String(repeating: "[", count: 100_000).utf8)))
    server.send(
      H.request(20, "textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": H.position(0, 0)]))
    #expect(server.response(to: 20, timeout: .seconds(60)) != nil)
    #expect(server.shutDown() == 0)
  }
}
