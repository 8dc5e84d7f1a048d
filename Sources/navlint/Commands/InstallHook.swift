import ArgumentParser
import Foundation
import NavlintProject

/// `navlint install-hook [--force]`: writes a git pre-commit hook that runs `navlint lint --staged`.
///
/// The hook calls navlint by the absolute path it was installed with (GUI git clients often run hooks
/// with a minimal PATH) and falls back to `navlint` on PATH when that file is gone. A hook navlint did
/// not write is never replaced without `--force`; navlint's own hook is simply rewritten.
struct InstallHook: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "install-hook", abstract: "Install a git pre-commit hook that runs 'navlint lint --staged'.")

  /// The line that marks a hook as navlint's.
  static let marker = "# navlint pre-commit hook"

  @Flag(help: "Replace an existing pre-commit hook that navlint did not write.")
  var force = false

  func run() throws {
    let folder = FilePath.currentDirectory()
    let probe: (status: Int32, output: String)
    do {
      probe = try Subprocess.run(["git", "rev-parse", "--git-path", "hooks/pre-commit"], in: folder)
    } catch {
      throw CLIError("cannot run git: \(error)")
    }
    let relative = probe.output.trimmingCharacters(in: .newlines)
    guard probe.status == 0, !relative.isEmpty else {
      throw CLIError("\(folder): not inside a git repository")
    }
    let hook = FilePath.absolute(relative, relativeTo: folder)
    let shown = FilePath.display(hook, currentDirectory: folder)
    if Files.exists(hook), !force {
      let existing = Files.text(hook) ?? ""
      guard existing.contains(Self.marker) else {
        throw CLIError("\(shown) already exists and was not written by navlint; use --force to replace it")
      }
    }
    do {
      try Files.createFolder(FilePath.parent(hook))
      try AtomicFile.write(Array(Self.script(executable: Self.executablePath()).utf8), to: hook, displayPath: shown)
    } catch {
      throw CLIError("cannot write \(shown): \(error)")
    }
    guard Files.setMode(hook, 0o755) else { throw CLIError("cannot make \(shown) executable") }
    Console.output("installed \(shown)\n")
  }

  /// The hook's text.
  static func script(executable: String) -> String {
    """
    #!/bin/sh
    \(marker) (written by 'navlint install-hook'; 'navlint install-hook' rewrites it).
    # Lints the staged content of the staged Swift files; a failing finding stops the commit.
    # Skip it once with 'git commit --no-verify'.
    navlint=\(shellQuoted(executable))
    if [ ! -x "$navlint" ]; then navlint=navlint; fi
    exec "$navlint" lint --staged

    """
  }

  /// The absolute path this navlint was started as: argv[0] made absolute, or found on PATH.
  static func executablePath() -> String {
    let invoked = CommandLine.arguments.first ?? "navlint"
    if invoked.contains("/") { return FilePath.absolute(invoked, relativeTo: FilePath.currentDirectory()) }
    for folder in (Console.environment("PATH") ?? "").split(separator: ":") where !folder.isEmpty {
      let candidate = FilePath.join(FilePath.absolute(String(folder), relativeTo: FilePath.currentDirectory()), invoked)
      if Files.isExecutableFile(candidate) { return candidate }
    }
    return invoked
  }

  /// Single-quoted for sh.
  static func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
