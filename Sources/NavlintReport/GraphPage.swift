import NavlintNavigation
import NavlintProject

/// `navlint graph --format html`: one self-contained page (no script, no stylesheet or font from the
/// network) with the drawing inline, a summary table of the app's navigation and every finding linked to its
/// file and line.
public struct GraphPage: Sendable {
  /// A finding as the page lists it.
  public struct Row: Sendable, Equatable {
    public var rule: String
    public var ruleName: String
    public var severity: String
    public var message: String
    /// Relative to the page's folder when inside it (the link's target).
    public var file: String
    public var line: Int
    public var column: Int

    public init(rule: String, ruleName: String, severity: String, message: String, file: String, line: Int, column: Int)
    {
      self.rule = rule
      self.ruleName = ruleName
      self.severity = severity
      self.message = message
      self.file = file
      self.line = line
      self.column = column
    }
  }

  /// The summary table: a label and its value, in order.
  public private(set) var summary: [(label: String, value: String)] = []
  public let title: String
  public let svg: String
  public let rows: [Row]

  /// Rules whose findings are uses of deprecated navigation APIs (`NavigationView`, the iOS 16-deprecated
  /// modifiers).
  static let deprecatedAPIRules: Set<String> = ["NAV001", "NAV012"]

  /// The page of `graph` (drawn as `svg` by Graphviz), from the model it was drawn from, every file's
  /// inventory and the findings of the same files.
  public init(
    title: String, svg: String, model: NavigationModel, graph: NavigationGraph, inventories: [NavigationInventory],
    rows: [Row]
  ) {
    self.title = title
    self.svg = svg
    self.rows = rows.sorted { ($0.file, $0.line, $0.column, $0.rule) < ($1.file, $1.line, $1.column, $1.rule) }
    var pushed = Set<String>()
    var handled = Set<String>()
    for slot in model.files.indices {
      for site in model.siteIDs(inFile: slot).map(model.site) {
        switch site.kind {
        case .push(let value): if let type = model.pushedTypeName(value) { pushed.insert(type) }
        case .registration(.named(let type)): handled.insert(type)
        default: break
        }
      }
    }
    func list(_ names: some Sequence<String>) -> String {
      let sorted = names.sorted()
      return sorted.isEmpty ? "none" : "\(sorted.count): " + sorted.joined(separator: ", ")
    }
    let total = { (count: (NavigationInventory) -> Int) in inventories.reduce(0) { $0 + count($1) } }
    let entryPoints = inventories.flatMap(\.entryPoints).map { point in
      point.description.filter { $0 != "`" } + (point.owner.map { " in \($0)" } ?? "")
    }
    let isolated = graph.isolatedNodes()
    var byRule: [String: Int] = [:]
    for row in rows { byRule[row.rule + " " + row.ruleName, default: 0] += 1 }
    summary = [
      ("Views", "\(graph.nodes.filter { $0.kind == .view }.count)"),
      (
        "Views not drawn (nothing shows them, they show nothing)",
        list(graph.nodes.filter { $0.kind == .view && isolated.contains($0.id) }.map(\.label))
      ),
      ("Stacks (NavigationStack, NavigationView)", "\(total(\.stacks))"),
      ("Stacks bound to a path", "\(total(\.stacksBoundToPath))"),
      ("Split views", "\(total(\.splitViews))"),
      ("Tab views", "\(total(\.tabViews))"),
      ("Value types pushed", list(pushed)),
      ("Value types handled (navigationDestination)", list(handled)),
      ("Pushed but handled nowhere", list(pushed.subtracting(handled))),
      (
        "Deep-link handlers",
        entryPoints.isEmpty ? "none" : "\(entryPoints.count): " + entryPoints.sorted().joined(separator: ", ")
      ),
      ("Saved paths (@SceneStorage, Codable path)", "\(total(\.savedPaths))"),
      ("Deprecated navigation APIs", "\(rows.filter { Self.deprecatedAPIRules.contains($0.rule) }.count)"),
      (
        "Findings by rule",
        byRule.isEmpty
          ? "none" : byRule.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
      ),
    ]
  }

  /// The page, as UTF-8.
  public func html() -> String {
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(Self.escaped(title)) · navlint navigation</title>
      <style>
      body { font: 14px -apple-system, Helvetica, Arial, sans-serif; margin: 24px; color: #222; background: #fff; }
      h1 { font-size: 22px; } h2 { font-size: 17px; margin-top: 28px; }
      table { border-collapse: collapse; } td, th { border: 1px solid #ccc; padding: 4px 8px; text-align: left; vertical-align: top; }
      th { background: #f4f4f4; } .drawing { overflow: auto; border: 1px solid #ddd; padding: 8px; }
      .drawing svg { max-width: 100%; height: auto; }
      .error { color: #b00; } .warning { color: #a60; }
      </style>
      </head>
      <body>
      <h1>\(Self.escaped(title)): navigation</h1>
      <div class="drawing">

      """
    page += Self.inlineSVG(svg)
    page += "\n</div>\n<h2>Summary</h2>\n<table class=\"summary\">\n"
    for (label, value) in summary {
      page += "<tr><th>\(Self.escaped(label))</th><td>\(Self.escaped(value))</td></tr>\n"
    }
    page += "</table>\n<h2>Findings</h2>\n"
    if rows.isEmpty {
      page += "<p>No findings.</p>\n"
    } else {
      page += "<table class=\"findings\">\n<tr><th>Where</th><th>Rule</th><th>Severity</th><th>Message</th></tr>\n"
      for row in rows {
        let place = "\(row.file):\(row.line):\(row.column)"
        page += "<tr><td><a href=\"\(Self.escaped(Self.href(row.file)))\">\(Self.escaped(place))</a></td>"
        page += "<td>\(Self.escaped(row.rule)) \(Self.escaped(row.ruleName))</td>"
        page += "<td class=\"\(Self.escaped(row.severity))\">\(Self.escaped(row.severity))</td>"
        page += "<td>\(Self.escaped(row.message))</td></tr>\n"
      }
      page += "</table>\n"
    }
    page += "<p>Drawn by navlint from the app's navigation model.</p>\n</body>\n</html>\n"
    return page
  }

  /// Graphviz's svg without its XML declaration and doctype, to sit inside the page.
  static func inlineSVG(_ svg: String) -> String {
    let bytes = Array(svg.utf8)
    let marker = Array("<svg".utf8)
    guard let start = bytes.indices.first(where: { bytes[$0...].starts(with: marker) }) else { return "" }
    return String(decoding: bytes[start...], as: UTF8.self)
  }

  /// A link to a file: its path with the characters a URL gives meaning to percent-encoded.
  static func href(_ path: String) -> String { FilePath.percentEncoded(path) }

  /// Text escaped for HTML element content and double-quoted attributes (the XML reports' escaping).
  static func escaped(_ text: String) -> String { XMLText.escape(text) }
}
