import NavlintNavigation
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

  public init() {}

  public func check(_ context: RuleContext) {
    for tabView in context.file.calls(named: "TabView") where tabView.isSwiftUIType {
      // On watchOS every `TabView` is a pager: no tab bar, no tabs.
      guard !tabView.isPaged, !isOneTabWithoutBar(tabView),
        !context.file.structure.isWatchOSOnly(at: tabView.name.index),
        let stack = stackAround(tabView, context.navigation.helpers)
      else { continue }
      let container = stack.nameText
      // Tabs that already have stacks of their own share none: theirs are nested in the outer one.
      let message =
        hasStackInside(tabView, context.file, context.navigation.helpers)
        ? "`TabView` inside a `\(container)` nests its tabs' stacks in the outer one; make the `TabView` the root"
        : "`TabView` inside a `\(container)` shares one stack across all tabs; put a `\(container)` inside each tab"
      context.report(tabView.name, message: message)
    }
  }

  /// Whether the tab view shows one view at a time with no tab bar: its content is one view (not a `ForEach` or
  /// `Group`), or an `if` or `switch` whose every branch is one such view (a container the app switches itself,
  /// Pokit's custom tab bar), and the tab bar is hidden, on each of those views (`.toolbar(.hidden, for:
  /// .tabBar)`) or for the whole app (`UITabBar.appearance().isHidden = true` in the file). No tab to switch to,
  /// so no tabs share the stack; a container for a transition (mbta's pages, animated in as one unit).
  private func isOneTabWithoutBar(_ tabView: CallRef) -> Bool {
    let structure = tabView.file
    guard let content = tabView.closures.first, let views = viewsShownOneAtATime(in: content, structure) else {
      return false
    }
    if hidesTabBarForTheApp(structure) { return true }
    return views.allSatisfy { view in
      view.modifiers.contains { modifier in
        guard modifier.isNamed("toolbar"), case let arguments = modifier.arguments, arguments.count == 2,
          let label = arguments[1].label, structure.token(label, is: "for")
        else { return false }
        return structure.containsIdentifier("hidden", in: arguments[0].value)
          && structure.containsIdentifier("tabBar", in: arguments[1].value)
      }
    }
  }

  /// The views of the braces `body` when it shows exactly one at a time: one view statement, or one `if` or
  /// `switch` each of whose branches does (three levels deep); nil otherwise.
  private func viewsShownOneAtATime(
    in body: ClosedRange<Int>, _ structure: FileStructure, depth: Int = 0
  ) -> [CallRef]? {
    let statements = structure.topLevelStatements(in: body.lowerBound, body.upperBound)
    guard statements.count == 1 else { return nil }
    let first = statements[0]
    if let call = structure.call(atName: first).map({ CallRef(structure, $0) }) {
      return call.isNamed(any: ["ForEach", "Group"]) ? nil : [call]
    }
    guard depth < 3, structure.kind(first) == .keyword,
      structure.token(first, is: "if") || structure.token(first, is: "switch")
    else { return nil }
    let end = structure.expressionEnd(from: first)
    var views: [CallRef] = []
    var index = first
    while index <= end {
      guard structure.kind(index) == .lBrace, let close = structure.brackets.partner(of: index) else {
        index += 1
        continue
      }
      if structure.braceRoles[index] == .statementBody {
        if structure.isSwitchBody(index) {
          let labels = structure.caseLabels(in: index...close)
          guard !labels.isEmpty else { return nil }
          for (position, label) in labels.enumerated() {
            // A case's statements run from its label's `:` to the next label.
            var colon = label
            while colon < close && structure.kind(colon) != .colon { colon += 1 }
            let next = position + 1 < labels.count ? labels[position + 1] : close
            guard let branch = viewsShownOneAtATime(in: colon...next, structure, depth: depth + 1) else {
              return nil
            }
            views += branch
          }
        } else {
          guard let branch = viewsShownOneAtATime(in: index...close, structure, depth: depth + 1) else {
            return nil
          }
          views += branch
        }
      }
      index = close + 1
    }
    return views.isEmpty ? nil : views
  }

  /// Whether the file hides every tab bar of the app: `UITabBar.appearance().isHidden = true`.
  private func hidesTabBarForTheApp(_ structure: FileStructure) -> Bool {
    structure.identifiers(named: "isHidden").contains { index in
      let hidden = TokenRef(structure, index)
      return hidden.previous.kind == .period && hidden.offset(-2).kind == .rParen
        && hidden.offset(-3).kind == .lParen && hidden.offset(-4).isIdentifier("appearance")
        && hidden.offset(-5).kind == .period && hidden.offset(-6).isIdentifier("UITabBar")
        && hidden.next.is("=") && hidden.offset(2).isKeyword("true")
    }
  }

  /// Whether a `NavigationStack` or `NavigationView` is written in the tab view's content, or in a view helper
  /// that the content uses (`var walletTab: some View { NavigationStack { … } }`), helpers of helpers up to
  /// three levels (`ViewHelpers.uses(of:)`, the one reading of a helper's uses).
  private func hasStackInside(_ tabView: CallRef, _ file: SwiftFile, _ helpers: ViewHelpers) -> Bool {
    let contents = tabView.closures
    func reaches(_ token: TokenRef, depth: Int) -> Bool {
      if contents.contains(where: { $0.contains(token.index) }) { return true }
      guard depth < 3, let member = token.enclosingDeclaration(where: { !$0.kind.isTypeLike }),
        let uses = helpers.uses(of: member)
      else { return false }
      return uses.contains { reaches(file.token($0), depth: depth + 1) }
    }
    return file.calls(namedAny: SwiftUINames.stacks).contains { $0.isStack && reaches($0.name, depth: 0) }
  }

  // MARK: - Helpers

  /// Walks out from the tab view through statement bodies and same-screen containers, and from a view helper
  /// to its uses (`TokenRef.throughHelper`); the `NavigationStack` or stack-style `NavigationView` whose content
  /// closure is the first thing that is neither, if it is one.
  private func stackAround(_ tabView: CallRef, _ helpers: ViewHelpers) -> CallRef? {
    stackAround(tabView.name, helpers, helpersFollowed: 0)
  }

  private func stackAround(_ token: TokenRef, _ helpers: ViewHelpers, helpersFollowed: Int) -> CallRef? {
    for ancestor in token.ancestors {
      switch ancestor.kind {
      case .statementBody:
        continue
      case .closure:
        guard let owner = ancestor.call, owner.isSwiftUIType, ancestor.isContentClosure, !owner.isPaged else {
          return nil
        }
        if owner.isNamed("NavigationStack") { return owner }
        if owner.isNamed("NavigationView") { return owner.isColumnNavigationView ? nil : owner }
        guard owner.isNamed(any: SwiftUINames.sameScreenContainers) else { return nil }
      case .declarationBody, .accessorBody:
        return token.throughHelper(helpers, depth: helpersFollowed) { use, depth in
          stackAround(use, helpers, helpersFollowed: depth)
        }
      default:
        return nil
      }
    }
    return nil
  }
}
