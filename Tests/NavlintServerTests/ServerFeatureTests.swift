import NavlintJSON
import Testing

@testable import NavlintServer

private typealias H = Harness

/// Code actions, hover and configuration, in memory.
struct ServerFeatureTests {
  private static let uri = "file:///tmp/home.swift"

  private static func actions(
    _ harness: inout Harness, range: JSON, only: [String]? = nil, uri: String = ServerFeatureTests.uri
  ) -> [JSON] {
    var context: JSON = ["diagnostics": []]
    if let only { context["only"] = .array(only.map(JSON.string)) }
    let response = harness.call(
      "textDocument/codeAction", ["textDocument": ["uri": .string(uri)], "range": range, "context": context])
    return response?["result"]?.arrayValue ?? []
  }

  private static func edits(_ action: JSON?, uri: String = ServerFeatureTests.uri) -> [JSON] {
    action?["edit"]?["changes"]?[uri]?.arrayValue ?? []
  }

  /// A workspace whose `.navlint.yml` says the app targets iOS 17, so `NavigationStack` is safe to write.
  private static func workspaceTargetingIOS17(_ harness: inout Harness) throws -> (TemporaryFolder, String) {
    let folder = try TemporaryFolder()
    try folder.write(".navlint.yml", "minimum_ios: 17\n")
    harness.initialize(rootURI: folder.uri)
    return (folder, folder.uri + "/home.swift")
  }

  @Test func quickFixDisableLineDisableFileAndFixAll() throws {
    var harness = Harness()
    let (folder, uri) = try Self.workspaceTargetingIOS17(&harness)
    defer { folder.remove() }
    harness.open(uri, Samples.navigationView)
    let actions = Self.actions(&harness, range: H.range(3, 6, 3, 6), uri: uri)
    let titles = actions.compactMap { $0["title"]?.stringValue }
    #expect(
      titles == [
        "Replace with `NavigationStack`", "Disable NAV001 for this line", "Disable NAV001 for this file",
        "Fix all safe navlint issues",
      ])
    let quickFix = try #require(actions.first)
    #expect(quickFix["kind"] == "quickfix")
    #expect(quickFix["isPreferred"] == true)
    #expect(quickFix["diagnostics"]?[0]?["code"] == "NAV001")
    #expect(Self.edits(quickFix, uri: uri) == [["range": H.range(3, 4, 3, 18), "newText": "NavigationStack"]])
    try #require(actions.count == 4)
    #expect(
      Self.edits(actions[1], uri: uri)
        == [["range": H.range(3, 0, 3, 0), "newText": "    // navlint:disable:next NAV001\n"]])
    #expect(
      Self.edits(actions[2], uri: uri) == [["range": H.range(0, 0, 0, 0), "newText": "// navlint:disable NAV001\n"]])
    #expect(actions[3]["kind"] == "source.fixAll.navlint")
    // The smallest edit: `View` becomes `Stack`.
    #expect(Self.edits(actions[3], uri: uri) == [["range": H.range(3, 14, 3, 18), "newText": "Stack"]])
  }

  /// No deployment target found: `NavigationStack` may not exist where the app runs, so the replacement is
  /// offered but neither preferred nor part of "Fix all safe" (which editors run on save).
  @Test func withoutAKnownTargetTheReplacementIsNotSafe() throws {
    var harness = Harness()
    harness.initialize()
    harness.open(Self.uri, Samples.navigationView)
    let actions = Self.actions(&harness, range: H.range(3, 6, 3, 6))
    let titles = actions.compactMap { $0["title"]?.stringValue }
    #expect(
      titles == ["Replace with `NavigationStack`", "Disable NAV001 for this line", "Disable NAV001 for this file"])
    #expect(actions.first?["isPreferred"] == nil)
    #expect(Self.actions(&harness, range: H.range(0, 0, 0, 0), only: ["source.fixAll"]).isEmpty)
  }

  @Test(arguments: ["Disable NAV001 for this line", "Disable NAV001 for this file", "Replace with `NavigationStack`"])
  func applyingAnActionSilencesTheFinding(title: String) throws {
    var harness = Harness()
    harness.initialize()
    harness.open(Self.uri, Samples.navigationView)
    let action = try #require(
      Self.actions(&harness, range: H.range(3, 4, 3, 18)).first { $0["title"] == .string(title) })
    let changes = try Self.edits(action).map { edit -> JSON in
      ["range": try #require(edit["range"]), "text": try #require(edit["newText"])]
    }
    harness.send(
      H.notification(
        "textDocument/didChange",
        ["textDocument": ["uri": .string(Self.uri), "version": 2], "contentChanges": .array(changes)]))
    let items = harness.call("textDocument/diagnostic", ["textDocument": ["uri": .string(Self.uri)]])?["result"]?[
      "items"]
    #expect(items == [])
  }

  @Test func onlyFiltersByKindAndRangeFiltersFindings() throws {
    var harness = Harness()
    let (folder, uri) = try Self.workspaceTargetingIOS17(&harness)
    defer { folder.remove() }
    harness.open(uri, Samples.navigationView)
    let fixAll = Self.actions(&harness, range: H.range(0, 0, 0, 0), only: ["source.fixAll"], uri: uri)
    #expect(fixAll.map { $0["kind"] } == ["source.fixAll.navlint"])
    let quickFixes = Self.actions(&harness, range: H.range(3, 4, 3, 5), only: ["quickfix"], uri: uri)
    #expect(quickFixes.count == 3)
    #expect(Self.actions(&harness, range: H.range(0, 0, 0, 3), only: ["quickfix"], uri: uri).isEmpty)
    #expect(Self.actions(&harness, range: H.range(0, 0, 0, 0), only: ["refactor"], uri: uri).isEmpty)
  }

  @Test func disableLineKeepsIndentationAndLineBreaks() {
    var harness = Harness()
    harness.initialize()
    harness.open(
      Self.uri, "import SwiftUI\r\nstruct A: View {\r\n\tvar body: some View { NavigationView { } }\r\n}\r\n")
    let actions = Self.actions(&harness, range: H.range(2, 30, 2, 30), only: ["quickfix"])
    let disable = actions.first { $0["title"] == "Disable NAV001 for this line" }
    #expect(Self.edits(disable).first?["newText"] == "\t// navlint:disable:next NAV001\r\n")
  }

  @Test func hoverShowsTheRuleDocumentationOnAFlaggedRange() throws {
    var harness = Harness()
    harness.initialize()
    harness.open(Self.uri, Samples.navigationView)
    let hover = try #require(
      harness.call("textDocument/hover", ["textDocument": ["uri": .string(Self.uri)], "position": H.position(3, 10)])?[
        "result"])
    let markdown = try #require(hover["contents"]?["value"]?.stringValue)
    #expect(markdown.contains("NAV001 deprecated-navigation-view"))
    #expect(markdown.contains("NAV001-deprecated-navigation-view.md"))
    #expect(hover["contents"]?["kind"] == "markdown")
    #expect(hover["range"] == H.range(3, 4, 3, 18))
    let outside = harness.call(
      "textDocument/hover", ["textDocument": ["uri": .string(Self.uri)], "position": H.position(0, 2)])
    #expect(outside?["result"] == .null)
  }

  // MARK: - Configuration

  @Test func configurationFromTheWorkspaceAndReloads() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(".navlint.yml", "rules:\n  NAV001: off\n")
    var harness = Harness(debounce: .zero)
    harness.initialize(rootURI: folder.uri)
    let uri = "\(folder.uri)/Home.swift"
    harness.open(uri, Samples.navigationView)
    let first = H.notifications(harness.advance(.milliseconds(1)), "textDocument/publishDiagnostics")
    #expect(first.last?["diagnostics"] == [])

    try folder.write(".navlint.yml", "rules:\n  NAV001: error\n")
    harness.send(
      H.notification(
        "workspace/didChangeWatchedFiles", ["changes": [["uri": .string("\(folder.uri)/.navlint.yml"), "type": 2]]]))
    let second = H.notifications(harness.advance(.milliseconds(1)), "textDocument/publishDiagnostics")
    #expect(second.last?["diagnostics"]?[0]?["severity"] == 1)

    // A broken file: a diagnostic on it, a message, and the last good settings stay in force.
    try folder.write(".navlint.yml", "rules:\n  NAV001: loud\n")
    let outputs =
      harness.send(
        H.notification(
          "workspace/didChangeWatchedFiles", ["changes": [["uri": .string("\(folder.uri)/.navlint.yml"), "type": 2]]]))
      + harness.advance(.milliseconds(1))
    let published = H.notifications(outputs, "textDocument/publishDiagnostics")
    let onConfig = published.first { $0["uri"] == .string("\(folder.uri)/.navlint.yml") }
    #expect(onConfig?["diagnostics"]?[0]?["range"]?["start"]?["line"] == 1)
    #expect(onConfig?["diagnostics"]?[0]?["severity"] == 1)
    #expect(H.notifications(outputs, "window/showMessage").first?["type"] == 1)
    #expect(published.first { $0["uri"] == .string(uri) }?["diagnostics"]?[0]?["severity"] == 1)

    // Fixed again through didChangeConfiguration: the config diagnostic is cleared.
    try folder.write(".navlint.yml", "rules:\n  NAV001: info\n")
    let fixed =
      harness.send(H.notification("workspace/didChangeConfiguration", ["settings": [:]]))
      + harness.advance(.milliseconds(1))
    let afterFix = H.notifications(fixed, "textDocument/publishDiagnostics")
    #expect(afterFix.first { $0["uri"] == .string(uri) }?["diagnostics"]?[0]?["severity"] == 3)
    #expect(afterFix.first { $0["uri"] == .string("\(folder.uri)/.navlint.yml") }?["diagnostics"] == [])
  }

  @Test func nestedConfigMergesAndAnExtendedFileReloads() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // The root turns NAV001 off through a shared file; the sub-folder's config sets only NAV012.
    try folder.write("team/navlint.yml", "rules:\n  NAV001: off\n")
    try folder.write(".navlint.yml", "extends: team/navlint.yml\n")
    try folder.write("App/.navlint.yml", "rules:\n  NAV012: error\n")
    var harness = Harness(debounce: .zero)
    harness.initialize(rootURI: folder.uri)
    let uri = "\(folder.uri)/App/Home.swift"
    harness.open(uri, Samples.navigationView)
    let first = H.notifications(harness.advance(.milliseconds(1)), "textDocument/publishDiagnostics")
    #expect(first.last?["diagnostics"] == [], "NAV001 stays off in the sub-folder")

    // Changing the extended file (not named .navlint.yml) reloads the settings.
    try folder.write("team/navlint.yml", "rules:\n  NAV001: error\n")
    harness.send(
      H.notification(
        "workspace/didChangeWatchedFiles",
        ["changes": [["uri": .string("\(folder.uri)/team/navlint.yml"), "type": 2]]]))
    let second = H.notifications(harness.advance(.milliseconds(1)), "textDocument/publishDiagnostics")
    #expect(second.last?["diagnostics"]?[0]?["code"] == "NAV001")
    #expect(second.last?["diagnostics"]?[0]?["severity"] == 1)

    // Another YAML file in the workspace is not configuration: no reload.
    let other = harness.send(
      H.notification(
        "workspace/didChangeWatchedFiles", ["changes": [["uri": .string("\(folder.uri)/ci.yml"), "type": 2]]]))
    #expect(H.notifications(other + harness.advance(.milliseconds(1)), "textDocument/publishDiagnostics").isEmpty)
  }

  @Test func savingTheConfigFileReloadsIt() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(".navlint.yml", "rules:\n  NAV001: warning\n")
    var harness = Harness()
    harness.initialize(rootURI: folder.uri)
    let uri = "\(folder.uri)/Home.swift"
    harness.open(uri, Samples.navigationView)
    let before = harness.call("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)]])
    #expect(before?["result"]?["items"]?[0]?["severity"] == 2)
    try folder.write(".navlint.yml", "rules:\n  NAV001: error\n")
    // Without a save or a watched-file event the cached configuration stays.
    let cached = harness.call("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)]])
    #expect(cached?["result"]?["items"]?[0]?["severity"] == 2)
    harness.send(
      H.notification("textDocument/didSave", ["textDocument": ["uri": .string("\(folder.uri)/.navlint.yml")]]))
    let after = harness.call("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)]])
    #expect(after?["result"]?["items"]?[0]?["severity"] == 1)
  }

  @Test func excludedFilesGetNoDiagnostics() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(".navlint.yml", "exclude:\n  - \"Generated/**\"\n")
    var harness = Harness()
    harness.initialize(rootURI: folder.uri)
    harness.open("\(folder.uri)/Generated/Home.swift", Samples.navigationView)
    harness.open("\(folder.uri)/Home.swift", Samples.navigationView)
    let excluded = harness.call(
      "textDocument/diagnostic", ["textDocument": ["uri": .string("\(folder.uri)/Generated/Home.swift")]])
    #expect(excluded?["result"]?["items"] == [])
    let included = harness.call(
      "textDocument/diagnostic", ["textDocument": ["uri": .string("\(folder.uri)/Home.swift")]])
    #expect(included?["result"]?["items"]?.arrayValue?.count == 1)
  }

  @Test func watcherIsRegisteredWhenTheClientAllowsIt() throws {
    var harness = Harness()
    let capabilities: JSON = ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]]
    _ = harness.call("initialize", ["capabilities": capabilities])
    let outputs = harness.send(H.notification("initialized", [:]))
    let request = try #require(H.messages(outputs).first { $0["method"] == "client/registerCapability" })
    let registration = request["params"]?["registrations"]?[0]
    #expect(registration?["method"] == "workspace/didChangeWatchedFiles")
    #expect(registration?["registerOptions"]?["watchers"]?[0]?["globPattern"] == "**/.navlint.yml")
    // The client's answer is consumed without a reply.
    #expect(H.messages(harness.send(["jsonrpc": "2.0", "id": try #require(request["id"]), "result": nil])).isEmpty)
    var plain = Harness()
    plain.initialize()
    #expect(plain.server.sentRequests.isEmpty)
  }
}

/// Documents whose bytes hold no rule's trigger word are not tokenized (`Linter.mayHaveFindings`); what the
/// client sees must be exactly what full linting gives.
@Suite struct TriggerGateServerTests {
  static let uri = "file:///tmp/Gate.swift"

  static func publishedCodes(_ harness: inout Harness) -> [[String]] {
    H.notifications(harness.advance(.seconds(1)), "textDocument/publishDiagnostics").map { params in
      (params["diagnostics"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
    }
  }

  static func replace(_ harness: inout Harness, version: Int64, with text: String) {
    harness.send(
      H.notification(
        "textDocument/didChange",
        [
          "textDocument": ["uri": .string(uri), "version": .integer(version)],
          "contentChanges": [["text": .string(text)]],
        ]))
  }

  @Test func diagnosticsFollowATriggerWordInAndOut() {
    var harness = Harness(debounce: .zero)
    harness.initialize()
    harness.open(Self.uri, "import SwiftUI\nstruct A: View {\n  var body: some View { Text(\"hi\") }\n}\n")
    #expect(Self.publishedCodes(&harness) == [[]])
    Self.replace(&harness, version: 2, with: Samples.navigationView)
    #expect(Self.publishedCodes(&harness) == [["NAV001"]])
    Self.replace(&harness, version: 3, with: "let a = 1\n")
    #expect(Self.publishedCodes(&harness) == [[]])
  }

  @Test func anUnusedSuppressionInAFileWithoutTriggersIsStillReported() {
    var harness = Harness(debounce: .zero)
    harness.initialize()
    harness.open(Self.uri, "// navlint:disable:next NAV001\nlet a = 1\n")
    #expect(Self.publishedCodes(&harness) == [["NAV000"]])
  }
}
