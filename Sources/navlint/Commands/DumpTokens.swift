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
    var output = ""
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        throw ValidationError("cannot read \(file)")
      }
      if files.count > 1 { output += "# \(file)\n" }
      for token in Lexer.tokenize(Array(data)).tokens {
        output += "\(token.start) \(token.length) \(token.kind.dumpName)\n"
      }
    }
    FileHandle.standardOutput.write(Data(output.utf8))
  }
}
