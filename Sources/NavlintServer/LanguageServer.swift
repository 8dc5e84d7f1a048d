import Dispatch
import Foundation
import NavlintJSON
import Synchronization

/// Runs the language server on stdin and stdout until `exit` or end of input; returns the exit status.
///
/// Two threads: a reader that decodes frames and queues them, and the calling thread as the worker that
/// owns the `Server` value. The worker drains everything queued at once, so bursts of changes are
/// coalesced, and lints for pushed diagnostics only when the queue is empty.
public enum LanguageServer {
  /// How late a due push may get while input keeps arriving.
  static let maximumPushDelay = Duration.milliseconds(100)

  public static func run(options: ServerOptions = ServerOptions()) -> Int32 {
    let channel = StdioChannel()
    let inbox = Inbox()
    let reader = Thread {
      var decoder = FrameDecoder()
      while let chunk = channel.read() {
        decoder.append(chunk)
        var events: [Inbound] = []
        while let event = decoder.next() {
          switch event {
          case .frame(let body): events.append(.frame(body))
          case .error(let error): events.append(.framingError(error))
          }
        }
        if !events.isEmpty { inbox.push(events) }
      }
      inbox.push([.endOfInput(isMidMessage: !decoder.isAtFrameBoundary)])
    }
    reader.start()

    var server = Server(options: options)
    let clock = ContinuousClock()
    let start = clock.now
    channel.log("started (pid \(ProcessInfo.processInfo.processIdentifier))")
    while true {
      if let deadline = server.nextDeadline {
        let wait = deadline - (clock.now - start)
        if wait > .zero { inbox.wait(timeout: wait) }
      } else {
        inbox.wait(timeout: nil)
      }
      let batch = inbox.drain()
      var outputs = batch.isEmpty ? [] : server.receive(batch, now: clock.now - start)
      // Lint for pushes once the queue is empty (only the latest text matters), or when a push is
      // overdue, so a client that never stops sending still gets diagnostics.
      let now = clock.now - start
      if inbox.isEmpty || (server.nextDeadline.map { now - $0 > Self.maximumPushDelay } ?? false) {
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
        }
      }
    }
  }
}
