import NavlintProject
import NavlintReport
import NavlintRules
import NavlintSyntax

/// Lints (and with a fix mode, fixes) one source. Runs on any thread: a function of its input and the
/// file it reads and writes.
enum FileLinter {
  /// - Parameter needsLineText: whether findings need their line's text (only baselines use it; it is
  ///   left empty otherwise).
  static func lint(_ input: LintInput, fixMode: LintRequest.FixMode?, needsLineText: Bool = true) -> FileOutcome {
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
    let linter = input.linter
    // A file without any rule's trigger word (or a `navlint:` comment) cannot have findings: not tokenized.
    guard linter.mayHaveFindings(bytes) else { return outcome }
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
      guard needsLineText else {
        return FileOutcome.LocatedFinding(finding: ReportedFinding(finding, lines: lines), lineText: "")
      }
      let line = lines.line(of: finding.range.lowerBound)
      let start = lines.start(ofLine: line)
      let end = max(start, lines.contentEnd(ofLine: line))
      let text = String(decoding: source.bytes[start..<end], as: UTF8.self)
      return FileOutcome.LocatedFinding(finding: ReportedFinding(finding, lines: lines), lineText: text)
    }
    return outcome
  }
}
