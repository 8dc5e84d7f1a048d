/// The app's navigation model: the `NavigationFacts` of every file of a project, joined. It answers the
/// cross-file questions (is this type declared once, concretely? where is this view placed? is this value
/// type registered anywhere? what is registered closer to the root?) and answers "unknown" whenever the
/// project does not show the answer for certain, so the rules built on it stay quiet there.
public struct NavigationModel: Sendable {
  /// One file of the project.
  public struct File: Sendable {
    public var path: String
    public var facts: NavigationFacts

    public init(path: String, facts: NavigationFacts) {
      self.path = path
      self.facts = facts
    }
  }

  /// A site of a file: `files[file].facts.sites[site]`.
  public struct SiteID: Sendable, Hashable {
    public var file: Int
    public var site: Int
  }

  /// Where a view is placed, over every site that constructs it.
  public enum Placement: Sendable, Equatable {
    /// Some site puts it in a navigation container.
    case insideStack
    /// Every site puts it outside any navigation container (a scene's root, a presentation, a tab without a
    /// stack).
    case outsideStack
    /// navlint cannot tell: no known site, a site it cannot follow, a public or ambiguous view.
    case unknown
  }

  public private(set) var files: [File]
  /// Declarations (not extensions) by name.
  private let declarations: [String: [TypeFact]]
  /// Names whose declaration or an extension conforms to `View`.
  private let views: Set<String>
  /// Names conforming to `PreviewProvider`.
  private let previews: Set<String>
  /// Construction sites of views by the constructed name.
  private let constructions: [String: [SiteID]]
  /// Views named other than by construction, anywhere.
  private let mentioned: Set<String>
  /// Types registered with `navigationDestination(for: T.self)`.
  private let registered: Set<String>
  /// Some registration's type is not a concrete type navlint knows (forwarded, generic, `AnyHashable`…).
  public let hasOpenRegistration: Bool
  /// Some file imports a navigation library navlint does not model.
  public let usesNavigationLibrary: Bool

  public init(files: [File]) {
    self.files = files
    // First the types: which names are views decides which constructions and mentions matter.
    var declarations: [String: [TypeFact]] = [:]
    var views = Set<String>()
    var previews = Set<String>()
    var usesNavigationLibrary = false
    for file in files {
      usesNavigationLibrary = usesNavigationLibrary || file.facts.importsNavigationLibrary
      for type in file.facts.types {
        if type.kind != .extension { declarations[type.name, default: []].append(type) }
        if type.inheritance.contains("View") { views.insert(type.name) }
        if type.inheritance.contains("PreviewProvider") { previews.insert(type.name) }
      }
    }
    var viewsByHash: [UInt64: [String]] = [:]
    for view in views { viewsByHash[NavigationFacts.nameHash(view.utf8), default: []].append(view) }
    var constructions: [String: [SiteID]] = [:]
    var mentioned = Set<String>()
    var registered = Set<String>()
    var hasUnknownRegistration = false
    for (fileIndex, file) in files.enumerated() {
      for hash in file.facts.otherMentions {
        if let names = viewsByHash[hash] { mentioned.formUnion(names) }
      }
      for (siteIndex, site) in file.facts.sites.enumerated() {
        switch site.kind {
        case .construction(let name):
          if views.contains(name) { constructions[name, default: []].append(SiteID(file: fileIndex, site: siteIndex)) }
        case .registration(.named(let name)):
          registered.insert(name)
        case .registration(.unknown):
          hasUnknownRegistration = true
        case .link, .push:
          break
        }
      }
    }
    self.declarations = declarations
    self.views = views
    self.previews = previews
    self.constructions = constructions
    self.mentioned = mentioned
    self.registered = registered
    self.usesNavigationLibrary = usesNavigationLibrary
    // A registration for a type that is not concrete (a generic parameter, a protocol, `AnyHashable`) may
    // handle values of many types.
    let open = registered.contains { name in
      !(Self.sdkValueTypes.contains(name) || (declarations[name].map { $0.count == 1 && $0[0].isConcrete } ?? false))
    }
    self.hasOpenRegistration = hasUnknownRegistration || open
  }

  /// Puts `facts` in place of file `index`'s, when they have the same shape (`NavigationFacts.hasSameShape`):
  /// every join stays as it is, only that file's site positions change.
  public mutating func replaceFacts(ofFile index: Int, with facts: NavigationFacts) {
    precondition(files[index].facts.hasSameShape(as: facts), "replaceFacts needs facts of the same shape")
    files[index].facts = facts
  }

  /// SDK types a value can be pushed as and registered for.
  static let sdkValueTypes: Set<String> = ["String", "Int", "UUID", "URL", "Date", "Double", "Bool"]

  public func site(_ id: SiteID) -> Site { files[id.file].facts.sites[id.site] }

  // MARK: - Types

  /// The type a pushed value certainly has: a concrete type declared exactly once in the project, or an SDK
  /// value type; nil when unknown.
  public func knownType(of value: ValueType) -> String? {
    switch value {
    case .unknown:
      return nil
    case .named(let name):
      if Self.sdkValueTypes.contains(name) { return declarations[name] == nil ? name : nil }
      return concreteType(name).map(\.name)
    case .enumCase(let typeName, let caseName):
      guard let type = concreteType(typeName), type.kind == .enum, type.cases.contains(caseName) else { return nil }
      return type.name
    }
  }

  /// The one non-generic, non-protocol declaration of `name`, when there is exactly one.
  private func concreteType(_ name: String) -> TypeFact? {
    guard let found = declarations[name], found.count == 1, found[0].isConcrete else { return nil }
    return found[0]
  }

  /// Whether some `navigationDestination(for: T.self)` of the project names `type`.
  public func isRegistered(_ type: String) -> Bool { registered.contains(type) }

  /// Whether `name` is a view type of the project.
  public func isView(_ name: String) -> Bool { views.contains(name) }

  // MARK: - Placement

  /// Where the view `name` is placed. Unknown unless it is a view declared once, not public, never used
  /// other than by construction, and every construction site is followed to a container, a presentation or
  /// a scene.
  public func placement(ofView name: String) -> Placement {
    var visiting = Set<String>()
    return placement(ofView: name, visiting: &visiting)
  }

  private func placement(ofView name: String, visiting: inout Set<String>) -> Placement {
    guard views.contains(name), let type = concreteType(name), !type.isPublic, !mentioned.contains(name),
      !SwiftUINames.neverProjectViews.contains(name), !visiting.contains(name),
      let sites = constructions[name], !sites.isEmpty
    else { return .unknown }
    visiting.insert(name)
    defer { visiting.remove(name) }
    var sawInside = false
    for id in sites {
      switch placement(ofSite: site(id), visiting: &visiting) {
      case .unknown: return .unknown
      case .insideStack: sawInside = true
      case .outsideStack: break
      }
    }
    return sawInside ? .insideStack : .outsideStack
  }

  /// Where a site is placed: its own context, or its owner's placement when it is at the owner's root.
  public func placement(ofSite site: Site) -> Placement {
    var visiting = Set<String>()
    return placement(ofSite: site, visiting: &visiting)
  }

  private func placement(ofSite site: Site, visiting: inout Set<String>) -> Placement {
    if let owner = site.owner, previews.contains(owner) { return .unknown }
    switch site.context {
    case .stack: return .insideStack
    case .presentation, .window: return .outsideStack
    case .unknown: return .unknown
    case .ownerRoot:
      guard let owner = site.owner else { return .unknown }
      return placement(ofView: owner, visiting: &visiting)
    }
  }

  // MARK: - Registrations on one stack

  /// Whether `type` is registered closer to the root than `site`, on a path through the project that
  /// certainly puts them on the same stack: a modifier around the site in its own view, or around a site
  /// constructing its view, recursively, without leaving a stack, a presentation or a scene.
  public func isRegisteredAbove(_ site: Site, type: String) -> Bool {
    var visiting = Set<String>()
    return isRegisteredAbove(site, type: type, visiting: &visiting)
  }

  private func isRegisteredAbove(_ site: Site, type: String, visiting: inout Set<String>) -> Bool {
    if site.registrationsAbove.contains(type) { return true }
    guard site.context == .ownerRoot, let owner = site.owner, views.contains(owner), !previews.contains(owner),
      !visiting.contains(owner), let sites = constructions[owner]
    else { return false }
    visiting.insert(owner)
    defer { visiting.remove(owner) }
    return sites.contains { isRegisteredAbove(self.site($0), type: type, visiting: &visiting) }
  }
}

extension TypeFact {
  /// A type values can have: not a protocol, an extension or a generic type.
  var isConcrete: Bool { kind != .protocol && kind != .extension && !isGeneric }
}
