/// A file seen through typed handles: the entry point for rule authors (`context.file`). Every query returns
/// `TokenRef`, `CallRef` or `DeclarationRef`; `structure` keeps the flat tables for hot loops.
public struct SwiftFile: Sendable {
  public let structure: FileStructure

  public init(_ structure: FileStructure) {
    self.structure = structure
  }

  @inlinable
  public var source: SourceText { structure.source }

  /// The token at `index` (any position: outside the file it has kind `.eof`).
  @inlinable
  public func token(_ index: Int) -> TokenRef { TokenRef(structure, index) }
  /// The call at position `index` of the call table.
  @inlinable
  public func call(_ index: Int) -> CallRef { CallRef(structure, index) }
  /// The declaration at position `index` of the declaration table.
  @inlinable
  public func declaration(_ index: Int) -> DeclarationRef { DeclarationRef(structure, index) }

  /// Every call, in source order of its name.
  @inlinable
  public var calls: LazyMapSequence<Range<Int>, CallRef> {
    let structure = self.structure
    return structure.calls.indices.lazy.map { CallRef(structure, $0) }
  }
  /// Calls whose name is exactly `name`, in source order.
  @inlinable
  public func calls(named name: StaticString) -> [CallRef] {
    let structure = self.structure
    var result: [CallRef] = []
    structure.forEachCall(namedAny: CollectionOfOne(name)) { result.append(CallRef(structure, $0)) }
    return result
  }
  /// Calls whose name is one of `names`, in source order.
  @inlinable
  public func calls(namedAny names: [StaticString]) -> [CallRef] {
    let structure = self.structure
    var result: [CallRef] = []
    structure.forEachCall(namedAny: names) { result.append(CallRef(structure, $0)) }
    return result
  }
  /// Calls named `name` whose name token lies in `range`.
  @inlinable
  public func calls(named name: StaticString, in range: ClosedRange<Int>) -> [CallRef] {
    let structure = self.structure
    return structure.calls(named: name, in: range).map { CallRef(structure, $0) }
  }

  /// Every declaration, in source order of its keyword.
  @inlinable
  public var declarations: LazyMapSequence<Range<Int>, DeclarationRef> {
    let structure = self.structure
    return structure.declarations.indices.lazy.map { DeclarationRef(structure, $0) }
  }
  /// Whether the file declares a type (not an extension) named `name`.
  @inlinable
  public func declaresType(named name: String) -> Bool {
    structure.declarations.contains { $0.kind.isTypeLike && $0.kind != .extension && $0.name == name }
  }

  /// Names of the file's functions that are spelled like a type (`@ViewBuilder func PaperSheet() -> some View`,
  /// a row's `func NavigationLink(…)`): a call of that name in the file calls the function, as Swift finds the
  /// member before the type.
  public var functionsNamedLikeTypes: Set<String> {
    Set(structure.declarations.lazy.filter { $0.kind == .function && $0.name.first?.isUppercase == true }.map(\.name))
  }

  /// Identifier tokens spelled exactly `name`, in source order.
  @inlinable
  public func identifiers(named name: StaticString) -> [TokenRef] {
    let structure = self.structure
    return structure.identifiers(named: name).map { TokenRef(structure, $0) }
  }
}

extension FileStructure {
  /// The file seen through typed handles.
  @inlinable
  public var file: SwiftFile { SwiftFile(self) }
}
