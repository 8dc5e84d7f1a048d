/// Maps over an array on up to `jobs` concurrent tasks; results come back in input order.
public enum ParallelMap {
  public static func map<Input: Sendable, Output: Sendable>(
    _ inputs: [Input], jobs: Int, _ transform: @escaping @Sendable (Input) -> Output
  ) async -> [Output] {
    guard jobs > 1, inputs.count > 1 else { return inputs.map(transform) }
    return await withTaskGroup(of: (Int, Output).self) { group in
      var results = [Output?](repeating: nil, count: inputs.count)
      var next = 0
      while next < min(jobs, inputs.count) {
        let index = next
        let input = inputs[index]
        group.addTask { (index, transform(input)) }
        next += 1
      }
      for await (index, output) in group {
        results[index] = output
        if next < inputs.count {
          let nextIndex = next
          let input = inputs[nextIndex]
          group.addTask { (nextIndex, transform(input)) }
          next += 1
        }
      }
      return results.compactMap { $0 }
    }
  }
}
