/// The app's navigation drawn as a graph (`navlint graph`): the project's views, the stacks their bodies
/// hold, what each view shows, presents and pushes, read from the same `NavigationModel` the cross-file rules
/// judge. Ids are stable across runs (made from names and paths, never from the order files were read).
public struct NavigationGraph: Sendable, Equatable {
  public enum NodeKind: String, Sendable {
    /// A `View` type of the project.
    case view
    /// A `NavigationStack`, `NavigationView` or split view written in a view's body.
    case stack
    /// An `App` (or other type) whose scene shows a view in a window.
    case app
    /// A pushed value type no `navigationDestination` of the project turns into a view navlint can name.
    case value
  }

  public enum EdgeKind: String, Sendable {
    /// A view's body holds a stack.
    case holds
    /// A stack's root content.
    case root
    /// A view's body shows another view on the same screen.
    case shows
    /// A sheet, cover, popover or inspector: a new hierarchy (drawn dashed).
    case presents
    /// A scene shows a view in a window.
    case window
    /// A push of a value (`NavigationLink(value:)`, `append`) and the view its destination builds, the label
    /// the value's type; or a view-based `NavigationLink` and the view its destination constructs (no label).
    case pushes
  }

  public struct Node: Sendable, Equatable {
    public var id: String
    public var kind: NodeKind
    public var label: String
    /// The file (relative to the graph's root) that declares the view or writes the stack; empty for a value.
    public var file: String
  }

  public struct Edge: Sendable, Equatable {
    public var from: String
    public var to: String
    public var kind: EdgeKind
    /// The pushed value's type, for `pushes`.
    public var label: String?
  }

  /// Sorted by id.
  public private(set) var nodes: [Node] = []
  /// Sorted by `from`, `to`, kind and label; one edge per value type between two nodes.
  public private(set) var edges: [Edge] = []

  /// The graph of `model`, with file paths shown relative to `root` (a path outside it stays absolute).
  public init(model: NavigationModel, relativeTo root: String) {
    var nodes: [String: Node] = [:]
    var edges = Set<EdgeKey>()
    func relative(_ path: String) -> String {
      let prefix = root.hasSuffix("/") ? root : root + "/"
      return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
    func viewNode(_ name: String) -> String {
      let id = Self.id("view", name)
      if nodes[id] == nil { nodes[id] = Node(id: id, kind: .view, label: name, file: "") }
      return id
    }
    // Every view the project declares, with its file.
    for file in model.files where !file.path.isEmpty {
      for type in file.facts.types where type.kind != .extension && type.inheritance.contains("View") {
        let id = Self.id("view", type.name)
        nodes[id] = Node(id: id, kind: .view, label: type.name, file: relative(file.path))
      }
    }
    // What each destination builds, by the registered type.
    var destinations: [String: Set<String>] = [:]
    var pushes: [(from: String, type: String)] = []
    for file in model.files where !file.path.isEmpty {
      for site in file.facts.sites {
        guard let owner = site.owner else { continue }
        switch site.kind {
        case .construction(let name):
          guard model.isView(name), name != owner else { continue }
          if let type = site.destinationFor {
            destinations[type, default: []].insert(name)
            continue
          }
          let from: String
          if model.isView(owner) {
            from = viewNode(owner)
          } else {
            from = Self.id("app", owner)
            if nodes[from] == nil { nodes[from] = Node(id: from, kind: .app, label: owner, file: relative(file.path)) }
          }
          let to = viewNode(name)
          // A view-based `NavigationLink`'s destination: pushed by the link, not the stack's root.
          if site.linkDestination != nil, site.context == .stack || site.context == .ownerRoot {
            edges.insert(EdgeKey(from: from, to: to, kind: .pushes, label: nil))
            continue
          }
          switch site.context {
          case .stack:
            let stack = Self.id("stack", relative(file.path) + "#" + (site.stack.map(String.init) ?? "split"))
            if nodes[stack] == nil {
              let label = site.stack == nil ? "NavigationSplitView in \(owner)" : "NavigationStack in \(owner)"
              nodes[stack] = Node(id: stack, kind: .stack, label: label, file: relative(file.path))
            }
            edges.insert(EdgeKey(from: from, to: stack, kind: .holds, label: nil))
            edges.insert(EdgeKey(from: stack, to: to, kind: .root, label: nil))
          case .presentation:
            edges.insert(EdgeKey(from: from, to: to, kind: .presents, label: nil))
          case .window:
            edges.insert(EdgeKey(from: from, to: to, kind: .window, label: nil))
          case .ownerRoot, .unknown:
            edges.insert(EdgeKey(from: from, to: to, kind: .shows, label: nil))
          }
        case .push(let value):
          guard model.isView(owner), let type = Self.typeName(value) else { continue }
          pushes.append((viewNode(owner), type))
        case .link, .registration:
          continue
        }
      }
    }
    for push in pushes {
      let targets = destinations[push.type] ?? []
      if targets.isEmpty {
        let value = Self.id("value", push.type)
        if nodes[value] == nil { nodes[value] = Node(id: value, kind: .value, label: push.type, file: "") }
        edges.insert(EdgeKey(from: push.from, to: value, kind: .pushes, label: push.type))
      }
      for target in targets {
        edges.insert(EdgeKey(from: push.from, to: viewNode(target), kind: .pushes, label: push.type))
      }
    }
    // Two stacks a view writes (a tab each) get numbers, so the picture tells them apart.
    var sorted = nodes.values.sorted { $0.id < $1.id }
    let stackLabels = Dictionary(grouping: sorted.indices.filter { sorted[$0].kind == .stack }) { sorted[$0].label }
    for positions in stackLabels.values where positions.count > 1 {
      for (number, position) in positions.enumerated() { sorted[position].label += " (\(number + 1))" }
    }
    self.nodes = sorted
    self.edges = edges.sorted().map { Edge(from: $0.from, to: $0.to, kind: $0.kind, label: $0.label) }
  }

  /// The part of the graph around the view named `view`: every node with a path to it or from it, and the
  /// edges between them. Nil when the project has no view of that name.
  public func focused(on view: String) -> NavigationGraph? {
    let center = Self.id("view", view)
    guard nodes.contains(where: { $0.id == center }) else { return nil }
    var kept: Set<String> = [center]
    for forward in [true, false] {
      var frontier = [center]
      while let node = frontier.popLast() {
        for edge in edges where (forward ? edge.from : edge.to) == node {
          let next = forward ? edge.to : edge.from
          if kept.insert(next).inserted { frontier.append(next) }
        }
      }
    }
    var graph = self
    graph.nodes = nodes.filter { kept.contains($0.id) }
    graph.edges = edges.filter { kept.contains($0.from) && kept.contains($0.to) }
    return graph
  }

  /// `kind:name`, kept as written: ids in json are the names tools look up; renderers make their own safe ids.
  static func id(_ kind: String, _ name: String) -> String { kind + ":" + name }

  private static func typeName(_ value: ValueType) -> String? {
    switch value {
    case .named(let name): name
    case .enumCase(let type, _): type
    case .unknown: nil
    }
  }

  private struct EdgeKey: Hashable, Comparable {
    var from: String
    var to: String
    var kind: EdgeKind
    var label: String?

    static func < (a: EdgeKey, b: EdgeKey) -> Bool {
      (a.from, a.to, a.kind.rawValue, a.label ?? "") < (b.from, b.to, b.kind.rawValue, b.label ?? "")
    }
  }
}
