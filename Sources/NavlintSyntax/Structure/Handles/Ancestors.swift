/// One bracket around a token, seen from inside: what the bracket opens and whose it is. A step of
/// `Ancestors`, the walk outwards from a token.
public struct Ancestor: Sendable {
  /// What a bracket opens.
  public enum Kind: Sendable, Equatable {
    /// `{` of `if`, `guard … else`, `for`, `switch`, `do`… : the code inside still belongs to what is around.
    case statementBody
    /// `{` of a type, function, initializer, computed property or observers.
    case declarationBody
    /// `{` of `get`, `set`, `willSet`, `didSet`.
    case accessorBody
    /// `{` of a closure: an argument, a trailing closure or a stored closure.
    case closure
    /// Any other `{`.
    case otherBrace
    /// `(`: a call's argument list, a tuple or grouping parentheses.
    case parentheses
    /// `[`: an array, dictionary or subscript.
    case squareBrackets
  }

  public let file: FileStructure
  /// Positions, kept as plain integers so a step of the walk holds one reference to the file.
  @usableFromInline let originIndex: Int
  @usableFromInline let open: Int
  public let kind: Kind

  /// The token the walk started from.
  @inlinable public var origin: TokenRef { TokenRef(file, originIndex) }
  /// The opening bracket.
  @inlinable public var bracket: TokenRef { TokenRef(file, open) }

  @usableFromInline
  init(_ file: FileStructure, origin: Int, bracket: Int) {
    self.file = file
    self.originIndex = origin
    self.open = bracket
    switch file.kind(bracket) {
    case .lBrace:
      switch file.braceRoles[bracket] {
      case .statementBody: kind = .statementBody
      case .declarationBody: kind = .declarationBody
      case .accessorBody: kind = .accessorBody
      case .closure, .trailingClosure: kind = .closure
      case .none: kind = .otherBrace
      }
    case .lParen: kind = .parentheses
    default: kind = .squareBrackets
    }
  }

  /// The matching closing bracket.
  @inlinable
  public var close: TokenRef? { bracket.partner }
  /// The tokens from the opening through the closing bracket (through the end of the file when unclosed).
  @inlinable
  public var range: ClosedRange<Int> { open...(close?.index ?? max(open, file.tokens.count - 1)) }

  /// The call the bracket belongs to: its argument list `(`, a closure argument's `{`, or a trailing `{`.
  /// Nil for a stored closure, grouping parentheses or a body.
  @inlinable
  public var call: CallRef? { file.call(owningBracket: open).map { CallRef(file, $0) } }
  /// The declaration whose body the `{` is.
  @inlinable
  public var declaration: DeclarationRef? {
    file.declaration(owningBrace: open).map { DeclarationRef(file, $0) }
  }

  /// The `(` of `call`'s argument list (not a closure inside it).
  @inlinable
  public var isArgumentList: Bool {
    kind == .parentheses && call.map { $0.argumentList?.open == open } == true
  }
  /// The position of the trailing closure the `{` opens among its call's trailing closures (0: the first,
  /// unlabelled one).
  @inlinable
  public var trailingClosurePosition: Int? {
    guard kind == .closure, let call else { return nil }
    let open = open
    return call.trailingClosures.firstIndex { $0.open == open }
  }
  /// The argument the `{` is the whole value of (`content: { … }`), when it is a closure argument.
  @inlinable
  public var closureArgument: CallArgument? {
    guard kind == .closure, let call else { return nil }
    let open = open
    return call.arguments.first { $0.closure?.lowerBound == open }
  }
  /// The label of the closure argument or trailing closure the `{` opens (`label` in `label: { … }`).
  @inlinable
  public var closureLabel: TokenRef? {
    if let position = trailingClosurePosition {
      return call?.trailingClosures[position].label.map { TokenRef(file, $0) }
    }
    return closureArgument?.label.map { TokenRef(file, $0) }
  }
  /// When the bracket is a call's argument list, the argument holding the walk's origin.
  @inlinable
  public var argumentHoldingOrigin: CallArgument? {
    guard isArgumentList, let call else { return nil }
    let origin = originIndex
    return call.arguments.first { $0.value.contains(origin) }
  }
}

/// The brackets enclosing a token, innermost first, as `Ancestor`s: the walk outwards that navigation rules
/// make ("is this view inside a lazy container's content?", "does this closure run off the main actor?").
/// Lazy: a walk that stops early reads only the brackets it passed.
public struct Ancestors: Sequence, IteratorProtocol, Sendable {
  @usableFromInline let file: FileStructure
  @usableFromInline let origin: Int
  @usableFromInline var current: Int

  @usableFromInline
  init(_ file: FileStructure, from index: Int) {
    self.file = file
    self.origin = index
    self.current = index
  }

  public mutating func next() -> Ancestor? {
    guard let open = file.brackets.enclosingBracket(of: current) else { return nil }
    current = open
    return Ancestor(file, origin: origin, bracket: open)
  }

  /// The calls whose brackets enclose the origin, innermost first, each once (a closure argument is reached
  /// through its `{` and the call's `(`: only the `{` counts). Lazy, like the walk itself: a question that
  /// the first deciding call answers reads no bracket beyond it.
  @inlinable
  public var calls: CallAncestors { CallAncestors(self) }
}

/// `Ancestors.calls`: the brackets of the walk that belong to a call, each call once.
public struct CallAncestors: Sequence, IteratorProtocol, Sendable {
  @usableFromInline var ancestors: Ancestors
  /// The call of the last bracket returned (-1 before the first).
  @usableFromInline var lastCall = -1

  @inlinable
  init(_ ancestors: Ancestors) {
    self.ancestors = ancestors
  }

  @inlinable
  public mutating func next() -> Ancestor? {
    while let ancestor = ancestors.next() {
      guard let call = ancestor.call else { continue }
      if ancestor.isArgumentList, call.index == lastCall { continue }
      lastCall = call.index
      return ancestor
    }
    return nil
  }
}
