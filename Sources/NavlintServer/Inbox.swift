import Dispatch
import Synchronization

/// The queue between the reader thread and the worker.
final class Inbox: Sendable {
  private let items = Mutex<[Inbound]>([])
  private let signal = DispatchSemaphore(value: 0)

  func push(_ events: [Inbound]) {
    items.withLock { $0 += events }
    signal.signal()
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
    items.withLock { items in
      defer { items.removeAll() }
      return items
    }
  }

  var isEmpty: Bool { items.withLock { $0.isEmpty } }
}
