import Foundation
import NavlintJSON
import NavlintProject
import Testing

@testable import NavlintServer

private typealias H = Harness

/// The navigation model in the server: indexed in the background, kept current from open documents and
/// watched files, and every open document's cross-file findings republished when another file changes them.
@Suite(.serialized)
struct CrossFileServerTests {
  // MARK: - A small app, in texts the tests switch on and off

  /// What each file of the small app holds; every random edit flips one of these.
  struct App: Equatable {
    var declaresRecipe = true
    var declaresRoute = true
    var rootHasStack = true
    var rootRegistersRecipe = false
    var rootRegistersRoute = false
    var rootShowsList = true
    var rootPresentsSheet = true
    var listLinksRecipe = true
    var listLinksRoute = false
    var listHasPlainLink = false
    var listRegistersRecipe = false
    var sheetHasStack = false

    nonisolated(unsafe) static let flags: [WritableKeyPath<App, Bool>] = [
      \.declaresRecipe, \.declaresRoute, \.rootHasStack, \.rootRegistersRecipe, \.rootRegistersRoute,
      \.rootShowsList, \.rootPresentsSheet, \.listLinksRecipe, \.listLinksRoute, \.listHasPlainLink,
      \.listRegistersRecipe, \.sheetHasStack,
    ]

    /// The file each flag lives in.
    static func file(of flag: WritableKeyPath<App, Bool>) -> String {
      switch flag {
      case \.declaresRecipe, \.declaresRoute: "Types.swift"
      case \.listLinksRecipe, \.listLinksRoute, \.listHasPlainLink, \.listRegistersRecipe: "List.swift"
      case \.sheetHasStack: "Sheet.swift"
      default: "Root.swift"
      }
    }

    var texts: [String: String] {
      var types = "import Foundation\n\n"
      if declaresRecipe { types += "struct Recipe: Hashable {\n  var name: String\n}\n\n" }
      if declaresRoute { types += "enum Route: Hashable {\n  case detail\n  case settings\n}\n" }

      var root = "import SwiftUI\n\nstruct RootView: View {\n  @State private var isShowingSheet = false\n\n"
      root += "  var body: some View {\n    \(rootHasStack ? "NavigationStack" : "VStack") {\n"
      root += rootShowsList ? "      ListView()\n" : "      Text(\"Home\")\n"
      if rootRegistersRecipe {
        root += "        .navigationDestination(for: Recipe.self) { recipe in Text(recipe.name) }\n"
      }
      if rootRegistersRoute { root += "        .navigationDestination(for: Route.self) { _ in Text(\"Route\") }\n" }
      root += "    }\n"
      if rootPresentsSheet { root += "    .sheet(isPresented: $isShowingSheet) { SheetView() }\n" }
      root += "  }\n}\n"

      var list = "import SwiftUI\n\nstruct ListView: View {\n  var body: some View {\n    List {\n"
      if listLinksRecipe { list += "      NavigationLink(value: Recipe(name: \"Soup\")) { Text(\"Soup\") }\n" }
      if listLinksRoute { list += "      NavigationLink(value: Route.detail) { Text(\"Detail\") }\n" }
      if listHasPlainLink { list += "      NavigationLink(\"About\") { Text(\"About\") }\n" }
      list += "    }\n"
      if listRegistersRecipe {
        list += "    .navigationDestination(for: Recipe.self) { recipe in Text(recipe.name) }\n"
      }
      list += "  }\n}\n"

      var sheet = "import SwiftUI\n\nstruct SheetView: View {\n  var body: some View {\n"
      sheet += sheetHasStack ? "    NavigationStack {\n" : "    VStack {\n"
      sheet += "      NavigationLink(\"More\") { Text(\"More\") }\n    }\n  }\n}\n"
      return ["Types.swift": types, "Root.swift": root, "List.swift": list, "Sheet.swift": sheet]
    }
  }

  /// A project folder (a `.git` marks its root) holding `app`'s files.
  static func project(_ app: App) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.path + "/.git", withIntermediateDirectories: true)
    for (name, text) in app.texts { try folder.write(name, text) }
    return folder
  }

  static func uri(_ folder: TemporaryFolder, _ name: String) -> String { folder.uri + "/" + name }

  /// The rules of the diagnostics of the last `publishDiagnostics` for `uri` among `outputs`, if any.
  static func published(_ outputs: [ServerOutput], _ uri: String) -> [String]? {
    H.notifications(outputs, "textDocument/publishDiagnostics").last { $0["uri"] == .string(uri) }.map {
      ($0["diagnostics"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
    }
  }

  static let utf8: JSON = ["general": ["positionEncodings": ["utf-8"]]]
  /// `utf8`, and a client that registers file watchers.
  static let utf8WatchingFiles: JSON = [
    "general": ["positionEncodings": ["utf-8"]],
    "workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]],
  ]

  // MARK: - Republishing

  @Test func aDestinationOpenedInAnotherFileClearsTheLinkAndClosingItBringsItBack() throws {
    let app = App()
    let folder = try Self.project(app)
    defer { folder.remove() }
    var harness = Harness(debounce: .zero, root: folder.path)
    harness.initialize(Self.utf8, rootURI: folder.uri)
    let list = Self.uri(folder, "List.swift")
    let root = Self.uri(folder, "Root.swift")
    harness.open(list, app.texts["List.swift"]!)
    #expect(Self.published(harness.advance(.milliseconds(1)), list) == ["NAV017"])

    var registered = app
    registered.rootRegistersRecipe = true
    harness.open(root, registered.texts["Root.swift"]!)
    let afterOpen = harness.advance(.milliseconds(1))
    #expect(Self.published(afterOpen, list) == [], "the open text of Root.swift registers Recipe")
    #expect(Self.published(afterOpen, root) == [])

    harness.send(H.notification("textDocument/didClose", ["textDocument": ["uri": .string(root)]]))
    #expect(Self.published(harness.advance(.milliseconds(1)), list) == ["NAV017"], "on disk it does not")
  }

  /// A cross-file finding offers its fix as a quick fix: NAV006 for a class whose array another file binds as
  /// a stack's path.
  @Test func aCrossFileFindingOffersItsFixAsAQuickFix() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(atPath: folder.path + "/.git", withIntermediateDirectories: true)
    try folder.write(
      "CheckoutView.swift",
      """
      import SwiftUI
      enum Step: Hashable { case cart }
      struct CheckoutView: View {
        @StateObject private var checkout = Checkout()
        var body: some View { NavigationStack(path: $checkout.steps) { Text("Cart") } }
      }

      """)
    let text = "import SwiftUI\n\nfinal class Checkout: ObservableObject {\n  @Published var steps: [Step] = []\n}\n"
    try folder.write("Checkout.swift", text)
    var harness = Harness(debounce: .zero, root: folder.path)
    harness.initialize(Self.utf8, rootURI: folder.uri)
    let uri = Self.uri(folder, "Checkout.swift")
    harness.open(uri, text)
    #expect(Self.published(harness.advance(.milliseconds(1)), uri) == ["NAV006"])
    let response = harness.call(
      "textDocument/codeAction",
      ["textDocument": ["uri": .string(uri)], "range": H.range(2, 13, 2, 13), "context": ["diagnostics": []]])
    let quickFix = response?["result"]?[0]
    #expect(quickFix?["title"] == "Add `@MainActor` to `Checkout`")
    #expect(
      quickFix?["edit"]?["changes"]?[uri]?.arrayValue
        == [["range": H.range(2, 0, 2, 0), "newText": "@MainActor\n"]])
  }

  /// While a typed document's facts are read off the worker, its lint carries its last cross-file findings
  /// over, moved through the edit; once the facts are in it is published again only if they differ. A text
  /// whose facts the model holds already (typed and deleted while the facts of the text between are read)
  /// joins its own findings at once.
  @Test func aTypedDocumentCarriesItsCrossFileFindingsUntilItsFactsAreIn() throws {
    let app = App()
    let folder = try Self.project(app)
    defer { folder.remove() }
    var harness = Harness(debounce: .zero, root: folder.path)
    harness.initialize(Self.utf8, rootURI: folder.uri)
    let list = Self.uri(folder, "List.swift")
    let text = app.texts["List.swift"]!
    harness.open(list, text)
    #expect(Self.published(harness.advance(.milliseconds(1)), list) == ["NAV017"])
    func line(_ outputs: [ServerOutput]) -> Int64? {
      H.notifications(outputs, "textDocument/publishDiagnostics").last { $0["uri"] == .string(list) }?[
        "diagnostics"]?[0]?["range"]?["start"]?["line"]?.int64Value
    }

    // A line added above the link: linted at once, the link's finding one line lower, the facts still out.
    harness.holdsFactReadings = true
    let moved = text.replacingOccurrences(of: "import SwiftUI\n", with: "import SwiftUI\n// Soups\n")
    harness.send(Self.change(list, version: 2, from: text, to: moved))
    let typed = harness.advance(.milliseconds(1))
    #expect(Self.published(typed, list) == ["NAV017"])
    #expect(line(typed) == 6)
    #expect(harness.pendingReadings.count == 1)
    #expect(Self.published(harness.finishFactReadings(), list) == nil, "the facts find the same")

    // A destination registered below the link: the carried finding stays until the facts are in.
    var registered = app
    registered.listRegistersRecipe = true
    let withDestination = registered.texts["List.swift"]!.replacingOccurrences(
      of: "import SwiftUI\n", with: "import SwiftUI\n// Soups\n")
    harness.send(Self.change(list, version: 3, from: moved, to: withDestination))
    #expect(Self.published(harness.advance(.milliseconds(1)), list) == ["NAV017"])
    #expect(Self.published(harness.finishFactReadings(), list) == [], "republished once the facts are in")

    // The destination removed again: none to carry, the finding is back once the facts are in.
    harness.send(Self.change(list, version: 4, from: withDestination, to: moved))
    #expect(Self.published(harness.advance(.milliseconds(1)), list) == [])
    #expect(Self.published(harness.finishFactReadings(), list) == ["NAV017"])

    // Typing into the link's name: its finding is not carried over an edit that touches it.
    let renamed = moved.replacingOccurrences(of: "NavigationLink(value:", with: "NavigationLinks(value:")
    harness.send(Self.change(list, version: 5, from: moved, to: renamed))
    #expect(Self.published(harness.advance(.milliseconds(1)), list) == [])
    #expect(harness.pendingReadings.last?.readsFacts == true)

    // Deleted again while those facts are still out: the model holds this text's facts, so its own finding is
    // back at once, and the reading only checks the rules it shares with the lint.
    harness.send(Self.change(list, version: 6, from: renamed, to: moved))
    #expect(Self.published(harness.advance(.milliseconds(1)), list) == ["NAV017"])
    #expect(harness.pendingReadings.suffix(2).map(\.readsFacts) == [true, false])
    #expect(Self.published(harness.finishFactReadings(), list) == nil, "nothing to publish again")

    // Typed again, and the facts read: they find no link either.
    harness.send(Self.change(list, version: 7, from: moved, to: renamed))
    #expect(Self.published(harness.advance(.milliseconds(1)), list) == [])
    #expect(Self.published(harness.finishFactReadings(), list) == nil, "the facts find no link either")
  }

  /// NAV014 across files: a delayed call is reported once another file's method of that name navigates,
  /// and the open caller is republished when that file changes in the editor.
  @Test func aMethodThatStartsNavigatingInAnotherFileRepublishesTheDelayedCall() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(atPath: folder.path + "/.git", withIntermediateDirectories: true)
    func router(navigates: Bool) -> String {
      "import SwiftUI\n\nfinal class Router {\n  var path = NavigationPath()\n  var log: [String] = []\n\n"
        + "  func openCheckout() {\n    \(navigates ? "path.append(1)" : "log.append(\"checkout\")")\n  }\n}\n"
    }
    let button =
      "import SwiftUI\n\nstruct BuyButton: View {\n  let router: Router\n\n  var body: some View {\n"
      + "    Button(\"Buy\") {\n      DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { router.openCheckout() }\n"
      + "    }\n  }\n}\n"
    try folder.write("Router.swift", router(navigates: false))
    try folder.write("BuyButton.swift", button)
    var harness = Harness(debounce: .zero, root: folder.path)
    harness.initialize(Self.utf8, rootURI: folder.uri)
    let buttonURI = Self.uri(folder, "BuyButton.swift")
    let routerURI = Self.uri(folder, "Router.swift")
    harness.open(buttonURI, button)
    #expect(Self.published(harness.advance(.milliseconds(1)), buttonURI) == [])

    harness.open(routerURI, router(navigates: true))
    #expect(Self.published(harness.advance(.milliseconds(1)), buttonURI) == ["NAV014"], "openCheckout now pushes")

    harness.send(Self.change(routerURI, version: 2, from: router(navigates: true), to: router(navigates: false)))
    #expect(Self.published(harness.advance(.milliseconds(1)), buttonURI) == [], "and no longer does")
  }

  @Test func firstDiagnosticsDoNotWaitForTheIndex() throws {
    let app = App()
    let folder = try Self.project(app)
    defer { folder.remove() }
    var harness = Harness(debounce: .zero, root: folder.path)
    harness.runsIndexBuilds = false
    harness.initialize(Self.utf8, rootURI: folder.uri)
    #expect(harness.pendingBuilds.count == 1)
    let list = Self.uri(folder, "List.swift")
    harness.open(list, app.texts["List.swift"]!)
    #expect(Self.published(harness.advance(.milliseconds(1)), list) == [], "published before the model is built")
    _ = harness.finishBuilds()
    #expect(Self.published(harness.advance(.milliseconds(1)), list) == ["NAV017"], "republished once it is")
  }

  @Test func watchedSwiftFilesChangeTheModelUnlessTheDocumentIsOpen() throws {
    let app = App()
    let folder = try Self.project(app)
    defer { folder.remove() }
    var harness = Harness(debounce: .zero, root: folder.path)
    harness.initialize(Self.utf8WatchingFiles, rootURI: folder.uri)
    let list = Self.uri(folder, "List.swift")
    harness.open(list, app.texts["List.swift"]!)
    #expect(Self.published(harness.advance(.milliseconds(1)), list) == ["NAV017"])

    func watched(_ name: String, _ type: Int64) -> [ServerOutput] {
      harness.send(
        H.notification(
          "workspace/didChangeWatchedFiles",
          ["changes": [["uri": .string(Self.uri(folder, name)), "type": .integer(type)]]]))
      return harness.advance(.milliseconds(1))
    }
    let destinations =
      "import SwiftUI\n\nextension View {\n  func recipeDestinations() -> some View {\n"
      + "    navigationDestination(for: Recipe.self) { recipe in Text(recipe.name) }\n  }\n}\n"
    try folder.write("Destinations.swift", destinations)
    #expect(Self.published(watched("Destinations.swift", 1), list) == [], "a new file registers Recipe")
    try FileManager.default.removeItem(atPath: folder.path + "/Destinations.swift")
    #expect(Self.published(watched("Destinations.swift", 3), list) == ["NAV017"], "deleted again")

    // A file in a folder lint runs skip never joins the model.
    try FileManager.default.createDirectory(atPath: folder.path + "/.build", withIntermediateDirectories: true)
    try folder.write(".build/Destinations.swift", destinations)
    #expect(Self.published(watched(".build/Destinations.swift", 1), list) == nil)
  }

  @Test func pullClientsAreToldToRefreshAndGetANewResult() throws {
    let app = App()
    let folder = try Self.project(app)
    defer { folder.remove() }
    var harness = Harness(debounce: .zero, root: folder.path)
    let capabilities: JSON = [
      "general": ["positionEncodings": ["utf-8"]], "textDocument": ["diagnostic": [:]],
      "workspace": ["diagnostics": ["refreshSupport": true]],
    ]
    let initialized = harness.initialize(capabilities, rootURI: folder.uri)
    #expect(initialized?["result"]?["capabilities"]?["diagnosticProvider"]?["interFileDependencies"] == true)
    let list = Self.uri(folder, "List.swift")
    let root = Self.uri(folder, "Root.swift")
    harness.open(list, app.texts["List.swift"]!)
    let first = harness.call("textDocument/diagnostic", ["textDocument": ["uri": .string(list)]])?["result"]
    #expect(first?["items"]?.arrayValue?.compactMap { $0["code"]?.stringValue } == ["NAV017"])

    var registered = app
    registered.rootRegistersRecipe = true
    harness.open(root, registered.texts["Root.swift"]!)
    let outputs = harness.send(
      H.request(7, "textDocument/diagnostic", ["textDocument": ["uri": .string(root)]]))
    #expect(H.messages(outputs).contains { $0["method"] == "workspace/diagnostic/refresh" })
    let second = harness.call(
      "textDocument/diagnostic",
      ["textDocument": ["uri": .string(list)], "previousResultId": first?["resultId"] ?? .null])?["result"]
    #expect(second?["kind"] == "full")
    #expect(second?["items"]?.arrayValue?.isEmpty == true)
  }

  @Test func theWorkspaceIsIndexedWithProgressAndEverySwiftFileIsWatched() throws {
    let folder = try Self.project(App())
    defer { folder.remove() }
    var harness = Harness(debounce: .zero, root: folder.path)
    _ = harness.call(
      "initialize",
      [
        "processId": nil, "rootUri": .string(folder.uri),
        "capabilities": [
          "window": ["workDoneProgress": true], "workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]],
        ],
      ])
    let outputs = harness.send(H.notification("initialized", [:]))
    let messages = H.messages(outputs)
    let registration = messages.first { $0["method"] == "client/registerCapability" }
    let globs = registration?["params"]?["registrations"]?[0]?["registerOptions"]?["watchers"]?.arrayValue?
      .compactMap { $0["globPattern"]?.stringValue }
    #expect(globs?.contains("**/*.swift") == true)
    #expect(messages.contains { $0["method"] == "window/workDoneProgress/create" })
    let progress = H.notifications(outputs, "$/progress").compactMap { $0["value"]?["kind"]?.stringValue }
    #expect(progress == ["begin", "end"])
  }

  // MARK: - Random edits against the CLI

  /// A ranged `didChange` turning `old` into `new` (ASCII texts: UTF-8 positions are byte offsets).
  static func change(_ uri: String, version: Int64, from old: String, to new: String) -> JSON {
    let a = Array(old.utf8)
    let b = Array(new.utf8)
    var prefix = 0
    while prefix < min(a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(a.count, b.count) - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
    func position(_ offset: Int) -> JSON {
      let before = a[..<offset]
      let line = before.filter { $0 == 0x0A }.count
      let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
      return ["line": .integer(Int64(line)), "character": .integer(Int64(offset - lineStart))]
    }
    let text = String(decoding: b[prefix..<(b.count - suffix)], as: UTF8.self)
    return H.notification(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(uri), "version": .integer(version)],
        "contentChanges": [
          ["range": ["start": position(prefix), "end": position(a.count - suffix)], "text": .string(text)]
        ],
      ])
  }

  /// The findings of `name` (its text `text`) through the CLI's lint service, as `navlint lint --stdin
  /// --stdin-filename name` gets them, with the project on disk in `folder`.
  static func cliFindings(folder: String, name: String, text: String) async throws -> Set<String> {
    var session = try LintSession(currentDirectory: folder)
    let jobs = session.jobs(for: .text(Array(text.utf8), filename: name))
    let results = await jobs.run(fixMode: nil, parallelism: 1) { $0 }
    return Set(results.flatMap(\.findings).map { "\($0.ruleID.rawValue) \($0.range) \($0.message)" })
  }

  static func serverFindings(_ diagnostics: [JSON], text: String) -> Set<String> {
    Set(
      diagnostics.map {
        let range = OneEngineTests.byteRange(lsp: $0["range"]!, text: text)
        return "\($0["code"]?.stringValue ?? "") \(range) \($0["message"]?.stringValue ?? "")"
      })
  }

  /// Thousands of random edits across the app's files (links added and removed, destinations registered in
  /// another file, views moved in and out of a stack, a type file changed on disk, documents closed and
  /// opened again): after each, every open document's last published diagnostics equal the CLI's findings
  /// for the same texts.
  @Test func randomMultiFileEditsKeepEveryOpenDocumentEqualToTheCLI() async throws {
    var app = App()
    let folder = try Self.project(app)
    defer { folder.remove() }
    var harness = Harness(debounce: .zero, root: folder.path)
    harness.initialize(Self.utf8WatchingFiles, rootURI: folder.uri)
    let editorFiles = ["Root.swift", "List.swift", "Sheet.swift"]
    var open: [String: String] = [:]
    var latest: [String: [JSON]] = [:]
    var versions: [String: Int64] = [:]
    func record(_ outputs: [ServerOutput]) {
      for params in H.notifications(outputs, "textDocument/publishDiagnostics") {
        guard let uri = params["uri"]?.stringValue else { continue }
        latest[uri] = params["diagnostics"]?.arrayValue ?? []
      }
    }
    for name in editorFiles {
      harness.open(Self.uri(folder, name), app.texts[name]!)
      open[name] = app.texts[name]!
      versions[name] = 1
    }
    record(harness.advance(.milliseconds(1)))

    var generator = SystemRandomNumberGenerator()
    let initialSeed = UInt64.random(in: 0...UInt64.max, using: &generator)
    var seed = initialSeed
    print("random multi-file edits, seed \(initialSeed)")
    func random(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    var compared = 0
    var readWhileLinting = 0
    var crossFileSeen = Set<String>()
    for step in 0..<2_000 {
      let flag = App.flags[random(App.flags.count)]
      let name = App.file(of: flag)
      var next = app
      next[keyPath: flag].toggle()
      let uri = Self.uri(folder, name)
      if name == "Types.swift" {
        // Not open: changed on disk, as another tool would.
        try folder.write(name, next.texts[name]!)
        harness.send(
          H.notification("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(uri), "type": 2]]]))
      } else if open[name] == nil {
        harness.open(uri, next.texts[name]!)
        open[name] = next.texts[name]!
        versions[name] = 1
      } else if random(20) == 0 {
        // Closed: the disk (as it was saved) stands for it; reopened with the new text right after.
        harness.send(H.notification("textDocument/didClose", ["textDocument": ["uri": .string(uri)]]))
        try folder.write(name, app.texts[name]!)
        harness.send(
          H.notification("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(uri), "type": 2]]]))
        latest[uri] = nil
        open[name] = nil
        if random(2) == 0 {
          harness.open(uri, next.texts[name]!)
          open[name] = next.texts[name]!
          versions[name] = 1
        }
      } else {
        versions[name, default: 1] += 1
        // Half the time its facts are still being read when it is linted: the last cross-file findings stand in.
        harness.holdsFactReadings = random(2) == 0
        harness.send(Self.change(uri, version: versions[name]!, from: open[name]!, to: next.texts[name]!))
        open[name] = next.texts[name]!
      }
      app = next
      record(harness.advance(.milliseconds(1)))
      if !harness.pendingReadings.isEmpty { readWhileLinting += 1 }
      harness.holdsFactReadings = false
      // Equal once the readings are in.
      record(harness.finishFactReadings())

      // The CLI sees the open texts in place of the files (a mirror of the project with them on disk).
      let mirror = try TemporaryFolder()
      defer { mirror.remove() }
      try FileManager.default.createDirectory(atPath: mirror.path + "/.git", withIntermediateDirectories: true)
      for name in App().texts.keys.sorted() {
        let onDisk = try String(contentsOfFile: folder.path + "/" + name, encoding: .utf8)
        try mirror.write(name, open[name] ?? onDisk)
      }
      for (name, text) in open.sorted(by: { $0.key < $1.key }) {
        let expected = try await Self.cliFindings(folder: mirror.path, name: name, text: text)
        let actual = Self.serverFindings(latest[Self.uri(folder, name)] ?? [], text: text)
        #expect(actual == expected, "step \(step), \(name), seed \(initialSeed)")
        if actual != expected { return }
        compared += 1
        for finding in actual where finding.hasPrefix("NAV01") { crossFileSeen.insert(String(finding.prefix(6))) }
      }
    }
    #expect(compared > 4_000)
    #expect(readWhileLinting > 200, "documents are linted while their facts are read")
    #expect(crossFileSeen == ["NAV017", "NAV018", "NAV019"], "the edits exercise every cross-file rule")
  }

  /// The real `navlint lsp` under a thousand random edits (a pull client): its memory stays flat, and at the
  /// end every open document's diagnostics equal the real `navlint lint --stdin` on the same texts.
  @Test func theRealServerStaysFlatAndAgreesWithTheRealCLI() throws {
    var app = App()
    let folder = try Self.project(app)
    defer { folder.remove() }
    let server = try ServerProcess(currentDirectory: folder.path)
    server.initialize(
      ["general": ["positionEncodings": ["utf-8"]], "textDocument": ["diagnostic": [:]]], rootURI: folder.uri)
    let editorFiles = ["Root.swift", "List.swift", "Sheet.swift"]
    var open: [String: String] = [:]
    for name in editorFiles {
      server.open(Self.uri(folder, name), app.texts[name]!)
      open[name] = app.texts[name]!
    }
    func residentKilobytes() -> Int {
      let status =
        (try? String(contentsOfFile: "/proc/\(server.process.processIdentifier)/status", encoding: .utf8)) ?? ""
      let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
      return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
    var nextID: Int64 = 10
    func pull(_ name: String) -> [JSON] {
      nextID += 1
      server.send(
        H.request(nextID, "textDocument/diagnostic", ["textDocument": ["uri": .string(Self.uri(folder, name))]]))
      return server.response(to: nextID)?["result"]?["items"]?.arrayValue ?? []
    }
    var seed: UInt64 = 0x5EED
    func random(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    var versions: [String: Int64] = [:]
    var earlyKilobytes = 0
    for step in 0..<1_000 {
      let flag = App.flags[random(App.flags.count)]
      let name = App.file(of: flag)
      var next = app
      next[keyPath: flag].toggle()
      if name == "Types.swift" {
        try folder.write(name, next.texts[name]!)
        server.send(
          H.notification(
            "workspace/didChangeWatchedFiles", ["changes": [["uri": .string(Self.uri(folder, name)), "type": 2]]]))
      } else {
        versions[name, default: 1] += 1
        server.send(
          Self.change(Self.uri(folder, name), version: versions[name]!, from: open[name]!, to: next.texts[name]!))
        open[name] = next.texts[name]!
      }
      app = next
      _ = pull(editorFiles[random(editorFiles.count)])
      if step == 199 { earlyKilobytes = residentKilobytes() }
    }
    let lateKilobytes = residentKilobytes()
    #expect(earlyKilobytes > 0)
    #expect(
      lateKilobytes - earlyKilobytes < 8_192,
      "RSS \(earlyKilobytes) KB after 200 edits, \(lateKilobytes) KB after 1,000")

    // The CLI reads the open texts from disk (the server still prefers its open documents).
    for (name, text) in open { try folder.write(name, text) }
    for name in editorFiles {
      let text = open[name]!
      let result = try OneEngineTests.run(
        ["lint", "--stdin", "--stdin-filename", name, "--format", "json"], in: folder.path, input: text)
      let report = try JSON.parse(Array(result.stdout.utf8))
      let cli = Set((report["diagnostics"]?.arrayValue ?? []).map { OneEngineTests.described(cli: $0, text: text) })
      let served = Set(pull(name).map { OneEngineTests.described(diagnostic: $0, text: text) })
      #expect(served == cli, "\(name)")
    }
    #expect(server.shutDown() == 0)
  }
}
