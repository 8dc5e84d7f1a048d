import NavlintSyntax

/// Where a file saves navigation state that may hold whole model records (NAV004): the associated values of
/// a `Codable`, `Hashable` route enum's cases, and the elements of a path property of a `Codable` type or of
/// a path the file encodes by hand. Shared by the rule, which reports the records the file declares, and the
/// fact extractor, which keeps the types the file does not declare for the project (`PendingRecord`).
public enum RestoredPaths {
  /// A type written where a saved path holds its values whole (`Product` in `case detail(Product)` or
  /// `var path: [Product]`), whatever kind of type it is.
  public struct Holder: Sendable, Equatable {
    /// The token of the type's name.
    public var type: Int
    public var name: String
    /// The type holding it (the route enum, the type of the path property): where the name is looked up.
    public var scope: String
    /// The path property holding it; nil for a route's case.
    public var property: String?

    /// The finding's message, should the type be a model record.
    public var message: String {
      guard let property else { return "Codable route `\(scope)` holds a whole `\(name)`; store its `id` instead" }
      return "Saved path `\(property)` holds whole `\(name)` values; store their IDs instead"
    }
  }

  /// Every holder of the file, in source order; none in a file that neither mentions `Codable` nor encodes.
  public static func holders(in file: SwiftFile) -> [Holder] {
    let encoded = encodedNames(in: file)
    guard encoded != nil || !file.identifiers(named: "Codable").isEmpty else { return [] }
    // The flat table first: most declarations are members, read by their kind alone.
    let table = file.structure.declarations
    let types = table.indices.filter {
      let kind = table[$0].kind
      return kind == .enum || kind == .struct || kind == .class || kind == .extension
    }.map(file.declaration)
    let codableExtensions = Set(
      types.filter { $0.kind == .extension && conforms($0, to: "Codable") }.map(\.name))
    // The members that say how a type is coded, which may sit in an extension (`extension Router: Codable { … }`).
    func codingMembers(of declaration: DeclarationRef) -> [DeclarationRef] {
      declaration.members
        + types.filter { $0.kind == .extension && $0.name == declaration.name }.flatMap(\.members)
    }
    var holders: [Holder] = []
    var routeNames: Set<String>?
    for declaration in types {
      switch declaration.kind {
      case .enum where conforms(declaration, to: "Codable") && conforms(declaration, to: "Hashable"):
        let name = declaration.name
        if !SwiftUINames.isRouteTypeName(name) {
          if routeNames == nil { routeNames = registeredOrPathElementNames(in: file) }
          guard routeNames!.contains(name) else { continue }
        }
        // A route with its own `encode(to:)` saves only the associated values that encoding writes.
        holders += routeHolders(declaration, encodedBy: encodeFunction(in: codingMembers(of: declaration)), in: file)
      case .struct, .class:
        if conforms(declaration, to: "Codable") || codableExtensions.contains(declaration.name) {
          let paths = pathHolders(declaration.members, of: declaration.name)
          if paths.isEmpty { continue }
          let coding = codingMembers(of: declaration)
          holders += paths.filter { isCoded($0.property!, by: coding, in: file.structure) }
        } else if let encoded {
          // Saved by hand: `JSONEncoder().encode(path)`, or the new value `.onChange(of: path)` hands on.
          holders += pathHolders(declaration.members.filter { encoded.contains($0.name) }, of: declaration.name)
        }
      default:
        continue
      }
    }
    return holders
  }

  /// Whether a struct or class looks like a model record: a property named `id` and at least one other
  /// stored instance property that is not an identifier too (`spaceId`, `ownerID`): a type of identifiers
  /// only is a reference to records, not a copy of one.
  public static func isRecord(_ type: DeclarationRef) -> Bool {
    guard type.kind == .struct || type.kind == .class else { return false }
    var hasID = false
    var otherStoredProperties = 0
    for member in type.members {
      guard member.kind == .variable || member.kind == .constant, !member.hasModifier("static"),
        !member.hasModifier("class")
      else { continue }
      if member.name == "id" {
        hasID = true
      } else if isStored(member), !isIdentifierName(member.name) {
        otherStoredProperties += 1
      }
    }
    return hasID && otherStoredProperties > 0
  }

  /// `objectId`, `spaceID`, `uuid`, `deviceIdentifier`: a name that says its value identifies something.
  static func isIdentifierName(_ name: String) -> Bool {
    name.hasSuffix("Id") || name.hasSuffix("ID") || name.hasSuffix("Identifier") || name == "uuid"
      || name == "identifier"
  }

  /// A property without a body, or with only `willSet`/`didSet` observers.
  private static func isStored(_ property: DeclarationRef) -> Bool {
    guard let body = property.body else { return true }
    let first = TokenRef(property.file, body.lowerBound + 1)
    return first.isIdentifier("willSet") || first.isIdentifier("didSet")
  }

  /// Whether the inheritance clause names `name` or `Swift.name` (compared in place: no string is built).
  private static func conforms(_ declaration: DeclarationRef, to name: StaticString) -> Bool {
    let wanted = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
    return declaration.inheritance.contains { inherited in
      let text = inherited.text.utf8
      if text.elementsEqual(wanted) { return true }
      return text.count == wanted.count + 6 && text.starts(with: "Swift.".utf8)
        && text.dropFirst(6).elementsEqual(wanted)
    }
  }

  /// The names a `Hashable`, `Codable` enum has when it is navigation state although its name does not say so
  /// (`SwiftUINames.isRouteTypeName`): the file registers it (`navigationDestination(for: Name.self)`) or
  /// declares a path of it (`var path: [Name]`, `var editorPath: [Name]`; `var cart: [Name]` is no path). Any
  /// other such enum is a record of another kind (`enum UDProduct: Codable, Hashable { case
  /// domain(DomainProductItem) }`).
  private static func registeredOrPathElementNames(in file: SwiftFile) -> Set<String> {
    let structure = file.structure
    var names = Set<String>()
    for call in file.calls(named: "navigationDestination") where call.isMember {
      guard let type = call.argument(labelled: "for")?.value, type.count == 3,
        structure.token(type.lowerBound + 2, is: "self")
      else { continue }
      names.insert(structure.text(type.lowerBound))
    }
    let table = structure.declarations
    for index in table.indices where table[index].kind == .variable {
      guard table[index].typeAnnotation != nil else { continue }
      let declaration = file.declaration(index)
      guard declaration.name == "path" || isPathSuffixed(declaration.name), let annotation = declaration.typeAnnotation,
        let element = elementType(of: annotation, in: structure)
      else { continue }
      names.insert(structure.text(element))
    }
    return names
  }

  // MARK: - Route enums

  /// The types in the associated values of the enum's cases (`case detail(Product)`). With its own `encode`
  /// (`encode(to:)` of the enum), only the cases whose values it writes whole (`isWritten`).
  private static func routeHolders(_ route: DeclarationRef, encodedBy encode: DeclarationRef?, in file: SwiftFile)
    -> [Holder]
  {
    let structure = file.structure
    guard let body = route.body else { return [] }
    let parent = structure.brackets.parent
    var holders: [Holder] = []
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
        if structure.kind(next) == .lParen, let close = structure.brackets.partner(of: next),
          encode.map({ isWritten(case: structure.text(element), by: $0, in: file) }) ?? true
        {
          for type in types(inParameters: next, close, in: structure) {
            let name = structure.text(type)
            holders.append(Holder(type: type, name: name, scope: route.name, property: nil))
          }
          next = close + 1
        }
        if structure.kind(next) == .equal { next += 2 }
        guard structure.kind(next) == .comma else { break }
        element = next + 1
      }
    }
    return holders
  }

  /// Whether a route's own `encode(to:)` writes a value of the case `name` whole: a pattern of the case binds a
  /// name (`case .detail(let product)`, `case let .detail(product)`) that is passed to an `encode` call
  /// (`container.encode(product, forKey: .product)`) or encodes itself (`product.encode(to: encoder)`).
  /// `container.encode(product.id, …)` writes an identifier, and a case the encoding binds nothing of
  /// (`case .sheet: container.encode("sheet", …)`) writes no record: restoring it brings back nothing stale.
  private static func isWritten(case name: String, by encode: DeclarationRef, in file: SwiftFile) -> Bool {
    guard let body = encode.body else { return true }
    let structure = file.structure
    var bound: Set<String> = []
    var index = body.lowerBound + 1
    while index + 2 < body.upperBound {
      defer { index += 1 }
      // `.name(…)`: the names inside the parentheses are what the pattern binds (labels are harmless here).
      guard structure.kind(index) == .period, structure.kind(index + 1) == .identifier,
        structure.text(index + 1) == name, structure.kind(index + 2) == .lParen,
        let close = structure.brackets.partner(of: index + 2)
      else { continue }
      for token in (index + 3)..<close where structure.kind(token) == .identifier {
        bound.insert(structure.text(token))
      }
    }
    return !bound.isDisjoint(with: namesWrittenWhole(by: encode, in: file) ?? [])
  }

  /// The names an `encode(to:)` writes whole, nil when it has no body: the first argument of its `encode` and
  /// `encodeIfPresent` calls when that is a name (`container.encode(recipePath, forKey: .recipePath)`,
  /// `self.recipePath`; not `recipePath.map(\.id)` or `product.id`), and the value of a call that encodes
  /// itself (`product.encode(to: encoder)`).
  private static func namesWrittenWhole(by encode: DeclarationRef, in file: SwiftFile) -> Set<String>? {
    guard let body = encode.body else { return nil }
    let structure = file.structure
    // `name` or `self.name`, the tokens `range`.
    func plainName(_ range: Range<Int>) -> String? {
      guard let last = range.last, structure.kind(last) == .identifier,
        range.count == 1 || (range.count == 3 && structure.token(range.lowerBound, is: "self"))
      else { return nil }
      return structure.text(last)
    }
    var names: Set<String> = []
    for call in file.calls(namedAny: ["encode", "encodeIfPresent"]) where body.contains(call.name.index) {
      if let value = call.arguments.first?.value, let name = plainName(value) { names.insert(name) }
      // `product.encode(to: encoder)` or `self.product.encode(to: encoder)`.
      if call.argument(labelled: "to") != nil, let receiver = call.receiverEnd, receiver.kind == .identifier {
        let start = receiver.previous.kind == .period ? receiver.index - 2 : receiver.index
        if let name = plainName(start..<(receiver.index + 1)) { names.insert(name) }
      }
    }
    return names
  }

  /// The type's own `encode(to:)` among `members` (its own and its extensions' members).
  private static func encodeFunction(in members: [DeclarationRef]) -> DeclarationRef? {
    members.first { member in
      member.kind == .function && member.name == "encode"
        && member.parameters.first?.firstName.map { member.file.text($0) } == "to"
    }
  }

  /// The type name tokens in the parameter list `open...close` of an enum case, written as `T`, `T?`, `[T]`
  /// or `[T]?` after an optional label.
  private static func types(inParameters open: Int, _ close: Int, in structure: FileStructure) -> [Int] {
    var result: [Int] = []
    var segmentStart = open + 1
    var cursor = open + 1
    while cursor <= close {
      let kind = structure.kind(cursor)
      if kind == .comma || cursor == close {
        if let type = type(in: segmentStart..<cursor, in: structure) { result.append(type) }
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

  private static func type(in segment: Range<Int>, in structure: FileStructure) -> Int? {
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
    return type(inTypeTokens: start..<end, in: structure)
  }

  /// The type name token of a type written `T`, `T?`, `T!`, `[T]` or `[T]?`.
  private static func type(inTypeTokens range: Range<Int>, in structure: FileStructure) -> Int? {
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
    return structure.kind(type) == .identifier ? type : nil
  }

  // MARK: - Path properties

  /// The element types of `var path: [T]` (or `…Path: Array<T>`) stored in the type `owner`. A `let` is no
  /// stack's path (a stack writes its path through a binding): `let path: [Hop]` in an API's route is data.
  private static func pathHolders(_ members: [DeclarationRef], of owner: String) -> [Holder] {
    var holders: [Holder] = []
    for property in members {
      let structure = property.file
      // The name first: most members are neither `path` nor `…Path`.
      guard let nameToken = property.value.nameToken,
        structure.token(nameToken, is: "path") || structure.text(nameToken).hasSuffix("Path"),
        property.kind == .variable, !property.hasModifier("static"),
        !property.hasModifier("class"), isStored(property), property.name == "path" || isPathSuffixed(property.name),
        let annotation = property.typeAnnotation, let type = elementType(of: annotation, in: structure)
      else { continue }
      let name = structure.text(type)
      holders.append(Holder(type: type, name: name, scope: owner, property: property.name))
    }
    return holders
  }

  /// Whether a `Codable` type whose members (and extensions' members) are `coding` writes its stored property
  /// `property` out as it is: with its own `encode(to:)`, when that passes the property itself to an `encode`
  /// call (`container.encode(recipePath, forKey: .recipePath)`, not `recipePath.map(\.id)`); otherwise, with
  /// its own `CodingKeys`, when they have a case of the property's name (or of its `@Observable` storage,
  /// `_path`); otherwise always (the synthesized coding writes every stored property).
  private static func isCoded(_ property: String, by coding: [DeclarationRef], in structure: FileStructure) -> Bool {
    if let encode = encodeFunction(in: coding) {
      return namesWrittenWhole(by: encode, in: SwiftFile(structure))?.contains(property) ?? true
    }
    guard let keys = coding.first(where: { $0.kind == .enum && $0.name == "CodingKeys" }), let body = keys.body
    else { return true }
    // An `@Observable` class names its keys after the storage (`case _path = "path"`).
    return body.contains {
      guard structure.kind($0) == .identifier else { return false }
      let name = structure.text($0)
      return name == property || name == "_" + property
    }
  }

  /// The names whose values the file encodes (`encoder.encode(path)`, `JSONEncoder().encode(self.path)`: the
  /// argument's last name), and for `encode(newValue)` in the closure of `.onChange(of: path) { _, newValue in
  /// … }`, the observed name; nil when the file encodes nothing.
  private static func encodedNames(in file: SwiftFile) -> Set<String>? {
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
  private static func isPathSuffixed(_ name: String) -> Bool {
    name.utf8.count > 4 && name.hasSuffix("Path")
  }

  /// The element type token of `[T]` or `Array<T>` written in `annotation` (`PathProperty` reads paths with it).
  static func elementType(of annotation: Range<Int>, in structure: FileStructure) -> Int? {
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
