/// A declaration: a type, extension, function, initializer, property or local variable, with its
/// attributes, modifiers, inheritance clause and body.
///
/// Token positions are indices into the file's token array.
public struct Declaration: Sendable, Equatable {
  /// What the declaration introduces.
  public enum Kind: Sendable, Equatable {
    case `class`, `struct`, `enum`, actor, `extension`, `protocol`, function, variable, constant, initializer,
      `subscript`, `typealias`

    /// Types and extensions: the declarations with member bodies.
    public var isTypeLike: Bool {
      switch self {
      case .class, .struct, .enum, .actor, .extension, .protocol: true
      default: false
      }
    }
  }

  public var kind: Kind
  /// The introducing keyword (`class`, `func`, `var`…).
  public var keyword: Int
  /// The declared name (for an extension, the extended type as written without spaces; `init` for
  /// initializers; empty when there is none, e.g. `let (a, b) = …`).
  public var name: String
  public var nameToken: Int?
  /// Where the attributes before the declaration are in the attribute table: read them, in source order,
  /// with `attributes(in:)`.
  public var attributeRange: TableRange
  /// Where the modifier tokens are in the modifier table: `modifiers(in:)`.
  public var modifierRange: TableRange
  /// Where the inheritance clause's types are in the inheritance table: `inheritance(in:)`.
  public var inheritanceRange: TableRange
  /// The tokens of a property's type annotation.
  public var typeAnnotation: Range<Int>?
  /// The tokens of a property's initial value (after `=`).
  public var initializer: Range<Int>?
  /// Where the parameters of a function, initializer or subscript are in the parameter table:
  /// `parameters(in:)`.
  public var parameterRange: TableRange
  /// The `{` and `}` of the body (member block, function body, computed property or observers).
  public var body: ClosedRange<Int>?
  /// First token of the declaration (first attribute or modifier, else the keyword).
  public var firstToken: Int
  /// Last token of the declaration (the body's `}`, else the end of the header or initial value).
  public var lastToken: Int
  /// Index of the innermost enclosing declaration in `FileStructure.declarations`.
  public var parent: Int?
  /// Whether the declaration sits directly in its parent's member block (a property, not a local).
  public var isMember: Bool

  /// Attributes before the declaration (in `structure`, the file's structure), in source order.
  @inlinable
  public func attributes(in structure: FileStructure) -> TableSlice<Attribute> {
    TableSlice(structure.storage.attributeTable, attributeRange)
  }

  /// Modifier tokens before the keyword (`public`, `final`, `static`, `private(set)`'s `private`…).
  @inlinable
  public func modifiers(in structure: FileStructure) -> TableSlice<Int> {
    TableSlice(structure.storage.modifierTable, modifierRange)
  }

  /// The types after `:` in a type or extension header.
  @inlinable
  public func inheritance(in structure: FileStructure) -> TableSlice<InheritedType> {
    TableSlice(structure.storage.inheritanceTable, inheritanceRange)
  }

  /// The parameters of a function, initializer or subscript.
  @inlinable
  public func parameters(in structure: FileStructure) -> TableSlice<Parameter> {
    TableSlice(structure.storage.parameterTable, parameterRange)
  }

  /// The attribute named `name` (`MainActor`, `available`…), if present.
  public func attribute(named name: String, in structure: FileStructure) -> Attribute? {
    attributes(in: structure).first { $0.isNamed(name) }
  }

  /// All attributes named `name`.
  public func attributes(named name: String, in structure: FileStructure) -> [Attribute] {
    attributes(in: structure).filter { $0.isNamed(name) }
  }

  public var tokenRange: ClosedRange<Int> { firstToken...lastToken }
}

/// One parameter of a function, initializer or subscript: `label name: Type = default`.
public struct Parameter: Sendable, Equatable {
  /// The first name (the argument label, or `_`, or the only name).
  public var firstName: Int?
  /// The second name (the name used inside the body), when there are two.
  public var secondName: Int?
  /// The attributes before the type (`@escaping`…) are part of the type's tokens.
  public var type: Range<Int>
  /// The default value's tokens, after `=`.
  public var defaultValue: Range<Int>?
  /// The name used inside the body.
  public var innerName: Int? { secondName ?? firstName }
}

/// `@Name` or `@Name(arguments)` before a declaration.
public struct Attribute: Sendable, Equatable {
  /// The `@` token.
  public var at: Int
  /// The name as written without spaces (`MainActor`, `Observation.Observable`).
  public var name: String
  /// The last token of the name.
  public var nameToken: Int
  /// The parenthesised arguments, if any.
  public var arguments: ArgumentList?

  /// Last token of the attribute.
  public var lastToken: Int { arguments?.close ?? nameToken }

  /// Whether the attribute is `name`, written alone or qualified (`Observation.Observable` is `Observable`).
  /// Only a name with a `.` byte can be qualified, so most are compared without building `.name`.
  public func isNamed(_ name: String) -> Bool {
    self.name == name || (self.name.utf8.contains(UInt8(ascii: ".")) && self.name.hasSuffix("." + name))
  }
}

/// One entry of an inheritance clause, e.g. `ObservableObject` or `Combine.ObservableObject`.
public struct InheritedType: Sendable, Equatable {
  public var tokens: ClosedRange<Int>
  /// The type as written without spaces.
  public var text: String

  /// The last dotted component without generic arguments (`ObservableObject`).
  public var lastComponent: String {
    // Most inherited types are a plain name (`View`): no split, no new string.
    if !text.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ".") }) { return text }
    let base = text.split(separator: "<", maxSplits: 1).first.map(String.init) ?? text
    return base.split(separator: ".").last.map(String.init) ?? base
  }
}
