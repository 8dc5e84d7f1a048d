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
  let linter = Linter()
  _ = linter.lint(bytes)
  _ = linter.fix(bytes, includeUnsafe: true, maximumPasses: 3)
  return 0
}

/// The executable's entry point (SwiftPM names it `FuzzLint_main`): runs libFuzzer's driver on `fuzzLint`.
@_cdecl("FuzzLint_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var count = argc
  var arguments = argv
  return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzLint(data, size) }
}
