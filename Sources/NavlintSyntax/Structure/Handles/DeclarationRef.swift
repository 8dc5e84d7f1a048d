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

  @inlinable
  public var kind: Declaration.Kind { value.kind }
  /// The declared name (for an extension, the extended type as written).
  @inlinable
  public var name: String { value.name }
  /// The introducing keyword (`class`, `func`, `var`…).
  @inlinable
  public var keyword: TokenRef { TokenRef(file, value.keyword) }
  @inlinable
  public var nameToken: TokenRef? { value.nameToken.map { TokenRef(file, $0) } }
  /// The `{` and `}` of the body.
  @inlinable
  public var body: ClosedRange<Int>? { value.body }
  /// A property's type annotation tokens.
  @inlinable
  public var typeAnnotation: Range<Int>? { value.typeAnnotation }
  /// A property's initial value tokens.
  @inlinable
  public var initializer: Range<Int>? { value.initializer }
  /// Directly in its parent's member block (a property, not a local).
  @inlinable
  public var isMember: Bool { value.isMember }
  @inlinable
  public var tokenRange: ClosedRange<Int> { value.tokenRange }
  /// Functions and initializers: the declarations whose body is code that runs.
  @inlinable
  public var isFunctionLike: Bool { kind == .function || kind == .initializer }

  /// The innermost enclosing declaration.
  @inlinable
  public var parent: DeclarationRef? { value.parent.map { DeclarationRef(file, $0) } }
  /// Member declarations directly inside the body, in source order.
  @inlinable
  public var members: [DeclarationRef] {
    let file = self.file
    return file.memberIndices(of: index).map { DeclarationRef(file, Int($0)) }
  }

  @inlinable
  public var attributes: TableSlice<Attribute> { value.attributes(in: file) }
  /// The attribute named `name` (`MainActor`, `Observation.Observable`'s `Observable`), if present.
  @inlinable
  public func attribute(named name: String) -> Attribute? { value.attribute(named: name, in: file) }
  /// Modifier tokens before the keyword (`public`, `static`, `nonisolated`…).
  @inlinable
  public var modifiers: TableSlice<Int> { value.modifiers(in: file) }
  /// Whether a modifier spelled `modifier` is written (`static`, `private`).
  @inlinable
  public func hasModifier(_ modifier: StaticString) -> Bool {
    let file = self.file
    return modifiers.contains { file.token($0, is: modifier) }
  }
  /// The types after `:` in a type or extension header.
  @inlinable
  public var inheritance: TableSlice<InheritedType> { value.inheritance(in: file) }
  /// Whether the inheritance clause names `type` (by its last component: `SwiftUI.View` is `View`).
  @inlinable
  public func inherits(_ type: String) -> Bool { inheritance.contains { $0.lastComponent == type } }
  /// The parameters of a function, initializer or subscript.
  @inlinable
  public var parameters: TableSlice<Parameter> { value.parameters(in: file) }

  /// The tokens of a function's declared result type (`Binding<Bool>` of `-> Binding<Bool>`, `some View`),
  /// from the token after the arrow up to its `where` clause or body; nil for a function declared without
  /// one (a parameter's `() -> Void` is inside the parameter list's parentheses, not a result), and for a
  /// declaration that is no function or has no body.
  public var resultType: Range<Int>? {
    guard kind == .function, let open = body?.lowerBound else { return nil }
    let file = self.file
    var depth = 0
    var index = open - 1
    while index > value.keyword {
      switch file.kind(index) {
      case .rParen: depth += 1
      case .lParen: depth -= 1
      case .arrow where depth == 0:
        var end = index + 1
        while end < open, !file.token(end, is: "where") { end += 1 }
        return index + 1..<end
      default: break
      }
      index -= 1
    }
    return nil
  }
}

extension DeclarationRef: Equatable, Hashable, Comparable {
  @inlinable
  public static func == (lhs: DeclarationRef, rhs: DeclarationRef) -> Bool { lhs.id == rhs.id }
  @inlinable
  public static func < (lhs: DeclarationRef, rhs: DeclarationRef) -> Bool { lhs.id < rhs.id }
  @inlinable
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
