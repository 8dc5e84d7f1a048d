import NavlintJSON
import NavlintNavigation

/// `navlint graph`'s formats: text renderings of a `NavigationGraph`. Mermaid renders on GitHub, DOT in
/// Graphviz (which also draws the `svg`), JSON is the graph for other tools (README, "See your app's
/// navigation", documents every field).
public enum GraphRenderer {
  /// `flowchart LR` with one node per view, stack, app and value; stacks drawn as rounded boxes, apps as
  /// hexagons, values as parallelograms; presentations dashed; pushes labelled with the value's type (a
  /// view-based link's push drawn thick, unlabelled).
  public static func mermaid(_ graph: NavigationGraph) -> String {
    let ids = safeIDs(graph)
    var lines = ["flowchart LR"]
    for node in graph.nodes {
      let label = mermaidLabel(node.label)
      let id = ids[node.id]!
      switch node.kind {
      case .view: lines.append("  \(id)[\"\(label)\"]")
      case .stack: lines.append("  \(id)([\"\(label)\"])")
      case .app: lines.append("  \(id){{\"\(label)\"}}")
      case .value: lines.append("  \(id)[/\"\(label)\"/]")
      }
    }
    for edge in graph.edges {
      let from = ids[edge.from]!
      let to = ids[edge.to]!
      switch edge.kind {
      case .presents: lines.append("  \(from) -. presents .-> \(to)")
      case .pushes:
        if let label = edge.label {
          lines.append("  \(from) -- \"\(mermaidLabel(label))\" --> \(to)")
        } else {
          lines.append("  \(from) ==> \(to)")  // a view-based NavigationLink
        }
      case .holds, .root, .shows, .window: lines.append("  \(from) --> \(to)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A Graphviz `digraph`, left to right; the same shapes and styles as `mermaid`.
  public static func dot(_ graph: NavigationGraph) -> String {
    var lines = [
      "digraph navigation {", "  rankdir=LR;", "  node [shape=box, fontname=\"Helvetica\"];",
      "  edge [fontname=\"Helvetica\", fontsize=10];",
    ]
    for node in graph.nodes {
      let shape: String
      switch node.kind {
      case .view: shape = "box"
      case .stack: shape = "box, style=rounded"
      case .app: shape = "hexagon"
      case .value: shape = "parallelogram"
      }
      lines.append("  \(dotString(node.id)) [label=\(dotString(node.label)), shape=\(shape)];")
    }
    for edge in graph.edges {
      var attributes: [String] = []
      if edge.kind == .presents { attributes.append("style=dashed") }
      if edge.kind == .pushes, edge.label == nil { attributes.append("style=bold") }
      if let label = edge.label { attributes.append("label=\(dotString(label))") }
      let suffix = attributes.isEmpty ? "" : " [" + attributes.joined(separator: ", ") + "]"
      lines.append("  \(dotString(edge.from)) -> \(dotString(edge.to))\(suffix);")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `{"version":1,"nodes":[{"id","kind","label","file"}],"edges":[{"from","to","kind","label"}]}`.
  public static func json(_ graph: NavigationGraph) throws(ReportError) -> [UInt8] {
    let nodes: [JSON] = graph.nodes.map { node in
      [
        "id": .string(node.id), "kind": .string(node.kind.rawValue), "label": .string(node.label),
        "file": .string(node.file),
      ]
    }
    let edges: [JSON] = graph.edges.map { edge in
      [
        "from": .string(edge.from), "to": .string(edge.to), "kind": .string(edge.kind.rawValue),
        "label": edge.label.map { .string($0) } ?? nil,
      ]
    }
    let root: JSON = ["version": .integer(1), "nodes": .array(nodes), "edges": .array(edges)]
    return try root.reportBytes(format: .json)
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
