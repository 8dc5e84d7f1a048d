import NavlintJSON
import NavlintNavigation

/// `navlint graph`'s formats: text renderings of a `NavigationGraph`. Mermaid renders on GitHub, DOT in
/// Graphviz (which also draws the `svg`), JSON is the graph for other tools (README, "See your app's
/// navigation", documents every field).
public enum GraphRenderer {
  /// `flowchart LR` with one node per view, stack, app, value and deep-link entry point; stacks drawn as
  /// rounded boxes, apps as hexagons, values as parallelograms, entry points as circles, tab views as
  /// trapezoids with a `tab` edge to each tab; each stack's own
  /// views in a subgraph; presentations dashed; pushes labelled with the value's type (a view-based link's
  /// push drawn thick, unlabelled); what a finding concerns drawn red, its rule in the label. A node no edge
  /// touches is left out (`NavigationGraph.isolatedNodes`).
  public static func mermaid(_ graph: NavigationGraph) -> String {
    let ids = safeIDs(graph)
    var lines = ["flowchart LR"]
    func declare(_ node: NavigationGraph.Node, indent: String) {
      var label = node.label
      if !node.findings.isEmpty { label += " ⚠ " + node.findings.joined(separator: " ") }
      label = mermaidLabel(label)
      let id = ids[node.id]!
      switch node.kind {
      case .view: lines.append("\(indent)\(id)[\"\(label)\"]")
      case .stack: lines.append("\(indent)\(id)([\"\(label)\"])")
      case .app: lines.append("\(indent)\(id){{\"\(label)\"}}")
      case .value: lines.append("\(indent)\(id)[/\"\(label)\"/]")
      case .entryPoint: lines.append("\(indent)\(id)((\"\(label)\"))")
      case .tabView: lines.append("\(indent)\(id)[/\"\(label)\"\\]")
      }
    }
    let layout = Layout(graph)
    for node in layout.outside { declare(node, indent: "  ") }
    for (number, cluster) in layout.clusters.enumerated() {
      lines.append("  subgraph s\(number)[\"\(mermaidLabel(cluster.label))\"]")
      for member in cluster.members { declare(member, indent: "    ") }
      lines.append("  end")
    }
    var flagged: [Int] = []
    for (number, edge) in graph.edges.enumerated() {
      let from = ids[edge.from]!
      let to = ids[edge.to]!
      var label = edge.label
      if !edge.findings.isEmpty {
        flagged.append(number)
        label = (label.map { $0 + " " } ?? "") + "⚠ " + edge.findings.joined(separator: " ")
      }
      switch edge.kind {
      case .presents: lines.append("  \(from) -. \(mermaidLabel(label ?? "presents")) .-> \(to)")
      case .pushes:
        if let label {
          lines.append("  \(from) -- \"\(mermaidLabel(label))\" --> \(to)")
        } else {
          lines.append("  \(from) ==> \(to)")  // a view-based NavigationLink
        }
      case .tab: lines.append("  \(from) -- \"\(mermaidLabel(label ?? "tab"))\" --> \(to)")
      case .holds, .root, .shows, .window, .opens:
        lines.append(label.map { "  \(from) -- \"\(mermaidLabel($0))\" --> \(to)" } ?? "  \(from) --> \(to)")
      }
    }
    let flaggedNodes = graph.nodes.filter { !$0.findings.isEmpty }.map { ids[$0.id]! }
    if !flaggedNodes.isEmpty {
      lines.append("  classDef finding stroke:#d00,stroke-width:2px")
      lines.append("  class \(flaggedNodes.joined(separator: ",")) finding")
    }
    if !flagged.isEmpty {
      lines.append("  linkStyle \(flagged.map(String.init).joined(separator: ",")) stroke:#d00,color:#d00")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A Graphviz `digraph`, left to right; the same shapes and styles as `mermaid`, each stack's own views in
  /// a cluster, isolated nodes left out. With `links`, a node declared in a file links to it (`URL`, relative to the graph's root), as
  /// the html page's drawing does.
  public static func dot(_ graph: NavigationGraph, links: Bool = false) -> String {
    var lines = [
      "digraph navigation {", "  rankdir=LR;", "  graph [fontname=\"Helvetica\", fontsize=11];",
      "  node [shape=box, fontname=\"Helvetica\"];",
      "  edge [fontname=\"Helvetica\", fontsize=10];",
    ]
    func declare(_ node: NavigationGraph.Node, indent: String) {
      let shape: String
      switch node.kind {
      case .view: shape = "box"
      case .stack: shape = "box, style=rounded"
      case .app: shape = "hexagon"
      case .value: shape = "parallelogram"
      case .entryPoint: shape = "ellipse"
      case .tabView: shape = "tab"
      }
      var label = node.label
      var attributes = ["shape=\(shape)"]
      if !node.findings.isEmpty {
        label += "\n⚠ " + node.findings.joined(separator: " ")
        attributes.append("color=\"#dd0000\", fontcolor=\"#dd0000\"")
      }
      if links, !node.file.isEmpty {
        attributes.append("URL=\(dotString(node.file)), tooltip=\(dotString(node.file))")
      }
      lines.append("\(indent)\(dotString(node.id)) [label=\(dotString(label)), \(attributes.joined(separator: ", "))];")
    }
    let layout = Layout(graph)
    for node in layout.outside { declare(node, indent: "  ") }
    for (number, cluster) in layout.clusters.enumerated() {
      lines.append("  subgraph cluster_\(number) {")
      lines.append("    style=\"rounded,dashed\"; color=\"#888888\"; label=\(dotString(cluster.label));")
      for member in cluster.members { declare(member, indent: "    ") }
      lines.append("  }")
    }
    for edge in graph.edges {
      var attributes: [String] = []
      if edge.kind == .presents { attributes.append("style=dashed") }
      if edge.kind == .opens { attributes.append("style=dotted") }
      if edge.kind == .tab { attributes.append("arrowhead=odot") }
      if edge.kind == .pushes, edge.label == nil { attributes.append("style=bold") }
      var label = edge.label
      if !edge.findings.isEmpty {
        label = (label.map { $0 + "\n" } ?? "") + "⚠ " + edge.findings.joined(separator: " ")
        attributes.append("color=\"#dd0000\", fontcolor=\"#dd0000\"")
      }
      if let label { attributes.append("label=\(dotString(label))") }
      let suffix = attributes.isEmpty ? "" : " [" + attributes.joined(separator: ", ") + "]"
      lines.append("  \(dotString(edge.from)) -> \(dotString(edge.to))\(suffix);")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `{"version":1,"nodes":[{"id","kind","label","file","findings"}],"edges":[{"from","to","kind","label",
  /// "findings"}],"clusters":[{"stack","members"}]}`.
  public static func json(_ graph: NavigationGraph) throws(ReportError) -> [UInt8] {
    let nodes: [JSON] = graph.nodes.map { node in
      [
        "id": .string(node.id), "kind": .string(node.kind.rawValue), "label": .string(node.label),
        "file": .string(node.file), "findings": .array(node.findings.map { .string($0) }),
      ]
    }
    let edges: [JSON] = graph.edges.map { edge in
      [
        "from": .string(edge.from), "to": .string(edge.to), "kind": .string(edge.kind.rawValue),
        "label": edge.label.map { .string($0) } ?? nil, "findings": .array(edge.findings.map { .string($0) }),
      ]
    }
    let clusters: [JSON] = graph.clusters().map { cluster in
      ["stack": .string(cluster.stack), "members": .array(cluster.members.map { .string($0) })]
    }
    let root: JSON = [
      "version": .integer(1), "nodes": .array(nodes), "edges": .array(edges), "clusters": .array(clusters),
    ]
    return try root.reportBytes(format: .json)
  }

  /// Which nodes a picture declares where: each stack's cluster (labelled like the stack) with its members,
  /// and the other nodes outside any, isolated nodes left out (`NavigationGraph.isolatedNodes`).
  private struct Layout {
    var outside: [NavigationGraph.Node] = []
    var clusters: [(label: String, members: [NavigationGraph.Node])] = []

    init(_ graph: NavigationGraph) {
      let byID = Dictionary(uniqueKeysWithValues: graph.nodes.map { ($0.id, $0) })
      let found = graph.clusters()
      let clustered = Set(found.flatMap(\.members))
      let isolated = graph.isolatedNodes()
      outside = graph.nodes.filter { !clustered.contains($0.id) && !isolated.contains($0.id) }
      clusters = found.map { cluster in (byID[cluster.stack]!.label, cluster.members.map { byID[$0]! }) }
    }
  }

  /// Mermaid node ids: `n` and the node's index in id order, so no name can break the syntax.
  private static func safeIDs(_ graph: NavigationGraph) -> [String: String] {
    var ids: [String: String] = [:]
    for (index, node) in graph.nodes.enumerated() { ids[node.id] = "n\(index)" }
    return ids
  }

  /// A label inside `"…"`: Mermaid's entity codes for the characters its syntax gives meaning to.
  static func mermaidLabel(_ text: String) -> String {
    escaped(text, ["\"": "#quot;", "<": "#lt;", ">": "#gt;", "#": "#35;", "\n": " "])
  }

  /// A DOT quoted string.
  static func dotString(_ text: String) -> String {
    "\"" + escaped(text, ["\"": "\\\"", "\\": "\\\\", "\n": "\\n"]) + "\""
  }

  /// `text` with each character in `replacements` replaced.
  private static func escaped(_ text: String, _ replacements: [Character: String]) -> String {
    var result = ""
    for character in text {
      if let replacement = replacements[character] { result += replacement } else { result.append(character) }
    }
    return result
  }
}
