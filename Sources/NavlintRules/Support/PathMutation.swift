import NavlintSyntax

/// A change to a navigation path found at a path name: `path.append(…)`, `router.path += […]`,
/// `self.homePath = NavigationPath()`. Shared by the rules about when and how a path is changed
/// (NAV013 deep-link-without-reset, NAV014 delayed-navigation).
///
/// A *path name* is `path` or a name ending in `Path` (`homePath`, `navigationPath`), on its own or at the
/// end of a member chain. Only the name's own statement is looked at; reads (`path.count`) are no change.
public struct PathMutation: Sendable, Equatable {
  /// What the change does to the stack.
  public enum Kind: Sendable, Equatable {
    /// `append`, `insert`, `+=`: screens are pushed on top of what is there.
    case push
    /// `removeLast()`, `removeFirst(n)`, `remove(at:)`, `removeSubrange`: some screens are popped.
    case pop
    /// `removeAll()`, `removeLast(path.count)`, or any assignment (`= NavigationPath()`, `= []`, `= routes`):
    /// the stack starts over.
    case reset
  }

  public var kind: Kind
  /// The path name's token.
  public var pathToken: Int
  /// The tokens naming the change: `.append` (period and name), `+=`, or `=`.
  public var operation: ClosedRange<Int>

  /// Methods that push.
  static let pushMethods: [StaticString] = ["append", "insert"]
  /// Methods that pop (`removeLast`/`removeFirst` reset instead when their count mentions `count`).
  static let popMethods: [StaticString] = ["removeLast", "removeFirst", "remove", "removeSubrange"]
}

extension FileStructure {
  /// Whether the identifier at `index` is a path name: `path`, or a name ending in `Path` (`homePath`).
  public func isNavigationPathName(_ index: Int) -> Bool {
    guard kind(index) == .identifier else { return false }
    if token(index, is: "path") { return true }
    let token = tokens[index]
    guard token.length > 4 else { return false }
    let bytes = source.bytes
    let end = token.end
    return bytes[end - 4] == UInt8(ascii: "P") && bytes[end - 3] == UInt8(ascii: "a")
      && bytes[end - 2] == UInt8(ascii: "t") && bytes[end - 1] == UInt8(ascii: "h")
  }

  /// The change made to the path named at `index`, if the statement there changes it.
  public func pathMutation(at index: Int) -> PathMutation? {
    guard isNavigationPathName(index) else { return nil }
    let previous = index - 1
    if kind(previous) == .keyword
      && (token(previous, is: "var") || token(previous, is: "let") || token(previous, is: "case"))
    {
      return nil
    }
    // `let path`, `func path(`, `path:` labels and `\.path` key paths are not changes.
    if kind(previous) == .backslash || (kind(previous) == .period && kind(previous - 1) == .backslash) { return nil }
    let next = index + 1
    switch kind(next) {
    case .period:
      let method = next + 1
      guard kind(method) == .identifier, kind(method + 1) == .lParen, let call = call(atName: method) else {
        return nil
      }
      let operation = next...method
      if PathMutation.pushMethods.contains(where: { token(method, is: $0) }) {
        return PathMutation(kind: .push, pathToken: index, operation: operation)
      }
      if token(method, is: "removeAll") {
        return PathMutation(kind: .reset, pathToken: index, operation: operation)
      }
      if PathMutation.popMethods.contains(where: { token(method, is: $0) }) {
        let removesEverything =
          (token(method, is: "removeLast") || token(method, is: "removeFirst"))
          && calls[call].arguments.map { containsIdentifier("count", in: ($0.open + 1)..<$0.close) } == true
        return PathMutation(kind: removesEverything ? .reset : .pop, pathToken: index, operation: operation)
      }
      return nil
    case .operator:
      return token(next, is: "+=") ? PathMutation(kind: .push, pathToken: index, operation: next...next) : nil
    case .equal:
      // A labelled default (`path: P = x`) never puts `=` right after the name; `path = x` is an assignment.
      return PathMutation(kind: .reset, pathToken: index, operation: next...next)
    default:
      return nil
    }
  }

  /// The object a member name belongs to, as written without `self`, `?` and `!`: `router` for
  /// `router.path` and `self.router?.path`, the empty string for `path` and `self.path`.
  public func ownerText(ofMember index: Int) -> String {
    var parts: [String] = []
    var cursor = index - 1
    while kind(cursor) == .period {
      var base = cursor - 1
      while kind(base) == .postfixQuestion || kind(base) == .exclaim { base -= 1 }
      guard kind(base) == .identifier || (kind(base) == .keyword && token(base, is: "self")) else { break }
      parts.append(text(base))
      cursor = base - 1
    }
    if parts.last == "self" { parts.removeLast() }
    return parts.reversed().joined(separator: ".")
  }

  /// Whether the bare name at `index` is a local declared with `let`/`var` between `start` and `index`
  /// (a local array that happens to be called `path`). Member accesses (`self.path`) never are.
  public func isLocalVariable(_ index: Int, declaredAfter start: Int) -> Bool {
    guard kind(index - 1) != .period else { return false }
    let target = tokens[index]
    let bytes = source.bytes
    var cursor = max(0, start)
    while cursor < index {
      let candidate = tokens[cursor]
      if candidate.kind == .identifier && candidate.length == target.length
        && bytes[candidate.range].elementsEqual(bytes[target.range])
      {
        let previous = cursor - 1
        if kind(previous) == .keyword && (token(previous, is: "var") || token(previous, is: "let")) { return true }
      }
      cursor += 1
    }
    return false
  }

  /// The token ranges of functions, initialisers and types declared inside `range` (their code runs
  /// when called, not where it is written).
  public func nestedDeclarationRanges(in range: ClosedRange<Int>) -> [ClosedRange<Int>] {
    var result: [ClosedRange<Int>] = []
    for declaration in declarations where range.contains(declaration.keyword) {
      guard declaration.kind == .function || declaration.kind == .initializer || declaration.kind.isTypeLike,
        declaration.firstToken > range.lowerBound, declaration.lastToken <= range.upperBound
      else { continue }
      if let last = result.last, last.contains(declaration.firstToken) { continue }
      result.append(declaration.firstToken...declaration.lastToken)
    }
    return result
  }
}
