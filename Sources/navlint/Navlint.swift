import ArgumentParser
import NavlintSyntax

/// The `navlint` command: parses arguments and maps every outcome to SPEC's exit statuses.
@main
struct Navlint: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "navlint",
    abstract: "Find SwiftUI navigation anti-patterns in Swift source.",
    subcommands: [DumpTokens.self, LSP.self],
    defaultSubcommand: DumpTokens.self
  )
}
