import NavlintSyntax

/// NAV003: `.navigationDestination` inside a lazy container's content
/// (Rules/NAV003-destination-in-lazy-container.md).
public struct DestinationInLazyContainerRule: Rule {
  public static let id: RuleID = "NAV003"
  public static let name = "destination-in-lazy-container"
  public static let summary =
    "A `.navigationDestination` modifier inside a lazy container such as `List`, `LazyVStack` or `ForEach` may never be registered."
  public static let defaultSeverity: Severity = .error
  public static let fixAvailability: FixAvailability = .none
  public static let triggers: [StaticString] = ["navigationDestination"]

  public init() {}

  public func check(_ context: RuleContext) {
    let structure = context.structure
    for call in structure.calls(named: "navigationDestination") where structure.calls[call].isMember {
      let value = structure.calls[call]
      guard let container = lazyContainer(around: value.nameToken, structure) else { continue }
      context.report(
        from: value.firstToken, through: value.nameToken,
        message: "`.navigationDestination` inside `\(structure.name(ofCall: container))` may never be registered; "
          + "attach it outside the lazy container")
    }
  }

  // MARK: - Private

  /// The innermost lazy container whose content closure holds `index`, unless a navigation container,
  /// a presentation or a link destination starts a new hierarchy in between.
  private func lazyContainer(around index: Int, _ structure: FileStructure) -> Int? {
    var container: Int?
    // The first enclosing call that decides (and stops the walk).
    _ = structure.firstEnclosingCall(of: index) { enclosing in
      let call = enclosing.call
      if structure.call(call, isNamed: "NavigationLink") && isDestination(index, enclosing, structure) { return true }
      guard enclosing.isInClosure else { return false }
      if structure.call(call, isNamedAny: SwiftUINames.lazyContainers) {
        container = call
        return true
      }
      if structure.call(call, isNamedAny: ["NavigationStack", "NavigationSplitView", "NavigationView"]) {
        return true
      }
      return structure.calls[call].isMember && structure.call(call, isNamedAny: SwiftUINames.presentationModifiers)
    }
    return container
  }

  /// Whether `index` is in a link's destination: `NavigationLink(destination: …)` or the first closure of
  /// `NavigationLink { … } label: { … }`.
  private func isDestination(_ index: Int, _ enclosing: EnclosingCall, _ structure: FileStructure) -> Bool {
    let call = structure.calls[enclosing.call]
    switch enclosing.part {
    case .argumentClosure(let position):
      let arguments = structure.arguments(of: enclosing.call)
      guard position < arguments.count else { return false }
      return arguments[position].label.map { structure.token($0, is: "destination") } ?? false
    case .trailingClosure(let position):
      return position == 0 && call.trailingClosureCount > 1
    case .arguments:
      guard let argument = structure.argument(labelled: "destination", of: enclosing.call) else { return false }
      return argument.value.contains(index)
    }
  }
}
