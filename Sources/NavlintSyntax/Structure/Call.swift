/// A call or initializer: `Name(args) { trailing } label: { … }`, `.member(args)`, `#macro(args)`, or
/// `Name { trailing }` without parentheses.
public struct Call: Sendable, Equatable {
  /// The called name's token (`List`, `navigationDestination`, `decode`, `init`).
  public var nameToken: Int
  /// The call is a member access: `.name(…)` (applied to a receiver or an implicit member).
  public var isMember: Bool
  /// The call is a macro: `#name(…)`.
  public var isMacro: Bool
  /// The parenthesised argument list, if any.
  public var arguments: ArgumentList?
  /// Where the trailing closures are in `FileStructure`'s trailing-closure table (read them with
  /// `FileStructure.trailingClosures(of:)`); the first has no label.
  public var firstTrailingClosure: Int32
  public var trailingClosureCount: Int32
  /// First token: the `.` of a member call, the `#` of a macro, else the name.
  public var firstToken: Int
  /// Last token: the last `)` or `}`.
  public var lastToken: Int

  public var hasTrailingClosure: Bool { trailingClosureCount > 0 }
  public var tokenRange: ClosedRange<Int> { firstToken...lastToken }
}

/// `( … )` with its comma-separated arguments (also used for attribute arguments).
public struct ArgumentList: Sendable, Equatable {
  public var open: Int
  /// The `)`; equal to the last token inside when the list is unclosed.
  public var close: Int
  /// Where the arguments are in `FileStructure`'s argument table (read them with
  /// `FileStructure.arguments(of:)` or `arguments(in:)`).
  public var firstArgument: Int32
  public var argumentCount: Int32

  /// The positions of the arguments in the argument table.
  public var tableIndices: Range<Int> { Int(firstArgument)..<Int(firstArgument) + Int(argumentCount) }

  /// Whether the list has no argument: `()`.
  public var isEmpty: Bool { argumentCount == 0 }
}

/// One argument: an optional `label:` and the value's tokens.
public struct CallArgument: Sendable, Equatable {
  /// The label token, if the argument is labelled.
  public var label: Int?
  /// The value's tokens (empty for an empty argument).
  public var value: Range<Int>
  /// The `{` `}` pair when the value is exactly one closure.
  public var closure: ClosedRange<Int>?
}

/// A trailing closure, optionally labelled (`label: { … }` after the first).
public struct TrailingClosure: Sendable, Equatable {
  public var label: Int?
  public var open: Int
  public var close: Int
}

/// What a `{` opens.
public enum BraceRole: UInt8, Sendable {
  /// Not a `{`, or not classified.
  case none
  /// A closure expression that is not a trailing closure (an argument, a value, a stored closure).
  case closure
  /// A trailing closure of a call.
  case trailingClosure
  /// The body of a declaration (type members, function body, computed property, observers).
  case declarationBody
  /// The body of a statement (`if`, `guard … else`, `for`, `while`, `switch`, `do`, `catch`, `defer`…).
  case statementBody
  /// An accessor body (`get`, `set`, `willSet`, `didSet`…) inside a property.
  case accessorBody

  /// Closures and trailing closures.
  public var isClosure: Bool { self == .closure || self == .trailingClosure }
}
