import NavlintSyntax

/// NAV007: see Rules/NAV007-tab-view-inside-navigation-stack.md.
public struct TabViewInsideNavigationStackRule: Rule {
  public static let id: RuleID = "NAV007"
  public static let name = "tab-view-inside-navigation-stack"
  public static let summary =
    "A `TabView` placed inside a `NavigationStack` makes every tab "
    + "share one stack; give each tab its own `NavigationStack` instead."
  public static let defaultSeverity: Severity = .warning
  public static let fixAvailability: FixAvailability = .none
  public static let triggers: [StaticString] = ["TabView"]

  /// Containers that keep their content on the same screen as the container itself.
  private static let sameScreenContainers: [StaticString] = ["VStack", "HStack", "ZStack", "Group", "GeometryReader"]

  private static let message =
    "`TabView` inside a `NavigationStack` shares one stack across all tabs; put a `NavigationStack` inside each tab"

  public init() {}

  public func check(_ context: RuleContext) {
    let structure = context.structure
    for call in structure.calls(named: "TabView") where structure.isSwiftUITypeCall(call) {
      guard !isPaged(call, in: structure), isDirectlyInsideStack(call, in: structure) else { continue }
      context.report(token: structure.calls[call].nameToken, message: Self.message)
    }
  }

  // MARK: - Helpers

  /// Walks out from the tab view through statement bodies and same-screen containers; true when the first
  /// thing that is neither is the content closure of a `NavigationStack`.
  private func isDirectlyInsideStack(_ tabView: Int, in structure: FileStructure) -> Bool {
    for open in structure.brackets.enclosingBrackets(of: structure.calls[tabView].nameToken) {
      guard structure.kind(open) == .lBrace else { return false }
      switch structure.braceRoles[open] {
      case .statementBody:
        continue
      case .closure, .trailingClosure:
        guard let owner = structure.call(owningBracket: open), structure.isSwiftUITypeCall(owner),
          isContentClosure(open, of: owner, in: structure), !isPaged(owner, in: structure)
        else { return false }
        if structure.call(owner, isNamed: "NavigationStack") { return true }
        guard Self.sameScreenContainers.contains(where: { structure.call(owner, isNamed: $0) }) else { return false }
      default:
        return false
      }
    }
    return false
  }

  /// Whether `{` at `open` is the view content of `call`: its first trailing closure, or a `content:` /
  /// `root:` closure argument.
  private func isContentClosure(_ open: Int, of call: Int, in structure: FileStructure) -> Bool {
    if structure.trailingClosures(of: call).first?.open == open { return true }
    return structure.closureArgument(labelled: "root", of: call) == open
      || structure.closureArgument(labelled: "content", of: call) == open
  }

  /// Whether a `.tabViewStyle(…)` applied to `call` makes tab views inside it page (`.page`, `.verticalPage`,
  /// `PageTabViewStyle()`): a carousel rather than tab navigation.
  private func isPaged(_ call: Int, in structure: FileStructure) -> Bool {
    for modifier in structure.modifiers(appliedTo: call) where structure.call(modifier, isNamed: "tabViewStyle") {
      guard let arguments = structure.calls[modifier].arguments else { continue }
      let inside = (arguments.open + 1)..<arguments.close
      if structure.containsIdentifier("page", in: inside) || structure.containsIdentifier("verticalPage", in: inside)
        || structure.containsIdentifier("PageTabViewStyle", in: inside)
      {
        return true
      }
    }
    return false
  }
}
