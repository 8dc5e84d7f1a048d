import Foundation
import NavlintJSON
import Testing

/// `navlint graph`: the app's navigation drawn from the model, in every format, on a small app of four files.
@Suite struct GraphTests {
  static let app: [String: String] = [
    "ShopApp.swift": """
    import SwiftUI

    @main
    struct ShopApp: App {
      var body: some Scene {
        WindowGroup { RootView() }
      }
    }
    """,
    "RootView.swift": """
    import SwiftUI

    struct RootView: View {
      @State private var showsSettings = false

      var body: some View {
        NavigationStack {
          ProductList()
            .navigationDestination(for: Product.self) { product in ProductDetail(product: product) }
        }
        .sheet(isPresented: $showsSettings) { SettingsView() }
        .onOpenURL { _ in showsSettings = true }
      }
    }
    """,
    "ProductList.swift": """
    import SwiftUI

    struct ProductList: View {
      let products: [Product] = []

      var body: some View {
        List(products) { product in
          NavigationLink(product.name, value: Product(name: product.name))
        }
      }
    }

    struct Product: Hashable, Identifiable {
      var name: String
      var id: String { name }
    }
    """,
    "Screens.swift": """
    import SwiftUI

    struct ProductDetail: View {
      let product: Product
      var body: some View {
        NavigationLink("Reviews", value: Review(id: 1))
      }
    }

    struct Review: Hashable {
      var id: Int
    }

    struct SettingsView: View {
      var body: some View { Text("Settings") }
    }
    """,
  ]

  static func withApp<T>(_ body: (TemporaryFolder) throws -> T) throws -> T {
    try TemporaryFolder.with { folder in
      for (name, text) in app { _ = try folder.write("App/" + name, text) }
      return try body(folder)
    }
  }

  @Test func jsonHasTheViewsStacksAndEveryKindOfEdge() throws {
    try Self.withApp { folder in
      let result = try folder.navlint(["graph", "App", "--format", "json"])
      #expect(result.status == 0, "\(result)")
      let json = try JSON.parse(result.stdoutBytes)
      #expect(json["version"]?.intValue == 1)
      let nodes = try #require(json["nodes"]?.arrayValue)
      let kinds = Dictionary(
        uniqueKeysWithValues: nodes.compactMap { node in
          node["id"]?.stringValue.map { ($0, node["kind"]?.stringValue ?? "") }
        })
      #expect(
        kinds == [
          "app:ShopApp": "app", "stack:App/RootView.swift#0": "stack", "view:RootView": "view",
          "view:ProductList": "view", "view:ProductDetail": "view", "view:SettingsView": "view",
          "value:Review": "value", "deeplink:RootView .onOpenURL": "entryPoint",
        ])
      let file = nodes.first { $0["id"]?.stringValue == "view:ProductDetail" }?["file"]?.stringValue
      #expect(file == "App/Screens.swift")
      let edges = try #require(json["edges"]?.arrayValue).map { edge in
        [
          edge["from"]?.stringValue ?? "", edge["kind"]?.stringValue ?? "", edge["to"]?.stringValue ?? "",
          edge["label"]?.stringValue ?? "-",
        ].joined(separator: " ")
      }
      #expect(
        Set(edges) == [
          "app:ShopApp window view:RootView -", "view:RootView holds stack:App/RootView.swift#0 -",
          "stack:App/RootView.swift#0 root view:ProductList -", "view:RootView presents view:SettingsView -",
          "view:ProductList pushes view:ProductDetail Product", "view:ProductDetail pushes value:Review Review",
          "deeplink:RootView .onOpenURL opens view:RootView -",
        ])
      // The cross-file finding on the edge it concerns: no destination handles a Review.
      let review = try #require(json["edges"]?.arrayValue?.first { $0["to"]?.stringValue == "value:Review" })
      #expect(review["findings"] == ["NAV017"])
      // The stack's cluster: its root content and what it pushes.
      #expect(
        json["clusters"]
          == [
            [
              "stack": "stack:App/RootView.swift#0",
              "members": ["stack:App/RootView.swift#0", "view:ProductDetail", "view:ProductList"],
            ]
          ])
      // Stable: the same project gives the same bytes.
      #expect(try folder.navlint(["graph", "App", "--format", "json"]).stdoutBytes == result.stdoutBytes)
    }
  }

  /// A destination that asks the pushed route for its screen (`route.view()`, a member of the enum declared in
  /// another file): the push reaches the views at that member's root, not a value nothing handles.
  @Test func aPushReachesTheScreensAMemberOfTheRouteBuilds() throws {
    try TemporaryFolder.with { folder in
      _ = try folder.write(
        "App/Root.swift",
        """
        struct Root: View {
          var body: some View {
            NavigationStack {
              NavigationLink("Orders", value: Route.orders)
                .navigationDestination(for: Route.self) { route in
                  route.view()
                }
            }
          }
        }
        """)
      _ = try folder.write(
        "App/Route.swift",
        """
        enum Route: Hashable {
          case orders, help

          @ViewBuilder
          func view() -> some View {
            switch self {
            case .orders: OrdersScreen()
            case .help: HelpScreen()
            }
          }
        }

        struct OrdersScreen: View {
          var body: some View { Text("Orders") }
        }

        struct HelpScreen: View {
          var body: some View { Text("Help") }
        }
        """)
      let result = try folder.navlint(["graph", "App", "--format", "json"])
      #expect(result.status == 0, "\(result)")
      let json = try JSON.parse(result.stdoutBytes)
      let edges = try #require(json["edges"]?.arrayValue).map { edge in
        [edge["from"]?.stringValue ?? "", edge["kind"]?.stringValue ?? "", edge["to"]?.stringValue ?? ""]
          .joined(separator: " ")
      }
      #expect(edges.contains("view:Root pushes view:OrdersScreen"), "\(edges)")
      #expect(edges.contains("view:Root pushes view:HelpScreen"), "\(edges)")
      #expect(!edges.contains { $0.hasSuffix("value:Route") }, "\(edges)")
    }
  }

  @Test func mermaidParsesWithSafeIdsAndEscapedLabels() throws {
    try Self.withApp { folder in
      let result = try folder.navlint(["graph", "App"])
      #expect(result.status == 0, "\(result)")
      let lines = result.stdoutLines
      #expect(lines.first == "flowchart LR")
      // Each line is a node (`id` then a shape holding a quoted label) or an edge between two ids.
      let node = /^ {2,4}n[0-9]+(\["[^"]*"\]|\(\["[^"]*"\]\)|\{\{"[^"]*"\}\}|\[\/"[^"]*"\/\]|\(\("[^"]*"\)\))$/
      let edge = /^  n[0-9]+ (-->|==>|-\. [^".]+ \.->|-- "[^"]*" -->) n[0-9]+$/
      let subgraph = /^  (subgraph s[0-9]+\["[^"]*"\]|end)$/
      let style =
        /^  (classDef finding [a-z:#0-9,-]+|class n[0-9]+(,n[0-9]+)* finding|linkStyle [0-9]+(,[0-9]+)* [a-z:#0-9,-]+)$/
      for line in lines.dropFirst() {
        let matches = [
          line.wholeMatch(of: node) != nil, line.wholeMatch(of: edge) != nil,
          line.wholeMatch(of: subgraph) != nil, line.wholeMatch(of: style) != nil,
        ]
        #expect(matches.contains(true), "not Mermaid: \(line)")
      }
      #expect(lines.contains { $0.hasPrefix("  subgraph s0[") })
      #expect(lines.contains { $0.hasPrefix("  linkStyle ") }, "the NAV017 edge is drawn red")
      #expect(lines.contains { $0.contains("-. presents .->") })
      #expect(lines.contains { $0.contains("-- \"Product\" -->") })
    }
  }

  /// Graphviz accepts the DOT (`make test` installs it; without it the svg format says so and exits 2).
  @Test func graphvizDrawsTheDotAndSvgNeedsIt() throws {
    try Self.withApp { folder in
      let dot = try folder.navlint(["graph", "App", "--format", "dot", "--output", "nav.dot"])
      #expect(dot.status == 0 && dot.stdout.isEmpty, "\(dot)")
      let hasGraphviz = (try? Navlint.runProgram("dot", ["-V"], in: folder.path).status) == 0
      if hasGraphviz {
        let drawn = try Navlint.runProgram("dot", ["-Tsvg", "nav.dot"], in: folder.path)
        #expect(drawn.status == 0, "\(drawn)")
        let svg = try folder.navlint(["graph", "App", "--format", "svg"])
        #expect(svg.status == 0, "\(svg)")
        #expect(svg.stdout.contains("<svg") && svg.stdout.contains("ProductDetail"))
      }
      let noDot = try folder.navlint(
        ["graph", "App", "--format", "svg"], environment: ["PATH": Navlint.path(without: "dot")])
      #expect(noDot.status == 2)
      #expect(noDot.stderr.contains("need Graphviz's dot on PATH"), "\(noDot)")
      let noDotHTML = try folder.navlint(
        ["graph", "App", "--format", "html"], environment: ["PATH": Navlint.path(without: "dot")])
      #expect(noDotHTML.status == 2 && noDotHTML.stdout.isEmpty, "\(noDotHTML)")
    }
  }

  @Test func focusKeepsWhatLeadsToAndFromAView() throws {
    try Self.withApp { folder in
      let result = try folder.navlint(["graph", "App", "--format", "json", "--focus", "ProductList"])
      #expect(result.status == 0, "\(result)")
      let ids = try #require(try JSON.parse(result.stdoutBytes)["nodes"]?.arrayValue).compactMap {
        $0["id"]?.stringValue
      }
      #expect(
        Set(ids) == [
          "app:ShopApp", "view:RootView", "stack:App/RootView.swift#0", "view:ProductList", "view:ProductDetail",
          "value:Review", "deeplink:RootView .onOpenURL",
        ])
      let unknown = try folder.navlint(["graph", "App", "--focus", "Nowhere"])
      #expect(unknown.status == 2)
      #expect(unknown.stderr.contains("no view named 'Nowhere'"))
    }
  }

  /// Examples/NAVIGATION.md shows the demo app's graph as navlint draws it today.
  @Test func theDemoAppsNavigationPageIsCurrent() throws {
    let root = Navlint.packageRoot
    let page = try String(contentsOfFile: root + "/Examples/NAVIGATION.md", encoding: .utf8)
    let block = try #require(
      page.components(separatedBy: "```mermaid\n").dropFirst().first?.components(separatedBy: "```").first)
    let drawn = try Navlint.run(["graph", "Examples/NavDemo"], in: root)
    #expect(drawn.status == 0, "\(drawn)")
    #expect(drawn.stdout == block, "Examples/NAVIGATION.md is stale: run make generate")
  }

  static var hasGraphviz: Bool { (try? Navlint.runProgram("dot", ["-V"], in: "/tmp").status) == 0 }

  /// One page that opens offline: the drawing inline, the summary table, every finding linked to its file.
  @Test(.enabled(if: hasGraphviz, "Graphviz is not installed"))
  func htmlIsOneOfflinePageWithTheDrawingTheSummaryAndTheFindings() throws {
    try Self.withApp { folder in
      let result = try folder.navlint(["graph", "App", "--format", "html"])
      #expect(result.status == 0, "\(result)")
      let page = result.stdout
      #expect(page.hasPrefix("<!DOCTYPE html>"))
      #expect(page.contains("<h1>App: navigation</h1>"))
      #expect(page.contains("<svg") && page.contains(">ProductDetail</text>"), "the drawing is inline")
      // Nothing to fetch: no script, stylesheet, image or font from anywhere.
      for outside in ["<script", "<link", "src=", "@import", "url("] { #expect(!page.contains(outside), "\(outside)") }
      // The summary table.
      for row in [
        "<tr><th>Stacks (NavigationStack, NavigationView)</th><td>1</td></tr>",
        "<tr><th>Stacks bound to a path</th><td>0</td></tr>",
        "<tr><th>Value types pushed</th><td>2: Product, Review</td></tr>",
        "<tr><th>Value types handled (navigationDestination)</th><td>1: Product</td></tr>",
        "<tr><th>Deep-link handlers</th><td>1: .onOpenURL in RootView</td></tr>",
      ] {
        #expect(page.contains(row), "\(row)")
      }
      #expect(page.contains("<tr><th>Findings by rule</th><td>NAV017 link-without-destination: 1"))
      // Each finding linked to its file, with its line.
      #expect(page.contains("<a href=\"App/Screens.swift\">App/Screens.swift:6:5</a>"), "\(page)")
      // The drawing's views link to their files too.
      #expect(page.contains("xlink:href=\"App/Screens.swift\""))
    }
  }

  /// The html page as a person sees it: headless Chromium renders the demo app's page to a PNG that is not
  /// blank (`make test` installs Chromium; elsewhere a missing Chromium skips the test). An empty page,
  /// rendered the same way, shows the check can fail.
  @Test(.enabled(if: hasGraphviz, "Graphviz is not installed"))
  func chromiumRendersTheDemoAppsPageToAPictureThatIsNotBlank() throws {
    let chromium = ["chromium", "chromium-browser", "google-chrome"].first { name in
      (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
        FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
      }
    }
    guard let chromium else {
      if ProcessInfo.processInfo.environment["MAKELEVEL"] != nil {
        Issue.record("Chromium is not installed (make test installs it with apt-get)")
      }
      return
    }
    try TemporaryFolder.with { folder in
      let page = try Navlint.run(
        ["graph", "Examples/NavDemo", "--format", "html", "--output", folder.path + "/page.html"],
        in: Navlint.packageRoot)
      #expect(page.status == 0, "\(page)")
      _ = try folder.write("blank.html", "<!DOCTYPE html><html><body></body></html>\n")
      func ink(_ name: String) throws -> Double {
        let shot = try Navlint.runProgram(
          chromium,
          [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1280,1600",
            "--screenshot=\(folder.path)/\(name).png", "file://\(folder.path)/\(name).html",
          ], in: folder.path)
        #expect(shot.status == 0, "\(shot)")
        let measured = try Navlint.runProgram(
          "python3", [Navlint.packageRoot + "/Scripts/png-ink.py", "\(folder.path)/\(name).png"], in: folder.path)
        #expect(measured.status == 0, "\(measured)")
        return Double(measured.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
      }
      let drawn = try ink("page")
      #expect(drawn > 0.02, "the page's screenshot has ink on \(drawn * 100)% of its pixels")
      #expect(try ink("blank") == 0)
    }
  }
}
