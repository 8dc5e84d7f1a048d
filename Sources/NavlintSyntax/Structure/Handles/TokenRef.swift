/// One token of a file, for rule authors: its kind and text, its neighbours, the call it names and the
/// brackets around it (`ancestors`). A handle is a file and an id; it reads the file's shared tables in place.
///
/// Positions outside the file are allowed (`first.previous` of the first token): such a token has kind `.eof`
/// and empty text, so neighbour checks need no bounds tests.
public struct TokenRef: Sendable {
  public let file: FileStructure
  public let id: TokenID

  @inlinable
  public init(_ file: FileStructure, _ index: Int) {
    self.file = file
    self.id = TokenID(index)
  }

  /// The position in `file.tokens`.
  @inlinable public var index: Int { id.index }
  /// Whether the position is inside the file.
  @inlinable
  public var exists: Bool { index >= 0 && index < file.tokens.count }
  @inlinable
  public var kind: TokenKind { file.kind(index) }
  /// The token's text (empty outside the file).
  @inlinable
  public var text: String { file.text(index) }

  /// Whether the token's bytes are exactly `spelling`. No allocation.
  @inlinable
  public func `is`(_ spelling: StaticString) -> Bool { file.token(index, is: spelling) }
  /// Whether the token's bytes are one of `spellings`.
  @inlinable
  public func `is`(any spellings: [StaticString]) -> Bool { spellings.contains { file.token(index, is: $0) } }
  /// Whether the token is an identifier spelled exactly `name` (look-alikes such as `MyName` never match).
  @inlinable
  public func isIdentifier(_ name: StaticString) -> Bool { file.isIdentifier(index, name) }
  /// Whether the token is the keyword `keyword`.
  @inlinable
  public func isKeyword(_ keyword: StaticString) -> Bool { kind == .keyword && file.token(index, is: keyword) }

  /// Whether this is an operator that assigns what it computes: `+=`, `-=`, `&=`, `<<=`, … (not `==`, `!=`,
  /// `<=`, `>=`, `===` or `!==`, which compare; a lone `=` is `TokenKind.equal`).
  public var isCompoundAssignment: Bool {
    guard kind == .operator else { return false }
    let bytes = file.source.bytes[file.tokens[index].range]
    guard bytes.count >= 2, bytes.last == UInt8(ascii: "="), let first = bytes.first else { return false }
    switch bytes.count {
    case 2: return !"=!<>".utf8.contains(first)
    case 3: return !bytes.elementsEqual("===".utf8) && !bytes.elementsEqual("!==".utf8)
    default: return true
    }
  }

  /// Whether the token is an identifier spelled `name` and not the member of something before it (`Task`, not
  /// `Custom.Task`).
  @inlinable
  public func isPlainIdentifier(_ name: StaticString) -> Bool { isIdentifier(name) && previous.kind != .period }

  @inlinable
  public var previous: TokenRef { TokenRef(file, index - 1) }
  /// The token itself, or the one before the `?` and `!` it ends (`router` for the `?` of `router?`): where an
  /// optional chain's owner is named.
  @inlinable
  public var skippingUnwraps: TokenRef {
    var token = self
    while token.kind == .postfixQuestion || token.kind == .exclaim { token = token.previous }
    return token
  }
  @inlinable
  public var next: TokenRef { TokenRef(file, index + 1) }
  /// The token `distance` positions away (negative: before).
  @inlinable
  public func offset(_ distance: Int) -> TokenRef { TokenRef(file, index + distance) }

  /// Whether this is `member` written on the plain type name `type` (`main` in `DispatchQueue.main`, `shared` in
  /// `URLSession.shared`).
  @inlinable
  public func isMember(_ member: StaticString, of type: StaticString) -> Bool {
    isIdentifier(member) && previous.kind == .period && offset(-2).isPlainIdentifier(type)
  }

  /// The names a closure declares before `in`, this token being its `{`: `{ item in`, `{ (a, b) in`,
  /// `{ _, new in`, `{ (url: URL) in`; nil when it declares none.
  public var closureParameterNames: [String]? {
    var names: [String] = []
    var cursor = next
    if cursor.kind == .lParen { cursor = cursor.next }
    while cursor.kind == .identifier || cursor.is("_") {
      names.append(cursor.text)
      cursor = cursor.next
      if cursor.kind == .colon {
        // A type annotation: up to the next parameter, the `)` or `in`.
        while cursor.exists, cursor.kind != .comma, cursor.kind != .rParen, cursor.kind != .rBrace,
          !cursor.isKeyword("in")
        {
          cursor = (cursor.kind == .lSquare || cursor.kind == .lParen ? cursor.partner : nil).map(\.next) ?? cursor.next
        }
      }
      if cursor.kind == .rParen { cursor = cursor.next }
      guard cursor.kind == .comma else { break }
      cursor = cursor.next
    }
    return !names.isEmpty && cursor.isKeyword("in") ? names : nil
  }

  /// Whether the token follows a `.`: a member name (`.append`, `router.path`'s `path`).
  @inlinable
  public var isMemberName: Bool { previous.kind == .period }
  /// Whether only whitespace or comments are before the token on its line.
  @inlinable
  public var startsLine: Bool { exists && file.startsLine[index] }

  /// The call whose name this token is.
  @inlinable
  public var call: CallRef? { file.call(atName: index).map { CallRef(file, $0) } }
  /// The matching bracket of a bracket token.
  @inlinable
  public var partner: TokenRef? { file.brackets.partner(of: index).map { TokenRef(file, $0) } }

  /// The brackets enclosing the token, innermost first, each with what it is: the one walk outwards every
  /// navigation rule makes.
  @inlinable
  public var ancestors: Ancestors { Ancestors(file, from: index) }

  /// The declarations whose tokens contain this one, innermost first.
  @inlinable
  public var enclosingDeclarations: [DeclarationRef] {
    file.enclosingDeclarations(of: index).map { DeclarationRef(file, $0) }
  }

  /// The innermost enclosing declaration that satisfies `predicate`, without building the list.
  @inlinable
  public func enclosingDeclaration(where predicate: (DeclarationRef) throws -> Bool) rethrows -> DeclarationRef? {
    let file = self.file
    return try file.enclosingDeclaration(of: index) { try predicate(DeclarationRef(file, $0)) }
      .map { DeclarationRef(file, $0) }
  }

  /// The innermost function or initializer around the token.
  @inlinable
  public var enclosingFunction: DeclarationRef? {
    enclosingDeclaration { $0.kind == .function || $0.kind == .initializer }
  }

  /// The byte range of the token.
  @inlinable
  public var byteRange: Range<Int> { file.byteRange(index, index) }
}

extension TokenRef: Equatable, Hashable, Comparable {
  /// Handles compare by position; comparing handles of different files is meaningless.
  @inlinable
  public static func == (lhs: TokenRef, rhs: TokenRef) -> Bool { lhs.id == rhs.id }
  @inlinable
  public static func < (lhs: TokenRef, rhs: TokenRef) -> Bool { lhs.id < rhs.id }
  @inlinable
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
