import ArgumentParser
import Foundation
import NavlintReport

/// The `navlint` command: parses arguments and maps every outcome to SPEC's exit statuses.
///
/// 0: clean (and `--help`, `--version`); 1: failing findings; 2: usage, config or I/O error, with
/// `navlint: error: …` on stderr. ArgumentParser's own failures would exit 64; `main()` maps them to 2.
@main
struct Navlint: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "navlint",
    abstract: "Find SwiftUI navigation anti-patterns in Swift source.",
    version: BuildInfo.versionDescription,
    subcommands: [
      Lint.self, Graph.self, Rules.self, Explain.self, Init.self, InstallHook.self, LSP.self, DumpTokens.self,
    ],
    defaultSubcommand: Lint.self
  )

  static func main() async {
    var command: any ParsableCommand
    do {
      command = try parseAsRoot()
    } catch {
      Console.exit(report(error, isParsing: true))
    }
    do {
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      Console.exit(report(error, isParsing: false))
    }
    Console.exit(0)
  }

  /// Prints what an error means for the user and returns the exit status.
  private static func report(_ error: any Error, isParsing: Bool) -> Int32 {
    switch error {
    case let error as CLIError:
      Console.error(error.description)
      return CLIError.exitStatus
    case let code as ExitCode:
      return code.rawValue
    default:
      break
    }
    // ArgumentParser's outcomes: help and version requests exit 0 with their text on stdout; every
    // parsing or validation failure is a usage error.
    if exitCode(for: error) == .success {
      Console.output(fullMessage(for: error) + "\n")
      return 0
    }
    var message = message(for: error)
    if message.isEmpty { message = "invalid arguments" }
    Console.error(message)
    if isParsing { Console.note("run 'navlint help' or 'navlint <command> --help' for usage") }
    return CLIError.exitStatus
  }
}
