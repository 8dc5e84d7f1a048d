/// The structure of one source file over its tokens, built once (linear time) and shared by all rules:
/// matched brackets, declarations, calls with arguments and trailing closures, modifier chains, `#if`
/// blocks and `#available` checks, plus queries such as "which calls and closures enclose this token".
///
/// Everything is addressed by token index (`source.tokens[index]`). Building never fails: unbalanced or
/// malformed input gives a partial structure.
public struct FileStructure: Sendable {
  public let source: SourceText
  public let brackets: BracketTree
  /// Declarations in source order (of their keyword).
  public let declarations: [Declaration]
  /// Calls in source order (of their name).
  public let calls: [Call]
  public let conditionalBlocks: [ConditionalBlock]
  public let availabilityChecks: [AvailabilityCheck]
  /// For each token, what the `{` there opens (`.none` for other tokens).
  public let braceRoles: [BraceRole]
  /// For each token, whether it starts a line (only whitespace or comments before it on its line).
  public let startsLine: [Bool]
  /// For each token, whether it belongs to a `#if`/`#elseif`/`#else`/`#endif` line.
  public let isDirective: [Bool]
  let words: [Word]
  /// For each token: the call whose argument `(`, closure argument `{` or trailing `{` it is (-1).
  let bracketCall: [Int32]
  /// For each token: the declaration whose body `{` it is (-1).
  let braceDeclaration: [Int32]
  /// For each token: the call whose last token it is (-1).
  let callEnding: [Int32]
  /// For each token: the call whose name it is (-1).
  let callNamed: [Int32]
  /// For each call: the call its member call is applied to (-1).
  let receivers: [Int32]
  /// For each call: the member call applied to its result (-1).
  let nextModifiers: [Int32]
  /// For each token: the innermost declaration whose token range contains it (-1).
  let innermostDeclaration: [Int32]
  /// Member declarations of each declaration: `memberList[memberOffsets[d]..<memberOffsets[d + 1]]`.
  let memberList: [Int32]
  let memberOffsets: [Int32]

  public init(_ source: SourceText) {
    var builder = StructureBuilder(source: source)
    builder.build()
    self.source = source
    self.brackets = builder.brackets
    self.declarations = builder.declarations
    self.calls = builder.calls
    self.conditionalBlocks = builder.conditionalBlocks
    self.availabilityChecks = builder.availabilityChecks
    self.braceRoles = builder.roles
    self.startsLine = builder.startsLine
    self.isDirective = builder.isDirective
    self.words = builder.words
    self.bracketCall = builder.bracketCall
    self.braceDeclaration = builder.braceDeclaration
    self.callEnding = builder.callEnding
    self.callNamed = builder.callNamed
    self.receivers = builder.receivers
    self.nextModifiers = builder.nextModifiers
    (self.innermostDeclaration, self.memberList, self.memberOffsets) = builder.declarationIndexes()
  }

  public var tokens: [Token] { source.tokens }
}
