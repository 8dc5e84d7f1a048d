import Foundation
import NavlintJSON
import Synchronization

@testable import NavlintServer

/// A running `navlint lsp` subprocess spoken to with raw framed JSON-RPC.
final class ServerProcess {
  /// Everything the server wrote, decoded; shared with the reader threads.
  final class Received: Sendable {
    let messages = Mutex<[JSON]>([])
    let framingErrors = Mutex<[FramingError]>([])
    let stderr = Mutex<[UInt8]>([])
    let isAtFrameBoundary = Mutex(true)
    let arrived = DispatchSemaphore(value: 0)
  }

  let process = Process()
  let received = Received()
  private let input = Pipe()
  private let output = Pipe()
  private let errors = Pipe()
  private var cursor = 0

  /// `.build/debug/navlint` of this package (built by `swift build --build-tests` / `make test`).
  static var binaryPath: String {
    var folder = URL(fileURLWithPath: #filePath)
    while folder.path != "/" {
      folder.deleteLastPathComponent()
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { break }
    }
    return folder.appendingPathComponent(".build/debug/navlint").path
  }

  init(arguments: [String] = ["lsp"], currentDirectory: String? = nil) throws {
    process.executableURL = URL(fileURLWithPath: Self.binaryPath)
    process.arguments = arguments
    if let currentDirectory { process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory) }
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let received = self.received
    let stdout = output.fileHandleForReading
    Thread {
      var decoder = FrameDecoder()
      while true {
        let data = stdout.availableData
        if data.isEmpty { break }
        decoder.append(data)
        while let event = decoder.next() {
          switch event {
          case .frame(let body):
            let message = (try? JSON.parse(body)) ?? ["unparseable": .string(String(decoding: body, as: UTF8.self))]
            received.messages.withLock { $0.append(message) }
          case .error(let error):
            received.framingErrors.withLock { $0.append(error) }
          }
        }
        let boundary = decoder.isAtFrameBoundary
        received.isAtFrameBoundary.withLock { $0 = boundary }
        received.arrived.signal()
      }
      received.arrived.signal()
    }.start()
    let stderr = errors.fileHandleForReading
    Thread {
      while true {
        let data = stderr.availableData
        if data.isEmpty { break }
        received.stderr.withLock { $0 += data }
      }
    }.start()
  }

  deinit {
    if process.isRunning { process.terminate() }
  }

  func send(_ message: JSON) {
    sendRaw(FrameEncoder.encode((try? message.serialized()) ?? []))
  }

  func sendRaw(_ bytes: [UInt8]) {
    do {
      try input.fileHandleForWriting.write(contentsOf: Data(bytes))
    } catch {
      // The server is gone; the test's expectations will say so.
    }
  }

  func sendRaw(_ text: String) { sendRaw(Array(text.utf8)) }

  func closeInput() { try? input.fileHandleForWriting.close() }

  /// Waits for the next message after the ones already consumed that satisfies `predicate`.
  func next(timeout: Duration = .seconds(20), where predicate: (JSON) -> Bool) -> JSON? {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      let messages = received.messages.withLock { $0 }
      while cursor < messages.count {
        let message = messages[cursor]
        cursor += 1
        if predicate(message) { return message }
      }
      _ = received.arrived.wait(timeout: .now() + .milliseconds(100))
    }
    return nil
  }

  func response(to id: Int64, timeout: Duration = .seconds(20)) -> JSON? {
    next(timeout: timeout) { $0["id"] == .integer(id) && $0["method"] == nil }
  }

  func notification(_ method: String, timeout: Duration = .seconds(20), where predicate: (JSON) -> Bool = { _ in true })
    -> JSON?
  {
    next(timeout: timeout) { $0["method"] == .string(method) && $0["id"] == nil && predicate($0["params"] ?? .null) }?[
      "params"]
  }

  /// Every message received so far.
  var allMessages: [JSON] { received.messages.withLock { $0 } }

  var stderrText: String { received.stderr.withLock { String(decoding: $0, as: UTF8.self) } }

  /// Waits for the process to end and returns its status, or `nil` if it is still running.
  func exitStatus(timeout: Duration = .seconds(20)) -> Int32? {
    let deadline = ContinuousClock.now + timeout
    while process.isRunning && ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.02) }
    return process.isRunning ? nil : process.terminationStatus
  }

  @discardableResult
  func initialize(_ capabilities: JSON = [:], rootURI: String? = nil) -> JSON? {
    var params: JSON = ["processId": nil, "capabilities": capabilities]
    if let rootURI { params["rootUri"] = .string(rootURI) }
    send(Harness.request(1, "initialize", params))
    let response = self.response(to: 1)
    send(Harness.notification("initialized", [:]))
    return response
  }

  func open(_ uri: String, _ text: String, version: Int64 = 1) {
    send(
      Harness.notification(
        "textDocument/didOpen",
        [
          "textDocument": [
            "uri": .string(uri), "languageId": "swift", "version": .integer(version), "text": .string(text),
          ]
        ]))
  }

  /// Shuts down cleanly and returns the exit status.
  func shutDown() -> Int32? {
    send(Harness.request(999_999, "shutdown"))
    _ = response(to: 999_999)
    send(Harness.notification("exit"))
    return exitStatus()
  }
}
