import NavlintSyntax

/// The classes SwiftUI observes and what they own (NAV006): an `ObservableObject` or `@Observable` class,
/// not isolated to the main actor, that stores a navigation path or a presented destination. Shared by the
/// rule, which reports what the file shows, and the fact extractor, which keeps the stored properties of the
/// other such classes for the project (a property another file binds to a stack's path, `PendingMainActor`).
public enum ObservedClasses {
  /// An observable class of the file that is not isolated to the main actor (as the file shows).
  public struct Unisolated {
    public var declaration: DeclarationRef
    /// Whether the file shows it owns navigation state: a path or a presented destination that is not
    /// `@MainActor` on its own.
    public var ownsNavigationState: Bool
    /// Its other stored instance properties declared as a path could be (`PathProperty`) that are not
    /// `@MainActor` on their own: a stack of another file may bind one as its path.
    public var otherProperties: [String]
    /// The element types of its arrays that are paths by the element's name alone (`var screens:
    /// [OnboardingScreen]`), when this file does not declare the type: a path unless the project declares
    /// it as a struct or class that cannot be `Hashable`.
    public var routeElements: [String]
    /// The types of its optionals presented by their type's name alone (`var cover: Cover?`), when this file
    /// does not declare the type: navigation state unless the project declares it as a type that cannot be
    /// `Identifiable`.
    public var presentedTypes: [String]
  }

  /// The file's observable classes that are not isolated to the main actor, in source order.
  public static func unisolated(in file: SwiftFile, presentationState state: PresentationState) -> [Unisolated] {
    // Observation is written `@Observable` (or Perception's back-port, `@Perceptible`) or `ObservableObject`, on
    // the class or a superclass of the file.
    guard file.structure.identifiersOccurring(["Observable", "ObservableObject", "Perceptible"]).contains(true) else {
      return []
    }
    var found: [Unisolated] = []
    let table = file.structure.declarations
    for type in table.indices.filter({ table[$0].kind == .class }).map(file.declaration) {
      guard type.nameToken != nil, isObservable(type, file, depth: 0), !isMainActor(type, file, depth: 0) else {
        continue
      }
      var owns = false
      var others: [String] = []
      var elements: [String] = []
      var presented: [String] = []
      for member in type.members where member.attribute(named: "MainActor") == nil {
        let reading =
          isStateDrivenNavigation(member, state)
          ? presentation(member, state, file) : navigationState(member, file)
        if case .state = reading {
          // Reported from this file: the other properties are not needed.
          owns = true
          others = []
          elements = []
          presented = []
          break
        }
        if case .ifHashable(let element) = reading {
          elements.append(element)
        } else if case .ifIdentifiable(let presentedType) = reading {
          presented.append(presentedType)
        } else if isStoredInstanceProperty(member), PathProperty(member) != nil {
          others.append(member.name)
        }
      }
      found.append(
        Unisolated(
          declaration: type, ownsNavigationState: owns, otherProperties: others, routeElements: elements,
          presentedTypes: presented))
    }
    return found
  }

  /// Where `@MainActor` goes to isolate `type`: on its own line before the class (its attributes and modifiers
  /// included), with the line's indentation and line break, or before it when the class does not start its
  /// line. The one reading of NAV006's fix, for the per-file check and the project pass
  /// (`PendingMainActor.isolation`).
  public static func mainActorInsertion(for type: DeclarationRef) -> TextInsertion {
    let structure = type.file
    let source = structure.source
    let first = type.value.firstToken
    let offset = Int(structure.tokens[first].start)
    guard structure.startsLine[first] else { return TextInsertion(offset: offset, text: "@MainActor ") }
    return TextInsertion(
      offset: offset,
      text: "@MainActor" + source.lineBreak(ofLineContaining: offset) + source.indentation(ofLineContaining: offset))
  }

  /// `ObservableObject` conformance or `@Observable` (or `@Perceptible`, Point-Free's back-port of it to iOS
  /// 13–16), directly or through a superclass in this file, or
  /// through a protocol of this file that refines `ObservableObject` (`protocol FlowCoordinating:
  /// ObservableObject`).
  private static func isObservable(_ type: DeclarationRef, _ file: SwiftFile, depth: Int) -> Bool {
    if type.attribute(named: "Observable") != nil || type.attribute(named: "Perceptible") != nil
      || type.inherits("ObservableObject")
    {
      return true
    }
    guard depth < 8 else { return false }
    for (position, inherited) in type.inheritance.enumerated() {
      guard let parent = typeDeclaration(named: inherited.lastComponent, file), parent != type else { continue }
      // A superclass is written first; a protocol anywhere.
      let adopts = parent.kind == .protocol || parent.kind == .class && position == 0 && type.kind == .class
      if adopts && isObservable(parent, file, depth: depth + 1) { return true }
    }
    return false
  }

  /// `@MainActor` on the class, on a superclass declared in this file, or on a protocol declared in this
  /// file that the class adopts in its declaration (conformance there infers the isolation).
  private static func isMainActor(_ type: DeclarationRef, _ file: SwiftFile, depth: Int) -> Bool {
    if type.attribute(named: "MainActor") != nil { return true }
    guard depth < 8 else { return false }
    for inherited in type.inheritance {
      guard let parent = typeDeclaration(named: inherited.lastComponent, file), parent != type else { continue }
      if (parent.kind == .class || parent.kind == .protocol) && isMainActor(parent, file, depth: depth + 1) {
        return true
      }
    }
    return false
  }

  /// The first class or protocol of this file named `name`.
  private static func typeDeclaration(named name: String?, _ file: SwiftFile) -> DeclarationRef? {
    guard let name else { return nil }
    return file.declarations.first { ($0.kind == .class || $0.kind == .protocol) && $0.name == name }
  }

  /// What a stored property says of navigation state.
  private enum Reading {
    case none
    /// A `NavigationPath`, an array of routes, or a presented destination.
    case state
    /// An array of a type whose name makes it a route and that this file does not declare (the last
    /// component of its name): the project decides.
    case ifHashable(String)
    /// An optional presented by its type's name alone (`PresentationState.presentedTypeNeedingIdentity(_:)`),
    /// of a type this file does not declare: the project decides.
    case ifIdentifiable(String)
  }

  /// Whether a stored instance property holds a `NavigationPath` or an array of routes.
  private static func navigationState(_ property: DeclarationRef, _ file: SwiftFile) -> Reading {
    guard isStoredInstanceProperty(property) else { return .none }
    let structure = property.file
    var type = property.typeAnnotation.map { structure.joinedText($0) } ?? ""
    if type.hasPrefix("SwiftUI.") { type.removeFirst("SwiftUI.".count) }
    if type == "NavigationPath" || type == "NavigationPath?" { return .state }
    var initial = property.initializer.map { structure.joinedText($0) } ?? ""
    if initial.hasPrefix("SwiftUI.") { initial.removeFirst("SwiftUI.".count) }
    if initial.hasPrefix("NavigationPath(") || (type.hasPrefix("NavigationPath") && initial.hasPrefix(".init(")) {
      return .state
    }
    // `[Route]`-style paths: `var path: [Route]`, `var path = [Route]()`, `Array<Route>`.
    var element: String?
    if let annotated = arrayElement(of: type) {
      element = annotated
    } else if let created = TypeText.arrayElement(ofCreation: initial) {
      element = created
    }
    // A type this file declares that cannot be `Hashable` is never on a path (`[CheckoutDestination]`).
    guard let element, !file.declaresUnhashableType(named: element) else { return .none }
    if isPathPropertyName(property.name) && !Self.plainTypes.contains(element) { return .state }
    // An optional array is no path (`NavigationStack(path:)` binds a non-optional one): by its element's name
    // alone it is a list such as the onboarding pages still to show (`[OnboardingScreen]?`).
    guard SwiftUINames.isRouteTypeName(element), !type.hasSuffix("?") else { return .none }
    // A route by its name alone: a type another file declares may be a record that cannot be `Hashable`
    // (`struct Screen: Identifiable`, a display of a Mac).
    let last = TypeText.lastComponent(of: element)
    // One this file declares decides here, unless it adopts a protocol of the project the file does not show.
    return file.declaresType(named: last) && !file.adoptsTypesDeclaredElsewhere(last) ? .state : .ifHashable(last)
  }

  /// A stored instance property holding an optional destination (`PresentationState`): `presentedSheet:
  /// SheetDestination?`, `alertItem: AlertItem?`, or a property this file binds to `.sheet(item: $…)`.
  private static func isStateDrivenNavigation(_ property: DeclarationRef, _ state: PresentationState) -> Bool {
    isStoredInstanceProperty(property) && state.holdsNavigation(property)
  }

  /// What a property holding state-driven navigation says: navigation state, unless it is presented by its
  /// type's name alone and that type cannot be `Identifiable` (`var cover: Cover?` with `struct Cover:
  /// Codable, Hashable`, album artwork), which this file decides when it declares the type.
  private static func presentation(_ property: DeclarationRef, _ state: PresentationState, _ file: SwiftFile)
    -> Reading
  {
    guard let presented = state.presentedTypeNeedingIdentity(property) else { return .state }
    if file.declaresUnidentifiableType(named: presented) { return .none }
    return file.declaresType(named: presented) ? .state : .ifIdentifiable(presented)
  }

  /// A `var` of the instance, stored (no body, or only `didSet`/`willSet`), not `static` or `class`.
  private static func isStoredInstanceProperty(_ property: DeclarationRef) -> Bool {
    guard property.kind == .variable, !property.hasModifier("static"), !property.hasModifier("class") else {
      return false
    }
    if let body = property.body, !isObserverBlock(body, property.file) { return false }
    return true
  }

  private static func isObserverBlock(_ body: ClosedRange<Int>, _ structure: FileStructure) -> Bool {
    let first = body.lowerBound + 1
    return structure.isIdentifier(first, "didSet") || structure.isIdentifier(first, "willSet")
  }

  /// `Route` from `[Route]`, `[Route]?`, `Array<Route>`; nil for dictionaries and other types.
  private static func arrayElement(of type: String) -> String? {
    TypeText.arrayElement(of: type.hasSuffix("?") ? String(type.dropLast()) : type)
  }

  /// Names a stored array of routes has (`path`, `navigationStack`): stricter than the path names of
  /// `PathMutationFinder`, because here the name alone makes an array of any element a path. Not `routes`,
  /// which is as often a map's or a workout's (`var routes: [RouteSummary]`): an array of routes by that name
  /// is read by its element's name (`[AppRoute]`).
  private static func isPathPropertyName(_ name: String) -> Bool {
    name == "path" || name == "navigationPath" || name == "navigationStack" || name.hasSuffix("NavigationPath")
  }

  /// Values an array named like a path holds when it is no path: text, numbers of any width (a C string is
  /// `[CChar]`, `PathMutationFinder.scalarTypes`), and points (`SwiftUINames.pointTypes`).
  private static let plainTypes: Set<String> = SwiftUINames.pointTypes.union(PathMutationFinder.scalarTypes).union([
    "String", "Substring", "URL", "Character", "Data",
  ])
}
