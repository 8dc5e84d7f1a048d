import NavlintSyntax

/// Questions about where a view sits in a written view tree, shared by the rules that walk outwards from a
/// view (NAV009 nested-navigation-stack, NAV010 navigation-link-in-button).
extension FileStructure {
  /// Modifiers whose closures add views to the screen of the view they modify. Closures of other modifiers may
  /// show their content anywhere (a third-party `.bottomSheet { … }`), so walks outwards stop there.
  static let sameScreenModifiers: [StaticString] = ["overlay", "background", "safeAreaInset", "mask", "toolbar"]

  /// Whether call `call` is a member call to a modifier whose closures add views to the same screen.
  func isSameScreenModifier(_ call: Int) -> Bool {
    calls[call].isMember && self.call(call, isNamedAny: Self.sameScreenModifiers)
  }

  /// Whether the bracket `open` (a `(` or a `{` owned by `link`, a `NavigationLink` call) holds the link's
  /// destination view at `index`: the `destination:` argument, the first of two trailing closures
  /// (`NavigationLink { Destination() } label: { … }`), or the only trailing closure of a link titled with a
  /// string (`NavigationLink("Help") { HelpView() }`).
  func isLinkDestination(_ index: Int, bracket open: Int, of link: Int) -> Bool {
    let value = calls[link]
    if let arguments = value.arguments, arguments.open == open {
      guard let destination = argument(labelled: "destination", of: link) else { return false }
      return destination.value.contains(index)
    }
    if let argument = arguments(of: link).first(where: { $0.closure?.lowerBound == open }) {
      return argument.label.map { token($0, is: "destination") } ?? false
    }
    guard let position = trailingClosures(of: link).firstIndex(where: { $0.open == open }), position == 0 else {
      return false
    }
    if value.trailingClosureCount > 1 { return true }
    let labels = arguments(of: link).compactMap(\.label)
    let labelled: [StaticString] = ["value", "destination", "label", "isActive", "tag", "selection"]
    return !labels.contains { label in labelled.contains { token(label, is: $0) } }
  }

  /// Whether the `{` at `open` is the view content of a container call: its first trailing closure, or a
  /// `content:` / `root:` closure argument.
  func isContentClosure(_ open: Int, of call: Int) -> Bool {
    let first = trailingClosures(of: call).first
    if first?.open == open && first?.label == nil {
      return true
    }
    return closureArgument(labelled: "root", of: call) == open || closureArgument(labelled: "content", of: call) == open
  }
}
