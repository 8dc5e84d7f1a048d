import NavlintNavigation
import NavlintSyntax

/// NAV004: see Rules/NAV004-model-objects-in-restored-path.md.
public struct ModelObjectsInRestoredPathRule: Rule {
  public static let id: RuleID = "NAV004"
  public static let name = "model-objects-in-restored-path"
  public static let summary =
    "A navigation path that is saved and restored holds whole model "
    + "values; store their IDs and look the models up again when restoring."
  public static let defaultSeverity: Severity = .warning
  public static let fixAvailability: FixAvailability = .none
  /// Nothing is restored in a file that never mentions `Codable`.
  public static let triggers: [StaticString] = ["Codable"]

  public init() {}

  public func check(_ context: RuleContext) {
    let file = context.file
    // Nothing is restored in a file that never mentions `Codable`.
    guard !file.identifiers(named: "Codable").isEmpty else { return }
    let models = modelTypeNames(in: file)
    guard !models.isEmpty else { return }
    let codableExtensions = Set(
      file.declarations.filter { $0.kind == .extension && conforms($0, to: "Codable") }.map(\.name))
    let encoded = encodedNames(in: file)
    for declaration in file.declarations {
      switch declaration.kind {
      case .enum where conforms(declaration, to: "Codable") && conforms(declaration, to: "Hashable"):
        guard isRoute(declaration.name, in: file) else { continue }
        checkRoute(declaration.value, models: models, in: file.structure, context: context)
      case .struct, .class:
        if conforms(declaration, to: "Codable") || codableExtensions.contains(declaration.name) {
          checkPaths(declaration.members, models: models, context: context)
        } else if let encoded {
          // Saved by hand: `JSONEncoder().encode(path)`, or the new value `.onChange(of: path)` hands on.
          checkPaths(declaration.members.filter { encoded.contains($0.name) }, models: models, context: context)
        }
      default:
        continue
      }
    }
  }

  /// Whether a `Hashable`, `Codable` enum is navigation state, not a record of another kind (`enum
  /// UDProduct: Codable, Hashable { case domain(DomainProductItem) }`): its name says it is a route
  /// (`SwiftUINames.isRouteTypeName`), or the file registers it (`navigationDestination(for: Name.self)`) or
  /// declares a path of it (`var path: [Name]`, `var editorPath: [Name]`; `var cart: [Name]` is no path).
  private func isRoute(_ name: String, in file: SwiftFile) -> Bool {
    if SwiftUINames.isRouteTypeName(name) { return true }
    let structure = file.structure
    for call in file.calls(named: "navigationDestination") where call.isMember {
      guard let type = call.argument(labelled: "for")?.value, type.count == 3,
        structure.text(type.lowerBound) == name, structure.token(type.lowerBound + 2, is: "self")
      else { continue }
      return true
    }
    return file.declarations.contains { declaration in
      guard declaration.kind == .variable, declaration.name == "path" || isPathSuffixed(declaration.name),
        let annotation = declaration.typeAnnotation
      else { return false }
      let type = structure.joinedText(annotation)
      return type == "[\(name)]" || type == "Array<\(name)>"
    }
  }

  // MARK: - Model types

  /// Names of structs and classes in the file that look like model records: a property named `id` and at
  /// least one other stored instance property that is not an identifier too (`spaceId`, `ownerID`): a type
  /// of identifiers only is a reference to records, not a copy of one.
  private func modelTypeNames(in file: SwiftFile) -> Set<String> {
    var names = Set<String>()
    for type in file.declarations where type.kind == .struct || type.kind == .class {
      var hasID = false
      var otherStoredProperties = 0
      for member in type.members {
        guard member.kind == .variable || member.kind == .constant, !member.hasModifier("static"),
          !member.hasModifier("class")
        else { continue }
        if member.name == "id" {
          hasID = true
        } else if isStored(member), !Self.isIdentifierName(member.name) {
          otherStoredProperties += 1
        }
      }
      if hasID && otherStoredProperties > 0 { names.insert(type.name) }
    }
    return names
  }

  /// `objectId`, `spaceID`, `uuid`, `deviceIdentifier`: a name that says its value identifies something.
  static func isIdentifierName(_ name: String) -> Bool {
    name.hasSuffix("Id") || name.hasSuffix("ID") || name.hasSuffix("Identifier") || name == "uuid"
      || name == "identifier"
  }

  /// A property without a body, or with only `willSet`/`didSet` observers.
  private func isStored(_ property: DeclarationRef) -> Bool {
    guard let body = property.body else { return true }
    let first = TokenRef(property.file, body.lowerBound + 1)
    return first.isIdentifier("willSet") || first.isIdentifier("didSet")
  }

  private func conforms(_ declaration: DeclarationRef, to name: String) -> Bool {
    declaration.inheritance.contains { $0.text == name || $0.text == "Swift." + name }
  }

  // MARK: - Route enums

  /// Reports model types in the associated values of the enum's cases (`case detail(Product)`).
  private func checkRoute(
    _ route: Declaration, models: Set<String>, in structure: FileStructure, context: RuleContext
  ) {
    guard let body = route.body else { return }
    let parent = structure.brackets.parent
    var index = body.lowerBound + 1
    while index < body.upperBound {
      defer { index += 1 }
      guard Int(parent[index]) == body.lowerBound, structure.kind(index) == .keyword,
        structure.token(index, is: "case")
      else { continue }
      // `case a(…), b(…) = …`: one or more elements separated by commas.
      var element = index + 1
      while structure.kind(element) == .identifier || structure.kind(element) == .keyword {
        var next = element + 1
        if structure.kind(next) == .lParen, let close = structure.brackets.partner(of: next) {
          for type in modelTypes(inParameters: next, close, models: models, in: structure) {
            context.report(
              token: type,
              message:
                "Codable route `\(route.name)` holds a whole `\(structure.text(type))`; store its `id` instead")
          }
          next = close + 1
        }
        if structure.kind(next) == .equal { next += 2 }
        guard structure.kind(next) == .comma else { break }
        element = next + 1
      }
    }
  }

  /// Model type names in the parameter list `open...close` of an enum case, written as `T`, `T?`, `[T]` or
  /// `[T]?` after an optional label.
  private func modelTypes(inParameters open: Int, _ close: Int, models: Set<String>, in structure: FileStructure)
    -> [Int]
  {
    var result: [Int] = []
    var segmentStart = open + 1
    var cursor = open + 1
    while cursor <= close {
      let kind = structure.kind(cursor)
      if kind == .comma || cursor == close {
        if let type = modelType(in: segmentStart..<cursor, models: models, in: structure) { result.append(type) }
        segmentStart = cursor + 1
      } else if kind == .lParen || kind == .lSquare || kind == .lBrace,
        let partner = structure.brackets.partner(of: cursor), partner < close
      {
        cursor = partner
      }
      cursor += 1
    }
    return result
  }

  private func modelType(in segment: Range<Int>, models: Set<String>, in structure: FileStructure) -> Int? {
    var start = segment.lowerBound
    var end = segment.upperBound
    if structure.token(start, is: "_"), structure.kind(start + 1) == .identifier, structure.kind(start + 2) == .colon {
      start += 3
    } else if structure.kind(start) == .identifier || structure.kind(start) == .keyword,
      structure.kind(start + 1) == .colon
    {
      start += 2
    }
    if let equal = (start..<end).first(where: { structure.kind($0) == .equal }) { end = equal }
    return modelType(inTypeTokens: start..<end, models: models, in: structure)
  }

  /// The model type token of a type written `T`, `T?`, `T!`, `[T]` or `[T]?`.
  private func modelType(inTypeTokens range: Range<Int>, models: Set<String>, in structure: FileStructure) -> Int? {
    var end = range.upperBound
    if end - range.lowerBound >= 2,
      structure.kind(end - 1) == .postfixQuestion || structure.kind(end - 1) == .exclaim
    {
      end -= 1
    }
    let type: Int
    switch end - range.lowerBound {
    case 1:
      type = range.lowerBound
    case 3 where structure.kind(range.lowerBound) == .lSquare && structure.kind(end - 1) == .rSquare:
      type = range.lowerBound + 1
    default:
      return nil
    }
    guard structure.kind(type) == .identifier, models.contains(structure.text(type)) else { return nil }
    return type
  }

  // MARK: - Path properties

  /// Reports `var path: [Model]` (or `…Path: Array<Model>`) stored in a Codable type.
  private func checkPaths(_ members: [DeclarationRef], models: Set<String>, context: RuleContext) {
    for property in members {
      let structure = property.file
      guard property.kind == .variable || property.kind == .constant, !property.hasModifier("static"),
        !property.hasModifier("class"), isStored(property), property.name == "path" || isPathSuffixed(property.name),
        let annotation = property.typeAnnotation, let type = elementType(of: annotation, in: structure),
        models.contains(structure.text(type))
      else { continue }
      context.report(
        token: type,
        message: "Saved path `\(property.name)` holds whole `\(structure.text(type))` values; store their IDs instead")
    }
  }

  /// The names whose values the file encodes (`encoder.encode(path)`, `JSONEncoder().encode(self.path)`: the
  /// argument's last name), and for `encode(newValue)` in the closure of `.onChange(of: path) { _, newValue in
  /// … }`, the observed name; nil when the file encodes nothing.
  private func encodedNames(in file: SwiftFile) -> Set<String>? {
    let calls = file.calls(named: "encode").filter { $0.isMember && $0.arguments.count == 1 }
    guard !calls.isEmpty else { return nil }
    let structure = file.structure
    var names = Set<String>()
    for call in calls {
      guard let value = call.arguments.first?.value, let last = value.last, structure.kind(last) == .identifier,
        value.allSatisfy({
          structure.kind($0) == .identifier || structure.kind($0) == .period || structure.kind($0) == .keyword
        })
      else { continue }
      let name = structure.text(last)
      names.insert(name)
      // A closure parameter of `.onChange(of: observed)`: the observed property's new value.
      for ancestor in call.name.ancestors where ancestor.kind == .closure {
        guard let change = ancestor.call, change.isMember, change.isNamed("onChange"),
          let observed = change.argument(labelled: "of")?.value.last,
          structure.kind(observed) == .identifier,
          ancestor.bracket.closureParameterNames?.contains(name) == true
        else { continue }
        names.insert(structure.text(observed))
      }
    }
    return names
  }

  /// `recipePath`, `homePath`: longer than `Path` and ending in it.
  private func isPathSuffixed(_ name: String) -> Bool {
    name.utf8.count > 4 && name.hasSuffix("Path")
  }

  /// The element type token of `[T]` or `Array<T>`.
  private func elementType(of annotation: Range<Int>, in structure: FileStructure) -> Int? {
    let first = annotation.lowerBound
    switch annotation.count {
    case 3 where structure.kind(first) == .lSquare && structure.kind(first + 2) == .rSquare:
      return structure.kind(first + 1) == .identifier ? first + 1 : nil
    case 4
    where structure.isIdentifier(first, "Array") && structure.token(first + 1, is: "<")
      && structure.token(first + 3, is: ">"):
      return structure.kind(first + 2) == .identifier ? first + 2 : nil
    default:
      return nil
    }
  }
}
