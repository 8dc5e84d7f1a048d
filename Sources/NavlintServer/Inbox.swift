import Dispatch
import Synchronization

/// The queue between the reader thread and the worker.
///
/// Besides the queued events it records whether the reader holds input it has read but not yet queued,
/// so the worker can tell "nothing more is coming" from "the next message is being decoded".
final class Inbox: Sendable {
  private struct State {
    var items: [Inbound] = []
    var isReceiving = false
  }

  private let state = Mutex(State())
  private let signal = DispatchSemaphore(value: 0)

  /// Called by the reader as soon as a read returned bytes, before it decodes them.
  func beginReceiving() {
    state.withLock { $0.isReceiving = true }
  }

  /// Queues what the reader decoded (possibly nothing: an incomplete frame) and ends `beginReceiving`.
  func push(_ events: [Inbound]) {
    state.withLock {
      $0.items += events
      $0.isReceiving = false
    }
    if !events.isEmpty { signal.signal() }
  }

  /// Blocks until something is pushed or `timeout` passes.
  func wait(timeout: Duration?) {
    guard let timeout else {
      signal.wait()
      return
    }
    let (seconds, attoseconds) = timeout.components
    let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    _ = signal.wait(timeout: .now() + .nanoseconds(Int(max(nanoseconds, 0))))
  }

  func drain() -> [Inbound] {
    state.withLock { state in
      defer { state.items.removeAll() }
      return state.items
    }
  }

  var isEmpty: Bool { state.withLock { $0.items.isEmpty } }

  /// Whether nothing is queued and the reader holds no undecoded input.
  var isIdle: Bool { state.withLock { $0.items.isEmpty && !$0.isReceiving } }
}
