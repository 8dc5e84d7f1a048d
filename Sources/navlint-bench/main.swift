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
//
// `navlint-bench lint DIR` instead lints every `.swift` file under DIR in process (as `navlint lint` does,
// without I/O and reporting): the newline scan as reference, the time of each phase (tokenizer and line
// table, structure, navigation facts, the byte gate, rule contexts with the identifier gate, each rule over
// all files, all rules file by file), suppressions, the whole `Linter.lint` on one thread and on all cores.
// `navlint-bench rules DIR [NAVnnn|all] [repeats]` runs only the rules, for `perf record`;
// `navlint-bench findings DIR [minimum_ios]` prints every finding, to compare two builds;
// `navlint-bench facts DIR…` prints every file's whole `NavigationFacts`, for the same purpose.
// `Scripts/bench.py` (run by `make bench`) runs both modes and the end-to-end measurements.
import Dispatch
import Foundation
import NavlintNavigation
import NavlintRules
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

func runTokenizerBenchmark(requestedMegabytes: Int) {
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
      format: "ratio: the tokenizer (per file) takes %.2fx the time of the scan (target <= 4x)", scanRate / perFileRate)
  )
}

// MARK: - Library lint benchmark

/// Reads every `.swift` file under `root` (sorted by path). `root` may be a symbolic link (a worktree's
/// `bench-corpus`): the enumerator does not descend into one.
/// The Swift files under `root` (a symbolic link to a folder is followed): relative paths, sorted, with
/// their bytes; a file that cannot be read is left out.
func swiftFiles(under root: String) -> [(path: String, bytes: [UInt8])] {
  var root = root
  if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: root) {
    let parent = (root as NSString).deletingLastPathComponent
    root = target.hasPrefix("/") || parent.isEmpty ? target : parent + "/" + target
  }
  guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
  var paths: [String] = []
  for case let path as String in walker where path.hasSuffix(".swift") { paths.append(path) }
  return paths.sorted().compactMap { path in
    FileManager.default.contents(atPath: root + "/" + path).map { (path, Array($0)) }
  }
}

func loadFiles(under root: String) -> [[UInt8]] { swiftFiles(under: root).map(\.bytes) }

/// One row of the phase table: CPU seconds on one thread for the whole corpus.
func printPhase(_ name: String, seconds: Double, megabytes: Double, reference: Double) {
  let rate = megabytes / seconds
  print(
    name.padding(toLength: 34, withPad: " ", startingAt: 0)
      + String(format: "%8.3f s %9.1f MB/s %7.2fx scan", seconds, rate, seconds / reference))
}

/// One file made ready for the rules as `Linter.lint` does it: which rules its identifiers let run, and one
/// context handed from rule to rule.
struct PreparedFile {
  var rulesToRun: [Bool]
  var context: RuleContext
}

func prepareRules(_ structures: [FileStructure], _ settings: RuleSettings) -> [PreparedFile] {
  structures.map { structure in
    PreparedFile(
      rulesToRun: RuleTriggers.registered.rulesToRun(in: structure),
      context: RuleContext(
        source: structure.source, structure: structure, settings: settings, rule: UnusedSuppressionRule.self))
  }
}

/// Runs `rule` (at `position` in `AllRules.types`) over every prepared file its triggers let through; returns
/// how many findings it reported.
func check(_ rule: any Rule.Type, at position: Int, severity: Severity?, _ files: [PreparedFile]) -> Int {
  files.reduce(0) { count, file in
    guard file.rulesToRun[position] else { return count }
    file.context.prepare(for: rule, severity: severity)
    rule.init().check(file.context)
    return count + file.context.findings.count
  }
}

/// Every rule over every file, file by file as `Linter.lint` runs them (gate, one context, each rule); returns
/// how many findings the rules reported.
/// `perFileOnly`: without the rules that read the navigation model (`ProjectRule`s), as a lint with those
/// rules disabled runs.
func checkFileByFile(_ structures: [FileStructure], _ settings: RuleSettings, perFileOnly: Bool = false) -> Int {
  let rules = AllRules.types
  let severities = rules.map { settings.severity(of: $0) }
  let skipped = rules.map { $0.id == .unusedSuppression || (perFileOnly && $0 is any ProjectRule.Type) }
  var count = 0
  for structure in structures {
    let toRun = RuleTriggers.registered.rulesToRun(in: structure)
    var context: RuleContext?
    for (position, rule) in rules.enumerated() where toRun[position] && !skipped[position] {
      if let context {
        context.prepare(for: rule, severity: severities[position])
      } else {
        context = RuleContext(source: structure.source, structure: structure, settings: settings, rule: rule)
      }
      guard let context else { continue }
      rule.init().check(context)
      count += context.findings.count
    }
  }
  return count
}

func runLintBenchmark(root: String) {
  let files = loadFiles(under: root)
  guard !files.isEmpty else {
    FileHandle.standardError.write(Data("navlint-bench: no Swift files under \(root)\n".utf8))
    exit(2)
  }
  let megabytes = Double(files.reduce(0) { $0 + $1.count }) / 1_000_000
  let scan = best(runs: 5) { files.reduce(0) { $0 + countNewlines($1) } }
  print("lint corpus: \(files.count) files, \(scan.result) lines, \(String(format: "%.1f", megabytes)) MB")
  printPhase("newline scan (reference)", seconds: scan.seconds, megabytes: megabytes, reference: scan.seconds)
  let sources = best(runs: 3) { files.map { SourceText(bytes: $0) } }
  printPhase("tokenizer + line table", seconds: sources.seconds, megabytes: megabytes, reference: scan.seconds)
  let structures = best(runs: 3) { sources.result.map { FileStructure($0) } }
  printPhase("structure", seconds: structures.seconds, megabytes: megabytes, reference: scan.seconds)
  // What the navigation model adds per file (the CLI and the server read every file's facts).
  let facts = best(runs: 3) { structures.result.reduce(0) { $0 + FactExtractor.facts(of: $1).sites.count } }
  printPhase(
    "navigation facts (\(facts.result) sites)", seconds: facts.seconds, megabytes: megabytes, reference: scan.seconds)
  let settings = RuleSettings()
  let linter = Linter(settings: settings)
  let gate = best(runs: 5) { files.reduce(0) { $0 + (linter.mayHaveFindings($1) ? 1 : 0) } }
  printPhase(
    "byte gate (\(files.count - gate.result) files skipped)", seconds: gate.seconds, megabytes: megabytes,
    reference: scan.seconds)
  // As `Linter.lint` does: the identifier gate and one context per file, handed from rule to rule.
  let prepared = best(runs: 3) { prepareRules(structures.result, settings) }
  printPhase(
    "rule contexts + identifier gate", seconds: prepared.seconds, megabytes: megabytes, reference: scan.seconds)
  var rulesTotal = prepared.seconds
  for (position, rule) in AllRules.types.enumerated() where rule.id != .unusedSuppression {
    let severity = settings.severity(of: rule)
    let timed = best(runs: 2) { check(rule, at: position, severity: severity, prepared.result) }
    rulesTotal += timed.seconds
    printPhase(
      "  \(rule.id.rawValue) (\(timed.result)) \(rule.name)", seconds: timed.seconds, megabytes: megabytes,
      reference: scan.seconds)
  }
  printPhase("all rules", seconds: rulesTotal, megabytes: megabytes, reference: scan.seconds)
  // The same work file by file, as `Linter.lint` does it: each structure is still in the cache for the next rule.
  let fileByFile = best(runs: 3) { checkFileByFile(structures.result, settings) }
  printPhase(
    "all rules, file by file (\(fileByFile.result))", seconds: fileByFile.seconds, megabytes: megabytes,
    reference: scan.seconds)
  let perFile = best(runs: 3) { checkFileByFile(structures.result, settings, perFileOnly: true) }
  printPhase(
    "  without the model's rules (\(perFile.result))", seconds: perFile.seconds, megabytes: megabytes,
    reference: scan.seconds)
  let suppressions = best(runs: 3) { sources.result.reduce(0) { $0 + Suppressions(source: $1).directives.count } }
  printPhase("suppressions", seconds: suppressions.seconds, megabytes: megabytes, reference: scan.seconds)
  let single = best(runs: 3) { files.reduce(0) { $0 + linter.lint($1).count } }
  printPhase(
    "Linter.lint, 1 thread (\(single.result))", seconds: single.seconds, megabytes: megabytes,
    reference: scan.seconds)
  let cores = ProcessInfo.processInfo.activeProcessorCount
  let clock = ContinuousClock()
  var bestParallel = Duration.seconds(1_000_000)
  for _ in 0..<3 {
    let elapsed = clock.measure {
      DispatchQueue.concurrentPerform(iterations: files.count) { index in _ = linter.lint(files[index]) }
    }
    bestParallel = min(bestParallel, elapsed)
  }
  let parallelSeconds = Double(bestParallel.components.seconds) + Double(bestParallel.components.attoseconds) / 1e18
  print(
    "Linter.lint, \(cores) cores (wall clock)".padding(toLength: 34, withPad: " ", startingAt: 0)
      + String(format: "%8.3f s %9.1f MB/s", parallelSeconds, megabytes / parallelSeconds))
}

/// `navlint-bench rules DIR [NAVnnn] [repeats]`: builds every structure once, then runs the rules (or one rule)
/// `repeats` times, so that `perf record` sees the rules and little else. Prints each rule's finding count.
func runRulesProfile(root: String, only: String?, repeats: Int) {
  let settings = RuleSettings()
  let files = prepareRules(loadFiles(under: root).map { FileStructure(SourceText(bytes: $0)) }, settings)
  let rules = AllRules.types.enumerated().filter { only == nil || $0.element.id.rawValue == only }
  var counts = [Int](repeating: 0, count: rules.count)
  let start = threadCPUSeconds()
  for _ in 0..<repeats {
    for (index, rule) in rules.enumerated() {
      counts[index] = check(rule.element, at: rule.offset, severity: settings.severity(of: rule.element), files)
    }
  }
  let seconds = threadCPUSeconds() - start
  for (index, rule) in rules.enumerated() { print("\(rule.element.id.rawValue) \(counts[index])") }
  print(String(format: "%.3f s per run", seconds / Double(max(1, repeats))))
}

/// `navlint-bench findings DIR [minimum_ios]`: every finding of `Linter.lint` (all rules) for every file, one a
/// line, for comparing two builds (an optimisation must not change a byte of it).
func printFindings(root: String, minimumIOS: Int?) {
  let linter = Linter(settings: RuleSettings(minimumIOS: minimumIOS.map { Version($0) }))
  for (position, file) in loadFiles(under: root).enumerated() {
    for finding in linter.lint(file) {
      let fix = finding.fix.map { fix in
        "\(fix.title) \(fix.isSafe) " + fix.edits.map { "\($0.range) \($0.replacement)" }.joined(separator: "|")
      }
      print("\(position) \(finding.ruleID) \(finding.severity) \(finding.range) \(finding.message) \(fix ?? "-")")
    }
  }
}

/// `navlint-bench model DIR [FILES]`: the navigation model's costs on the first FILES files under DIR (all by
/// default), one thread, CPU time: reading every file's facts (tokenizer, structure, facts), building the
/// model from them, and the cross-file findings of every file.
func runModelBenchmark(root: String, limit: Int?) {
  var texts = loadFiles(under: root)
  if let limit { texts = Array(texts.prefix(limit)) }
  let megabytes = Double(texts.reduce(0) { $0 + $1.count }) / 1e6
  let extraction = best(runs: 3) {
    texts.map { FactExtractor.facts(of: FileStructure(SourceText(bytes: $0))) }
  }
  let files = extraction.result.enumerated().map {
    NavigationModel.File(path: "File\($0.offset).swift", facts: $0.element)
  }
  let model = best(runs: 5) { NavigationModel(files: files) }
  let findings = best(runs: 3) {
    files.indices.reduce(0) { $0 + ProjectFindings.findings(inFile: $1, of: model.result).count }
  }
  // What an edit that changes a file's navigation costs the server: the file's facts replaced by facts with
  // one site fewer, then restored (two joins), for every file with a site in turn.
  var incremental = model.result
  let edited = files.filter { !$0.facts.sites.isEmpty }
  let edits = best(runs: 3) {
    for file in edited {
      var fewer = file.facts
      fewer.sites.removeLast()
      incremental.setFacts(fewer, ofFile: file.path)
      incremental.setFacts(file.facts, ofFile: file.path)
    }
    return incremental.fileCount
  }
  // A file removed and added again: its types leave every join and come back, so its views are new names again
  // (their constructions in other files are indexed by name, not searched for).
  let swaps = best(runs: 3) {
    for file in files.prefix(200) {
      incremental.setFacts(nil, ofFile: file.path)
      incremental.setFacts(file.facts, ofFile: file.path)
    }
    return incremental.fileCount
  }
  print(
    "navigation model: \(files.count) files, \(String(format: "%.1f", megabytes)) MB (one thread, CPU, best of runs)")
  print(String(format: "  facts of every file (tokenizer, structure, facts): %8.1f ms", extraction.seconds * 1000))
  print(String(format: "  model from the facts:                              %8.2f ms", model.seconds * 1000))
  print(
    String(
      format: "  cross-file findings of every file:                 %8.2f ms (%d findings)", findings.seconds * 1000,
      findings.result))
  print(
    String(
      format: "  one file's navigation edited (mean of %d joins):  %8.4f ms", edited.count * 2,
      edits.seconds * 1000 / Double(max(1, edited.count * 2))))
  print(
    String(
      format: "  one file removed and added again (mean of %d):     %8.4f ms", min(200, files.count),
      swaps.seconds * 1000 / Double(max(1, min(200, files.count)))))
  // What the facts hold (the server keeps every workspace file's): element counts and their inline sizes.
  let sites = files.reduce(0) { $0 + $1.facts.sites.count }
  let above = files.reduce(0) { $0 + $1.facts.sites.reduce(0) { $0 + $1.registrationsAbove.count } }
  let types = files.reduce(0) { $0 + $1.facts.types.count }
  let mentions = files.reduce(0) { $0 + $1.facts.otherMentions.count + $1.facts.otherMethods.count }
  let inline =
    sites * MemoryLayout<Site>.stride + types * MemoryLayout<TypeFact>.stride + mentions * 8
    + above * MemoryLayout<String?>.stride
  print(
    "  facts held: \(sites) sites (\(MemoryLayout<Site>.stride) B each), \(types) types "
      + "(\(MemoryLayout<TypeFact>.stride) B), \(mentions) name hashes; "
      + String(
        format: "%.1f MB inline, %.1f KB a file", Double(inline) / 1e6, Double(inline) / 1e3 / Double(files.count)))
}

/// `navlint-bench sites DIR`: what the navigation model sees in an app (every Swift file under DIR as one
/// project), to judge the cross-file rules on real code: links by placement, pushes by what is known of their
/// type, registrations, and the project-wide switches that silence NAV017 or every cross-file rule.
func printSites(root: String) {
  let sources = swiftFiles(under: root)
  let paths = sources.map(\.path)
  let files = sources.enumerated().map {
    NavigationModel.File(
      path: "File\($0.offset).swift", facts: FactExtractor.facts(of: FileStructure(SourceText(bytes: $0.element.bytes)))
    )
  }
  let model = NavigationModel(files: files)
  var links: [String: Int] = [:]
  var pushes: [String: Int] = [:]
  var registrations = 0
  for (fileIndex, file) in files.enumerated() {
    for (siteIndex, site) in file.facts.sites.enumerated() {
      switch site.kind {
      case .link:
        links["\(model.placement(ofSite: site))", default: 0] += 1
      case .push(let value):
        let id = NavigationModel.SiteID(file: fileIndex, site: siteIndex)
        let stacks = model.stacks(ofSite: id).map { $0.isEmpty ? "no stack" : "\($0.count) known stack(s)" }
        if site.setsSelection {
          pushes["selection only", default: 0] += 1
        } else if let type = model.resolvedType(of: value, in: site.owner) {
          let handling = model.registrations(handling: type)
          let verdict =
            handling.isEmpty
            ? "NOT registered" : model.isVisible(anyOf: handling, fromPush: id) ? "registered" : "NOT on its stack"
          pushes["known type, \(verdict), pushed from \(stacks ?? "unknown stack")", default: 0] += 1
          if verdict != "registered" || stacks == "no stack" {
            print("  \(paths[fileIndex]) at byte \(site.range.lowerBound): \(verdict), \(stacks ?? "unknown stack")")
          }
        } else {
          pushes["type unknown", default: 0] += 1
        }
      case .registration:
        registrations += 1
      case .construction, .memberUse:
        break
      }
    }
  }
  print("\(root): \(files.count) files")
  print("  links by placement: \(links.sorted { $0.key < $1.key })")
  print("  pushes: \(pushes.sorted { $0.key < $1.key })")
  print(
    "  registrations: \(registrations); open registration: \(model.hasOpenRegistration); "
      + "navigation library: \(model.usesNavigationLibrary)")
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "findings" {
  printFindings(
    root: arguments.count > 1 ? arguments[1] : "bench-corpus", minimumIOS: arguments.count > 2 ? Int(arguments[2]) : nil
  )
} else if arguments.first == "rules" {
  runRulesProfile(
    root: arguments.count > 1 ? arguments[1] : "bench-corpus",
    only: arguments.count > 2 && arguments[2] != "all" ? arguments[2] : nil,
    repeats: arguments.count > 3 ? Int(arguments[3]) ?? 1 : 1)
} else if arguments.first == "model" {
  runModelBenchmark(
    root: arguments.count > 1 ? arguments[1] : "bench-corpus", limit: arguments.count > 2 ? Int(arguments[2]) : nil)
} else if arguments.first == "facts", arguments.count > 1 {
  for root in arguments.dropFirst() {
    for (path, bytes) in swiftFiles(under: root) {
      print("\(path): \(FactExtractor.facts(of: FileStructure(SourceText(bytes: bytes))))")
    }
  }
} else if arguments.first == "sites", arguments.count > 1 {
  for root in arguments.dropFirst() { printSites(root: root) }
} else if arguments.first == "per-file" {
  // For a profiler: the per-file rules (no model), file by file, five times over the same structures.
  let structures = loadFiles(under: arguments.count > 1 ? arguments[1] : "bench-corpus").map {
    FileStructure(SourceText(bytes: $0))
  }
  let start = threadCPUSeconds()
  var count = 0
  for _ in 0..<5 { count += checkFileByFile(structures, RuleSettings(), perFileOnly: true) }
  print(String(format: "%d findings, %.3f s per run", count / 5, (threadCPUSeconds() - start) / 5))
} else if arguments.first == "lint" {
  runLintBenchmark(root: arguments.count > 1 ? arguments[1] : "bench-corpus")
} else {
  runTokenizerBenchmark(requestedMegabytes: arguments.first.flatMap { Int($0) } ?? 50)
}
