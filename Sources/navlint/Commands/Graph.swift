import ArgumentParser
import Foundation
import NavlintNavigation
import NavlintProject
import NavlintReport

/// `navlint graph [PATH…] [--format mermaid|dot|json|svg] [--output FILE] [--focus VIEW]`: the app's
/// navigation as a graph, from the model the cross-file rules use (README, "See your app's navigation").
struct Graph: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "graph", abstract: "Draw the app's navigation: views, stacks, presentations and pushes.")

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case mermaid, dot, json, svg
  }

  @Argument(help: "Files or folders whose projects are drawn (default: the current folder).")
  var paths: [String] = []

  @Option(help: "mermaid (renders on GitHub), dot (Graphviz), json (for other tools) or svg (drawn by Graphviz's dot).")
  var format: Format = .mermaid

  @Option(help: "Write the graph to FILE instead of standard output.")
  var output: String?

  @Option(help: "Only the views that lead to VIEW or that VIEW leads to.")
  var focus: String?

  @Option(help: "Use this configuration file instead of the nearest .navlint.yml.")
  var config: String?

  func run() throws {
    let currentDirectory = FilePath.currentDirectory()
    var session: LintSession
    do {
      session = try LintSession(currentDirectory: currentDirectory, configPath: config)
    } catch {
      throw CLIError(error.description)
    }
    let (model, issues) = session.navigationModel(forPaths: paths)
    guard issues.isEmpty else { throw CLIError(messages: issues.map(\.description)) }
    var graph = NavigationGraph(model: model, relativeTo: currentDirectory)
    if let focus {
      guard let focused = graph.focused(on: focus) else {
        throw CLIError("no view named '\(focus)' in the project (--focus takes a View type's name)")
      }
      graph = focused
    }
    let bytes: [UInt8]
    switch format {
    case .mermaid: bytes = Array(GraphRenderer.mermaid(graph).utf8)
    case .dot: bytes = Array(GraphRenderer.dot(graph).utf8)
    case .json:
      do {
        bytes = try GraphRenderer.json(graph)
      } catch {
        throw CLIError("cannot write the graph: \(error)")
      }
    case .svg: bytes = try Self.drawn(GraphRenderer.dot(graph), as: "svg")
    }
    guard let output else { return Console.output(bytes) }
    do {
      try AtomicFile.write(bytes, to: FilePath.absolute(output, relativeTo: currentDirectory), displayPath: output)
    } catch {
      throw CLIError(error.description)
    }
  }

  /// `dot` drawn by Graphviz (`dot -T<format>`); a clear error when Graphviz is not installed.
  static func drawn(_ dot: String, as format: String) throws -> [UInt8] {
    let input = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-graph-\(getpid()).dot").path
    defer { try? FileManager.default.removeItem(atPath: input) }
    do {
      try AtomicFile.write(Array(dot.utf8), to: input)
    } catch {
      throw CLIError(error.description)
    }
    let result: (status: Int32, output: String)
    do {
      result = try Subprocess.run(["dot", "-T\(format)", input], in: FileManager.default.currentDirectoryPath)
    } catch {
      throw Self.noGraphviz
    }
    if result.status == 127 { throw Self.noGraphviz }
    guard result.status == 0 else {
      throw CLIError("Graphviz's dot could not draw the graph (exit status \(result.status))")
    }
    return Array(result.output.utf8)
  }

  static let noGraphviz = CLIError(
    "--format svg needs Graphviz's dot on PATH (Debian: apt-get install graphviz; Homebrew: brew install graphviz); "
      + "--format dot prints the graph without it")
}
