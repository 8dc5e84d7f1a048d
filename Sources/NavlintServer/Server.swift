import NavlintJSON
import NavlintProject
import NavlintRules
import NavlintSyntax

/// The language server's state machine: a value fed inbound frames and clock ticks, producing outputs.
///
/// It does no I/O of its own besides reading configuration files through `NavlintProject`; the runner
/// (`LanguageServer.run`) owns the file descriptors and the clock. One worker owns a `Server` value, so
/// no state is shared between threads. Time is a `Duration` since an arbitrary start, injected by the
/// caller so tests control debouncing.
public struct Server: Sendable {
  /// Where the LSP lifecycle stands.
  enum Lifecycle: Sendable, Equatable {
    case uninitialized
    case running
    case shutDown
  }

  /// What the client said it supports, reduced to what navlint uses.
  struct ClientCapabilities: Sendable {
    var supportsPullDiagnostics = false
    var supportsDiagnosticRefresh = false
    var supportsWatcherRegistration = false
    var supportsCodeActionLiterals = false
    var supportsHoverMarkdown = false
    var supportsWorkDoneProgress = false
  }

  let options: ServerOptions
  var lifecycle = Lifecycle.uninitialized
  var client = ClientCapabilities()
  var encoding = PositionEncoding.utf16
  var documents = DocumentStore()
  /// Documents whose diagnostics are due at the given time.
  var pendingPushes: [String: Duration] = [:]
  var now: Duration = .zero
  var outbox: [ServerOutput] = []
  /// Whether log lines also go to the client as `window/logMessage`.
  var logsToClient = false
  var trace = "off"
  var nextRequestNumber = 1
  /// Requests the server sent, by id, awaiting a response.
  var sentRequests: [RequestID: LSPMethod] = [:]

  // Configuration
  var rootPath: String
  /// The lint service the CLI uses too (`nil` only when its configuration lookup could not start).
  var session: LintSession?
  /// Bumped whenever configuration may have changed, so cached lint results are redone.
  var settingsEpoch = 0
  /// The plan each document was last linted with successfully (used while its config is broken).
  var lastGoodPlans: [String: FilePlan] = [:]
  var lastGoodAnyPlan: FilePlan?
  /// Config files currently reported as broken, by absolute path.
  var brokenConfigs: [String: ConfigError] = [:]
  /// The session's `modelGeneration` the open documents' cross-file findings were last checked against.
  var checkedModelGeneration = 0
  /// Project builds under way, by root, with their progress token when the client shows progress.
  var indexBuilds: [String: String?] = [:]
  /// Documents whose facts are being read off the worker, with the generation read.
  var factsInFlight: [String: Int] = [:]
  /// The texts of the diagnostics last sent, reused by the next publish of the same document.
  var diagnosticTexts = DiagnosticTexts()

  public init(options: ServerOptions = ServerOptions()) {
    self.options = options
    self.rootPath = options.currentDirectory
  }

  /// When `tick` next has work (a debounced push), if ever.
  public var nextDeadline: Duration? { pendingPushes.values.min() }

  /// Handles everything that arrived since the last call, coalescing it, and returns the outputs.
  ///
  /// Coalescing: a request cancelled by a `$/cancelRequest` in the same batch is answered with -32800
  /// without running; of several pulls for one document only the last runs, the others are answered as
  /// superseded; text changes are applied in order but linted only when diagnostics are needed.
  public mutating func receive(_ inputs: [Inbound], now: Duration) -> [ServerOutput] {
    self.now = now
    var parsed: [Message.Parsed] = []
    for input in inputs {
      switch input {
      case .frame(let body):
        parsed.append(Message.parse(body: body))
      case .framingError(let error):
        log("framing error: \(error)")
      case .endOfInput(let isMidMessage):
        if isMidMessage { log("input ended in the middle of a message") }
        flushParsed(&parsed)
        log("input closed")
        outbox.append(.exit(lifecycle == .shutDown ? 0 : 1))
        return takeOutbox()
      case .indexed(let built):
        flushParsed(&parsed)
        installIndex(built)
      case .factsRead(let read):
        flushParsed(&parsed)
        installFacts(read)
      }
    }
    flushParsed(&parsed)
    return takeOutbox()
  }

  /// Publishes the diagnostics whose debounce time has come, at most `limit` documents per call (the
  /// runner calls again while work is due and nothing else is queued, so input is never starved and a
  /// burst of opened documents is not linted and serialised all at once).
  public mutating func tick(now: Duration, limit: Int = 8) -> [ServerOutput] {
    self.now = now
    // A typed document's facts are read off the worker while the next tick lints it: the runner calls
    // again at once, since its push is still due.
    let typed = pendingPushes.filter { $0.value <= now }.keys.sorted().filter { startsReadingFacts(uri: $0) }
    if !typed.isEmpty { return takeOutbox() }
    var published = 0
    // Publishing one document can make others due at once (their cross-file findings changed).
    while published < limit {
      let due = pendingPushes.filter { $0.value <= now }.keys.sorted().prefix(limit - published)
      guard !due.isEmpty else { break }
      for uri in due {
        pendingPushes[uri] = nil
        publishDiagnostics(uri: uri)
      }
      published += due.count
    }
    return takeOutbox()
  }

  private mutating func flushParsed(_ parsed: inout [Message.Parsed]) {
    guard !parsed.isEmpty else { return }
    var plan = CoalescingPlan(parsed)
    for (index, item) in parsed.enumerated() {
      if let response = handle(item, index: index, plan: &plan) { outbox.append(.message(response)) }
      if case .exit = outbox.last { break }
    }
    parsed.removeAll()
  }

  /// Handles one parsed body; returns the response to send, if any.
  private mutating func handle(_ item: Message.Parsed, index: Int?, plan: inout CoalescingPlan) -> JSON? {
    switch item {
    case .invalid(let id, let error):
      log("rejected message: \(error.message)")
      return Message.response(id: id, result: .failure(error))
    case .batch(let items):
      let responses = items.compactMap { handle($0, index: nil, plan: &plan) }
      return responses.isEmpty ? nil : .array(responses)
    case .message(let message):
      if case .request(let id, let method, _) = message, let index {
        if plan.cancelled.contains(id) {
          return Message.response(id: id, result: .failure(.requestCancelled))
        }
        if method == LSPMethod.diagnostic.rawValue, plan.isSupersededPull(at: index) {
          return Message.response(id: id, result: .failure(.superseded))
        }
      }
      return dispatch(message)
    }
  }

  mutating func takeOutbox() -> [ServerOutput] {
    startIndexBuilds()
    defer { outbox.removeAll() }
    return outbox
  }

  // MARK: - Output helpers

  mutating func log(_ text: String) {
    outbox.append(.log(text))
    if logsToClient && lifecycle != .uninitialized {
      send(.logMessage, ["type": 4, "message": .string(text)])
    }
  }

  mutating func send(_ method: LSPMethod, _ params: JSON) {
    outbox.append(.message(Message.notification(method, params)))
  }

  mutating func sendRequest(_ method: LSPMethod, _ params: JSON) {
    let id = RequestID.string("navlint-\(nextRequestNumber)")
    nextRequestNumber += 1
    sentRequests[id] = method
    outbox.append(.message(Message.request(id: id, method, params)))
  }

  mutating func showMessage(_ text: String, type: Int64) {
    send(.showMessage, ["type": .integer(type), "message": .string(text)])
  }
}
