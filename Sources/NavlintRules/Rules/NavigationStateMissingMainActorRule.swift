import NavlintNavigation
import NavlintSyntax

/// NAV006: an observable class owning a navigation path without `@MainActor`
/// (Rules/NAV006-navigation-state-missing-main-actor.md).
public struct NavigationStateMissingMainActorRule: Rule {
  public static let id: RuleID = "NAV006"
  public static let name = "navigation-state-missing-main-actor"
  public static let summary =
    "An `ObservableObject` or `@Observable` class that owns a navigation path or a presented destination is not "
    + "isolated to `@MainActor`."
  public static let defaultSeverity: Severity = .warning
  public static let fixAvailability: FixAvailability = .unsafe
  /// Some class in the superclass chain is `@Observable` or an `ObservableObject`.
  public static let triggers: [StaticString] = ["Observable", "ObservableObject"]

  public init() {}

  public func check(_ context: RuleContext) {
    let file = context.file
    for type in file.declarations where type.kind == .class {
      // With `@MainActor` the project's default isolation, a class is isolated unless it says `nonisolated`.
      if context.isMainActorByDefault && !type.hasModifier("nonisolated") { continue }
      guard let nameToken = type.nameToken, isObservable(type, file, depth: 0), !isMainActor(type, file, depth: 0)
      else { continue }
      // Precision: every path property already isolated on its own is fine.
      let state = context.navigation.presentationState
      guard
        type.members.contains(where: {
          (isNavigationState($0) || isStateDrivenNavigation($0, state)) && $0.attribute(named: "MainActor") == nil
        })
      else { continue }
      context.report(
        nameToken, message: "`\(type.name)` owns navigation state but is not isolated to `@MainActor`",
        fix: mainActorFix(for: type))
    }
  }

  // MARK: - Private

  /// `ObservableObject` conformance or `@Observable`, directly or through a superclass in this file.
  private func isObservable(_ type: DeclarationRef, _ file: SwiftFile, depth: Int) -> Bool {
    if type.attribute(named: "Observable") != nil || type.inherits("ObservableObject") { return true }
    guard depth < 8, let superclass = typeDeclaration(named: type.inheritance.first?.lastComponent, file) else {
      return false
    }
    return superclass.kind == .class && isObservable(superclass, file, depth: depth + 1)
  }

  /// `@MainActor` on the class, on a superclass declared in this file, or on a protocol declared in this
  /// file that the class adopts in its declaration (conformance there infers the isolation).
  private func isMainActor(_ type: DeclarationRef, _ file: SwiftFile, depth: Int) -> Bool {
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
  private func typeDeclaration(named name: String?, _ file: SwiftFile) -> DeclarationRef? {
    guard let name else { return nil }
    return file.declarations.first { ($0.kind == .class || $0.kind == .protocol) && $0.name == name }
  }

  /// A stored instance property holding a `NavigationPath` or an array of routes.
  private func isNavigationState(_ property: DeclarationRef) -> Bool {
    guard isStoredInstanceProperty(property) else { return false }
    let structure = property.file
    var type = property.typeAnnotation.map { structure.joinedText($0) } ?? ""
    if type.hasPrefix("SwiftUI.") { type.removeFirst("SwiftUI.".count) }
    if type == "NavigationPath" || type == "NavigationPath?" { return true }
    var initial = property.initializer.map { structure.joinedText($0) } ?? ""
    if initial.hasPrefix("SwiftUI.") { initial.removeFirst("SwiftUI.".count) }
    if initial.hasPrefix("NavigationPath(") || (type.hasPrefix("NavigationPath") && initial.hasPrefix(".init(")) {
      return true
    }
    // `[Route]`-style paths: `var path: [Route]`, `var path = [Route]()`, `Array<Route>`.
    var element: String?
    if let annotated = arrayElement(of: type) {
      element = annotated
    } else if initial.hasPrefix("["), initial.hasSuffix("]()"),
      let created = arrayElement(of: String(initial.dropLast(2)))
    {
      element = created
    }
    // A type this file declares that cannot be `Hashable` is never on a path (`[CheckoutDestination]`).
    guard let element, !SwiftFile(structure).declaresUnhashableType(named: element) else { return false }
    return SwiftUINames.isRouteTypeName(element)
      || (isPathPropertyName(property.name) && !Self.plainTypes.contains(element))
  }

  /// A stored instance property holding an optional destination (`PresentationState`): `presentedSheet:
  /// SheetDestination?`, `alertItem: AlertItem?`, or a property this file binds to `.sheet(item: $…)`.
  private func isStateDrivenNavigation(_ property: DeclarationRef, _ state: PresentationState) -> Bool {
    isStoredInstanceProperty(property) && state.holdsNavigation(property)
  }

  /// A `var` of the instance, stored (no body, or only `didSet`/`willSet`), not `static` or `class`.
  private func isStoredInstanceProperty(_ property: DeclarationRef) -> Bool {
    guard property.kind == .variable, !property.hasModifier("static"), !property.hasModifier("class") else {
      return false
    }
    if let body = property.body, !isObserverBlock(body, property.file) { return false }
    return true
  }

  private func isObserverBlock(_ body: ClosedRange<Int>, _ structure: FileStructure) -> Bool {
    let first = body.lowerBound + 1
    return structure.isIdentifier(first, "didSet") || structure.isIdentifier(first, "willSet")
  }

  /// `Route` from `[Route]`, `[Route]?`, `Array<Route>`; nil for dictionaries and other types.
  private func arrayElement(of type: String) -> String? {
    var text = Substring(type)
    if text.hasSuffix("?") { text = text.dropLast() }
    if text.hasPrefix("["), text.hasSuffix("]") {
      let inner = text.dropFirst().dropLast()
      return inner.contains(":") ? nil : String(inner)
    }
    if text.hasPrefix("Array<"), text.hasSuffix(">") { return String(text.dropFirst(6).dropLast()) }
    return nil
  }

  /// Names a stored array of routes has (`path`, `routes`, `navigationStack`): stricter than the path names
  /// of `PathMutationFinder`, because here the name alone makes an array of any element a path.
  private func isPathPropertyName(_ name: String) -> Bool {
    name == "path" || name == "navigationPath" || name == "routes" || name == "navigationStack"
      || name.hasSuffix("NavigationPath")
  }

  private static let plainTypes: Set<String> = [
    "String", "Substring", "URL", "Int", "Double", "Float", "Bool", "Character", "Data", "UUID", "CGPoint",
    "CGFloat", "Date",
  ]

  /// Inserts `@MainActor` on its own line before the class (its attributes and modifiers included), with
  /// the line's indentation. Unsafe: isolating the class changes how every caller may use it.
  private func mainActorFix(for type: DeclarationRef) -> Fix {
    let structure = type.file
    let declaration = type.value
    let source = structure.source
    let offset = Int(structure.tokens[declaration.firstToken].start)
    let text: String
    if structure.startsLine[declaration.firstToken] {
      let indentation = EditBuilder.indentation(ofLineContaining: offset, in: source)
      text = "@MainActor" + EditBuilder.lineBreak(ofLineContaining: offset, in: source) + indentation
    } else {
      text = "@MainActor "
    }
    return Fix(title: "Add `@MainActor` to `\(declaration.name)`", isSafe: false, edits: [.insert(text, at: offset)])
  }
}
