/// Typed positions in one file's tables. A bare `Int` in the structure layer means one of four things (a token,
/// a call, a declaration, a table row); the handles (`TokenRef`, `CallRef`, `DeclarationRef`) carry one of
/// these instead, so a call can never be read as a token.
public struct TokenID: Sendable, Hashable, Comparable {
  /// The position in `FileStructure.tokens`.
  public let index: Int
  @inlinable public init(_ index: Int) { self.index = index }
  @inlinable public static func < (lhs: TokenID, rhs: TokenID) -> Bool { lhs.index < rhs.index }
}

/// A position in `FileStructure.calls` (calls are in source order of their name token).
public struct CallID: Sendable, Hashable, Comparable {
  public let index: Int
  @inlinable public init(_ index: Int) { self.index = index }
  @inlinable public static func < (lhs: CallID, rhs: CallID) -> Bool { lhs.index < rhs.index }
}

/// A position in `FileStructure.declarations` (declarations are in source order of their keyword).
public struct DeclarationID: Sendable, Hashable, Comparable {
  public let index: Int
  @inlinable public init(_ index: Int) { self.index = index }
  @inlinable public static func < (lhs: DeclarationID, rhs: DeclarationID) -> Bool { lhs.index < rhs.index }
}
