import ArgumentParser
import Foundation
import NavlintSyntax

/// `navlint dump-tokens FILE...`: one line per token, `<offset> <length> <kind>` (SPEC "Token dump"), with a
/// `# <path>` line before each file when there are two or more.
///
/// Every file is read before anything is printed: an unreadable file is an I/O error (exit status 2, a
/// message on stderr, nothing on stdout).
struct DumpTokens: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dump-tokens",
    abstract: "Print the tokens of Swift files (a debugging aid)."
  )

  @Argument(help: "Swift files to tokenize.")
  var files: [String]

  func run() throws {
    var contents: [[UInt8]] = []
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        FileHandle.standardError.write(Data("navlint: error: cannot read \(file)\n".utf8))
        throw ExitCode(2)
      }
      contents.append(Array(data))
    }
    var output: [UInt8] = []
    for (file, bytes) in zip(files, contents) {
      if files.count > 1 { output.append(contentsOf: "# \(file)\n".utf8) }
      let tokens = Lexer.tokenize(bytes).tokens
      output.reserveCapacity(output.count + tokens.count * 20)
      TokenDump.append(tokens, to: &output)
      if output.count >= 1 << 20 {
        FileHandle.standardOutput.write(Data(output))
        output.removeAll(keepingCapacity: true)
      }
    }
    FileHandle.standardOutput.write(Data(output))
  }
}
