import NavlintJSON
import NavlintNavigation
import NavlintSyntax

/// Editor navigation over the app's navigation model: go to definition on a push, find references on a
/// `navigationDestination(for:)`, a code lens above each registration, and the link part of hover. The
/// model answers with sites (`NavigationModel+Editor`); this file only turns them into LSP locations.
extension Server {
  /// The command a code lens carries: clients that know it (editors/neovim, editors/vscode) list its
  /// locations, as `textDocument/references` would.
  static let showReferencesCommand = "navlint.showReferences"

  /// An open document's model and where the request points in it.
  struct NavigationQuery {
    let uri: String
    let path: String
    let model: NavigationModel
    let converter: PositionConverter
  }

  /// The model of the document's project with the document's current text in it; nil when the document is
  /// not open or its project is not indexed yet.
  mutating func navigationQuery(uri: String) -> NavigationQuery? {
    guard let path = FileURI.path(of: uri), let lint = currentLint(uri: uri), let document = documents[uri],
      let model = session?.navigationModel(ofFile: path, bytes: document.bytes)
    else { return nil }
    // Open documents' unlinted edits joined the model: their neighbours' cross-file findings may differ.
    refreshCrossFileFindings(except: nil)
    return NavigationQuery(
      uri: uri, path: path, model: model, converter: PositionConverter(lines: lint.lines, encoding: encoding))
  }

  /// `textDocument/definition` on a `NavigationLink(value:)` or an `append` on a path (its name or its
  /// value): the `navigationDestination`s that handle the value's type on its stack.
  mutating func definition(_ params: JSON?) -> Result<JSON, ResponseError> {
    switch siteRequest(params) {
    case .failure(let error): return .failure(error)
    case .success(nil): return .success(.null)
    case .success(let (query, id)?):
      let destinations = query.model.destinations(ofPush: id)
      return .success(destinations.isEmpty ? .null : .array(locations(destinations, query)))
    }
  }

  /// `textDocument/references` on a `navigationDestination(for: T.self)`: every push of a `T` in the project
  /// (and the registration itself when `context.includeDeclaration` is set).
  mutating func references(_ params: JSON?) -> Result<JSON, ResponseError> {
    switch siteRequest(params) {
    case .failure(let error): return .failure(error)
    case .success(nil): return .success(.null)
    case .success(let (query, id)?):
      guard case .registration(.named) = query.model.site(id).kind else { return .success(.null) }
      var sites = query.model.pushes(handledBy: id)
      if params?["context"]?["includeDeclaration"]?.boolValue == true { sites.insert(id, at: 0) }
      return .success(.array(locations(sites, query)))
    }
  }

  /// `textDocument/codeLens`: above each `navigationDestination(for: T.self)`, how many places push a `T`,
  /// with `navlint.showReferences` and their locations.
  mutating func codeLenses(_ params: JSON?) -> Result<JSON, ResponseError> {
    guard let uri = params?["textDocument"]?["uri"]?.stringValue else {
      return .failure(.invalidParams("`textDocument.uri` is required"))
    }
    guard let query = navigationQuery(uri: uri), let file = query.model.fileIndex(of: query.path) else {
      return .success([])
    }
    var lenses: [JSON] = []
    var pushesByType: [String: [NavigationModel.SiteID]]?
    for (index, site) in query.model.files[file].facts.sites.enumerated() {
      guard case .registration(.named(let type)) = site.kind else { continue }
      if pushesByType == nil { pushesByType = query.model.pushesByType() }
      let pushes = query.model.pushes(handledBy: NavigationModel.SiteID(file: file, site: index), byType: pushesByType)
      let title =
        pushes.isEmpty
        ? "no push of \(type) in the project" : "\(pushes.count) push\(pushes.count == 1 ? "" : "es") of \(type)"
      let range = query.converter.range(site.range)
      lenses.append([
        "range": range,
        "command": [
          "title": .string(title), "command": .string(Self.showReferencesCommand),
          "arguments": [.string(uri), range["start"] ?? .null, .array(locations(pushes, query))],
        ],
      ])
    }
    return .success(.array(lenses))
  }

  /// The hover section for a `NavigationLink` under the cursor: the destination view and its file.
  mutating func linkHover(uri: String, offset: Int) -> (text: String, range: JSON)? {
    guard let query = navigationQuery(uri: uri), let file = query.model.fileIndex(of: query.path) else { return nil }
    let sites = query.model.files[file].facts.sites
    guard let index = sites.indices.first(where: { sites[$0].kind == .link && sites[$0].span.contains(offset) })
    else { return nil }
    let views = query.model.destinationViews(ofLink: NavigationModel.SiteID(file: file, site: index))
    guard !views.isEmpty else { return nil }
    let lines = views.map { view in
      let place = view.file.map { " in `\(relativePath($0))`" } ?? ""
      return "- `\(view.view)`\(place)"
    }
    let text = "**NavigationLink** shows:\n\n" + lines.joined(separator: "\n")
    return (text, query.converter.range(sites[index].range))
  }

  /// The site under `params`' position, in the model of its document's project.
  private mutating func siteRequest(_ params: JSON?) -> Result<
    (NavigationQuery, NavigationModel.SiteID)?, ResponseError
  > {
    guard let uri = params?["textDocument"]?["uri"]?.stringValue, let position = params?["position"] else {
      return .failure(.invalidParams("`textDocument.uri` and `position` are required"))
    }
    guard let query = navigationQuery(uri: uri) else { return .success(nil) }
    guard let offset = query.converter.offset(position) else { return .failure(.invalidParams("invalid `position`")) }
    return .success(query.model.site(at: offset, inFile: query.path).map { (query, $0) })
  }

  /// LSP `Location`s of sites, positioned in each file's current text (an open document's, else the disk's).
  private mutating func locations(_ ids: [NavigationModel.SiteID], _ query: NavigationQuery) -> [JSON] {
    var converters: [String: PositionConverter] = [query.path: query.converter]
    var result: [JSON] = []
    for id in ids {
      let path = query.model.files[id.file].path
      if converters[path] == nil {
        guard let bytes = try? session?.bytes(ofFile: path) else { continue }
        converters[path] = PositionConverter(lines: LineTable(bytes), encoding: encoding)
      }
      result.append([
        "uri": .string(FileURI.uri(ofPath: path)), "range": converters[path]!.range(query.model.site(id).range),
      ])
    }
    return result
  }

  /// `path` relative to the workspace folder when it is inside it.
  private func relativePath(_ path: String) -> String {
    let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
