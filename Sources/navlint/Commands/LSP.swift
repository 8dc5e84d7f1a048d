import ArgumentParser
import NavlintServer

/// `navlint lsp`: runs the language server on stdin and stdout.
struct LSP: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lsp",
    abstract: "Run the navlint language server (JSON-RPC over stdin and stdout)."
  )

  @Option(
    name: .long,
    help: "Milliseconds to wait after a change before pushing diagnostics (0: once no more input is queued).")
  var debounce: Int = 0

  @Flag(name: .long, help: "Accepted for editors that pass it; stdio is the only transport.")
  var stdio = false

  func run() throws {
    let options = ServerOptions(debounce: .milliseconds(max(debounce, 0)))
    let status = LanguageServer.run(options: options)
    if status != 0 { throw ExitCode(status) }
  }
}
