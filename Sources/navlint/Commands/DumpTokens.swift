import ArgumentParser
import Foundation
import NavlintSyntax

/// `navlint dump-tokens FILE...`: one line per token, `<offset> <length> <kind>` (SPEC "Token dump").
struct DumpTokens: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dump-tokens",
    abstract: "Print the tokens of Swift files (a debugging aid)."
  )

  @Argument(help: "Swift files to tokenize.")
  var files: [String]

  func run() throws {
    var output: [UInt8] = []
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        throw ValidationError("cannot read \(file)")
      }
      if files.count > 1 {
        output.append(contentsOf: "# \(file)\n".utf8)
      }
      let tokens = Lexer.tokenize(Array(data)).tokens
      output.reserveCapacity(output.count + tokens.count * 24)
      TokenDump.append(tokens, to: &output)
      if output.count > 1 << 20 {
        FileHandle.standardOutput.write(Data(output))
        output.removeAll(keepingCapacity: true)
      }
    }
    FileHandle.standardOutput.write(Data(output))
  }
}
