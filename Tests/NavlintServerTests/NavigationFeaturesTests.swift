import Foundation
import NavlintJSON
import Testing

private typealias H = Harness

/// Go to definition, find references, code lens and hover over the navigation model, end to end against the
/// spawned `navlint lsp`: a project on disk, one file open as saved and another open with unsaved changes.
@Suite(.serialized)
struct NavigationFeaturesTests {
  /// A small app: the stack and its destination in Home.swift, the links in Feed.swift, an `append` in a
  /// router in Router.swift, the types in Types.swift.
  static let files: [String: String] = [
    "Types.swift": """
    enum Route: Hashable {
      case detail(Int)
      case settings
    }

    """,
    "Home.swift": """
    import SwiftUI

    struct HomeView: View {
      var body: some View {
        NavigationStack {
          FeedView()
            .navigationDestination(for: Route.self) { route in
              RouteView(route: route)
            }
        }
      }
    }

    struct RouteView: View {
      let route: Route
      var body: some View { Text("Route") }
    }

    """,
    "Feed.swift": """
    import SwiftUI

    struct FeedView: View {
      var body: some View {
        List {
          NavigationLink(value: Route.detail(1)) { Text("One") }
          NavigationLink("About") { AboutView() }
        }
      }
    }

    struct AboutView: View {
      var body: some View { Text("About") }
    }

    """,
    "Router.swift": """
    import SwiftUI

    @Observable final class Router {
      var path = NavigationPath()

      func openSettings() {
        path.append(Route.settings)
      }
    }

    """,
  ]

  /// Home.swift as the editor holds it, not saved: two lines added above the destination.
  static let editedHome = files["Home.swift"]!.replacingOccurrences(
    of: "    NavigationStack {\n", with: "    NavigationStack {\n      // Feed first,\n      // then the detail\n")

  struct Session {
    let folder: TemporaryFolder
    let server: ServerProcess
    var nextID: Int64 = 100

    func uri(_ name: String) -> String { folder.uri + "/" + name }

    /// Sends a request and returns its result.
    mutating func call(_ method: String, _ params: JSON) -> JSON? {
      nextID += 1
      server.send(H.request(nextID, method, params))
      return server.response(to: nextID)?["result"]
    }

    /// Sends a request again until its result is not null (the project is indexed in the background).
    mutating func callWhenIndexed(_ method: String, _ params: JSON) -> JSON? {
      let deadline = ContinuousClock.now + .seconds(20)
      while ContinuousClock.now < deadline {
        if let result = call(method, params), result != .null, result != [] { return result }
        Thread.sleep(forTimeInterval: 0.05)
      }
      return nil
    }

    static func position(in text: String, of needle: String, plus offset: Int = 0) -> JSON {
      let prefix = text.components(separatedBy: needle)[0]
      let lines = prefix.split(separator: "\n", omittingEmptySubsequences: false)
      return H.position(Int64(lines.count - 1), Int64(lines.last!.utf8.count + offset))
    }
  }

  /// The project on disk, the server started in it, Feed.swift open as saved and Home.swift open with
  /// `editedHome`.
  static func start() throws -> Session {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.path + "/.git", withIntermediateDirectories: true)
    for (name, text) in files { try folder.write(name, text) }
    let server = try ServerProcess(currentDirectory: folder.path)
    let capabilities = server.initialize(["general": ["positionEncodings": ["utf-8"]]], rootURI: folder.uri)?[
      "result"]?["capabilities"]
    #expect(capabilities?["definitionProvider"] == true)
    #expect(capabilities?["referencesProvider"] == true)
    #expect(capabilities?["codeLensProvider"] != nil)
    #expect(capabilities?["hoverProvider"] == true)
    let session = Session(folder: folder, server: server)
    server.open(session.uri("Feed.swift"), files["Feed.swift"]!)
    server.open(session.uri("Home.swift"), files["Home.swift"]!)
    server.send(
      CrossFileServerTests.change(session.uri("Home.swift"), version: 2, from: files["Home.swift"]!, to: editedHome))
    return session
  }

  static func location(_ json: JSON?) -> String? {
    guard let uri = json?["uri"]?.stringValue, let line = json?["range"]?["start"]?["line"]?.intValue,
      let character = json?["range"]?["start"]?["character"]?.intValue
    else { return nil }
    return "\((uri as NSString).lastPathComponent):\(line):\(character)"
  }

  @Test func definitionOnALinkOrItsValueGoesToTheDestinationInTheUnsavedText() throws {
    var session = try Self.start()
    defer {
      _ = session.server.shutDown()
      session.folder.remove()
    }
    let feed = Self.files["Feed.swift"]!
    // Line 6 of the unsaved Home.swift (two lines were added above `.navigationDestination`, on line 6 on disk).
    let destination = "Home.swift:8:8"
    for (needle, offset) in [("NavigationLink(value:", 3), ("Route.detail(1)", 8)] {
      let result = session.callWhenIndexed(
        "textDocument/definition",
        [
          "textDocument": ["uri": .string(session.uri("Feed.swift"))],
          "position": Session.position(in: feed, of: needle, plus: offset),
        ])
      #expect(result?.arrayValue?.map(Self.location) == [destination], "on \(needle)")
    }
    // The router's `append` (not open: read from disk) goes there too.
    let router = Self.files["Router.swift"]!
    session.server.open(session.uri("Router.swift"), router)
    let fromRouter = session.callWhenIndexed(
      "textDocument/definition",
      [
        "textDocument": ["uri": .string(session.uri("Router.swift"))],
        "position": Session.position(in: router, of: "append", plus: 2),
      ])
    #expect(fromRouter?.arrayValue?.map(Self.location) == [destination])
    // A plain link's label is no push.
    let onLabel = session.call(
      "textDocument/definition",
      [
        "textDocument": ["uri": .string(session.uri("Feed.swift"))],
        "position": Session.position(in: feed, of: "Text(\"One\")", plus: 1),
      ])
    #expect(onLabel == .null)
  }

  @Test func referencesAndCodeLensOnADestinationListEveryPushOfItsType() throws {
    var session = try Self.start()
    defer {
      _ = session.server.shutDown()
      session.folder.remove()
    }
    let home = session.uri("Home.swift")
    let onDestination = Session.position(in: Self.editedHome, of: "navigationDestination", plus: 2)
    let references = session.callWhenIndexed(
      "textDocument/references",
      [
        "textDocument": ["uri": .string(home)], "position": onDestination,
        "context": ["includeDeclaration": false],
      ])
    #expect(references?.arrayValue?.map(Self.location) == ["Feed.swift:5:6", "Router.swift:6:8"])
    let withDeclaration = session.call(
      "textDocument/references",
      [
        "textDocument": ["uri": .string(home)], "position": onDestination,
        "context": ["includeDeclaration": true],
      ])
    #expect(
      withDeclaration?.arrayValue?.map(Self.location) == ["Home.swift:8:8", "Feed.swift:5:6", "Router.swift:6:8"])

    let lenses = session.callWhenIndexed("textDocument/codeLens", ["textDocument": ["uri": .string(home)]])
    #expect(lenses?.arrayValue?.count == 1)
    let lens = lenses?.arrayValue?.first
    #expect(lens?["range"]?["start"] == H.position(8, 8))
    #expect(lens?["command"]?["title"] == "2 pushes of Route")
    #expect(lens?["command"]?["command"] == "navlint.showReferences")
    #expect(
      lens?["command"]?["arguments"]?[2]?.arrayValue?.map(Self.location) == ["Feed.swift:5:6", "Router.swift:6:8"])

    // The router stops pushing (edited, not saved): the lens counts one push.
    let router = Self.files["Router.swift"]!
    session.server.open(session.uri("Router.swift"), router)
    session.server.send(
      CrossFileServerTests.change(
        session.uri("Router.swift"), version: 2, from: router,
        to: router.replacingOccurrences(of: "path.append(Route.settings)", with: "path.removeAll()")))
    let after = session.call("textDocument/codeLens", ["textDocument": ["uri": .string(home)]])
    #expect(after?.arrayValue?.first?["command"]?["title"] == "1 push of Route")
  }

  @Test func hoverOnALinkNamesTheViewItShowsAndItsFile() throws {
    var session = try Self.start()
    defer {
      _ = session.server.shutDown()
      session.folder.remove()
    }
    let feed = Self.files["Feed.swift"]!
    func hover(_ needle: String) -> String? {
      session.callWhenIndexed(
        "textDocument/hover",
        [
          "textDocument": ["uri": .string(session.uri("Feed.swift"))],
          "position": Session.position(in: feed, of: needle, plus: 3),
        ])?["contents"]?["value"]?.stringValue
    }
    let valueLink = hover("NavigationLink(value:")
    #expect(valueLink?.contains("`RouteView` in `Home.swift`") == true, "\(valueLink ?? "nil")")
    let viewLink = hover("NavigationLink(\"About\")")
    #expect(viewLink?.contains("`AboutView` in `Feed.swift`") == true, "\(viewLink ?? "nil")")
    // Not on a link: nothing to say.
    let elsewhere = session.call(
      "textDocument/hover",
      [
        "textDocument": ["uri": .string(session.uri("Feed.swift"))],
        "position": Session.position(in: feed, of: "struct FeedView", plus: 8),
      ])
    #expect(elsewhere == .null)
  }
}
