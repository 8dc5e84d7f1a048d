// `make bench`: single-threaded tokenizer throughput on realistic Swift, beside a plain byte scan.
//
// Loads every `.swift` file under Tests/NavlintSyntaxTests/Fixtures and Examples (relative to the current
// directory, normally the package root) and repeats them in memory to at least 50 MB (an optional
// argument sets another size in MB, e.g. a small one under valgrind). Then it times, best of several runs:
//   - a plain newline-counting byte scan over those bytes, file by file;
//   - `Lexer.tokenize` file by file, as `navlint lint` and the language server call it;
//   - `Lexer.tokenize` on all of it as one 50 MB buffer (its token array alone is about 100 MB, so that
//     run also pays for the kernel handing out fresh pages).
// Times are CPU time of the benchmark thread (the machine may be shared), with wall-clock rates beside.
// Not part of `make test`: speed is measured here, not asserted.
import Foundation
import NavlintSyntax

/// The corpus: copies of the real files, each copy its own array, and all of them concatenated.
struct Corpus {
  var files: [[UInt8]] = []
  var joined: [UInt8] = []
  var distinctFiles = 0
}

/// Reads the benchmark corpus; exits with status 2 when no Swift file is found.
func loadCorpus(minimumBytes: Int) -> Corpus {
  let roots = ["Tests/NavlintSyntaxTests/Fixtures", "Examples"]
  var originals: [[UInt8]] = []
  for root in roots {
    guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
    for case let path as String in walker where path.hasSuffix(".swift") {
      if let data = FileManager.default.contents(atPath: root + "/" + path) { originals.append(Array(data)) }
    }
  }
  guard !originals.isEmpty else {
    FileHandle.standardError.write(
      Data("navlint-bench: no Swift files under \(roots); run from the package root\n".utf8))
    exit(2)
  }
  var corpus = Corpus(distinctFiles: originals.count)
  corpus.joined.reserveCapacity(minimumBytes + 1 << 20)
  while corpus.joined.count < minimumBytes {
    for file in originals {
      corpus.files.append(Array(file))  // a real copy: every file has its own storage
      corpus.joined += file
    }
  }
  return corpus
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

/// CPU time used by the calling thread, in seconds.
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

func format(_ value: Double) -> String { String(format: "%.0f", value) }

let requestedMegabytes = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 50
let corpus = loadCorpus(minimumBytes: requestedMegabytes * 1_000_000)
let megabytes = Double(corpus.joined.count) / 1_000_000

let scan = best(runs: 10) { corpus.files.reduce(0) { $0 + countNewlines($1) } }
let perFile = best(runs: 5) { corpus.files.reduce(0) { $0 + Lexer.tokenize($1).tokens.count } }
let whole = best(runs: 3) { Lexer.tokenize(corpus.joined).tokens.count }

let scanRate = megabytes / scan.seconds
let perFileRate = megabytes / perFile.seconds
let wholeRate = megabytes / whole.seconds

print(
  "corpus: \(format(megabytes)) MB = \(corpus.files.count) copies of \(corpus.distinctFiles) files, "
    + "\(scan.result) lines, \(perFile.result) tokens")
print("newline scan:          \(format(scanRate)) MB/s (wall clock \(format(megabytes / scan.wallSeconds)))")
print(
  "tokenizer, per file:   \(format(perFileRate)) MB/s (wall clock \(format(megabytes / perFile.wallSeconds)))"
    + "  target >= 300")
print("tokenizer, one buffer: \(format(wholeRate)) MB/s (wall clock \(format(megabytes / whole.wallSeconds)))")
print(
  String(
    format: "ratio: the tokenizer (per file) takes %.2fx the time of the scan (target <= 4x)", scanRate / perFileRate))
