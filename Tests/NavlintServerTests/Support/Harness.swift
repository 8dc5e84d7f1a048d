import Foundation
import NavlintJSON
import NavlintProject
import Testing

@testable import NavlintServer

/// Drives a `Server` value in memory: feeds messages, moves a fake clock, collects what it sends.
struct Harness {
  var server: Server
  var now: Duration = .zero
  private var nextID: Int64 = 100
  /// Whether the project builds the server asks for (`ServerOutput.index`) run at once, as if the runner's
  /// thread finished before the next message; when false they wait in `pendingBuilds`.
  var runsIndexBuilds = true
  var pendingBuilds: [ProjectIndexBuild] = []
  /// Whether the facts readings the server asks for (`ServerOutput.readFacts`) finish at once, before the
  /// tick that lints the same text (the runner calls it at once); when true they wait in `pendingReadings`,
  /// as a reading still under way while the worker lints.
  var holdsFactReadings = false
  var pendingReadings: [FactsReading] = []

  init(debounce: Duration = .milliseconds(50), root: String = NSTemporaryDirectory()) {
    server = Server(options: ServerOptions(debounce: debounce, currentDirectory: root))
  }

  static func request(_ id: Int64, _ method: String, _ params: JSON? = nil) -> JSON {
    var message: JSON = ["jsonrpc": "2.0", "id": .integer(id), "method": .string(method)]
    if let params { message["params"] = params }
    return message
  }

  static func notification(_ method: String, _ params: JSON? = nil) -> JSON {
    var message: JSON = ["jsonrpc": "2.0", "method": .string(method)]
    if let params { message["params"] = params }
    return message
  }

  /// Sends messages as one batch of frames (as if they arrived together) and returns the outputs.
  @discardableResult
  mutating func send(_ messages: JSON...) -> [ServerOutput] {
    let frames = messages.map { message in Inbound.frame((try? message.serialized()) ?? []) }
    return settle(server.receive(frames, now: now))
  }

  mutating func sendRaw(_ body: String) -> [ServerOutput] {
    settle(server.receive([.frame(Array(body.utf8))], now: now))
  }

  /// Runs the project builds among `outputs` (when `runsIndexBuilds`) and the facts readings, and feeds them
  /// back, as the runner does (a reading finishes before the tick that lints the same text, which the runner
  /// calls at once); returns every output.
  mutating func settle(_ outputs: [ServerOutput]) -> [ServerOutput] {
    var all = outputs
    var next = outputs
    while true {
      var builds: [ProjectIndexBuild] = []
      var readings: [FactsReading] = []
      for output in next {
        if case .index(let build) = output { builds.append(build) }
        if case .readFacts(let reading) = output { readings.append(reading) }
      }
      if !readings.isEmpty {
        if holdsFactReadings {
          pendingReadings += readings
          next = server.tick(now: now)
        } else {
          next = server.receive(readings.map { .factsRead($0.run()) }, now: now)
          next += server.tick(now: now)
        }
        all += next
        continue
      }
      guard !builds.isEmpty else { return all }
      guard runsIndexBuilds else {
        pendingBuilds += builds
        return all
      }
      next = server.receive(builds.map { .indexed($0.run()) }, now: now)
      all += next
    }
  }

  /// Finishes the builds held back while `runsIndexBuilds` was false.
  mutating func finishBuilds() -> [ServerOutput] {
    let builds = pendingBuilds
    pendingBuilds = []
    return settle(server.receive(builds.map { .indexed($0.run()) }, now: now))
  }

  /// Finishes the facts readings held back while `holdsFactReadings` was true, and what they make due.
  mutating func finishFactReadings() -> [ServerOutput] {
    let readings = pendingReadings
    pendingReadings = []
    guard !readings.isEmpty else { return [] }
    var outputs = settle(server.receive(readings.map { .factsRead($0.run()) }, now: now))
    outputs += settle(server.tick(now: now))
    return outputs
  }

  /// Sends a request and returns its response.
  mutating func call(_ method: String, _ params: JSON? = nil) -> JSON? {
    nextID += 1
    let id = nextID
    return Self.messages(send(Self.request(id, method, params))).first { $0["id"] == .integer(id) }
  }

  /// Moves the clock and returns what became due.
  mutating func advance(_ duration: Duration) -> [ServerOutput] {
    now += duration
    return settle(server.tick(now: now))
  }

  @discardableResult
  mutating func initialize(_ capabilities: JSON = [:], rootURI: String? = nil, extra: JSON.Object = [:]) -> JSON? {
    var params: JSON = ["processId": nil, "capabilities": capabilities]
    if let rootURI { params["rootUri"] = .string(rootURI) }
    for (key, value) in extra { params[key] = value }
    let response = call("initialize", params)
    send(Self.notification("initialized", [:]))
    return response
  }

  mutating func open(_ uri: String, _ text: String, version: Int64 = 1, language: String = "swift") {
    send(
      Self.notification(
        "textDocument/didOpen",
        [
          "textDocument": [
            "uri": .string(uri), "languageId": .string(language), "version": .integer(version), "text": .string(text),
          ]
        ]
      ))
  }

  /// The messages as the client reads them: serialised and parsed back, so that parts the server sends as
  /// reused text (`JSON.text`) read like any other value.
  static func messages(_ outputs: [ServerOutput]) -> [JSON] {
    outputs.compactMap { output in
      guard case .message(let json) = output else { return nil }
      do {
        return try JSON.parse(json.serialized())
      } catch {
        // A message the client could not read fails the test instead of going missing.
        Issue.record("the server sent a message that does not parse back: \(error)")
        return nil
      }
    }
  }

  static func notifications(_ outputs: [ServerOutput], _ method: String) -> [JSON] {
    messages(outputs).filter { $0["method"] == .string(method) && $0["id"] == nil }.compactMap { $0["params"] }
  }

  static func exitStatus(_ outputs: [ServerOutput]) -> Int32? {
    outputs.lazy.compactMap { if case .exit(let status) = $0 { status } else { nil } }.first
  }

  static func position(_ line: Int64, _ character: Int64) -> JSON {
    ["line": .integer(line), "character": .integer(character)]
  }

  static func range(_ startLine: Int64, _ startCharacter: Int64, _ endLine: Int64, _ endCharacter: Int64) -> JSON {
    ["start": position(startLine, startCharacter), "end": position(endLine, endCharacter)]
  }
}

/// A fresh folder under the temporary directory, removed by `remove()`.
struct TemporaryFolder {
  let path: String

  init() throws {
    let base = (NSTemporaryDirectory() as NSString).resolvingSymlinksInPath
    path = "\(base)/navlint-server-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  var uri: String { "file://\(path)" }

  func write(_ name: String, _ text: String) throws {
    let full = "\(path)/\(name)"
    try FileManager.default.createDirectory(
      atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: full, atomically: true, encoding: .utf8)
  }

  func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// Swift sources used across tests.
enum Samples {
  /// Flags `NavigationView` on line 4 (0-based 3), characters 4..<18.
  static let navigationView = """
    import SwiftUI
    struct Home: View {
      var body: some View {
        NavigationView { Text("Hi") }
      }
    }

    """
  static let clean = """
    import SwiftUI
    struct Home: View {
      var body: some View {
        NavigationStack { Text("Hi") }
      }
    }

    """
}
