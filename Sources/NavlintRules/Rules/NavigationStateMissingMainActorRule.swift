import NavlintSyntax

/// NAV006: an observable class owning a navigation path without `@MainActor`
/// (Rules/NAV006-navigation-state-missing-main-actor.md).
public struct NavigationStateMissingMainActorRule: Rule {
  public static let id: RuleID = "NAV006"
  public static let name = "navigation-state-missing-main-actor"
  public static let summary =
    "An `ObservableObject` or `@Observable` class that owns a navigation path is not isolated to `@MainActor`."
  public static let defaultSeverity: Severity = .warning
  public static let fixAvailability: FixAvailability = .unsafe
  /// Some class in the superclass chain is `@Observable` or an `ObservableObject`.
  public static let triggers: [StaticString] = ["Observable", "ObservableObject"]

  public init() {}

  public func check(_ context: RuleContext) {
    let structure = context.structure
    for index in structure.declarations.indices where structure.declarations[index].kind == .class {
      guard let nameToken = structure.declarations[index].nameToken, isObservable(index, structure, depth: 0),
        !isMainActor(index, structure, depth: 0)
      else { continue }
      let declaration = structure.declarations[index]
      let state = structure.members(of: index).filter { isNavigationState($0, structure) }
      // Precision: every path property already isolated on its own is fine.
      guard state.contains(where: { structure.declarations[$0].attribute(named: "MainActor", in: structure) == nil })
      else {
        continue
      }
      context.report(
        token: nameToken,
        message: "`\(declaration.name)` owns navigation state but is not isolated to `@MainActor`",
        fix: mainActorFix(for: declaration, structure))
    }
  }

  // MARK: - Private

  /// `ObservableObject` conformance or `@Observable`, directly or through a superclass in this file.
  private func isObservable(_ index: Int, _ structure: FileStructure, depth: Int) -> Bool {
    // `Declaration.attribute(named: "Observable", in: structure)`, without building a string per attribute.
    if structure.declarations[index].attributes(in: structure).contains(where: {
      $0.name == "Observable" || $0.name.hasSuffix(".Observable")
    }) {
      return true
    }
    let inheritance = structure.declarations[index].inheritance(in: structure)
    if inheritance.contains(where: { $0.lastComponent == "ObservableObject" }) { return true }
    guard depth < 8, let superclass = typeDeclaration(named: inheritance.first?.lastComponent, structure)
    else { return false }
    return structure.declarations[superclass].kind == .class && isObservable(superclass, structure, depth: depth + 1)
  }

  /// `@MainActor` on the class, on a superclass declared in this file, or on a protocol declared in this
  /// file that the class adopts in its declaration (conformance there infers the isolation).
  private func isMainActor(_ index: Int, _ structure: FileStructure, depth: Int) -> Bool {
    if structure.declarations[index].attributes(in: structure).contains(where: {
      $0.name == "MainActor" || $0.name.hasSuffix(".MainActor")
    }) {
      return true
    }
    guard depth < 8 else { return false }
    for inherited in structure.declarations[index].inheritance(in: structure) {
      guard let type = typeDeclaration(named: inherited.lastComponent, structure), type != index else { continue }
      let kind = structure.declarations[type].kind
      if (kind == .class || kind == .protocol) && isMainActor(type, structure, depth: depth + 1) { return true }
    }
    return false
  }

  private func typeDeclaration(named name: String?, _ structure: FileStructure) -> Int? {
    guard let name else { return nil }
    return structure.declarations.indices.first {
      let kind = structure.declarations[$0].kind
      return (kind == .class || kind == .protocol) && structure.declarations[$0].name == name
    }
  }

  /// A stored instance property holding a `NavigationPath` or an array of routes.
  private func isNavigationState(_ index: Int, _ structure: FileStructure) -> Bool {
    let declaration = structure.declarations[index]
    guard declaration.kind == .variable else { return false }
    if declaration.modifiers(in: structure).contains(where: {
      structure.token($0, is: "static") || structure.token($0, is: "class")
    }) {
      return false
    }
    if let body = declaration.body, !isObserverBlock(body, structure) { return false }
    var type = declaration.typeAnnotation.map { structure.joinedText($0) } ?? ""
    if type.hasPrefix("SwiftUI.") { type.removeFirst("SwiftUI.".count) }
    if type == "NavigationPath" || type == "NavigationPath?" { return true }
    var initial = declaration.initializer.map { structure.joinedText($0) } ?? ""
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
    guard let element else { return false }
    return isRouteType(element) || (isPathName(declaration.name) && !Self.plainTypes.contains(element))
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

  private func isRouteType(_ element: String) -> Bool {
    let last = element.split(separator: ".").last.map(String.init) ?? element
    return last.hasSuffix("Route") || last.hasSuffix("Destination") || last.hasSuffix("Screen")
  }

  private func isPathName(_ name: String) -> Bool {
    name == "path" || name == "navigationPath" || name == "routes" || name == "navigationStack"
      || name.hasSuffix("NavigationPath")
  }

  private static let plainTypes: Set<String> = [
    "String", "Substring", "URL", "Int", "Double", "Float", "Bool", "Character", "Data", "UUID", "CGPoint",
    "CGFloat", "Date",
  ]

  /// Inserts `@MainActor` on its own line before the class (its attributes and modifiers included), with
  /// the line's indentation. Unsafe: isolating the class changes how every caller may use it.
  private func mainActorFix(for declaration: Declaration, _ structure: FileStructure) -> Fix {
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
