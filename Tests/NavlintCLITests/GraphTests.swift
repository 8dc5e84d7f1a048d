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
      var body: some View { Text(product.name) }
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
          "view:ProductList pushes view:ProductDetail Product",
        ])
      // Stable: the same project gives the same bytes.
      #expect(try folder.navlint(["graph", "App", "--format", "json"]).stdoutBytes == result.stdoutBytes)
    }
  }

  @Test func mermaidParsesWithSafeIdsAndEscapedLabels() throws {
    try Self.withApp { folder in
      let result = try folder.navlint(["graph", "App"])
      #expect(result.status == 0, "\(result)")
      let lines = result.stdoutLines
      #expect(lines.first == "flowchart LR")
      // Each line is a node (`id` then a shape holding a quoted label) or an edge between two ids.
      let node = /^  n[0-9]+(\["[^"]*"\]|\(\["[^"]*"\]\)|\{\{"[^"]*"\}\}|\[\/"[^"]*"\/\])$/
      let edge = /^  n[0-9]+ (-->|-\. presents \.->|-- "[^"]*" -->) n[0-9]+$/
      for line in lines.dropFirst() {
        #expect(line.wholeMatch(of: node) != nil || line.wholeMatch(of: edge) != nil, "not Mermaid: \(line)")
      }
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
      #expect(noDot.stderr.contains("needs Graphviz's dot on PATH"), "\(noDot)")
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
}
