import NavlintNavigation
import NavlintSyntax

/// NAV005: see Rules/NAV005-path-mutation-off-main-actor.md.
public struct PathMutationOffMainActorRule: Rule {
  public static let id: RuleID = "NAV005"
  public static let name = "path-mutation-off-main-actor"
  public static let summary =
    "A navigation path or a presented destination is changed from code that does not "
    + "run on the main actor; hop to `MainActor` before changing it."
  public static let defaultSeverity: Severity = .error
  public static let fixAvailability: FixAvailability = .none
  /// Off-main code is a `Task.detached`, `DispatchQueue`, `OperationQueue` or `URLSession.shared` closure, or a
  /// `nonisolated` or `@concurrent` function.
  public static let triggers: [StaticString] = [
    "detached", "DispatchQueue", "OperationQueue", "URLSession", "nonisolated", "concurrent",
  ]

  /// GCD methods that run a closure on the receiving queue.
  private static let queueMethods: [StaticString] = ["async", "asyncAfter", "sync", "asyncAndWait"]
  /// `URLSession` methods whose completion handler runs on the session's delegate queue.
  private static let sessionTaskMethods: [StaticString] = ["dataTask", "uploadTask", "downloadTask"]

  public init() {}

  public func check(_ context: RuleContext) {
    let file = context.file
    let finder = context.navigation.pathMutations
    let tokens = file.structure.tokens
    let bytes = file.source.bytes
    let regions = offMainCandidates(file)
    guard !regions.isEmpty else { return }
    // The hot loop reads the flat token table; a handle is made only for a name that may be a path.
    for region in regions {
      for index in region
      where tokens[index].kind == .identifier && PathMutationFinder.mayBePathName(tokens[index], bytes) {
        report(file.token(index), finder, context)
      }
    }
    checkPresentationState(file, regions, context)
  }

  /// Reports the path mutation at `name`, if it is one and runs off the main actor.
  private func report(_ name: TokenRef, _ finder: PathMutationFinder, _ context: RuleContext) {
    let file = context.file
    // Assignments count when they make a new path (`= NavigationPath()`), as the rule's doc says.
    guard let mutation = finder.mutation(at: name),
      !mutation.isAssignment(in: file.structure) || mutation.assignsNewPath(in: file.structure),
      let offMain = offMainContext(of: name),
      !name.isLocal(declaredAfter: localScopeStart(of: name, offMain: offMain), countingParameters: true)
    else { return }
    context.report(
      name, message: "Navigation path `\(name.text)` is changed inside \(offMain.description), off the main actor")
  }

  /// State-driven navigation (`PresentationState`): `destination = .detail(id)` or `self.sheet = nil` off the
  /// main actor presents or dismisses from a background thread just as a path change pushes from one.
  private func checkPresentationState(_ file: SwiftFile, _ regions: [ClosedRange<Int>], _ context: RuleContext) {
    let tokens = file.structure.tokens
    let assigned = regions.joined().filter {
      tokens[$0].kind == .identifier && file.structure.kind($0 + 1) == .equal
    }
    // The file's presented properties are worked out only when something off-main is assigned.
    guard !assigned.isEmpty else { return }
    let names = context.navigation.presentedProperties
    guard !names.isEmpty else { return }
    for index in assigned {
      let name = file.token(index)
      guard names.contains(file.structure.stateName(at: index)), !name.previous.isKeyword("var"),
        !name.previous.isKeyword("let"),
        let offMain = offMainContext(of: name),
        !name.isLocal(declaredAfter: localScopeStart(of: name, offMain: offMain), countingParameters: true)
      else { continue }
      context.report(
        name,
        message: "Navigation state `\(name.text)` is changed inside \(offMain.description), off the main actor")
    }
  }

  // MARK: - Isolation

  /// The token ranges that may run off the main actor, in order and without overlaps: the extent of every call
  /// whose closures `isolation(ofClosuresOf:)` may call off-main, and the body of every function that
  /// `offMainFunction(_:)` accepts. Every token `offMainContext(of:)` accepts lies in one of them, so the scans
  /// look only there.
  private func offMainCandidates(_ file: SwiftFile) -> [ClosedRange<Int>] {
    var ranges = file.calls(namedAny: Self.offMainCallNames).map { $0.name.index...$0.lastToken.index }
    for declaration in file.declarations where declaration.isFunctionLike {
      if let body = declaration.body, offMainFunction(declaration) != nil { ranges.append(body) }
    }
    ranges.sort { $0.lowerBound < $1.lowerBound }
    var merged: [ClosedRange<Int>] = []
    for range in ranges {
      if let last = merged.last, range.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    return merged
  }

  /// The names of the calls whose closures may run off the main actor (`Task.detached`, GCD).
  private static let offMainCallNames: [StaticString] =
    ["detached", "addOperation"] + queueMethods + sessionTaskMethods

  /// How a `nonisolated` or `@concurrent` function is named in a message; nil for any other function.
  private func offMainFunction(_ declaration: DeclarationRef) -> String? {
    let file = declaration.file
    let isNonisolated = declaration.modifiers.contains {
      file.token($0, is: "nonisolated") && file.kind($0 + 1) != .lParen
    }
    guard isNonisolated || declaration.attribute(named: "concurrent") != nil else { return nil }
    let what = isNonisolated ? "nonisolated" : "@concurrent"
    let name = declaration.kind == .function ? "function `\(declaration.name)`" : "initializer"
    return "\(what) \(name)"
  }

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

  /// Walks out from `token` to the first enclosing context that decides its isolation.
  private func offMainContext(of token: TokenRef) -> OffMainContext? {
    for ancestor in token.ancestors {
      switch ancestor.kind {
      case .parentheses, .squareBrackets, .statementBody:
        continue
      case .closure:
        if ancestor.bracket.next.kind == .atSign && ancestor.bracket.offset(2).isIdentifier("MainActor") { return nil }
        guard let call = ancestor.call else { return nil }
        switch isolation(ofClosuresOf: call) {
        case .mainActor, .unknown:
          return nil
        case .offMain(let description):
          return OffMainContext(start: ancestor.bracket.index, description: description)
        case .inherited:
          continue
        }
      case .declarationBody:
        guard let declaration = ancestor.declaration, declaration.isFunctionLike,
          let description = offMainFunction(declaration)
        else { return nil }
        // An initialiser sets up the instance it makes, which no other code holds yet: its own state
        // (`path = …`, `self.path.append(…)`) is initialised, not changed under the UI.
        if declaration.kind == .initializer, !token.hasOwner { return nil }
        return OffMainContext(start: declaration.keyword.index, description: description)
      case .accessorBody, .otherBrace:
        return nil
      }
    }
    return nil
  }

  /// Where the closures passed to `call` run.
  private func isolation(ofClosuresOf call: CallRef) -> ClosureIsolation {
    guard call.isMember else { return .inherited }
    let name = call.name
    if name.is("run") || name.is("assumeIsolated") {
      return call.isApplied(to: "MainActor") ? .mainActor : .inherited
    }
    if name.is("detached") {
      return call.isApplied(to: "Task") ? .offMain("`Task.detached`") : .inherited
    }
    if name.is("addOperation") {
      if call.isOnMainQueue(of: "OperationQueue") { return .mainActor }
      // A queue made in place (`OperationQueue().addOperation`) runs its operations in the background.
      if let queue = call.receiver, queue.isNamed("OperationQueue"), !queue.isMember {
        return .offMain("an `OperationQueue()` operation")
      }
      return .unknown
    }
    if name.is(any: Self.sessionTaskMethods) {
      // The shared session has no delegate queue: it calls its completion handlers on a background
      // queue of its own. Another session's queue is whatever it was made with.
      guard call.receiverEnd?.isMember("shared", of: "URLSession") == true else { return .unknown }
      return .offMain("a `URLSession.shared` completion handler")
    }
    guard name.is(any: Self.queueMethods) else { return .inherited }
    if call.isOnMainQueue(of: "DispatchQueue") { return .mainActor }
    if let queue = call.receiver {
      if queue.isNamed("global"), queue.isMember, queue.isApplied(to: "DispatchQueue") {
        return .offMain("a `DispatchQueue.global()` closure")
      }
      if queue.isNamed("DispatchQueue"), !queue.isMember {
        return .offMain("a `DispatchQueue(label:)` closure")
      }
    }
    return .unknown
  }

  /// Where locals visible at `token` may be declared: the enclosing function (its parameters included), so
  /// a local captured by a background closure counts; else the off-main context itself.
  private func localScopeStart(of token: TokenRef, offMain: OffMainContext) -> Int {
    token.enclosingFunction.map { min($0.keyword.index, offMain.start) } ?? offMain.start
  }
}
