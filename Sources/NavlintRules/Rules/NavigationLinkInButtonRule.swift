import NavlintNavigation
import NavlintSyntax

/// NAV010: a `NavigationLink` inside a `Button` (Rules/NAV010-navigation-link-in-button.md).
public struct NavigationLinkInButtonRule: Rule {
  public static let id: RuleID = "NAV010"
  public static let name = "navigation-link-in-button"
  public static let summary =
    "A `NavigationLink` inside a `Button` competes with the button for the same tap; use the link alone "
    + "or push from the button's action."
  public static let defaultSeverity: Severity = .warning
  public static let fixAvailability: FixAvailability = .none
  /// A `Button` is needed too; `NavigationLink` is the rarer name.
  public static let triggers: [StaticString] = ["NavigationLink"]

  private static let message =
    "`NavigationLink` inside a `Button` competes with the button for the same tap; use the link alone "
    + "(add side effects with `.simultaneousGesture`) or push from the button's action"

  public init() {}

  public func check(_ context: RuleContext) {
    for link in context.file.calls(named: "NavigationLink") where link.isSwiftUIType {
      guard !hasHiddenLabel(link), !leadsNowhere(link), isInsideButton(link, context.navigation.helpers) else {
        continue
      }
      context.report(link.name, message: Self.message)
    }
  }

  // MARK: - Private

  /// Walks out from the link through views and control flow; true when the first call that decides is a
  /// `Button` holding the link in one of its closures. A modifier closure that may show its content elsewhere
  /// (anything but the same-screen modifiers), a link destination, a navigation container, a declaration body
  /// (but a view helper's, followed to its uses) or a stored closure ends the walk.
  private func isInsideButton(_ link: CallRef, _ helpers: ViewHelpers) -> Bool {
    isInsideButton(link.name, helpers, helpersFollowed: 0)
  }

  /// `isInsideButton(_:)` from `token`, a view helper followed to its uses (`TokenRef.throughHelper`).
  private func isInsideButton(_ token: TokenRef, _ helpers: ViewHelpers, helpersFollowed: Int) -> Bool {
    for ancestor in token.ancestors {
      switch ancestor.kind {
      case .statementBody, .squareBrackets:
        continue
      case .closure:
        guard let owner = ancestor.call else { return false }
        if owner.isSwiftUIType && owner.isNamed("Button") { return true }
        if endsWalk(ancestor, owner) { return false }
      case .parentheses:
        guard let owner = ancestor.call else { continue }
        if owner.isSwiftUIType && owner.isNamed("Button") { return false }
        if endsWalk(ancestor, owner) { return false }
      case .declarationBody, .accessorBody:
        let inside = token.throughHelper(helpers, depth: helpersFollowed) { use, depth in
          isInsideButton(use, helpers, helpersFollowed: depth) ? true : nil
        }
        return inside ?? false
      case .otherBrace:
        return false
      }
    }
    return false
  }

  /// Whether passing through `ancestor`, a bracket of call `owner`, leaves the button's screen or tap area.
  private func endsWalk(_ ancestor: Ancestor, _ owner: CallRef) -> Bool {
    guard owner.isSwiftUIType else { return owner.isMember && !owner.isSameScreenModifier }
    if owner.isNamed("NavigationLink") { return ancestor.holdsLinkDestination }
    // A menu's items show in its popup, which takes its own taps.
    if owner.isNamed("Menu") { return ancestor.isContentClosure }
    return owner.isNavigationContainer
  }

  /// Whether the link's label is exactly `EmptyView()`: an invisible link triggered from code, which takes no
  /// taps of its own.
  private func hasHiddenLabel(_ link: CallRef) -> Bool {
    guard let label = link.linkLabel else { return false }
    return isEmptyView((label.lowerBound + 1)..<label.upperBound, link.file)
  }

  /// Whether the link's destination is exactly `EmptyView()`: a link to nothing, drawn for its disclosure
  /// indicator in a row whose button does the work ("Hack to show the disclosure"), so no push competes with it.
  private func leadsNowhere(_ link: CallRef) -> Bool {
    guard let destination = link.linkDestination else { return false }
    return isEmptyView(destination, link.file)
  }

  /// Whether `tokens` are exactly `EmptyView()`.
  private func isEmptyView(_ tokens: Range<Int>, _ structure: FileStructure) -> Bool {
    // `EmptyView()` is 11 bytes, and the joined text is never shorter than the tokens' bytes.
    var length = 0
    for index in tokens where length <= 11 { length += Int(structure.tokens[index].length) }
    return length == 11 && structure.joinedText(tokens) == "EmptyView()"
  }
}
