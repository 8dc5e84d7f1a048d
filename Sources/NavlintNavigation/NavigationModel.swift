/// The app's navigation model: the `NavigationFacts` of every file of a project, joined. It answers the
/// cross-file questions (is this type declared once, concretely? where is this view placed? is this value
/// type registered anywhere? what is registered closer to the root?) and answers "unknown" whenever the
/// project does not show the answer for certain, so the rules built on it stay quiet there.
///
/// The joins are kept incrementally: `setFacts(_:ofFile:)` takes one file's old facts out of every table and
/// puts its new ones in, so a change costs about the size of that file, not of the project (the language
/// server calls it on every edit that changes a file's navigation).
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

    public init(file: Int, site: Int) {
      self.file = file
      self.site = site
    }
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

  /// The project's files by slot (`fileIndex(of:)`). A removed file's slot holds an empty file (path `""`)
  /// until a new file takes it.
  public private(set) var files: [File] = []
  /// Path → slot in `files`.
  private var slots: [String: Int] = [:]
  /// Slots of removed files, for reuse.
  private var freeSlots: [Int] = []
  /// Declarations (not extensions) by name: the slot of the file declaring each, and its position in that
  /// file's `types` (positions, not copies: a copy retains the fact's strings and arrays).
  private var declarations: [String: [(file: Int, type: Int)]] = [:]
  /// Names whose declaration or an extension conforms to `View`: how many type facts say so.
  private var views: [String: Int] = [:]
  /// Names conforming to `PreviewProvider`: how many type facts say so.
  private var previews: [String: Int] = [:]
  /// Construction sites by the constructed name, whether or not the name is a view's (`views` says): a name
  /// that becomes a view when its file is typed finds its places without a scan of every file.
  private var constructions: [String: [SiteID]] = [:]
  /// How many files name each `NavigationFacts.nameHash` other than by construction.
  private var mentions: [UInt64: Int] = [:]
  /// Types registered with `navigationDestination(for: T.self)`: how many registrations name each.
  private var registered: [String: Int] = [:]
  /// Those registrations' sites by type.
  private var registrations: [String: [SiteID]] = [:]
  /// Registrations of a type not written `T.self`.
  private var unknownRegistrations = 0
  /// Files importing a navigation library navlint does not model.
  private var libraryImports = 0
  /// How many files declare SwiftUI views (`hostsSwiftUI`).
  private var swiftUIHosts = 0
  /// Methods whose bodies navigate, by name: what each declaration of that name does.
  private var navigatingMethods: [String: [MethodNavigation]] = [:]
  /// How many files declare a method that does not navigate, by `nameHash`.
  private var otherMethods: [UInt64: Int] = [:]
  /// How many files declare each of `otherMethods` with bodies that are all there is to read of them
  /// (`NavigationFacts.quietMethods`).
  private var quietMethods: [UInt64: Int] = [:]
  /// How many files bind a property of each name to a `TabView`'s selection.
  private var tabSelections: [String: Int] = [:]
  /// How many files bind a property of each name to a `List`'s, `Table`'s or `Picker`'s selection.
  private var controlSelections: [String: Int] = [:]
  /// How many bindings of the project's files bind a property of each name to a `NavigationStack(path:)`
  /// (`NavigationFacts.boundPaths`), by the owner's type ("" when the file does not say it).
  private var boundPaths: [String: [String: Int]] = [:]
  /// The app's own modifiers that show their view in a stack (`NavigationFacts.stackWrappers`): how many
  /// files declare each.
  private var stackWrappers: [String: Int] = [:]
  /// How many files declare a function building a view keyed `Type.member(labels:)`
  /// (`NavigationFacts.viewFunctions`), by the key's hash.
  private var viewFunctions: [UInt64: Int] = [:]
  /// By `Type.member`: the sites using that member on a value of that type (`Site.Kind.memberUse`).
  private var memberUses: [String: [SiteID]] = [:]
  /// The properties declared as a path, by name: the element type of each declaration (nil for
  /// `NavigationPath`).
  private var pathProperties: [String: [String?]] = [:]
  /// Some registration's type is not a concrete type navlint knows (forwarded, generic, `AnyHashable`…).
  public private(set) var hasOpenRegistration = false
  /// The registered names that are such a type, kept as files change (`updateOpenRegistration(touching:)`).
  private var openNames: Set<String> = []

  /// Some file imports a navigation library navlint does not model.
  public var usesNavigationLibrary: Bool { libraryImports > 0 }
  /// Whether some file of the project imports SwiftUI and declares a view or an app
  /// (`NavigationFacts.declaresSwiftUIViews`): a UIKit or AppKit app that hosts SwiftUI somewhere, or a SwiftUI
  /// app.
  public var hostsSwiftUI: Bool { swiftUIHosts > 0 }

  /// The model of `files` (paths unique).
  public init(files: [File]) {
    self.files = files
    // Sized once: growing these tables type by type rehashed every name several times.
    slots.reserveCapacity(files.count)
    let types = files.reduce(0) { $0 + $1.facts.types.count }
    declarations.reserveCapacity(types)
    views.reserveCapacity(types)
    mentions.reserveCapacity(files.reduce(0) { $0 + $1.facts.otherMentions.count })
    otherMethods.reserveCapacity(files.reduce(0) { $0 + $1.facts.otherMethods.count })
    for (slot, file) in files.enumerated() {
      slots[file.path] = slot
      addTypes(of: slot)
      addSites(of: slot)
    }
    updateOpenRegistration(touching: Array(registered.keys))
  }

  /// What calling a method of this name does, when every method of the project with that name navigates the
  /// same way (`NavigatingMethod`); nil when none does, or a method of that name does not, or they differ.
  public func navigation(ofMethod name: String) -> NavigationCall.Kind? {
    guard let methods = navigatingMethods[name], let kind = methods.first?.kind,
      methods.allSatisfy({ $0.kind == kind }),
      otherMethods[NavigationFacts.nameHash(name.utf8)] == nil
    else { return nil }
    return kind
  }

  /// Whether every method of the project with this name that navigates awaits work before it does
  /// (`MethodNavigation.awaitsWork`): a call of it after a delay waits for that work, not for the delay.
  public func awaitsWork(beforeNavigatingIn name: String) -> Bool {
    navigatingMethods[name]?.allSatisfy(\.awaitsWork) == true
  }

  /// What calling a coordinator's method of this name does instead of the push its name promises (NAV013's
  /// `PendingDeepLink.Call.byName`): what the project's declarations of it do first (a reset, a view
  /// controller presented, a pop), unless that is only setting a pending destination
  /// (`MethodNavigation.setsPendingState`), which a view may push. Nil when the name's push stands.
  public func navigation(ofMethodPushingByName name: String) -> NavigationCall.Kind? {
    guard let kind = navigation(ofMethod: name), navigatingMethods[name]?.contains(where: \.setsPendingState) != true
    else { return nil }
    return kind
  }

  /// What calling a coordinator's method of this name does, whose name promises `promised` (`router.push(…)`,
  /// `coordinator.showError()`): when the project declares it and every declaration is read from its body
  /// (those that navigate, and the others doing nothing their name promises: `NavigationFacts.quietMethods`),
  /// what the navigating ones do first, nil when none navigates (a `show…` that builds an alert, an empty
  /// stub); else the name's promise, unless the declarations reset, pop or present first
  /// (`navigation(ofMethodPushingByName:)`). Shared by NAV013 and NAV014.
  public func navigation(ofMethodCalledByName name: String, promising promised: NavigationCall.Kind)
    -> NavigationCall.Kind?
  {
    let hash = NavigationFacts.nameHash(name.utf8)
    let methods = navigatingMethods[name] ?? []
    if !methods.isEmpty || otherMethods[hash] != nil, quietMethods[hash] ?? 0 == otherMethods[hash] ?? 0 {
      guard let kind = methods.first?.kind else { return nil }
      if methods.allSatisfy({ $0.kind == kind }), !methods.contains(where: \.setsPendingState) { return kind }
    }
    return navigation(ofMethodPushingByName: name) ?? promised
  }

  /// Whether some file binds a property of this name to a `TabView`'s selection: assigning it selects a tab.
  /// Not when some file binds a property of that name to a list's selection too (a sidebar's
  /// `List(selection: $appState.selection)` beside a settings window's `TabView(selection: $selection)`): which
  /// of them is assigned is not certain.
  public func isTabSelection(_ name: String) -> Bool { tabSelections[name] != nil && controlSelections[name] == nil }

  /// The slot of the file at `path` in `files`.
  public func fileIndex(of path: String) -> Int? { slots[path] }

  /// The paths of the project's files, in slot order.
  public var paths: [String] { files.lazy.map(\.path).filter { !$0.isEmpty } }

  /// How many files the project has.
  public var fileCount: Int { slots.count }

  /// Sets the facts of the file at `path` (`nil` removes it). Returns whether the joins may have changed,
  /// so other files' findings may differ; `false` when the facts have the same shape as before
  /// (`NavigationFacts.hasSameShape`: only this file's site positions moved).
  @discardableResult
  public mutating func setFacts(_ facts: NavigationFacts?, ofFile path: String) -> Bool {
    let slot: Int
    // The names whose declarations or registrations this change moves: only they can open or close.
    var touched: [String] = []
    if let existing = slots[path] {
      slot = existing
      if let facts, files[slot].facts.hasSameDeclarations(as: facts) {
        // Typing inside bodies: only the sites differ, the types and mentions join as they did.
        let old = files[slot].facts
        files[slot].facts = facts
        if old.hasSamePlacedSites(as: facts) { return false }
        // The joins index sites by kind (the name constructed or registered) and position in the file: when
        // those are the same (a view moved in or out of a stack), only the answers about places change.
        if !old.hasSameSiteKinds(as: facts) {
          removeSites(old, of: slot)
          addSites(of: slot)
          updateOpenRegistration(touching: Self.registeredNames(old) + Self.registeredNames(facts))
        }
        return true
      }
      touched = Self.typeAndRegisteredNames(files[slot].facts)
      removeSites(files[slot].facts, of: slot)
      removeTypes(of: slot)
      if let facts {
        files[slot].facts = facts
      } else {
        files[slot] = File(path: "", facts: NavigationFacts())
        slots[path] = nil
        freeSlots.append(slot)
      }
    } else {
      guard let facts else { return false }
      if let free = freeSlots.popLast() {
        slot = free
        files[slot] = File(path: path, facts: facts)
      } else {
        slot = files.count
        files.append(File(path: path, facts: facts))
      }
      slots[path] = slot
    }
    addTypes(of: slot)
    addSites(of: slot)
    if let facts { touched += Self.typeAndRegisteredNames(facts) }
    updateOpenRegistration(touching: touched)
    return true
  }

  private static func registeredNames(_ facts: NavigationFacts) -> [String] {
    facts.sites.compactMap { site in
      if case .registration(.named(let name)) = site.kind { name } else { nil }
    }
  }

  private static func typeAndRegisteredNames(_ facts: NavigationFacts) -> [String] {
    facts.types.lazy.filter { $0.kind != .extension }.map(\.name) + registeredNames(facts)
  }

  // MARK: - Joining one file

  /// Adds the types, mentions and library imports of file `slot`.
  private mutating func addTypes(of slot: Int) {
    let facts = files[slot].facts
    if facts.importsNavigationLibrary { libraryImports += 1 }
    if facts.declaresSwiftUIViews { swiftUIHosts += 1 }
    for hash in facts.otherMentions { mentions[hash, default: 0] += 1 }
    for method in facts.navigatingMethods { navigatingMethods[method.name, default: []].append(method.navigation) }
    for hash in facts.otherMethods { otherMethods[hash, default: 0] += 1 }
    for hash in facts.quietMethods { quietMethods[hash, default: 0] += 1 }
    for name in facts.tabSelections { tabSelections[name, default: 0] += 1 }
    for name in facts.controlSelections { controlSelections[name, default: 0] += 1 }
    for path in facts.boundPaths { boundPaths[path.name, default: [:]][path.owner ?? "", default: 0] += 1 }
    for name in facts.stackWrappers { stackWrappers[name, default: 0] += 1 }
    for hash in facts.viewFunctions { viewFunctions[hash, default: 0] += 1 }
    for property in facts.pathProperties { pathProperties[property.name, default: []].append(property.element) }
    for (position, type) in facts.types.enumerated() {
      if type.kind != .extension { declarations[type.name, default: []].append((slot, position)) }
      if type.inheritance.contains("View") { views[type.name, default: 0] += 1 }
      if type.inheritance.contains("PreviewProvider") { previews[type.name, default: 0] += 1 }
    }
  }

  /// Removes the types, mentions and library imports of file `slot`.
  private mutating func removeTypes(of slot: Int) {
    let facts = files[slot].facts
    if facts.importsNavigationLibrary { libraryImports -= 1 }
    if facts.declaresSwiftUIViews { swiftUIHosts -= 1 }
    for hash in facts.otherMentions {
      mentions[hash]! -= 1
      if mentions[hash] == 0 { mentions[hash] = nil }
    }
    for method in facts.navigatingMethods {
      if let position = navigatingMethods[method.name]?.firstIndex(of: method.navigation) {
        navigatingMethods[method.name]!.remove(at: position)
      }
      if navigatingMethods[method.name]?.isEmpty == true { navigatingMethods[method.name] = nil }
    }
    for hash in facts.otherMethods {
      otherMethods[hash]! -= 1
      if otherMethods[hash] == 0 { otherMethods[hash] = nil }
    }
    for hash in facts.quietMethods {
      quietMethods[hash]! -= 1
      if quietMethods[hash] == 0 { quietMethods[hash] = nil }
    }
    for name in facts.tabSelections {
      tabSelections[name]! -= 1
      if tabSelections[name] == 0 { tabSelections[name] = nil }
    }
    for name in facts.controlSelections {
      controlSelections[name]! -= 1
      if controlSelections[name] == 0 { controlSelections[name] = nil }
    }
    for path in facts.boundPaths {
      let owner = path.owner ?? ""
      boundPaths[path.name]![owner]! -= 1
      if boundPaths[path.name]![owner] == 0 { boundPaths[path.name]![owner] = nil }
      if boundPaths[path.name]!.isEmpty { boundPaths[path.name] = nil }
    }
    for name in facts.stackWrappers {
      stackWrappers[name]! -= 1
      if stackWrappers[name] == 0 { stackWrappers[name] = nil }
    }
    for hash in facts.viewFunctions {
      viewFunctions[hash]! -= 1
      if viewFunctions[hash] == 0 { viewFunctions[hash] = nil }
    }
    for property in facts.pathProperties {
      if let position = pathProperties[property.name]?.firstIndex(of: property.element) {
        pathProperties[property.name]!.remove(at: position)
      }
      if pathProperties[property.name]?.isEmpty == true { pathProperties[property.name] = nil }
    }
    for type in facts.types {
      if type.kind != .extension {
        // Every declaration of the name in this file goes (the others are removed in this loop too).
        declarations[type.name]?.removeAll { $0.file == slot }
        if declarations[type.name]?.isEmpty == true { declarations[type.name] = nil }
      }
      if type.inheritance.contains("View") {
        views[type.name]! -= 1
        if views[type.name] == 0 { views[type.name] = nil }
      }
      if type.inheritance.contains("PreviewProvider") {
        previews[type.name]! -= 1
        if previews[type.name] == 0 { previews[type.name] = nil }
      }
    }
  }

  private mutating func addSites(of slot: Int) {
    let facts = files[slot].facts
    for (index, site) in facts.sites.enumerated() {
      switch site.kind {
      case .construction(let name):
        constructions[name, default: []].append(SiteID(file: slot, site: index))
      case .registration(.named(let name)):
        registered[name, default: 0] += 1
        registrations[name, default: []].append(SiteID(file: slot, site: index))
      case .registration(.unknown):
        unknownRegistrations += 1
      case .memberUse(let type, let member):
        memberUses[type + "." + member, default: []].append(SiteID(file: slot, site: index))
      case .link, .push:
        break
      }
    }
  }

  /// Removes the sites of file `slot`, whose facts were `facts`.
  private mutating func removeSites(_ facts: NavigationFacts, of slot: Int) {
    var constructed = Set<String>()
    var used = Set<String>()
    for site in facts.sites {
      switch site.kind {
      case .construction(let name):
        constructed.insert(name)
      case .memberUse(let type, let member):
        used.insert(type + "." + member)
      case .registration(.named(let name)):
        registered[name]! -= 1
        if registered[name] == 0 { registered[name] = nil }
        registrations[name]?.removeAll { $0.file == slot }
        if registrations[name]?.isEmpty == true { registrations[name] = nil }
      case .registration(.unknown):
        unknownRegistrations -= 1
      case .link, .push:
        break
      }
    }
    for name in constructed {
      constructions[name]?.removeAll { $0.file == slot }
      if constructions[name]?.isEmpty == true { constructions[name] = nil }
    }
    for key in used {
      memberUses[key]?.removeAll { $0.file == slot }
      if memberUses[key]?.isEmpty == true { memberUses[key] = nil }
    }
  }

  /// A registration for a type that is not concrete (a generic parameter, a protocol, `AnyHashable`) may
  /// handle values of many types. A name several concrete types have (the nested `Destination` of several
  /// views) is one of them in each registration: `registrations(handling:)` tells which.
  private mutating func updateOpenRegistration(touching names: [String]) {
    for name in names {
      if registered[name] != nil && isOpen(name) { openNames.insert(name) } else { openNames.remove(name) }
    }
    hasOpenRegistration = unknownRegistrations > 0 || !openNames.isEmpty
  }

  /// Whether a registration of `name` names no concrete type navlint knows: not an SDK value type, and not
  /// declared, or declared as a protocol or a generic type somewhere.
  private func isOpen(_ name: String) -> Bool {
    guard !Self.sdkValueTypes.contains(name) else { return false }
    guard let found = declarations[name] else { return true }
    return !found.allSatisfy { typeFact($0).isConcrete }
  }

  /// SDK types a value can be pushed as and registered for.
  static let sdkValueTypes: Set<String> = ["String", "Int", "UUID", "URL", "Date", "Double", "Bool"]

  /// The site `id`: one of its file's `sites`, or, past them, one of its `pathPushes` (`pushes(inFile:)`).
  public func site(_ id: SiteID) -> Site {
    let count = files[id.file].facts.sites.count
    return id.site < count ? files[id.file].facts.sites[id.site] : files[id.file].facts.pathPushes[id.site - count].site
  }

  // MARK: - Pushes

  /// The pushes of file `file`, in order: its `push` sites (`NavigationLink(value:)`, `append` on a path the
  /// file shows), then those of its `pathPushes` the project shows to be pushes (`isPush(_:)`), whose ids
  /// follow the file's sites.
  public func pushes(inFile file: Int) -> [SiteID] {
    let sites = files[file].facts.sites
    return sites.indices.filter { sites[$0].isPush }.map { SiteID(file: file, site: $0) } + pathPushes(inFile: file)
  }

  /// Every site of file `file`: its `sites`, then the appends the project shows to be pushes
  /// (`pathPushes(inFile:)`). What the editor and the graph read.
  public func siteIDs(inFile file: Int) -> [SiteID] {
    files[file].facts.sites.indices.map { SiteID(file: file, site: $0) } + pathPushes(inFile: file)
  }

  /// The appends of file `file` onto a property it does not show to be a path (`pathPushes`) that the
  /// project shows to be pushes (`isPush(_:)`): ids past the file's sites.
  public func pathPushes(inFile file: Int) -> [SiteID] {
    let facts = files[file].facts
    guard !facts.pathPushes.isEmpty else { return [] }
    return facts.pathPushes.indices.filter { isPush(facts.pathPushes[$0]) }.map {
      SiteID(file: file, site: facts.sites.count + $0)
    }
  }

  /// Whether an append onto a property the file does not show to be a path is a push: the project binds a
  /// stack's path to a property of that name (`$router.path`), and every property of that name is the same
  /// kind of path, so the one bound is the one appended to: an array of the value's type, or a
  /// `NavigationPath` given a value of a type the project declares (an SDK value appended to a `path` may be
  /// a breadcrumb's). Properties of one name holding different paths (each flow's `[Step]`) decide nothing.
  func isPush(_ push: PathPush) -> Bool {
    guard case .push(let value) = push.site.kind, let path = boundPath(named: push.path) else { return false }
    if let element = path.element { return pushedTypeName(value) == element }
    guard case .declared? = resolvedType(of: value, in: push.site.owner) else { return false }
    return true
  }

  /// The path a property named `name` is, when the project binds a stack's path to a property of that name
  /// (`$router.path`) and every property of that name is declared as the same kind of path (`[T]`, or
  /// `NavigationPath` with no element), so that the one bound is any of them; nil otherwise.
  public func boundPath(named name: String) -> PathProperty? {
    boundPath(named: name, ownedBy: nil)
  }

  /// `boundPath(named:)` for the property `name` of the class `owner`: one of the bindings may be of that
  /// class's property (`mayBe(_:instanceOf:)`). A binding of `$tabs.pageStack`, `tabs` declared `TabManager`,
  /// is not one of another class's `pageStack`, nor is a view's own `$pageStack`.
  public func boundPath(named name: String, ownedBy owner: String?) -> PathProperty? {
    guard let owners = boundPaths[name],
      owner.map({ owner in owners.keys.contains { mayBe($0, instanceOf: owner) } }) ?? true,
      let declared = pathProperties[name], let element = declared.first,
      declared.allSatisfy({ $0 == element })
    else { return nil }
    return PathProperty(name: name, element: element)
  }

  /// Whether a value the code declares of the type `bound` ("" when it does not say) may be an instance of the
  /// class `owner`: the same class or a subclass of it (three levels), a protocol, or a type the project does
  /// not declare once. A struct, an enum, an actor or another class of the project is not.
  private func mayBe(_ bound: String, instanceOf owner: String) -> Bool {
    guard !bound.isEmpty, bound != owner, var found = resolve(bound, in: nil) else { return true }
    for _ in 0..<3 {
      let type = typeFact(found)
      if type.kind == .protocol { return true }
      guard type.kind == .class else { return false }
      if type.inheritance.contains(owner) { return true }
      guard let superclass = type.inheritance.first, let next = resolve(superclass, in: nil) else { return false }
      found = next
    }
    return false
  }

  // MARK: - Types

  /// A type a pushed value certainly has, with the declaration it is when the project declares it.
  public enum ResolvedType: Equatable {
    /// An SDK value type (`String`, `Int`…) the project does not declare.
    case sdk(String)
    /// A concrete type of the project: its name and its declaration (file slot, position in its `types`).
    case declared(String, file: Int, type: Int)

    /// The type's name, as the code writes it.
    public var name: String {
      switch self {
      case .sdk(let name), .declared(let name, _, _): name
      }
    }
  }

  /// The type a pushed value certainly has, written in the code of `scope` (the innermost type around the
  /// push, `Site.owner`): a concrete type of the project as Swift finds the name from there
  /// (`resolve(_:in:)`), or an SDK value type; nil when unknown.
  public func resolvedType(of value: ValueType, in scope: String?) -> ResolvedType? {
    switch value {
    case .unknown:
      return nil
    case .named(let name):
      if Self.sdkValueTypes.contains(name) { return declarations[name] == nil ? .sdk(name) : nil }
      guard let found = resolve(name, in: scope), typeFact(found).isConcrete else { return nil }
      return .declared(name, file: found.file, type: found.type)
    case .enumCase(let typeName, let caseName):
      guard let found = resolve(typeName, in: scope) else { return nil }
      let type = typeFact(found)
      guard type.isConcrete, type.kind == .enum, type.cases.contains(caseName) else { return nil }
      return .declared(typeName, file: found.file, type: found.type)
    }
  }

  /// The declaration the type name `name` stands for in the code of the type `scope`, as Swift looks it up:
  /// a type of that name nested in `scope`, else in the types around `scope`, else at the top level. Nil when
  /// that is not certain: several candidates at one level, a type in the way declared more than once, or one
  /// inheriting from a type of the project (whose nested types it sees too). A name declared once at the top
  /// level is that declaration, wherever it is written; one declared once inside a type only where that type
  /// is around the code.
  func resolve(_ name: String, in scope: String?) -> (file: Int, type: Int)? {
    guard let found = declarations[name], !found.isEmpty else { return nil }
    if found.count == 1 && typeFact(found[0]).parent == nil { return found[0] }
    var current = scope
    var depth = 0
    while let type = current {
      let nested = found.filter { typeFact($0).parent == type }
      if nested.count == 1 { return nested[0] }
      guard nested.isEmpty else { return nil }
      // A type of the SDK (`extension View`) declares none of the project's types.
      guard let outer = declarations[type] else { break }
      guard outer.count == 1, depth < 8 else { return nil }
      let outerType = typeFact(outer[0])
      if outerType.inheritance.contains(where: { declarations[$0] != nil }) { return nil }
      current = outerType.parent
      depth += 1
    }
    let topLevel = found.filter { typeFact($0).parent == nil }
    return topLevel.count == 1 ? topLevel[0] : nil
  }

  /// Whether the resolved type is declared `public` or `open`: a library's type, which a module importing it
  /// may push and register (SPEC: "`public` views and types of a library").
  public func isPublic(_ type: ResolvedType) -> Bool {
    guard case .declared(_, let file, let position) = type else { return false }
    return typeFact((file, position)).isPublic
  }

  private func typeFact(_ position: (file: Int, type: Int)) -> TypeFact {
    files[position.file].facts.types[position.type]
  }

  /// The `navigationDestination(for:)` registrations that may handle values of `type`: those naming it
  /// (for a name several types have, those whose name stands for the same declaration, or for one navlint
  /// cannot tell).
  public func registrations(handling type: ResolvedType) -> [SiteID] {
    let name = type.name
    guard let sites = registrations[name] else { return [] }
    guard isDeclaredMoreThanOnce(name) else { return sites }
    return sites.filter { mayHandle(site($0), named: name, type) }
  }

  /// Whether a registration of `name`, a name several types have, may handle a pushed value of the resolved
  /// `type` (nil: not known): both stand for the same declaration, or navlint cannot tell which one either
  /// names. The one test of `registrations(handling:)` and `pushes(handledBy:)`.
  func mayHandle(_ registration: Site, named name: String, _ type: ResolvedType?) -> Bool {
    guard case .declared(_, let file, let position)? = type,
      let found = resolve(name, in: registration.qualifier ?? registration.owner)
    else { return true }
    return found.file == file && found.type == position
  }

  /// The one non-generic, non-protocol declaration of `name`, when there is exactly one.
  private func concreteType(_ name: String) -> TypeFact? {
    guard let found = declarations[name], found.count == 1 else { return nil }
    let type = files[found[0].file].facts.types[found[0].type]
    return type.isConcrete ? type : nil
  }

  /// The path of the one file declaring the type `name` (not an extension); nil when none or several do.
  public func declaringFile(of name: String) -> String? {
    guard let found = declarations[name], found.count == 1 else { return nil }
    return files[found[0].file].path
  }

  /// Whether the type `name`, written in the code of the type `scope`, is certainly a model record of the
  /// project (`TypeFact.isRecord`), as Swift looks the name up (`resolve(_:in:)`).
  public func isRecord(_ name: String, in scope: String?) -> Bool {
    guard let found = resolve(name, in: scope) else { return false }
    return typeFact(found).isRecord
  }

  /// Whether the type `name`, written in the code of the type `scope`, is a struct or class of the project
  /// that cannot be `Hashable` (`SwiftUINames.areUnhashable(_:)`), as Swift looks the name up
  /// (`resolve(_:in:)`), with every extension of that name in the project: its values are never on a path.
  public func declaresUnhashableType(named name: String, in scope: String?) -> Bool {
    guard let declarations = typeDeclarations(named: name, in: scope) else { return false }
    return SwiftUINames.areUnhashable(declarations) { isProtocolBesideHashable($0, depth: 0) }
  }

  /// Whether `name` is a protocol the project declares once that refines only protocols beside `Hashable`
  /// (`SwiftUINames.isBesideHashable(_:)`) or such protocols of its own, three deep: adopting it makes no type
  /// `Hashable`.
  private func isProtocolBesideHashable(_ name: String, depth: Int) -> Bool {
    guard depth < 3, let found = resolve(name, in: nil) else { return false }
    let type = typeFact(found)
    guard type.kind == .protocol else { return false }
    return type.inheritance.allSatisfy {
      SwiftUINames.isBesideHashable($0) || $0 == "AnyObject" || isProtocolBesideHashable($0, depth: depth + 1)
    }
  }

  /// Whether the type `name`, written in the code of the type `scope`, is a type of the project that cannot
  /// be `Identifiable` (`SwiftUINames.areUnidentifiable(_:)`), read as `declaresUnhashableType(named:in:)`
  /// reads it: never the item of a sheet, cover, popover or alert.
  public func declaresUnidentifiableType(named name: String, in scope: String?) -> Bool {
    guard let declarations = typeDeclarations(named: name, in: scope) else { return false }
    return SwiftUINames.areUnidentifiable(declarations)
  }

  /// The declaration Swift finds for `name` written in `scope` (`resolve(_:in:)`) and every extension of that
  /// name in the project, each as its kind and adopted types; nil when the project declares no such type.
  private func typeDeclarations(named name: String, in scope: String?) -> [SwiftUINames.TypeDeclaration]? {
    guard let found = resolve(name, in: scope) else { return nil }
    let declaration = typeFact(found)
    let extensions = files.lazy.flatMap(\.facts.types).filter { $0.kind == .extension && $0.name == name }
    return [(declaration.kind, declaration.inheritance, declaration.carriesValues)]
      + extensions.map { ($0.kind, $0.inheritance, false) }
  }

  /// Whether `name` is a view type of the project.
  public func isView(_ name: String) -> Bool { views[name] != nil }

  /// Whether the project declares several types named `name` (not counting extensions): a name that may
  /// stand for a different type in each place, such as the nested `Destination` enums of several views.
  public func isDeclaredMoreThanOnce(_ name: String) -> Bool { (declarations[name]?.count ?? 0) > 1 }

  // MARK: - Placement

  /// Where the view `name` is placed. Unknown unless it is a view declared once, not public, never used
  /// other than by construction, and every construction site is followed to a container, a presentation or
  /// a scene.
  public func placement(ofView name: String) -> Placement {
    var visiting = Set<String>()
    return placement(ofView: name, visiting: &visiting)
  }

  /// The construction sites of the view `name` when they are all of its places: a view declared once, not
  /// public, never used other than by construction, constructed somewhere; nil otherwise.
  private func knownPlaces(ofView name: String) -> [SiteID]? {
    guard views[name] != nil, let type = concreteType(name), !type.isPublic,
      mentions[NavigationFacts.nameHash(name.utf8)] == nil, !SwiftUINames.isNeverProjectView(name),
      let sites = constructions[name], !sites.isEmpty
    else { return nil }
    return sites
  }

  /// What places a site at the root of its owner's `body` (`.ownerRoot`: the owner's name) or of a member of
  /// its owner (`.memberRoot`: `Type.member`), for `following`; nil for a site whose own context decides.
  private func root(of site: Site) -> String? {
    guard let owner = site.owner else { return nil }
    switch context(of: site) {
    case .ownerRoot: return owner
    case .memberRoot(let member): return owner + "." + member
    case .stack, .presentation, .window, .unknown: return nil
    }
  }

  /// Whether at most one file declares the member `Type.member(labels:)` (a property, or a function that builds a
  /// view: `NavigationFacts.viewFunctions`); a file declares it at most once where a site is at its root
  /// (`ViewHelpers.uses(of:)`). Two functions with the same labels, told apart by their parameters' types
  /// (`build(_ page: Page)`, `build(_ sheet: Sheet)`), are two members that no use can be told to call.
  public func isDeclaredOnce(member key: String) -> Bool {
    (viewFunctions[NavigationFacts.nameHash(key.utf8)] ?? 0) <= 1
  }

  /// How the places of a view are followed: only when its constructions are all of them (`knownPlaces`), or
  /// through every construction the project shows (a view used in other ways too may still be there). A
  /// member (`Type.member`, `root(of:)`) is followed only the second way, through the uses the project shows
  /// on a value of its type declared once (`Context.memberRoot`): a file may use it on a value whose type it
  /// does not show.
  private enum Places {
    case all
    case constructions
  }

  /// The walk outwards through the view `name`: `body` gets the places the project puts it (`which`), with
  /// `name` marked as visited for the walk below it (a view that contains itself ends the walk there); nil
  /// when it is being visited already or its places cannot be followed. The one owner-to-places step of
  /// placements, stacks, selections, lazy containers and registrations.
  private func following<Result>(
    _ name: String, through which: Places, visiting: inout Set<String>,
    _ body: ([SiteID], inout Set<String>) -> Result
  ) -> Result? {
    guard !visiting.contains(name) else { return nil }
    let places: [SiteID]?
    if let dot = name.firstIndex(of: ".") {
      // A member (`Type.member`): its uses on a value of its type, declared once.
      switch which {
      case .all: places = nil
      case .constructions:
        places = concreteType(String(name[..<dot])) != nil && isDeclaredOnce(member: name) ? memberUses[name] : nil
      }
    } else {
      switch which {
      case .all: places = knownPlaces(ofView: name)
      case .constructions: places = views[name] != nil && concreteType(name) != nil ? constructions[name] : nil
      }
    }
    guard let places else { return nil }
    visiting.insert(name)
    defer { visiting.remove(name) }
    return body(places, &visiting)
  }

  private func placement(ofView name: String, visiting: inout Set<String>) -> Placement {
    following(name, through: .all, visiting: &visiting) { places, visiting in
      var sawInside = false
      for id in places {
        switch placement(ofSite: site(id), visiting: &visiting) {
        case .unknown: return .unknown
        case .insideStack: sawInside = true
        case .outsideStack: break
        }
      }
      return sawInside ? .insideStack : .outsideStack
    } ?? .unknown
  }

  /// Where a site is, as the project shows it: its file's reading (`Site.context`), or inside a stack when a
  /// modifier on its way is one of the app's stack wrappers, declared in any file
  /// (`NavigationFacts.stackWrappers`): `List().embedInNavigationView()` is on a stack of its own, which no
  /// file's stack ordinal names, so `stacks(ofSite:)` does not know it. What the model's placements read.
  public func context(of site: Site) -> Context {
    isWrappedInStack(site) ? .stack : site.context
  }

  /// Whether a modifier on the site's way shows it in a stack of the app's own (`context(of:)`).
  func isWrappedInStack(_ site: Site) -> Bool {
    !site.wrappers.isEmpty && !stackWrappers.isEmpty && site.wrappers.contains { stackWrappers[$0] != nil }
  }

  /// Where a site is placed: its own context, or its owner's placement when it is at the owner's root.
  public func placement(ofSite site: Site) -> Placement {
    var visiting = Set<String>()
    return placement(ofSite: site, visiting: &visiting)
  }

  private func placement(ofSite site: Site, visiting: inout Set<String>) -> Placement {
    if let owner = site.owner, previews[owner] != nil { return .unknown }
    switch context(of: site) {
    case .stack: return .insideStack
    case .presentation, .window: return .outsideStack
    case .unknown: return .unknown
    case .ownerRoot, .memberRoot:
      guard let root = root(of: site) else { return .unknown }
      return placement(ofView: root, visiting: &visiting)
    }
  }

  /// Whether the push at `site` only sets a selection: it is inside `List(selection:)` or a split view's
  /// sidebar (`Site.setsSelection`), or at the root of a view that every place the project puts it is such a
  /// list or sidebar. A view that builds itself (a tree's rows, `StationRows` in its own `DisclosureGroup`) is
  /// there wherever its outer instance is: that place decides for the inner one.
  public func setsSelection(_ site: Site) -> Bool {
    var visiting = Set<String>()
    return setsSelection(site, visiting: &visiting)
  }

  private func setsSelection(_ site: Site, visiting: inout Set<String>) -> Bool {
    if site.setsSelection { return true }
    guard let root = root(of: site), let owner = site.owner, previews[owner] == nil else { return false }
    if visiting.contains(root) { return true }
    return following(root, through: .all, visiting: &visiting) { places, visiting in
      places.allSatisfy { setsSelection(self.site($0), visiting: &visiting) }
    } ?? false
  }

  // MARK: - Stacks

  /// A navigation stack of the project: a `NavigationStack` or `NavigationView` of a file (`Site.stack`).
  public struct StackID: Sendable, Hashable {
    public var file: Int
    public var ordinal: Int
  }

  /// The stacks the site `id` is on, over every way the project places it: empty when it is on none (a
  /// scene's root, a presentation), nil when any way is unknown (or goes through a split view's column).
  public func stacks(ofSite id: SiteID) -> Set<StackID>? {
    var visiting = Set<String>()
    return stacks(ofSite: site(id), inFile: id.file, visiting: &visiting, throughMemberUses: false)
  }

  /// `stacks(ofSite:)`, with a member's root (`Context.memberRoot`) followed through the uses the project
  /// shows (`throughMemberUses`): the stacks those uses put it on, whatever uses a file cannot type do.
  private func stacks(
    ofSite site: Site, inFile file: Int, visiting: inout Set<String>, throughMemberUses: Bool
  ) -> Set<StackID>? {
    if let owner = site.owner, previews[owner] != nil { return nil }
    // A stack of the app's own wrapper is none of the files' stacks.
    if isWrappedInStack(site) { return nil }
    switch site.context {
    case .stack: return site.stack.map { [StackID(file: file, ordinal: $0)] }
    case .presentation, .window: return []
    case .unknown: return nil
    case .ownerRoot, .memberRoot:
      guard let root = root(of: site) else { return nil }
      let which: Places = throughMemberUses && site.context != .ownerRoot ? .constructions : .all
      return following(root, through: which, visiting: &visiting) { places, visiting -> Set<StackID>? in
        var all = Set<StackID>()
        for id in places {
          guard
            let found = stacks(
              ofSite: self.site(id), inFile: id.file, visiting: &visiting, throughMemberUses: throughMemberUses)
          else { return nil }
          all.formUnion(found)
        }
        return all
      } ?? nil
    }
  }

  /// Whether the site `id` is on a navigation stack wherever the project places it, one stack at least and
  /// never a split view's column or a column `NavigationView`: nil from `stacks(ofSite:)` (a way not known)
  /// decides nothing. With `throughMemberUses`, a member's root counts the uses the project shows
  /// (`Context.memberRoot`): enough to say a view there is on a stack, not that it is never elsewhere.
  public func isOnAStack(_ id: SiteID, throughMemberUses: Bool = false) -> Bool {
    var visiting = Set<String>()
    guard
      let found = stacks(ofSite: site(id), inFile: id.file, visiting: &visiting, throughMemberUses: throughMemberUses),
      !found.isEmpty
    else { return false }
    return found.allSatisfy { stack in
      files[stack.file].facts.stacks.contains { $0.ordinal == stack.ordinal && !$0.isColumns }
    }
  }

  /// Whether the view `name`, declared once in the project, shows a navigation stack of its own on its screen:
  /// a `NavigationStack` or `NavigationView` (not laid out as columns, not in a tab, not in an `#if` block or an
  /// `if` or `switch` branch, which other platforms or arguments skip) at the root of its `body`.
  /// Placed inside another stack, such a view nests one stack in another (NAV009).
  public func showsOwnStack(_ name: String) -> Bool {
    // The declaring file's stacks first: most views have none, and the name is hashed once more only then.
    guard let found = declarations[name], found.count == 1,
      files[found[0].file].facts.stacks.contains(where: {
        $0.context == .ownerRoot && $0.tabView == nil && !$0.isColumns && !$0.isConditional && $0.owner == name
      })
    else { return false }
    return typeFact(found[0]).isConcrete && views[name] != nil
  }

  /// Whether the project shows the view `name`, declared once, inside a lazy container (`List`, `ForEach`,
  /// `LazyVStack`…) somewhere: a construction of it in one's content (`Site.lazyContainer`), or at the root
  /// of a view shown so, with no stack, presentation, destination's content or link destination in between.
  /// A `.navigationDestination` at such a view's root is registered only while its row exists (NAV003).
  public func isShownInLazyContainer(_ name: String) -> Bool {
    var visiting = Set<String>()
    return isShownInLazyContainer(name, visiting: &visiting)
  }

  private func isShownInLazyContainer(_ name: String, visiting: inout Set<String>) -> Bool {
    following(name, through: .constructions, visiting: &visiting) { places, visiting in
      places.contains { id in
        let site = self.site(id)
        if let owner = site.owner, previews[owner] != nil { return false }
        if let lazy = site.lazyContainer { return lazy }
        guard let root = root(of: site) else { return false }
        return isShownInLazyContainer(root, visiting: &visiting)
      }
    } ?? false
  }

  /// Whether one of `registrations` may handle the push at `id`: one on a stack the push is on, or one whose
  /// stack navlint cannot tell; any one at all when the push's own stacks are not known.
  public func isVisible(anyOf registrations: [SiteID], fromPush id: SiteID) -> Bool {
    guard !registrations.isEmpty else { return false }
    guard let pushStacks = stacks(ofSite: id), !pushStacks.isEmpty else { return true }
    for registration in registrations {
      guard let found = stacks(ofSite: registration), found.isDisjoint(with: pushStacks) else { return true }
    }
    return false
  }

  // MARK: - Registrations on one stack

  /// Whether `type` (as written from its qualifier: `Site.written(_:qualifier:)`) is registered closer to the
  /// root than `site`, on a path through the project that
  /// certainly puts them on the same stack: a modifier around the site in its own view, or around a site
  /// constructing its view, recursively, without leaving a stack, a presentation or a scene. A view declared
  /// more than once (two modules) is not followed: its constructions may be the other declaration's.
  public func isRegisteredAbove(_ site: Site, type: String) -> Bool {
    var visiting = Set<String>()
    return isRegisteredAbove(site, type: type, visiting: &visiting)
  }

  private func isRegisteredAbove(_ site: Site, type: String, visiting: inout Set<String>) -> Bool {
    if site.registrationsAbove.contains(type) { return true }
    guard let root = root(of: site), let owner = site.owner, previews[owner] == nil else { return false }
    return following(root, through: .constructions, visiting: &visiting) { places, visiting in
      places.contains { isRegisteredAbove(self.site($0), type: type, visiting: &visiting) }
    } ?? false
  }
}

extension TypeFact {
  /// A type values can have: not a protocol, an extension or a generic type.
  var isConcrete: Bool { kind != .protocol && kind != .extension && !isGeneric }
}
