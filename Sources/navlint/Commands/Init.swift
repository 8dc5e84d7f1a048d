import ArgumentParser
import NavlintProject

/// `navlint init`: writes the commented starter `.navlint.yml` in the current folder; never overwrites.
struct Init: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init", abstract: "Write a commented starter .navlint.yml in the current folder.")

  func run() throws {
    let folder = FilePath.currentDirectory()
    let path = FilePath.join(folder, Configuration.fileName)
    if Files.exists(path) {
      throw CLIError("\(Configuration.fileName) already exists; not overwriting it")
    }
    let text = StarterConfiguration.text()
    do {
      try AtomicFile.write(Array(text.utf8), to: path, displayPath: Configuration.fileName)
    } catch {
      throw CLIError(error.description)
    }
    Console.output("wrote \(Configuration.fileName)\n")
  }
}
