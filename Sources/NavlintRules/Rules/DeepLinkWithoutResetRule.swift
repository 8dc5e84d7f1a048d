import NavlintSyntax

/// NAV013: a URL handler that pushes onto a navigation path without resetting it first
/// (Rules/NAV013-deep-link-without-reset.md).
public struct DeepLinkWithoutResetRule: Rule {
  public static let id: RuleID = "NAV013"
  public static let name = "deep-link-without-reset"
  public static let summary =
    "A deep-link handler pushes onto a navigation path without resetting it first, "
    + "so the linked screen lands on top of whatever was open."
  public static let defaultSeverity: Severity = .warning
  public static let fixAvailability: FixAvailability = .none

  public init() {}

  public func check(_ context: RuleContext) {
    let structure = context.structure
    let handlers = handlers(in: structure)
    guard !handlers.isEmpty else { return }
    let finder = PathMutationFinder(structure)
    // A push inside two handlers (an `.onOpenURL` in a function taking a `URL`) is reported once.
    var reported: Set<Int> = []
    for handler in handlers {
      check(handler, finder, reported: &reported, context)
    }
  }

  // MARK: - Handlers

  /// The code of one URL handler: the closures of an `.onOpenURL` call or the body of a function taking a
  /// `URL`.
  private struct Handler {
    var bodies: [ClosedRange<Int>]
    var description: String
  }

  private func handlers(in structure: FileStructure) -> [Handler] {
    var result: [Handler] = []
    for call in structure.calls(named: "onOpenURL") where structure.calls[call].isMember {
      let value = structure.calls[call]
      var bodies = value.trailingClosures.prefix(1).map { $0.open...$0.close }
      if let perform = structure.closureArgument(labelled: "perform", of: call),
        let close = structure.brackets.partner(of: perform)
      {
        bodies.append(perform...close)
      }
      if !bodies.isEmpty { result.append(Handler(bodies: bodies, description: "`.onOpenURL`")) }
    }
    for declaration in structure.declarations where declaration.kind == .function {
      guard let body = declaration.body, declaration.parameters.contains(where: { isURLType($0.type, structure) })
      else { continue }
      result.append(Handler(bodies: [body], description: "`\(declaration.name)(…)`"))
    }
    return result
  }

  /// `URL`, `URL?` or `Foundation.URL` (with or without `?`).
  private func isURLType(_ type: Range<Int>, _ structure: FileStructure) -> Bool {
    var text = structure.joinedText(type)
    if text.hasSuffix("?") { text.removeLast() }
    return text == "URL" || text == "Foundation.URL"
  }

  // MARK: - Pushes and resets

  /// Reports, for each path the handler pushes onto, the first push with no reset of that path before it.
  private func check(
    _ handler: Handler, _ finder: PathMutationFinder, reported reportedPushes: inout Set<Int>, _ context: RuleContext
  ) {
    let structure = finder.structure
    for body in handler.bodies {
      let nested = structure.nestedDeclarationRanges(in: body)
      var resetPaths: Set<String> = []
      var resetOwners: Set<String> = []
      var reported: Set<String> = []
      var index = body.lowerBound + 1
      while index < body.upperBound {
        if let skipped = nested.first(where: { $0.contains(index) }) {
          index = skipped.upperBound + 1
          continue
        }
        defer { index += 1 }
        guard structure.kind(index) == .identifier else { continue }
        if let call = structure.call(atName: index), isResetCall(call, structure) {
          let receiver = receiverText(of: call, structure)
          resetOwners.insert(receiver)
          resetPaths.insert(receiver)
          continue
        }
        guard let mutation = finder.mutation(at: index),
          !structure.isLocalVariable(index, declaredAfter: body.lowerBound)
        else { continue }
        let owner = structure.ownerText(ofMember: index)
        let key = owner.isEmpty ? structure.text(index) : owner + "." + structure.text(index)
        switch mutation.kind {
        case .reset:
          resetPaths.insert(key)
        case .pop:
          continue
        case .push:
          guard !resetPaths.contains(key), !resetOwners.contains(owner), !reported.contains(key) else { continue }
          reported.insert(key)
          guard reportedPushes.insert(mutation.operation.lowerBound).inserted else { continue }
          context.report(
            from: mutation.operation.lowerBound, through: mutation.operation.upperBound,
            message: "Deep-link handler \(handler.description) pushes onto `\(structure.text(index))` without "
              + "resetting it first; the linked screen lands on top of what was open")
        }
      }
    }
  }

  /// A call named `reset…` or `popToRoot…` (`reset()`, `router.resetNavigation()`, `popToRoot()`).
  private func isResetCall(_ call: Int, _ structure: FileStructure) -> Bool {
    let name = structure.name(ofCall: call)
    return name.hasPrefix("reset") || name.hasPrefix("popToRoot")
  }

  /// The object a reset call is made on, as written without `self`: `router` for `router.reset()`,
  /// `router.path` for `router.path.reset()`, the empty string for `reset()` and `self.reset()`.
  private func receiverText(of call: Int, _ structure: FileStructure) -> String {
    structure.ownerText(ofMember: structure.calls[call].nameToken)
  }
}
