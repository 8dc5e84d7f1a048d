import CFuzzDriver
import NavlintJSON
import NavlintServer

/// Frames that bring a server to the running state with one open document, so fuzzed messages reach the
/// text-sync, diagnostics, code-action and hover handlers and not only the lifecycle check.
let prelude: [String] = [
  #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"processId":null,"rootUri":"file:///navlint-fuzz-root","#
    + #""capabilities":{"textDocument":{"diagnostic":{},"codeAction":{"codeActionLiteralSupport":{}}}}}}"#,
  #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
  #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///navlint-fuzz-root/A.swift","#
    + #""languageId":"swift","version":1,"text":"struct A: View {\n  var body: some View {\n    NavigationView { Text(\"a\") }\n  }\n}\n"}}}"#,
]

/// A running server (a value: each input starts from a copy of it).
let runningServer: Server = {
  var server = Server(options: ServerOptions(debounce: .zero, currentDirectory: "/navlint-fuzz-root"))
  _ = server.receive(prelude.map { .frame(Array($0.utf8)) }, now: .zero)
  _ = server.tick(now: .seconds(1))
  return server
}()

/// Encodes every message the server wants to send, as the runner would.
func drain(_ outputs: [ServerOutput]) {
  for case .message(let json) in outputs {
    if let body = try? json.serialized() { _ = FrameEncoder.encode(body) }
  }
}

/// libFuzzer entry point. The first byte picks the mode: even, the rest is a raw byte stream for the frame
/// decoder (fed in chunks whose sizes come from the input) whose frames go to the server; odd, the rest is
/// one message body handed straight to the JSON-RPC layer. The server must answer or log, never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLSP(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  guard size > 0 else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
  var server = runningServer
  if data[0] & 1 == 1 {
    drain(server.receive([.frame(bytes)], now: .seconds(2)))
  } else {
    var decoder = FrameDecoder(maximumBodySize: 1 << 16, maximumHeaderSize: 1 << 10)
    let chunk = Int(data[0] >> 1) + 1
    var offset = 0
    var inbound: [Inbound] = []
    while offset < bytes.count {
      let end = min(offset + chunk, bytes.count)
      decoder.append(bytes[offset..<end])
      offset = end
      while let event = decoder.next() {
        switch event {
        case .frame(let body): inbound.append(.frame(body))
        case .error(let error): inbound.append(.framingError(error))
        }
      }
    }
    inbound.append(.endOfInput(isMidMessage: decoder.bufferedByteCount > 0))
    drain(server.receive(inbound, now: .seconds(2)))
  }
  drain(server.tick(now: .seconds(3), limit: 100))
  return 0
}

/// The executable's entry point (SwiftPM names it `FuzzLSP_main`): runs libFuzzer's driver on `fuzzLSP`.
@_cdecl("FuzzLSP_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var count = argc
  var arguments = argv
  return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzLSP(data, size) }
}
