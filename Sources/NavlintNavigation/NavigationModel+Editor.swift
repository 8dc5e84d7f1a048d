/// The editor's questions about the model (`navlint lsp`: go to definition, find references, code lens,
/// hover), answered with sites so the server only turns bytes into positions. Each answer follows the
/// cross-file rules' reading: a push reaches the registrations of its value's type on its stack, and every
/// registration of that type when its stack is not known.
extension NavigationModel {
  /// The site of the file at `path` the cursor at byte `offset` is on: the innermost whose span (the call's
  /// name through its argument list) holds it, a push before the link it is part of. Nil when none.
  public func site(at offset: Int, inFile path: String) -> SiteID? {
    guard let file = fileIndex(of: path) else { return nil }
    var best: (id: SiteID, span: Range<Int>, rank: Int)?
    for id in siteIDs(inFile: file) {
      let site = self.site(id)
      guard site.span.contains(offset) || site.span.upperBound == offset else { continue }
      let rank: Int
      switch site.kind {
      case .push: rank = 0
      case .registration, .link: rank = 1
      case .construction, .memberUse: rank = 2
      }
      if let current = best,
        current.span.count < site.span.count
          || (current.span.count == site.span.count && current.rank <= rank)
      {
        continue
      }
      best = (id, site.span, rank)
    }
    return best?.id
  }

  /// The name of the type a push's value is written with (`Route.detail`, `Recipe(…)`, a name declared
  /// `: Recipe`), which a registration names the same way; which type of that name it is, `resolvedType(of:in:)`
  /// says.
  public func pushedTypeName(_ value: ValueType) -> String? {
    switch value {
    case .named(let name): return name
    case .enumCase(let type, _): return type
    case .unknown: return nil
    }
  }

  /// The `navigationDestination(for:)` registrations that may handle the push `id`: those of its value's
  /// type on a stack the push is on (or whose stack navlint cannot tell); every registration of that type
  /// when the push's stack is not known or none is on it. Sorted by file path and position.
  /// A name several types have is resolved where the push is written, as NAV017 does
  /// (`registrations(handling:)`).
  public func destinations(ofPush id: SiteID) -> [SiteID] {
    let push = site(id)
    guard case .push(let value) = push.kind else { return [] }
    let all: [SiteID]
    if let resolved = resolvedType(of: value, in: push.owner) {
      all = sorted(registrations(handling: resolved))
    } else {
      guard let type = pushedTypeName(value) else { return [] }
      all = registrations(ofType: type)
    }
    guard let pushStacks = stacks(ofSite: id), !pushStacks.isEmpty else { return all }
    let onStack = all.filter { registration in
      guard let found = stacks(ofSite: registration) else { return true }
      return !found.isDisjoint(with: pushStacks)
    }
    return onStack.isEmpty ? all : onStack
  }

  /// Every `navigationDestination(for: type.self)` of the project, sorted by file path and position.
  public func registrations(ofType type: String) -> [SiteID] {
    sorted(
      files.indices.flatMap { file in
        files[file].facts.sites.indices.compactMap { index in
          files[file].facts.sites[index].kind == .registration(.named(type)) ? SiteID(file: file, site: index) : nil
        }
      })
  }

  /// Every push of a value of `type` in the project (`NavigationLink(value:)`, `append`), sorted by file path
  /// and position.
  public func pushes(ofType type: String) -> [SiteID] { pushesByType()[type] ?? [] }

  /// The pushes the registration `id` may handle: every push of its type's name, or, for a name several
  /// types have, those whose name stands for the same declaration as the registration's (or for one navlint
  /// cannot tell), as NAV017 reads them. `byType` is `pushesByType()`, when the caller has it.
  public func pushes(handledBy id: SiteID, byType: [String: [SiteID]]? = nil) -> [SiteID] {
    let registration = site(id)
    guard case .registration(.named(let type)) = registration.kind else { return [] }
    let all = byType?[type] ?? pushes(ofType: type)
    guard isDeclaredMoreThanOnce(type) else { return all }
    return all.filter { id in
      let push = site(id)
      guard case .push(let value) = push.kind else { return true }
      return mayHandle(registration, named: type, resolvedType(of: value, in: push.owner))
    }
  }

  /// Every push of the project whose value's type navlint can name, by that type, each list sorted by file
  /// path and position: one pass for all the registrations of a file (the code lenses).
  public func pushesByType() -> [String: [SiteID]] {
    var found: [String: [SiteID]] = [:]
    for file in files.indices {
      for id in pushes(inFile: file) {
        guard case .push(let value) = site(id).kind, let type = pushedTypeName(value) else { continue }
        found[type, default: []].append(id)
      }
    }
    return found.mapValues(sorted)
  }

  /// The views a tap on the link `id` shows, each with the path of the file declaring it (nil when the
  /// project declares it in no file, or in more than one): the view a view-based link's destination
  /// constructs, or the views the destinations of a value link's type build.
  public func destinationViews(ofLink id: SiteID) -> [(view: String, file: String?)] {
    let sites = files[id.file].facts.sites
    let link = sites[id.site]
    // A view-based link: the outermost view its destination constructs.
    let constructed = sites.filter { other in
      guard other.linkDestination == link.range.lowerBound, case .construction(let name) = other.kind else {
        return false
      }
      return isView(name)
    }
    var names: [String] = []
    if let first = constructed.min(by: { $0.range.lowerBound < $1.range.lowerBound }),
      case .construction(let name) = first.kind
    {
      names.append(name)
    } else if let push = sites.indices.first(where: { sites[$0].range == link.range && sites[$0].isPush }) {
      for registration in destinations(ofPush: SiteID(file: id.file, site: push)) {
        for view in views(builtBy: registration) where !names.contains(view) { names.append(view) }
      }
    }
    return names.map { ($0, declaringFile(of: $0)) }
  }

  /// The views the destination closure of the registration `id` constructs at its top: the constructions
  /// of its file, after it, that are in a destination for its type and nearer to it than to any later
  /// registration of that type.
  public func views(builtBy id: SiteID) -> [String] {
    guard case .registration(.named(let type)) = site(id).kind else { return [] }
    let sites = files[id.file].facts.sites
    let start = sites[id.site].range.lowerBound
    var views: [String] = []
    for other in sites where other.range.lowerBound > start && other.destinationFor == type {
      let built: [String]
      switch other.kind {
      case .construction(let name): built = isView(name) ? [name] : []
      case .memberUse(let type, let member): built = self.views(atRootOf: member, of: type)
      case .link, .push, .registration: built = []
      }
      guard !built.isEmpty else { continue }
      let closer = sites.contains { candidate in
        candidate.kind == .registration(.named(type)) && candidate.range.lowerBound > start
          && candidate.range.lowerBound < other.range.lowerBound
      }
      if closer { continue }
      for name in built where !views.contains(name) { views.append(name) }
    }
    return views
  }

  /// The views the project constructs at the root of the member `member` of the type `type`
  /// (`Context.memberRoot`), in file order: what a use of that member shows; none when two files declare it
  /// (`isDeclaredOnce(member:)`).
  func views(atRootOf member: String, of type: String) -> [String] {
    var views: [String] = []
    guard isDeclaredOnce(member: type + "." + member) else { return views }
    for file in files {
      for site in file.facts.sites where site.owner == type && site.context == .memberRoot(member) {
        guard case .construction(let name) = site.kind, isView(name), !views.contains(name) else { continue }
        views.append(name)
      }
    }
    return views
  }

  private func sorted(_ ids: [SiteID]) -> [SiteID] {
    ids.sorted { a, b in
      let (pathA, pathB) = (files[a.file].path, files[b.file].path)
      return pathA != pathB ? pathA < pathB : site(a).range.lowerBound < site(b).range.lowerBound
    }
  }
}

extension Site {
  /// `NavigationLink(value:)` or `append` on a path.
  public var isPush: Bool {
    if case .push = kind { return true }
    return false
  }
}
