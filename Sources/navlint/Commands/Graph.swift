import ArgumentParser
import Foundation
import NavlintNavigation
import NavlintProject
import NavlintReport

/// `navlint graph [PATH…] [--format mermaid|dot|json|svg|html] [--output FILE] [--focus VIEW]`: the app's
/// navigation as a graph, from the model the cross-file rules use, with the findings of `navlint lint` on the
/// same files drawn on what they concern (README, "See your app's navigation").
struct Graph: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "graph", abstract: "Draw the app's navigation: views, stacks, presentations and pushes.")

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case mermaid, dot, json, svg, html
  }

  @Argument(help: "Files or folders whose projects are drawn (default: the current folder).")
  var paths: [String] = []

  @Option(
    help:
      "mermaid (renders on GitHub), dot (Graphviz), json (for other tools), svg (drawn by Graphviz's dot) or html (one page: drawing, summary, findings)."
  )
  var format: Format = .mermaid

  @Option(help: "Write the graph to FILE instead of standard output.")
  var output: String?

  @Option(help: "Only the views that lead to VIEW or that VIEW leads to.")
  var focus: String?

  @Option(help: "Use this configuration file instead of the nearest .navlint.yml.")
  var config: String?

  func run() async throws {
    let currentDirectory = FilePath.currentDirectory()
    var session: LintSession
    do {
      session = try LintSession(currentDirectory: currentDirectory, configPath: config)
    } catch {
      throw CLIError(error.description)
    }
    let (model, inventories, issues) = session.navigationModel(forPaths: paths)
    guard issues.isEmpty else { throw CLIError(messages: issues.map(\.description)) }
    let outcomes = try await Self.lint(paths, session: &session)
    var annotations: [NavigationGraph.Annotation] = []
    for outcome in outcomes {
      for finding in outcome.findings {
        annotations.append(.init(path: outcome.path, range: finding.range, rule: finding.ruleID.rawValue))
      }
    }
    var graph = NavigationGraph(
      model: model, relativeTo: currentDirectory, entryPoints: inventories.mapValues(\.entryPoints),
      findings: annotations)
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
    case .html:
      let svg = String(decoding: try Self.drawn(GraphRenderer.dot(graph, links: true), as: "svg"), as: UTF8.self)
      let rows = outcomes.flatMap { outcome in
        outcome.reported.map { finding in
          GraphPage.Row(
            rule: finding.ruleID.rawValue, ruleName: finding.ruleName, severity: finding.severity.rawValue,
            message: finding.message, file: Self.relative(outcome.path, to: currentDirectory),
            line: finding.range.start.line, column: finding.range.start.column)
        }
      }
      let folder = paths.count == 1 ? FilePath.absolute(paths[0], relativeTo: currentDirectory) : currentDirectory
      let title = FilePath.lastComponent(folder)
      let page = GraphPage(
        title: title, svg: svg, model: model, graph: graph, inventories: model.paths.compactMap { inventories[$0] },
        rows: rows)
      bytes = Array(page.html().utf8)
    }
    guard let output else { return Console.output(bytes) }
    do {
      try AtomicFile.write(bytes, to: FilePath.absolute(output, relativeTo: currentDirectory), displayPath: output)
    } catch {
      throw CLIError(error.description)
    }
  }

  /// The findings of `navlint lint` on the same paths (the configuration's rules and severities), located.
  static func lint(_ paths: [String], session: inout LintSession) async throws -> [FileOutcome] {
    var jobs = session.jobs(for: .paths(paths))
    guard jobs.problems.isEmpty else { throw CLIError(messages: jobs.problems) }
    jobs.keepsMemoryUntilExit = true
    let outcomes = await jobs.run(fixMode: nil, parallelism: ProcessInfo.processInfo.activeProcessorCount) {
      FileOutcome($0, needsLineText: false, needsSourceText: false)
    }
    let errors = outcomes.compactMap(\.error)
    guard errors.isEmpty else { throw CLIError(messages: errors) }
    return outcomes
  }

  /// `path` relative to `root` when inside it (how the page links a finding to its file).
  static func relative(_ path: String, to root: String) -> String {
    FilePath.relative(path, to: root) ?? path
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
    "--format svg and html need Graphviz's dot on PATH (Debian: apt-get install graphviz; Homebrew: brew install graphviz); "
      + "--format dot prints the graph without it")
}
