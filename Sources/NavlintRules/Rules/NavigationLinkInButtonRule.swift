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
    let structure = context.structure
    for link in structure.calls(named: "NavigationLink") where structure.isSwiftUITypeCall(link) {
      let nameToken = structure.calls[link].nameToken
      guard !hasHiddenLabel(link, structure), isInsideButton(nameToken, structure) else { continue }
      context.report(token: nameToken, message: Self.message)
    }
  }

  // MARK: - Private

  /// Walks out from the link through views and control flow; true when the first call that decides is a
  /// `Button` holding the link in one of its closures. A modifier closure that may show its content elsewhere
  /// (anything but `.overlay`, `.background`, `.safeAreaInset`, `.mask`, `.toolbar`), a link destination, a
  /// navigation container, a declaration body or a stored closure ends the walk.
  private func isInsideButton(_ index: Int, _ structure: FileStructure) -> Bool {
    for open in structure.brackets.enclosingBrackets(of: index) {
      switch structure.kind(open) {
      case .lBrace:
        switch structure.braceRoles[open] {
        case .statementBody:
          continue
        case .closure, .trailingClosure:
          guard let owner = structure.call(owningBracket: open) else { return false }
          if structure.isSwiftUITypeCall(owner) && structure.call(owner, isNamed: "Button") { return true }
          if endsWalk(owner, bracket: open, index, structure) { return false }
        default:
          return false
        }
      case .lParen:
        guard let owner = structure.call(owningBracket: open) else { continue }
        if structure.isSwiftUITypeCall(owner) && structure.call(owner, isNamed: "Button") { return false }
        if endsWalk(owner, bracket: open, index, structure) { return false }
      default:
        continue
      }
    }
    return false
  }

  /// Whether passing through `open` of call `owner` leaves the button's screen or tap area.
  private func endsWalk(_ owner: Int, bracket open: Int, _ index: Int, _ structure: FileStructure) -> Bool {
    guard structure.isSwiftUITypeCall(owner) else {
      return structure.calls[owner].isMember && !structure.isSameScreenModifier(owner)
    }
    if structure.call(owner, isNamed: "NavigationLink") {
      return structure.isLinkDestination(index, bracket: open, of: owner)
    }
    return structure.call(owner, isNamedAny: ["NavigationStack", "NavigationSplitView", "NavigationView"])
  }

  /// Whether the link's label is exactly `EmptyView()`: an invisible link triggered from code, which takes no
  /// taps of its own.
  private func hasHiddenLabel(_ link: Int, _ structure: FileStructure) -> Bool {
    let value = structure.calls[link]
    var label: ClosedRange<Int>?
    if let argument = structure.argument(labelled: "label", of: link), let closure = argument.closure {
      label = closure
    } else if let trailing = structure.trailingClosures(of: link).first(where: {
      $0.label.map { structure.token($0, is: "label") } ?? false
    }) {
      label = trailing.open...trailing.close
    } else if value.trailingClosureCount == 1, let trailing = structure.trailingClosures(of: link).first,
      !structure.isLinkDestination(trailing.open, bracket: trailing.open, of: link)
    {
      label = trailing.open...trailing.close
    }
    guard let label else { return false }
    let inside = (label.lowerBound + 1)..<label.upperBound
    // `EmptyView()` is 11 bytes, and the joined text is never shorter than the tokens' bytes.
    var length = 0
    for index in inside where length <= 11 { length += Int(structure.tokens[index].length) }
    return length == 11 && structure.joinedText(inside) == "EmptyView()"
  }
}
