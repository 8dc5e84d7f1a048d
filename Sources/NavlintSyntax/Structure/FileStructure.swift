/// The structure of one source file over its tokens, built once (linear time) and shared by all rules:
/// matched brackets, declarations, calls with arguments and trailing closures, modifier chains, `#if`
/// blocks and `#available` checks, plus queries such as "which calls and closures enclose this token".
///
/// Everything is addressed by token index (`source.tokens[index]`). Building never fails: unbalanced or
/// malformed input gives a partial structure.
///
/// The tables live in one immutable `Storage` object, so copying a `FileStructure` (into every rule's
/// context) retains one reference instead of twenty arrays.
public struct FileStructure: Sendable {
  /// The immutable tables of one file, shared by every copy of its `FileStructure`. Inlinable, so that
  /// rules in other modules read a table in place instead of through a getter call returning a copy.
  @usableFromInline
  final class Storage: Sendable {
    @usableFromInline let source: SourceText
    @usableFromInline let tokens: [Token]
    @usableFromInline let brackets: BracketTree
    @usableFromInline let declarations: [Declaration]
    @usableFromInline let calls: [Call]
    @usableFromInline let conditionalBlocks: [ConditionalBlock]
    @usableFromInline let availabilityChecks: [AvailabilityCheck]
    @usableFromInline let braceRoles: [BraceRole]
    @usableFromInline let startsLine: [Bool]
    @usableFromInline let isDirective: [Bool]
    @usableFromInline let argumentTable: [CallArgument]
    @usableFromInline let trailingTable: [TrailingClosure]
    @usableFromInline let attributeTable: [Attribute]
    @usableFromInline let modifierTable: [Int]
    @usableFromInline let inheritanceTable: [InheritedType]
    @usableFromInline let parameterTable: [Parameter]
    let words: [Word]
    let bracketCall: [Int32]
    let braceDeclaration: [Int32]
    let callEnding: [Int32]
    let callNamed: [Int32]
    let receivers: [Int32]
    @usableFromInline let nextModifiers: [Int32]
    let innermostDeclaration: [Int32]
    @usableFromInline let memberList: [Int32]
    @usableFromInline let memberOffsets: [Int32]
    @usableFromInline let names: NameIndex

    init(source: SourceText, builder: consuming StructureBuilder) {
      self.source = source
      self.tokens = source.tokens
      (self.innermostDeclaration, self.memberList, self.memberOffsets) = builder.declarationIndexes()
      self.names = NameIndex(identifiers: builder.identifierKeys, callKeys: builder.callKeys)
      self.brackets = builder.brackets
      self.declarations = builder.declarations
      self.calls = builder.calls
      self.conditionalBlocks = builder.conditionalBlocks
      self.availabilityChecks = builder.availabilityChecks
      self.braceRoles = builder.roles
      self.startsLine = builder.startsLine
      self.isDirective = builder.isDirective
      self.argumentTable = builder.argumentTable
      self.trailingTable = builder.trailingTable
      self.attributeTable = builder.attributeTable
      self.modifierTable = builder.modifierTable
      self.inheritanceTable = builder.inheritanceTable
      self.parameterTable = builder.parameterTable
      self.words = builder.words
      self.bracketCall = builder.bracketCall
      self.braceDeclaration = builder.braceDeclaration
      self.callEnding = builder.callEnding
      self.callNamed = builder.callNamed
      self.receivers = builder.receivers
      self.nextModifiers = builder.nextModifiers
    }

    /// A second storage object over the same tables (`FileStructure.copyForAnotherThread`).
    init(copying other: Storage) {
      self.source = other.source
      self.tokens = other.tokens
      self.innermostDeclaration = other.innermostDeclaration
      self.memberList = other.memberList
      self.memberOffsets = other.memberOffsets
      self.names = other.names
      self.brackets = other.brackets
      self.declarations = other.declarations
      self.calls = other.calls
      self.conditionalBlocks = other.conditionalBlocks
      self.availabilityChecks = other.availabilityChecks
      self.braceRoles = other.braceRoles
      self.startsLine = other.startsLine
      self.isDirective = other.isDirective
      self.argumentTable = other.argumentTable
      self.trailingTable = other.trailingTable
      self.attributeTable = other.attributeTable
      self.modifierTable = other.modifierTable
      self.inheritanceTable = other.inheritanceTable
      self.parameterTable = other.parameterTable
      self.words = other.words
      self.bracketCall = other.bracketCall
      self.braceDeclaration = other.braceDeclaration
      self.callEnding = other.callEnding
      self.callNamed = other.callNamed
      self.receivers = other.receivers
      self.nextModifiers = other.nextModifiers
    }
  }

  @usableFromInline let storage: Storage

  public init(_ source: SourceText) {
    var builder = StructureBuilder(source: source)
    builder.build()
    storage = Storage(source: source, builder: consume builder)
  }

  private init(storage: Storage) {
    self.storage = storage
  }

  /// The same structure through a storage object of its own, for another thread to read: every copy of a
  /// `FileStructure` (each `TokenRef` and `CallRef` holds one) retains its storage, and two threads reading
  /// through one storage contend for that one reference count. The tables themselves are shared.
  public func copyForAnotherThread() -> FileStructure {
    FileStructure(storage: Storage(copying: storage))
  }

  @inlinable public var source: SourceText { storage.source }
  @inlinable public var brackets: BracketTree { storage.brackets }
  /// Declarations in source order (of their keyword).
  @inlinable public var declarations: [Declaration] { storage.declarations }
  /// Calls in source order (of their name).
  @inlinable public var calls: [Call] { storage.calls }
  @inlinable public var conditionalBlocks: [ConditionalBlock] { storage.conditionalBlocks }
  @inlinable public var availabilityChecks: [AvailabilityCheck] { storage.availabilityChecks }
  /// For each token, what the `{` there opens (`.none` for other tokens).
  @inlinable public var braceRoles: [BraceRole] { storage.braceRoles }
  /// For each token, whether it starts a line (only whitespace or comments before it on its line).
  @inlinable public var startsLine: [Bool] { storage.startsLine }
  /// For each token, whether it belongs to a `#if`/`#elseif`/`#else`/`#endif` line.
  @inlinable public var isDirective: [Bool] { storage.isDirective }
  var words: [Word] { storage.words }
  /// For each token: the call whose argument `(`, closure argument `{` or trailing `{` it is (-1).
  var bracketCall: [Int32] { storage.bracketCall }
  /// For each token: the declaration whose body `{` it is (-1).
  var braceDeclaration: [Int32] { storage.braceDeclaration }
  /// For each token: the call whose last token it is (-1).
  var callEnding: [Int32] { storage.callEnding }
  /// For each token: the call whose name it is (-1).
  var callNamed: [Int32] { storage.callNamed }
  /// For each call: the call its member call is applied to (-1).
  var receivers: [Int32] { storage.receivers }
  /// For each token: the innermost declaration whose token range contains it (-1).
  var innermostDeclaration: [Int32] { storage.innermostDeclaration }
  /// Member declarations of each declaration: `memberList[memberOffsets[d]..<memberOffsets[d + 1]]`.
  var memberList: [Int32] { storage.memberList }
  var memberOffsets: [Int32] { storage.memberOffsets }
  /// Identifier and call-name keys for the `named:` queries.
  @inlinable var names: NameIndex { storage.names }

  @inlinable public var tokens: [Token] { storage.tokens }
}
