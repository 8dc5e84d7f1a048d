import CMallocTuning
import Dispatch
import Foundation
import NavlintJSON
import Synchronization

/// Runs the language server on stdin and stdout until `exit` or end of input; returns the exit status.
///
/// Two threads: a reader that decodes frames and queues them, and the calling thread as the worker that
/// owns the `Server` value. The worker drains everything queued at once, so bursts of changes are
/// coalesced, and lints for pushed diagnostics only when no more input is on its way: nothing queued,
/// nothing half-decoded by the reader and nothing unread on stdin. Rapid typing is therefore linted once
/// per burst, while an isolated change is linted at once, with no fixed delay (`--debounce` adds one).
public enum LanguageServer {
  /// How late a due push may get while input keeps arriving.
  static let maximumPushDelay = Duration.milliseconds(100)

  /// How long the worker waits for the reader to queue input that stdin already holds before it
  /// looks again (the reader normally queues it within microseconds).
  static let pendingInputWait = Duration.milliseconds(1)

  public static func run(options: ServerOptions = ServerOptions()) -> Int32 {
    // Each change re-lints the document with arrays of the same sizes: keep freed blocks for reuse
    // instead of faulting in fresh pages every time (about a fifth of the time per change, measured).
    navlint_keep_freed_memory_for_reuse()
    let channel = StdioChannel()
    let inbox = Inbox()
    let reader = Thread {
      var decoder = FrameDecoder()
      while let chunk = channel.read() {
        inbox.beginReceiving()
        decoder.append(chunk)
        var events: [Inbound] = []
        while let event = decoder.next() {
          switch event {
          case .frame(let body): events.append(.frame(body))
          case .error(let error): events.append(.framingError(error))
          }
        }
        inbox.push(events)
      }
      inbox.push([.endOfInput(isMidMessage: !decoder.isAtFrameBoundary)])
    }
    reader.start()
    let factsQueue = DispatchQueue(label: "navlint.facts")
    let latestReadings = Mutex<[String: Int]>([:])

    var server = Server(options: options)
    let clock = ContinuousClock()
    let start = clock.now
    channel.log("started (pid \(ProcessInfo.processInfo.processIdentifier))")
    /// Whether more input is on its way: read but not queued, or not read yet. stdin is asked first, so
    /// bytes the reader takes in between are seen as being received.
    func isInputArriving() -> Bool {
      let hasUnread = channel.hasPendingInput
      return hasUnread || !inbox.isIdle
    }
    while true {
      if let deadline = server.nextDeadline {
        let wait = deadline - (clock.now - start)
        if wait > .zero {
          inbox.wait(timeout: wait)
        } else if inbox.isEmpty && isInputArriving() {
          // A push is due but the client is still sending: let the reader queue it first.
          inbox.wait(timeout: Self.pendingInputWait)
        }
      } else {
        inbox.wait(timeout: nil)
      }
      let batch = inbox.drain()
      var outputs = batch.isEmpty ? [] : server.receive(batch, now: clock.now - start)
      // Lint for pushes once no more input is on its way (only the latest text matters), or when a push
      // is overdue, so a client that never stops sending still gets diagnostics.
      let now = clock.now - start
      if let deadline = server.nextDeadline, deadline <= now,
        now - deadline > Self.maximumPushDelay || !isInputArriving()
      {
        outputs += server.tick(now: now)
      }
      for output in outputs {
        switch output {
        case .message(let message):
          do {
            channel.write(frame: FrameEncoder.encode(try message.serialized()))
          } catch {
            channel.log("could not serialise a message: \(error)")
          }
        case .log(let line):
          channel.log(line)
        case .exit(let status):
          return status
        case .index(let build):
          // Indexing never holds up diagnostics: the worker goes on while the model is built.
          Thread { inbox.push([.indexed(build.run())]) }.start()
        case .readFacts(let reading):
          // One reading at a time, beside the worker's lint of the same text; a reading a newer one of the
          // same document supersedes before it starts is skipped (the server waits for the newer one).
          latestReadings.withLock { $0[reading.uri] = reading.generation }
          factsQueue.async {
            guard latestReadings.withLock({ $0[reading.uri] == reading.generation }) else { return }
            inbox.push([.factsRead(reading.run())])
          }
        }
      }
    }
  }
}
