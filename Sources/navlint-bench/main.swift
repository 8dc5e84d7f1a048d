// `make bench`: single-threaded tokenizer throughput on realistic Swift, beside a plain byte scan.
//
// Loads every `.swift` file under Tests/NavlintSyntaxTests/Fixtures and Examples (relative to the current
// directory, normally the package root), repeats them in memory to at least 50 MB, then times
// `Lexer.tokenize` and a newline-counting byte scan over the same bytes (best of several runs each) and
// prints both throughputs (per CPU second of the benchmark thread, and per wall-clock second) and their ratio. Not part of `make test`: speed is measured here, not asserted.
import Foundation
import NavlintSyntax

/// Reads the benchmark corpus; exits with status 2 when no Swift file is found.
func loadCorpus(minimumBytes: Int) -> (bytes: [UInt8], files: Int) {
  let roots = ["Tests/NavlintSyntaxTests/Fixtures", "Examples"]
  var files: [[UInt8]] = []
  for root in roots {
    guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
    for case let path as String in walker where path.hasSuffix(".swift") {
      if let data = FileManager.default.contents(atPath: root + "/" + path) { files.append(Array(data)) }
    }
  }
  guard !files.isEmpty else {
    FileHandle.standardError.write(Data("navlint-bench: no Swift files under \(roots); run from the package root\n".utf8))
    exit(2)
  }
  var corpus: [UInt8] = []
  corpus.reserveCapacity(minimumBytes + 1 << 20)
  while corpus.count < minimumBytes {
    for file in files {
      corpus += file
      corpus.append(0x0A)
    }
  }
  return (corpus, files.count)
}

/// The plain reference: count `\n` bytes one by one.
@inline(never)
func countNewlines(_ bytes: [UInt8]) -> Int {
  bytes.withUnsafeBufferPointer { buffer in
    var lines = 0
    for byte in buffer where byte == 0x0A { lines += 1 }
    return lines
  }
}

/// CPU time used by the calling thread, in seconds. The benchmark machine may be shared, so CPU time is
/// what measures the code; wall-clock time is printed beside it.
func threadCPUSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Best CPU and wall-clock times of `runs` calls of `body`, in seconds, and the last result.
func best<T>(runs: Int, _ body: () -> T) -> (seconds: Double, wallSeconds: Double, result: T) {
  let clock = ContinuousClock()
  var bestCPU = Double.infinity
  var bestWall = Double.infinity
  var result: T? = nil
  for _ in 0..<runs {
    let start = clock.now
    let cpuStart = threadCPUSeconds()
    let value = body()
    let cpu = threadCPUSeconds() - cpuStart
    let wall = clock.now - start
    bestCPU = min(bestCPU, cpu)
    bestWall = min(bestWall, Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18)
    result = value
  }
  guard let result else { fatalError("unreachable: runs is positive") }
  return (bestCPU, bestWall, result)
}

// An optional argument sets the corpus size in MB (default 50), e.g. a small one for valgrind.
let requestedMegabytes = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 50
let (corpus, fileCount) = loadCorpus(minimumBytes: requestedMegabytes * 1_000_000)
let megabytes = Double(corpus.count) / 1_000_000
let scan = best(runs: 10) { countNewlines(corpus) }
let lexing = best(runs: 5) { Lexer.tokenize(corpus).tokens.count }
let scanRate = megabytes / scan.seconds
let lexRate = megabytes / lexing.seconds

func format(_ value: Double) -> String { String(format: "%.0f", value) }

print("corpus: \(format(megabytes)) MB (\(fileCount) files repeated), \(scan.result) lines, \(lexing.result) tokens")
print("newline scan: \(format(scanRate)) MB/s (wall clock: \(format(megabytes / scan.wallSeconds)) MB/s)")
print("tokenizer:    \(format(lexRate)) MB/s (wall clock: \(format(megabytes / lexing.wallSeconds)) MB/s; target >= 300 MB/s)")
print(String(format: "ratio:        tokenizer is %.2fx slower than the scan (target <= 4x)", scanRate / lexRate))
