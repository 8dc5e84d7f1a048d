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
    /// A deep-link entry point (`.onOpenURL`, `application(_:open:options:)`…).
    case entryPoint
    /// A `TabView` written in a view's body: each tab its own hierarchy.
    case tabView
  }

  public enum EdgeKind: String, Sendable {
    /// A view's body holds a stack or a tab view.
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
    /// A deep-link entry point and the view or app whose code holds it.
    case opens
    /// A tab of a tab view: a stack, or a view with no stack of its own.
    case tab
  }

  public struct Node: Sendable, Equatable {
    public var id: String
    public var kind: NodeKind
    public var label: String
    /// The file (relative to the graph's root) that declares the view or writes the stack; empty for a value.
    public var file: String
    /// The rules of the findings about the node (a link outside any stack in the view, a destination SwiftUI
    /// ignores…), sorted and unique.
    public var findings: [String] = []
  }

  public struct Edge: Sendable, Equatable {
    public var from: String
    public var to: String
    public var kind: EdgeKind
    /// The pushed value's type, for `pushes`; the handler, for `opens`.
    public var label: String?
    /// The rules of the findings about the edge (a push no destination handles), sorted and unique.
    public var findings: [String] = []
  }

  /// A finding to draw on the node or edge of the site it points at.
  public struct Annotation: Sendable, Equatable {
    /// The file, as the model names it.
    public var path: String
    /// The bytes the finding points at (a site's `range`).
    public var range: Range<Int>
    public var rule: String

    public init(path: String, range: Range<Int>, rule: String) {
      self.path = path
      self.range = range
      self.rule = rule
    }
  }

  /// A stack and the nodes only it shows: its root content, what they show and push, recursively.
  public struct Cluster: Sendable, Equatable {
    public var stack: String
    /// Sorted; the stack's own node first.
    public var members: [String]
  }

  /// Sorted by id.
  public private(set) var nodes: [Node] = []
  /// Sorted by `from`, `to`, kind and label; one edge per value type between two nodes.
  public private(set) var edges: [Edge] = []

  /// The graph of `model`, with file paths shown relative to `root` (a path outside it stays absolute), the
  /// deep-link entry points of each file (by the model's path) and the findings to draw on what they concern.
  public init(
    model: NavigationModel, relativeTo root: String, entryPoints: [String: [NavigationInventory.EntryPoint]] = [:],
    findings: [Annotation] = []
  ) {
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
    func ownerNode(_ owner: String, _ path: String) -> String {
      if model.isView(owner) { return viewNode(owner) }
      let id = Self.id("app", owner)
      if nodes[id] == nil { nodes[id] = Node(id: id, kind: .app, label: owner, file: relative(path)) }
      return id
    }
    func stackNode(_ path: String, _ ordinal: Int?, owner: String) -> String {
      let id = Self.id("stack", relative(path) + "#" + (ordinal.map(String.init) ?? "split"))
      if nodes[id] == nil {
        let label = ordinal == nil ? "NavigationSplitView in \(owner)" : "NavigationStack in \(owner)"
        nodes[id] = Node(id: id, kind: .stack, label: label, file: relative(path))
      }
      return id
    }
    /// The edge from `from` to what sits in `context` (a stack, a view), through the tab view `tabView` when
    /// there is one.
    func place(_ to: String, from: String, context: Context, tabView: Int?, path: String, owner: String) {
      var from = from
      let kind: EdgeKind
      switch context {
      case .presentation: kind = .presents
      case .window: kind = .window
      case .stack, .ownerRoot, .memberRoot, .unknown: kind = .holds
      }
      if let tabView {
        let id = Self.id("tabview", relative(path) + "#" + String(tabView))
        if nodes[id] == nil {
          nodes[id] = Node(id: id, kind: .tabView, label: "TabView in \(owner)", file: relative(path))
        }
        edges.insert(EdgeKey(from: from, to: id, kind: kind, label: nil))
        from = id
        edges.insert(EdgeKey(from: from, to: to, kind: .tab, label: nil))
        return
      }
      edges.insert(
        EdgeKey(from: from, to: to, kind: kind == .holds && !to.hasPrefix("stack:") ? .shows : kind, label: nil))
    }
    // Where each stack is: a view's body, a sheet, a scene, a tab.
    var placedStacks = Set<String>()
    for file in model.files where !file.path.isEmpty {
      for stack in file.facts.stacks {
        guard let owner = stack.owner else { continue }
        let id = stackNode(file.path, stack.ordinal, owner: owner)
        placedStacks.insert(id)
        place(
          id, from: ownerNode(owner, file.path), context: stack.context, tabView: stack.tabView, path: file.path,
          owner: owner)
      }
    }
    // What each destination builds, by the registered type.
    var destinations: [String: Set<String>] = [:]
    var pushes: [(from: String, type: String, path: String, range: Range<Int>)] = []
    // The views at the root of each member of a type (`Type.member`): shown where the member is used.
    var memberViews: [String: [String]] = [:]
    for file in model.files where !file.path.isEmpty {
      for site in file.facts.sites {
        guard case .construction(let name) = site.kind, case .memberRoot(let member) = site.context,
          let owner = site.owner, model.isView(name), model.isDeclaredOnce(member: owner + "." + member)
        else { continue }
        memberViews[owner + "." + member, default: []].append(name)
      }
    }
    for (slot, file) in model.files.enumerated() where !file.path.isEmpty {
      for site in model.siteIDs(inFile: slot).map(model.site) {
        guard let owner = site.owner else { continue }
        let shown: [String]
        switch site.kind {
        case .construction(let name): shown = [name]
        case .memberUse(let type, let member): shown = memberViews[type + "." + member] ?? []
        case .push, .link, .registration: shown = []
        }
        for name in shown {
          guard model.isView(name), name != owner else { continue }
          if let type = site.destinationFor {
            destinations[type, default: []].insert(name)
            continue
          }
          let from = ownerNode(owner, file.path)
          let to = viewNode(name)
          // A view-based `NavigationLink`'s destination: pushed by the link, not the stack's root.
          if site.linkDestination != nil, site.context == .stack || site.context.isRoot {
            edges.insert(EdgeKey(from: from, to: to, kind: .pushes, label: nil))
            continue
          }
          if site.context == .stack {
            let stack = stackNode(file.path, site.stack, owner: owner)
            if !placedStacks.contains(stack) { edges.insert(EdgeKey(from: from, to: stack, kind: .holds, label: nil)) }
            edges.insert(EdgeKey(from: stack, to: to, kind: .root, label: nil))
          } else {
            place(to, from: from, context: site.context, tabView: site.tabView, path: file.path, owner: owner)
          }
        }
        switch site.kind {
        case .push(let value):
          guard model.isView(owner), let type = Self.typeName(value) else { continue }
          pushes.append((viewNode(owner), type, file.path, site.range))
        case .construction, .memberUse, .link, .registration:
          continue
        }
      }
    }
    var findingsAt: [String: [Range<Int>: Set<String>]] = [:]
    for finding in findings { findingsAt[finding.path, default: [:]][finding.range, default: []].insert(finding.rule) }
    var edgeFindings: [EdgeKey: Set<String>] = [:]
    for push in pushes {
      let rules = findingsAt[push.path]?[push.range] ?? []
      let targets = destinations[push.type] ?? []
      var keys: [EdgeKey] = []
      if targets.isEmpty {
        let value = Self.id("value", push.type)
        if nodes[value] == nil { nodes[value] = Node(id: value, kind: .value, label: push.type, file: "") }
        keys.append(EdgeKey(from: push.from, to: value, kind: .pushes, label: push.type))
      }
      for target in targets {
        keys.append(EdgeKey(from: push.from, to: viewNode(target), kind: .pushes, label: push.type))
      }
      for key in keys {
        edges.insert(key)
        if !rules.isEmpty { edgeFindings[key, default: []].formUnion(rules) }
      }
    }
    // Other findings on a site go to the view (or app) whose code holds it.
    for file in model.files where !file.path.isEmpty {
      guard let here = findingsAt[file.path] else { continue }
      for site in file.facts.sites where !site.isPush {
        guard let rules = here[site.range], let owner = site.owner else { continue }
        let id = model.isView(owner) ? Self.id("view", owner) : Self.id("app", owner)
        guard var node = nodes[id] else { continue }
        node.findings = Array(Set(node.findings).union(rules)).sorted()
        nodes[id] = node
      }
    }
    // Deep-link entry points, joined to the view or app whose code holds them; by path, so that an owner
    // two files declare (an app's type and its preview twin) is drawn from the same file in every run.
    for (path, points) in entryPoints.sorted(by: { $0.key < $1.key }) {
      for point in points {
        guard let owner = point.owner else { continue }
        let target = model.isView(owner) ? viewNode(owner) : Self.id("app", owner)
        if nodes[target] == nil { nodes[target] = Node(id: target, kind: .app, label: owner, file: relative(path)) }
        let label = point.description.filter { $0 != "`" }
        let id = Self.id("deeplink", owner + " " + label)
        if nodes[id] == nil { nodes[id] = Node(id: id, kind: .entryPoint, label: label, file: relative(path)) }
        edges.insert(EdgeKey(from: id, to: target, kind: .opens, label: nil))
      }
    }
    // Two stacks a view writes (a tab each) get numbers, so the picture tells them apart.
    var sorted = nodes.values.sorted { $0.id < $1.id }
    let stackLabels = Dictionary(grouping: sorted.indices.filter { sorted[$0].kind == .stack }) { sorted[$0].label }
    for positions in stackLabels.values where positions.count > 1 {
      for (number, position) in positions.enumerated() { sorted[position].label += " (\(number + 1))" }
    }
    self.nodes = sorted
    self.edges = edges.sorted().map { key in
      Edge(from: key.from, to: key.to, kind: key.kind, label: key.label, findings: (edgeFindings[key] ?? []).sorted())
    }
  }

  /// The nodes no edge touches (views nothing shows and that show nothing navlint can see): the pictures
  /// leave them out, the json keeps them.
  public func isolatedNodes() -> Set<String> {
    var touched = Set<String>()
    for edge in edges {
      touched.insert(edge.from)
      touched.insert(edge.to)
    }
    return Set(nodes.map(\.id)).subtracting(touched)
  }

  /// Each stack with the nodes only it shows (its root content and what they show and push, recursively); a
  /// node two stacks reach stays outside both. Stacks that show nothing of their own are left out. Sorted by
  /// the stack's id.
  public func clusters() -> [Cluster] {
    var reachedBy: [String: Set<String>] = [:]
    var outgoing: [String: [Edge]] = [:]
    for edge in edges where [.root, .shows, .pushes].contains(edge.kind) {
      outgoing[edge.from, default: []].append(edge)
    }
    for stack in nodes where stack.kind == .stack {
      var seen: Set<String> = [stack.id]
      var frontier = [stack.id]
      while let node = frontier.popLast() {
        for edge in outgoing[node] ?? [] where nodes.contains(where: { $0.id == edge.to && $0.kind == .view }) {
          if seen.insert(edge.to).inserted { frontier.append(edge.to) }
        }
      }
      for node in seen { reachedBy[node, default: []].insert(stack.id) }
    }
    return nodes.filter { $0.kind == .stack }.compactMap { stack in
      let members = reachedBy.filter { $0.value == [stack.id] && $0.key != stack.id }.keys.sorted()
      return members.isEmpty ? nil : Cluster(stack: stack.id, members: [stack.id] + members)
    }
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
