import Foundation
import NavlintJSON
import Testing

@testable import NavlintServer

private typealias H = Harness

/// The CLI and the language server lint through one service (`LintSession`): the same text, in the same
/// project, gives the same findings, the same fixes and the same fix-all result through
/// `navlint lint --stdin` and through `navlint lsp`. Both run as the real binary.
@Suite(.serialized)
struct OneEngineTests {
  /// A finding as both front ends describe it, positions as byte offsets into the text.
  struct Described: Hashable, CustomStringConvertible {
    var rule: String
    var range: Range<Int>
    var severity: String
    var message: String
    /// `nil` without a fix; else whether it is safe and its edits as (byte range, text).
    var fix: Fix?

    struct Fix: Hashable {
      var isSafe: Bool
      var edits: [String]
    }

    var description: String { "\(rule) \(range) \(severity) \(message) \(fix.map { "\($0)" } ?? "no fix")" }
  }

  /// Sources: the realistic corpus, the example app and every swift block of the rule docs (markers removed).
  static func sources() throws -> [(name: String, text: String)] {
    let root = URL(fileURLWithPath: ServerProcess.binaryPath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    var sources: [(name: String, text: String)] = []
    let manager = FileManager.default
    for folder in ["Tests/NavlintRulesTests/Corpus", "Examples/NavDemo"] {
      let url = root.appendingPathComponent(folder)
      for case let path as String in manager.enumerator(atPath: url.path)!.allObjects where path.hasSuffix(".swift") {
        let name = path.replacingOccurrences(of: "/", with: "_")
        sources.append((name, try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)))
      }
    }
    let rules = root.appendingPathComponent("Rules")
    for name in try manager.contentsOfDirectory(atPath: rules.path).sorted() where name.hasPrefix("NAV") {
      let doc = try String(contentsOf: rules.appendingPathComponent(name), encoding: .utf8)
      var block: [Substring]?
      var count = 0
      for line in doc.split(separator: "\n", omittingEmptySubsequences: false) {
        if block == nil, line == "```swift" {
          block = []
        } else if let lines = block, line == "```" {
          count += 1
          let text = lines.joined(separator: "\n").replacingOccurrences(of: "↓", with: "") + "\n"
          sources.append(("\(name.prefix(6))_\(count).swift", text))
          block = nil
        } else if block != nil {
          block?.append(line)
        }
      }
    }
    return sources
  }

  @Test func cliAndServerGiveIdenticalFindingsAndFixes() throws {
    let sources = try Self.sources()
    #expect(sources.count > 100)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-one-engine-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Excluded"), withIntermediateDirectories: true)
    // Settings both front ends must read the same way: a severity change, an option, an exclusion, and a
    // deployment target (with it, fixes that write iOS 16 API are safe and part of fix-all).
    try "minimum_ios: 17\nrules:\n  NAV012: error\n  NAV016:\n    threshold: 2\nexclude:\n  - Excluded/**\n".write(
      to: folder.appendingPathComponent(".navlint.yml"), atomically: true, encoding: .utf8)
    let named = sources + [(name: "Excluded/Skipped.swift", text: sources[0].text)]
    for source in named {
      try source.text.write(to: folder.appendingPathComponent(source.name), atomically: true, encoding: .utf8)
    }

    // The server: open every document, collect its diagnostics and its fix-all edit.
    let server = try ServerProcess(currentDirectory: folder.path)
    server.initialize(
      ["general": ["positionEncodings": ["utf-8"]], "window": ["workDoneProgress": true]],
      rootURI: "file://" + folder.path)
    // The workspace's navigation model is built in the background: wait for it, so every first publish
    // carries the cross-file findings too.
    #expect(server.notification("$/progress") { $0["value"]?["kind"] == "end" } != nil)
    var serverFindings: [String: [Described]] = [:]
    var serverFixed: [String: String] = [:]
    for (index, source) in named.enumerated() {
      let uri = "file://" + folder.appendingPathComponent(source.name).path
      server.open(uri, source.text)
      let published = try #require(
        server.notification("textDocument/publishDiagnostics") { $0["uri"] == .string(uri) }, "\(source.name)")
      serverFindings[source.name] = (published["diagnostics"]?.arrayValue ?? []).map {
        Self.described(diagnostic: $0, text: source.text)
      }
      let id = Int64(100 + index)
      server.send(
        H.request(
          id, "textDocument/codeAction",
          [
            "textDocument": ["uri": .string(uri)], "range": H.range(0, 0, 0, 0),
            "context": ["diagnostics": [], "only": ["source.fixAll.navlint"]],
          ]))
      let actions = server.response(to: id)?["result"]?.arrayValue ?? []
      var fixed = source.text
      if let edit = actions.first?["edit"]?["changes"]?[uri]?[0] {
        let range = Self.byteRange(lsp: edit["range"]!, text: source.text)
        var bytes = Array(source.text.utf8)
        bytes.replaceSubrange(range, with: Array((edit["newText"]?.stringValue ?? "").utf8))
        fixed = String(decoding: bytes, as: UTF8.self)
      }
      serverFixed[source.name] = fixed
    }
    #expect(server.shutDown() == 0)

    // The CLI: each text through --stdin (configured as its path), then --fix over the folder.
    var compared = 0
    for source in named {
      let result = try Self.run(
        ["lint", "--stdin", "--stdin-filename", source.name, "--force-exclude", "--format", "json"],
        in: folder.path, input: source.text)
      #expect(result.status == 0 || result.status == 1, "\(source.name): \(result.stderr)")
      let report = try JSON.parse(Array(result.stdout.utf8))
      let cli = (report["diagnostics"]?.arrayValue ?? []).map { Self.described(cli: $0, text: source.text) }
      #expect(cli == serverFindings[source.name] ?? [], "\(source.name)")
      compared += cli.count
    }
    #expect(compared > 100)
    #expect(serverFindings["Excluded/Skipped.swift"] == [])

    _ = try Self.run(["lint", "--fix", "--format", "json", "."], in: folder.path, input: "")
    var fixedFiles = 0
    for source in named {
      let onDisk = try String(contentsOf: folder.appendingPathComponent(source.name), encoding: .utf8)
      #expect(onDisk == serverFixed[source.name], "\(source.name)")
      if onDisk != source.text { fixedFiles += 1 }
    }
    #expect(fixedFiles > 10)
  }

  // MARK: - Describing findings

  static func described(diagnostic: JSON, text: String) -> Described {
    let severities: [Int64: String] = [1: "error", 2: "warning", 3: "info", 4: "info"]
    let data = diagnostic["data"]
    var fix: Described.Fix?
    if let serverFix = data?["fix"], serverFix != .null {
      fix = Described.Fix(
        isSafe: serverFix["safe"]?.boolValue ?? false,
        edits: (serverFix["edits"]?.arrayValue ?? []).map {
          "\(byteRange(lsp: $0["range"]!, text: text)) \($0["newText"]?.stringValue ?? "")"
        })
    }
    return Described(
      rule: diagnostic["code"]?.stringValue ?? "", range: byteRange(lsp: diagnostic["range"]!, text: text),
      severity: severities[diagnostic["severity"]?.int64Value ?? 0] ?? "?",
      message: diagnostic["message"]?.stringValue ?? "", fix: fix)
  }

  static func described(cli: JSON, text: String) -> Described {
    var fix: Described.Fix?
    if let cliFix = cli["fix"], cliFix != .null {
      fix = Described.Fix(
        isSafe: cliFix["safe"]?.boolValue ?? false,
        edits: (cliFix["edits"]?.arrayValue ?? []).map {
          let range =
            offset(
              line: $0["line"], column: $0["column"], text: text)..<offset(
              line: $0["endLine"], column: $0["endColumn"], text: text)
          return "\(range) \($0["text"]?.stringValue ?? "")"
        })
    }
    let range =
      offset(
        line: cli["line"], column: cli["column"], text: text)..<offset(
        line: cli["endLine"], column: cli["endColumn"], text: text)
    return Described(
      rule: cli["rule"]?.stringValue ?? "", range: range, severity: cli["severity"]?.stringValue ?? "",
      message: cli["message"]?.stringValue ?? "", fix: fix)
  }

  /// Start offsets of the lines of `text` (the tests' texts use `\n` only).
  static func lineStarts(_ text: String) -> [Int] {
    var starts = [0]
    for (index, byte) in text.utf8.enumerated() where byte == 0x0A { starts.append(index + 1) }
    return starts
  }

  /// A 1-based line and 1-based column in Unicode scalars (the CLI's) as a byte offset.
  static func offset(line: JSON?, column: JSON?, text: String) -> Int {
    let starts = lineStarts(text)
    let lineIndex = Int(line?.int64Value ?? 1) - 1
    guard lineIndex < starts.count else { return text.utf8.count }
    var offset = starts[lineIndex]
    let bytes = Array(text.utf8)
    var scalars = Int(column?.int64Value ?? 1) - 1
    while scalars > 0, offset < bytes.count {
      offset += 1
      while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
      scalars -= 1
    }
    return offset
  }

  /// An LSP range in UTF-8 code units (negotiated) as a byte range.
  static func byteRange(lsp range: JSON, text: String) -> Range<Int> {
    let starts = lineStarts(text)
    func offset(_ position: JSON?) -> Int {
      let line = Int(position?["line"]?.int64Value ?? 0)
      guard line < starts.count else { return text.utf8.count }
      return starts[line] + Int(position?["character"]?.int64Value ?? 0)
    }
    return offset(range["start"])..<offset(range["end"])
  }

  // MARK: - Running the CLI

  static func run(_ arguments: [String], in folder: String, input: String) throws -> (
    status: Int32, stdout: String, stderr: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ServerProcess.binaryPath)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    try stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
  }
}
