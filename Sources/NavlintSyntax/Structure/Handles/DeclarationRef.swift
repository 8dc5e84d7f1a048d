/// One declaration of a file (a type, extension, function, property or local), for rule authors.
public struct DeclarationRef: Sendable {
  public let file: FileStructure
  public let id: DeclarationID

  @inlinable
  public init(_ file: FileStructure, _ index: Int) {
    self.file = file
    self.id = DeclarationID(index)
  }

  /// The position in `file.declarations`.
  @inlinable public var index: Int { id.index }
  /// The flat table entry.
  @inlinable public var value: Declaration { file.storage.declarations[id.index] }

  public var kind: Declaration.Kind { value.kind }
  /// The declared name (for an extension, the extended type as written).
  public var name: String { value.name }
  /// The introducing keyword (`class`, `func`, `var`…).
  public var keyword: TokenRef { TokenRef(file, value.keyword) }
  public var nameToken: TokenRef? { value.nameToken.map { TokenRef(file, $0) } }
  /// The `{` and `}` of the body.
  public var body: ClosedRange<Int>? { value.body }
  /// A property's type annotation tokens.
  public var typeAnnotation: Range<Int>? { value.typeAnnotation }
  /// A property's initial value tokens.
  public var initializer: Range<Int>? { value.initializer }
  /// Directly in its parent's member block (a property, not a local).
  public var isMember: Bool { value.isMember }
  public var tokenRange: ClosedRange<Int> { value.tokenRange }
  /// Functions and initializers: the declarations whose body is code that runs.
  public var isFunctionLike: Bool { kind == .function || kind == .initializer }

  /// The innermost enclosing declaration.
  public var parent: DeclarationRef? { value.parent.map { DeclarationRef(file, $0) } }
  /// Member declarations directly inside the body, in source order.
  public var members: [DeclarationRef] { file.members(of: index).map { DeclarationRef(file, $0) } }

  public var attributes: TableSlice<Attribute> { value.attributes(in: file) }
  /// The attribute named `name` (`MainActor`, `Observation.Observable`'s `Observable`), if present.
  public func attribute(named name: String) -> Attribute? { value.attribute(named: name, in: file) }
  /// Modifier tokens before the keyword (`public`, `static`, `nonisolated`…).
  public var modifiers: TableSlice<Int> { value.modifiers(in: file) }
  /// Whether a modifier spelled `modifier` is written (`static`, `private`).
  public func hasModifier(_ modifier: StaticString) -> Bool {
    let file = self.file
    return modifiers.contains { file.token($0, is: modifier) }
  }
  /// The types after `:` in a type or extension header.
  public var inheritance: TableSlice<InheritedType> { value.inheritance(in: file) }
  /// Whether the inheritance clause names `type` (by its last component: `SwiftUI.View` is `View`).
  public func inherits(_ type: String) -> Bool { inheritance.contains { $0.lastComponent == type } }
  /// The parameters of a function, initializer or subscript.
  public var parameters: TableSlice<Parameter> { value.parameters(in: file) }
}

extension DeclarationRef: Equatable, Hashable, Comparable {
  public static func == (lhs: DeclarationRef, rhs: DeclarationRef) -> Bool { lhs.id == rhs.id }
  public static func < (lhs: DeclarationRef, rhs: DeclarationRef) -> Bool { lhs.id < rhs.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
