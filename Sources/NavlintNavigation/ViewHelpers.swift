import NavlintSyntax

/// A view's helpers: the computed properties and functions other than `body` that a type's declaration uses
/// to build its views (`var content: some View`, `func row(_:)`). A walk outwards from a token that reaches a
/// helper's body goes on at the helper's uses, as if the helper were written there: the one reading of that
/// step for the per-file rules (NAV003, NAV007, NAV009, NAV010). The navigation model follows helpers its own
/// way (`FactExtractor`, through the type's extensions too).
extension DeclarationRef {
  /// The places in the declaration of the type holding this member that use it as a helper (`content`,
  /// `self.content`, `row(item)`), outside the member itself: not another value's member (`other.content`),
  /// not a label (`content:`). Nil when the member is `body`, not a computed property or function named by
  /// an identifier, not a member of a type, or used more than four times (a helper used in many places is in
  /// no place in particular).
  public var helperUses: [TokenRef]? {
    guard kind == .function || kind == .variable, name != "body", let nameToken, nameToken.kind == .identifier,
      let type = parent, type.kind.isTypeLike
    else { return nil }
    let file = self.file
    let bytes = file.source.bytes
    let name = file.tokens[nameToken.index].range
    let own = tokenRange
    var uses: [TokenRef] = []
    for index in type.tokenRange where !own.contains(index) && file.kind(index) == .identifier {
      let range = file.tokens[index].range
      guard range.count == name.count, bytes[range].elementsEqual(bytes[name]) else { continue }
      if index > 1 && file.kind(index - 1) == .period && !file.token(index - 2, is: "self") { continue }
      if index + 1 < file.tokens.count && file.kind(index + 1) == .colon { continue }
      uses.append(TokenRef(file, index))
      if uses.count > 4 { return nil }
    }
    return uses
  }
}

extension TokenRef {
  /// Where a walk outwards from this token that reached the body of its enclosing declaration goes on: when
  /// that declaration is a helper of its type (`DeclarationRef.helperUses`), `walk`'s answer at each use of
  /// it, with the depth one more; the first use's answer when every use has one. Nil when the declaration is
  /// not a helper, has no use, `depth` is 3 already (helpers of helpers), or some use has no answer: a helper
  /// is somewhere only when every use of it is there.
  public func throughHelper<Answer>(depth: Int, _ walk: (TokenRef, Int) -> Answer?) -> Answer? {
    guard depth < 3, let member = enclosingDeclaration(where: { !$0.kind.isTypeLike }),
      let uses = member.helperUses, !uses.isEmpty
    else { return nil }
    var first: Answer?
    for use in uses {
      guard let answer = walk(use, depth + 1) else { return nil }
      if first == nil { first = answer }
    }
    return first
  }
}
