import CFuzzDriver
import NavlintRules
import NavlintSyntax

/// libFuzzer entry point: the input is a Swift file. Tokenizes it, builds its structure, runs every rule
/// and applies every fix (safe and unsafe). Sanitizers and the library's own preconditions are the
/// oracle: the code is total, so any trap, leak report or hang is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLint(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  checkTokens(bytes)
  let linter = Linter()
  for finding in linter.lint(bytes) {
    precondition(finding.range.lowerBound >= 0 && finding.range.upperBound <= bytes.count, "finding out of bounds")
  }
  _ = linter.fix(bytes, includeUnsafe: true, maximumPasses: 3)
  return 0
}

/// The tokenizer's invariants, checked on every input: tokens in order, non-empty, inside the file, and
/// exactly one `eof`, last, at the file size (so tokens and trivia cover every byte).
func checkTokens(_ bytes: [UInt8]) {
  let tokens = Lexer.tokenize(bytes).tokens
  guard let last = tokens.last, last.kind == .eof, Int(last.start) == bytes.count else {
    preconditionFailure("the token list does not end with eof at the file size")
  }
  var end = 0
  for token in tokens.dropLast() {
    precondition(token.kind != .eof, "eof before the end")
    precondition(token.length > 0, "empty token")
    precondition(Int(token.start) >= end, "overlapping tokens")
    end = token.end
  }
  precondition(end <= bytes.count, "token past the end")
}

/// The executable's entry point (SwiftPM names it `FuzzLint_main`): runs libFuzzer's driver on `fuzzLint`.
@_cdecl("FuzzLint_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var count = argc
  var arguments = argv
  return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzLint(data, size) }
}
