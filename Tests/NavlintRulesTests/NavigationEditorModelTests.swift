import NavlintNavigation
import NavlintSyntax
import Testing

/// The model's answers to the editor (`NavigationModel+Editor`) and the graph's reading of view-based links,
/// on small projects: which registrations a push reaches, which pushes a registration has, which view a link
/// shows.
struct NavigationEditorModelTests {
  static func model(_ files: [String: String]) -> NavigationModel {
    NavigationModel(
      files: files.keys.sorted().map { path in
        NavigationModel.File(path: path, facts: FactExtractor.facts(of: FileStructure(SourceText(files[path]!))))
      })
  }

  /// The site of `path` at the first `needle` (plus `offset` bytes).
  static func site(
    _ model: NavigationModel, _ files: [String: String], _ path: String, at needle: String, plus offset: Int = 1
  )
    -> NavigationModel.SiteID?
  {
    let text = files[path]!
    guard let found = text.range(of: needle) else { return nil }
    return model.site(at: text.utf8.distance(from: text.startIndex, to: found.lowerBound) + offset, inFile: path)
  }

  /// Where a site is, as `path:line` (1-based).
  static func place(_ model: NavigationModel, _ files: [String: String], _ id: NavigationModel.SiteID) -> String {
    let path = model.files[id.file].path
    let bytes = Array(files[path]!.utf8)
    let line = bytes[..<model.site(id).range.lowerBound].filter { $0 == UInt8(ascii: "\n") }.count + 1
    return "\(path):\(line)"
  }

  static let tabs: [String: String] = [
    "Types.swift": "enum Route: Hashable {\n  case a\n}\n",
    "Tabs.swift": """
    import SwiftUI

    struct Tabs: View {
      var body: some View {
        TabView {
          NavigationStack {
            First()
              .navigationDestination(for: Route.self) { _ in FirstDetail() }
          }
          NavigationStack {
            Second()
              .navigationDestination(for: Route.self) { _ in SecondDetail() }
          }
        }
      }
    }

    """,
    "First.swift": """
    import SwiftUI

    struct First: View {
      var body: some View {
        NavigationLink(value: Route.a) { Text("A") }
      }
    }

    struct FirstDetail: View {
      var body: some View {
        NavigationLink("More") { MoreView() }
      }
    }

    struct MoreView: View { var body: some View { Text("More") } }

    """,
    "Second.swift": """
    import SwiftUI

    struct Second: View {
      var body: some View { Text("Second") }
    }

    struct SecondDetail: View { var body: some View { Text("Detail") } }

    final class Model {
      var path = NavigationPath()
      func go() { path.append(Route.a) }
    }

    """,
  ]

  @Test func aPushReachesTheDestinationOnItsOwnStackOrEveryOneWhenItsStackIsUnknown() throws {
    let files = Self.tabs
    let model = Self.model(files)
    let link = try #require(Self.site(model, files, "First.swift", at: "NavigationLink(value:"))
    #expect(model.destinations(ofPush: link).map { Self.place(model, files, $0) } == ["Tabs.swift:8"])
    // On the value too.
    #expect(Self.site(model, files, "First.swift", at: "Route.a", plus: 3) == link)
    // `append` on a path no stack in its file binds: its stack is not known.
    let append = try #require(Self.site(model, files, "Second.swift", at: ".append"))
    #expect(
      model.destinations(ofPush: append).map { Self.place(model, files, $0) } == ["Tabs.swift:8", "Tabs.swift:12"])
    // A registration's pushes, and the views it builds.
    let registration = try #require(Self.site(model, files, "Tabs.swift", at: ".navigationDestination"))
    #expect(model.pushes(ofType: "Route").map { Self.place(model, files, $0) } == ["First.swift:5", "Second.swift:11"])
    #expect(model.views(builtBy: registration) == ["FirstDetail"])
    // Not on a push, a link or a registration.
    #expect(Self.site(model, files, "First.swift", at: "Text(\"A\")").map { model.site($0).isPush } != true)
  }

  /// Two views each with a nested `Destination`: a push reaches its own view's registration, a registration
  /// lists its own view's pushes (references and the code lens), as NAV017 reads them.
  @Test func nestedTypesOfOneNameAreTheirOwnViewsTypes() throws {
    /// A view named `view` declaring `Destination` with one case, pushing it and registering it.
    func view(_ view: String, case name: String) -> String {
      """
      import SwiftUI

      struct \(view): View {
        enum Destination: Hashable { case \(name) }

        var body: some View {
          NavigationStack {
            NavigationLink("\(name)", value: Destination.\(name))
          }
          .navigationDestination(for: Destination.self) { _ in Text("\(name)") }
        }
      }

      """
    }
    let files = ["Options.swift": view("Options", case: "about"), "Device.swift": view("Device", case: "update")]
    let model = Self.model(files)
    let optionsPush = try #require(Self.site(model, files, "Options.swift", at: "value: Destination", plus: 8))
    let devicePush = try #require(Self.site(model, files, "Device.swift", at: "value: Destination", plus: 8))
    let optionsRegistration = try #require(Self.site(model, files, "Options.swift", at: ".navigationDestination"))
    let deviceRegistration = try #require(Self.site(model, files, "Device.swift", at: ".navigationDestination"))
    #expect(model.destinations(ofPush: optionsPush) == [optionsRegistration])
    #expect(model.destinations(ofPush: devicePush) == [deviceRegistration])
    #expect(model.pushes(handledBy: optionsRegistration) == [optionsPush])
    #expect(model.pushes(handledBy: deviceRegistration, byType: model.pushesByType()) == [devicePush])
    // By name alone, both pushes are `Destination`s.
    #expect(model.pushes(ofType: "Destination").count == 2)
  }

  @Test func aLinkShowsTheViewItsDestinationBuilds() throws {
    let files = Self.tabs
    let model = Self.model(files)
    let valueLink = try #require(
      model.files[model.fileIndex(of: "First.swift")!].facts.sites.indices.first {
        model.files[model.fileIndex(of: "First.swift")!].facts.sites[$0].kind == .link
      })
    let first = model.fileIndex(of: "First.swift")!
    let shown = model.destinationViews(ofLink: .init(file: first, site: valueLink))
    #expect(shown.map(\.view) == ["FirstDetail"])
    #expect(shown.map(\.file) == ["First.swift"])
    let viewLink = try #require(
      model.files[first].facts.sites.indices.last { model.files[first].facts.sites[$0].kind == .link })
    #expect(model.destinationViews(ofLink: .init(file: first, site: viewLink)).map(\.view) == ["MoreView"])
  }

  /// A destination that asks the route for its screen: the link shows the views at the root of the route's
  /// member, declared in another file (`Context.memberRoot`, `Site.Kind.memberUse`).
  @Test func aLinkShowsTheViewsAMemberOfItsValueBuilds() throws {
    let files = [
      "Root.swift": """
      struct Root: View {
        var body: some View {
          NavigationStack {
            NavigationLink("Orders", value: Route.orders)
              .navigationDestination(for: Route.self) { $0.screen }
          }
        }
      }
      """,
      "Route.swift": """
      enum Route: Hashable {
        case orders

        var screen: some View { OrdersScreen() }
      }

      struct OrdersScreen: View {
        var body: some View { Text("Orders") }
      }
      """,
    ]
    let model = Self.model(files)
    let root = try #require(model.fileIndex(of: "Root.swift"))
    let link = try #require(
      model.files[root].facts.sites.indices.first { model.files[root].facts.sites[$0].kind == .link })
    let shown = model.destinationViews(ofLink: .init(file: root, site: link))
    #expect(shown.map(\.view) == ["OrdersScreen"])
    #expect(shown.map(\.file) == ["Route.swift"])
    let construction = try #require(
      model.files[model.fileIndex(of: "Route.swift")!].facts.sites.first { $0.kind == .construction("OrdersScreen") })
    #expect(construction.context == .memberRoot("screen"))
    #expect(construction.owner == "Route")
  }

  /// A router's path, declared in one file, bound to a stack in another and appended to in a third.
  static let router: [String: String] = [
    "Router.swift": """
    import SwiftUI

    enum Route: Hashable {
      case settings
      case profile(Int)
    }

    final class Router: ObservableObject {
      @Published var path: [Route] = []
      func showSettings() { path.append(.settings) }
    }

    """,
    "App.swift": """
    import SwiftUI

    struct Root: View {
      @StateObject private var router = Router()
      var body: some View {
        NavigationStack(path: $router.path) {
          Home()
            .navigationDestination(for: Route.self) { _ in Text("Route") }
        }
      }
    }

    """,
    "Home.swift": """
    import SwiftUI

    struct Point: Hashable { var x: Int }

    struct Home: View {
      @EnvironmentObject var router: Router
      @State private var drawing = Drawing()
      var body: some View {
        Button("Profile") { router.path.append(Route.profile(1)) }
        Button("Dot") { drawing.points.append(Point(x: 1)) }
      }
    }

    struct Drawing { var points: [Point] = [] }

    struct Trail {
      func steps() -> [Route] {
        var path: [Route] = []
        path.append(.settings)
        return path
      }
    }

    """,
  ]

  @Test func anAppendOntoAPathAnotherFileBindsIsAPush() throws {
    var files = Self.router
    var model = Self.model(files)
    // The view's append onto `router.path`, and the router's own `.settings` against its `[Route]`; not
    // the local array of the same name, nor an array no stack binds.
    #expect(
      model.pushes(ofType: "Route").map { Self.place(model, files, $0) } == ["Home.swift:9", "Router.swift:10"])
    #expect(model.pushes(ofType: "Point").isEmpty)
    let append = try #require(Self.site(model, files, "Home.swift", at: ".append"))
    #expect(model.site(append).isPush)
    #expect(model.destinations(ofPush: append).map { Self.place(model, files, $0) } == ["App.swift:8"])
    let registration = try #require(Self.site(model, files, "App.swift", at: ".navigationDestination"))
    #expect(model.pushes(handledBy: registration).count == 2)
    let graph = NavigationGraph(model: model, relativeTo: "/")
    #expect(graph.edges.contains { $0.kind == .pushes && $0.from == "view:Home" && $0.label == "Route" })

    // Another type's `path` holding other values: which of the two the stack binds is not known.
    files["Wizard.swift"] = "struct Step: Hashable {}\nfinal class Wizard {\n  var path: [Step] = []\n}\n"
    model = Self.model(files)
    #expect(model.pushes(ofType: "Route").isEmpty)
    // No stack binds a `path`: nothing is pushed onto it.
    files["Wizard.swift"] = nil
    files["App.swift"] = files["App.swift"]!.replacingOccurrences(of: "(path: $router.path)", with: "")
    model = Self.model(files)
    #expect(model.pushes(ofType: "Route").isEmpty)
  }

  @Test func entryPointsOfAnOwnerTwoFilesDeclareAreDrawnFromTheFirstFile() {
    let handler = "import SwiftUI\nstruct Links: View {\n  var body: some View { Text(\"\").onOpenURL { url in } }\n}\n"
    let points = NavigationInventory(FileStructure(SourceText(handler))).entryPoints
    #expect(points.count == 1)
    // Eight files hold it: whatever order the dictionary iterates them in, both nodes name the first path.
    var entryPoints: [String: [NavigationInventory.EntryPoint]] = [:]
    for name in "hgfedcba" { entryPoints["/\(name).swift"] = points }
    let graph = NavigationGraph(model: Self.model([:]), relativeTo: "/", entryPoints: entryPoints)
    #expect(graph.nodes.filter { $0.kind == .entryPoint }.map(\.file) == ["a.swift"])
    #expect(graph.nodes.filter { $0.id == "app:Links" }.map(\.file) == ["a.swift"])
  }

  @Test func theGraphDrawsAViewBasedLinkAsAPushNotAsTheStacksRoot() {
    let graph = NavigationGraph(model: Self.model(Self.tabs), relativeTo: "/")
    let pushes = graph.edges.filter { $0.kind == .pushes }.map { "\($0.from) -> \($0.to) \($0.label ?? "link")" }
    #expect(pushes.contains("view:FirstDetail -> view:MoreView link"))
    #expect(pushes.contains("view:First -> view:FirstDetail Route"))
    #expect(!graph.edges.contains { $0.kind == .root && $0.to == "view:MoreView" })
  }

  @Test func theGraphDrawsTabsAndASheetsOwnStack() {
    var files = Self.tabs
    files["Sheet.swift"] = """
      import SwiftUI

      struct SheetHost: View {
        @State private var isShowing = false
        var body: some View {
          Button("Show") { isShowing = true }
            .sheet(isPresented: $isShowing) {
              NavigationStack { MoreView() }
            }
        }
      }

      """
    let graph = NavigationGraph(model: Self.model(files), relativeTo: "/")
    let edges = Set(graph.edges.map { "\($0.from) \($0.kind.rawValue) \($0.to)" })
    #expect(edges.contains("view:Tabs holds tabview:Tabs.swift#0"))
    #expect(edges.contains("tabview:Tabs.swift#0 tab stack:Tabs.swift#0"))
    #expect(edges.contains("tabview:Tabs.swift#0 tab stack:Tabs.swift#1"))
    #expect(edges.contains("stack:Tabs.swift#0 root view:First"))
    // The sheet's stack is presented, not held; its content is its root.
    #expect(edges.contains("view:SheetHost presents stack:Sheet.swift#0"))
    #expect(!edges.contains("view:SheetHost holds stack:Sheet.swift#0"))
    #expect(edges.contains("stack:Sheet.swift#0 root view:MoreView"))
  }
}
