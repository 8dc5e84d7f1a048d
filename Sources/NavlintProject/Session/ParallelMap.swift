import Foundation

/// Maps over an array on up to `jobs` concurrent tasks; results come back in input order.
public enum ParallelMap {
  /// Each of the `jobs` tasks takes the next input until none is left, so a task that finishes a file goes
  /// on with the next at once (handing each file to a new task made every worker wait for the caller to be
  /// scheduled between two files).
  public static func map<Input: Sendable, Output: Sendable>(
    _ inputs: [Input], jobs: Int, _ transform: @escaping @Sendable (Input) -> Output
  ) async -> [Output] {
    guard jobs > 1, inputs.count > 1 else { return inputs.map(transform) }
    let cursor = Cursor(count: inputs.count)
    return await withTaskGroup(of: [(Int, Output)].self) { group in
      for _ in 0..<min(jobs, inputs.count) {
        group.addTask {
          var done: [(Int, Output)] = []
          while let index = cursor.next() { done.append((index, transform(inputs[index]))) }
          return done
        }
      }
      var results = [Output?](repeating: nil, count: inputs.count)
      for await batch in group {
        for (index, output) in batch { results[index] = output }
      }
      return results.map { $0! }
    }
  }

  /// The next input to take, shared by the tasks of one `map`.
  private final class Cursor: @unchecked Sendable {
    private let lock = NSLock()
    private var position = 0
    private let count: Int

    init(count: Int) { self.count = count }

    func next() -> Int? {
      lock.lock()
      defer { lock.unlock() }
      guard position < count else { return nil }
      position += 1
      return position - 1
    }
  }
}
