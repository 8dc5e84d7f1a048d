import NavlintProject
import NavlintReport
import NavlintRules
import NavlintSyntax

/// One source to lint: a file on disk (`bytes == nil`) or bytes already in memory (stdin, a staged
/// blob), with the rule settings that apply to it.
struct LintInput: Sendable {
  /// Absolute path (for stdin, the `--stdin-filename` made absolute).
  var path: String
  var displayPath: String
  var bytes: [UInt8]?
  var settings: RuleSettings
}

/// What linting one source gave.
struct FileOutcome: Sendable {
  /// A finding located in the final bytes, with the trimmed text of its line (the baseline key).
  struct LocatedFinding: Sendable {
    var finding: ReportedFinding
    var lineText: String
  }

  var path: String
  var displayPath: String
  var findings: [LocatedFinding]
  /// Fixes applied and written.
  var fixedCount: Int
  /// A read or write failure, described for the user.
  var error: String?
}

/// Lints (and with a fix mode, fixes) one source. Runs on any thread: a function of its input and the
/// file it reads and writes.
enum FileLinter {
  static func lint(_ input: LintInput, fixMode: LintRequest.FixMode?) -> FileOutcome {
    var outcome = FileOutcome(
      path: input.path, displayPath: input.displayPath, findings: [], fixedCount: 0, error: nil)
    let bytes: [UInt8]
    if let inMemory = input.bytes {
      bytes = inMemory
    } else {
      do {
        bytes = try SourceFile.read(input.path, displayPath: input.displayPath)
      } catch {
        outcome.error = error.description
        return outcome
      }
    }
    let linter = Linter(settings: input.settings)
    var source = SourceText(bytes: bytes)
    var findings = linter.lint(source)

    // Only files on disk are fixed, and only when a finding offers an applicable fix.
    if let fixMode, input.bytes == nil,
      findings.contains(where: { $0.fix.map { $0.isSafe || fixMode == .all } ?? false })
    {
      let fixed = linter.fix(bytes, includeUnsafe: fixMode == .all)
      if fixed.bytes != bytes {
        do {
          try AtomicFile.write(fixed.bytes, to: input.path, displayPath: input.displayPath)
        } catch {
          outcome.error = error.description
          return outcome
        }
        outcome.fixedCount = fixed.appliedFixes
        source = SourceText(bytes: fixed.bytes)
        findings = fixed.remainingFindings
      }
    }

    let lines = source.lines
    outcome.findings = findings.map { finding in
      let line = lines.line(of: finding.range.lowerBound)
      let start = lines.start(ofLine: line)
      let end = max(start, lines.contentEnd(ofLine: line))
      let text = String(decoding: source.bytes[start..<end], as: UTF8.self)
      return FileOutcome.LocatedFinding(finding: ReportedFinding(finding, lines: lines), lineText: text)
    }
    return outcome
  }
}

/// Maps over an array on up to `jobs` concurrent tasks; results come back in input order.
enum ParallelMap {
  static func map<Input: Sendable, Output: Sendable>(
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
