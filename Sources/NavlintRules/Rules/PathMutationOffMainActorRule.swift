import NavlintSyntax

/// NAV005: see Rules/NAV005-path-mutation-off-main-actor.md.
public struct PathMutationOffMainActorRule: Rule {
  public static let id: RuleID = "NAV005"
  public static let name = "path-mutation-off-main-actor"
  public static let summary =
    "A navigation path is changed from code that does not "
    + "run on the main actor; hop to `MainActor` before changing it."
  public static let defaultSeverity: Severity = .error
  public static let fixAvailability: FixAvailability = .none
  /// Off-main code is a `Task.detached` or `DispatchQueue` closure, or a `nonisolated` or `@concurrent` function.
  public static let triggers: [StaticString] = ["detached", "DispatchQueue", "nonisolated", "concurrent"]

  /// Methods that change a path array or a `NavigationPath`.
  private static let mutatingMethods: [StaticString] = [
    "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange",
  ]
  /// GCD methods that run a closure on the receiving queue.
  private static let queueMethods: [StaticString] = ["async", "asyncAfter", "sync", "asyncAndWait"]

  public init() {}

  public func check(_ context: RuleContext) {
    let structure = context.structure
    let tokens = structure.tokens
    for index in tokens.indices where tokens[index].kind == .identifier {
      guard isPathName(index, in: structure), isMutation(at: index, in: structure),
        let offMain = offMainContext(of: index, in: structure),
        !isLocalName(index, declaredAfter: localScopeStart(of: index, offMain: offMain, in: structure), in: structure)
      else { continue }
      context.report(
        token: index,
        message:
          "Navigation path `\(structure.text(index))` is changed inside \(offMain.description), off the main actor")
    }
  }

  // MARK: - Mutations

  /// `path`, or a name ending in `Path` (`homePath`, `navigationPath`).
  private func isPathName(_ index: Int, in structure: FileStructure) -> Bool {
    if structure.token(index, is: "path") { return true }
    let token = structure.tokens[index]
    guard token.length > 4 else { return false }
    let bytes = structure.source.bytes
    let end = token.end
    return bytes[end - 4] == UInt8(ascii: "P") && bytes[end - 3] == UInt8(ascii: "a")
      && bytes[end - 2] == UInt8(ascii: "t") && bytes[end - 1] == UInt8(ascii: "h")
  }

  /// Whether the path name at `index` is changed right there: a mutating method call, `+=`, or an
  /// assignment of a new path (`NavigationPath(…)`, `.init(…)`, `[…]`).
  private func isMutation(at index: Int, in structure: FileStructure) -> Bool {
    let previous = index - 1
    if structure.kind(previous) == .keyword
      && (structure.token(previous, is: "var") || structure.token(previous, is: "let"))
    {
      return false
    }
    let next = index + 1
    switch structure.kind(next) {
    case .period:
      guard structure.kind(next + 2) == .lParen else { return false }
      return Self.mutatingMethods.contains { structure.isIdentifier(next + 1, $0) }
    case .operator:
      return structure.token(next, is: "+=")
    case .equal:
      let value = next + 1
      if structure.isIdentifier(value, "NavigationPath") || structure.kind(value) == .lSquare { return true }
      return structure.kind(value) == .period && structure.token(value + 1, is: "init")
    default:
      return false
    }
  }

  // MARK: - Isolation

  /// The off-main context a token runs in, described for the message.
  private struct OffMainContext {
    /// The first token of the context (the closure's `{`, or the function's keyword).
    var start: Int
    var description: String
  }

  /// How a closure handed to a call runs.
  private enum ClosureIsolation {
    case mainActor
    case offMain(String)
    /// A queue the rule cannot identify: stop looking, stay quiet.
    case unknown
    /// Same isolation as the code around the call (`Task { }`, `forEach`, `withAnimation`…).
    case inherited
  }

  /// Walks out from `index` to the first enclosing context that decides its isolation.
  private func offMainContext(of index: Int, in structure: FileStructure) -> OffMainContext? {
    for open in structure.brackets.enclosingBrackets(of: index) where structure.kind(open) == .lBrace {
      switch structure.braceRoles[open] {
      case .statementBody:
        continue
      case .closure, .trailingClosure:
        if structure.kind(open + 1) == .atSign && structure.isIdentifier(open + 2, "MainActor") { return nil }
        guard let call = structure.call(owningBracket: open) else { return nil }
        switch isolation(ofClosuresOf: call, in: structure) {
        case .mainActor, .unknown:
          return nil
        case .offMain(let description):
          return OffMainContext(start: open, description: description)
        case .inherited:
          continue
        }
      case .declarationBody:
        guard let owner = structure.declaration(owningBrace: open) else { return nil }
        let declaration = structure.declarations[owner]
        guard declaration.kind == .function || declaration.kind == .initializer else { return nil }
        let isNonisolated = declaration.modifiers(in: structure).contains {
          structure.token($0, is: "nonisolated") && structure.kind($0 + 1) != .lParen
        }
        guard isNonisolated || declaration.attribute(named: "concurrent", in: structure) != nil else { return nil }
        let what = isNonisolated ? "nonisolated" : "@concurrent"
        let name = declaration.kind == .function ? "function `\(declaration.name)`" : "initializer"
        return OffMainContext(start: declaration.keyword, description: "\(what) \(name)")
      default:
        return nil
      }
    }
    return nil
  }

  /// Where the closures passed to call `call` run.
  private func isolation(ofClosuresOf call: Int, in structure: FileStructure) -> ClosureIsolation {
    let value = structure.calls[call]
    guard value.isMember else { return .inherited }
    let name = value.nameToken
    let receiverEnd = structure.receiverEnd(of: call)
    let receiverIsSimpleName: (StaticString) -> Bool = { expected in
      guard let receiverEnd, structure.isIdentifier(receiverEnd, expected) else { return false }
      return structure.kind(receiverEnd - 1) != .period
    }
    if structure.token(name, is: "run") || structure.token(name, is: "assumeIsolated") {
      return receiverIsSimpleName("MainActor") ? .mainActor : .inherited
    }
    if structure.token(name, is: "detached") {
      return receiverIsSimpleName("Task") ? .offMain("`Task.detached`") : .inherited
    }
    if structure.token(name, is: "addOperation") {
      return isMainQueue(receiverEnd, of: "OperationQueue", in: structure) ? .mainActor : .unknown
    }
    guard Self.queueMethods.contains(where: { structure.token(name, is: $0) }) else { return .inherited }
    if isMainQueue(receiverEnd, of: "DispatchQueue", in: structure) { return .mainActor }
    if let queue = structure.receiver(of: call) {
      let queueCall = structure.calls[queue]
      if structure.call(queue, isNamed: "global"), queueCall.isMember,
        let base = structure.receiverEnd(of: queue), structure.isIdentifier(base, "DispatchQueue"),
        structure.kind(base - 1) != .period
      {
        return .offMain("a `DispatchQueue.global()` closure")
      }
      if structure.call(queue, isNamed: "DispatchQueue"), !queueCall.isMember {
        return .offMain("a `DispatchQueue(label:)` closure")
      }
    }
    return .unknown
  }

  /// Whether `receiverEnd` ends `Type.main` (`DispatchQueue.main`, `OperationQueue.main`).
  private func isMainQueue(_ receiverEnd: Int?, of type: StaticString, in structure: FileStructure) -> Bool {
    guard let receiverEnd, structure.isIdentifier(receiverEnd, "main"), structure.kind(receiverEnd - 1) == .period
    else { return false }
    return structure.isIdentifier(receiverEnd - 2, type) && structure.kind(receiverEnd - 3) != .period
  }

  /// Where locals visible at `index` may be declared: the enclosing function (its parameters included), so
  /// a local captured by a background closure counts; else the off-main context itself.
  private func localScopeStart(of index: Int, offMain: OffMainContext, in structure: FileStructure) -> Int {
    let function = structure.enclosingDeclaration(of: index) {
      structure.declarations[$0].kind == .function || structure.declarations[$0].kind == .initializer
    }
    return function.map { min(structure.declarations[$0].keyword, offMain.start) } ?? offMain.start
  }

  /// Whether the bare name at `index` is a local: declared with `let`/`var`, or named as a parameter,
  /// between `start` and `index`. Member accesses (`self.path`) are never local.
  private func isLocalName(_ index: Int, declaredAfter start: Int, in structure: FileStructure) -> Bool {
    guard structure.kind(index - 1) != .period else { return false }
    let tokens = structure.tokens
    let target = tokens[index]
    let bytes = structure.source.bytes
    var cursor = start
    while cursor < index {
      let token = tokens[cursor]
      if token.kind == .identifier && token.length == target.length
        && bytes[token.range].elementsEqual(bytes[target.range])
      {
        let previous = cursor - 1
        if structure.kind(previous) == .keyword
          && (structure.token(previous, is: "var") || structure.token(previous, is: "let"))
        {
          return true
        }
        if structure.kind(cursor + 1) == .colon || structure.token(cursor + 1, is: "in") { return true }
      }
      cursor += 1
    }
    return false
  }
}
