import NavlintNavigation
import NavlintSyntax

/// NAV002: see Rules/NAV002-view-based-navigation-link.md.
public struct ViewBasedNavigationLinkRule: Rule {
  public static let id: RuleID = "NAV002"
  public static let name = "view-based-navigation-link"
  public static let summary =
    "A `NavigationLink` that carries its destination view cannot be driven by a "
    + "navigation path; link a value with `NavigationLink(value:)` and map it with `.navigationDestination`."
  public static let defaultSeverity: Severity = .warning
  public static let fixAvailability: FixAvailability = .none
  public static let triggers: [StaticString] = ["NavigationLink"]

  /// Value-based links, their replacement, exist from iOS 16.
  private static let replacementVersion = Version(16)

  public init() {}

  public func check(_ context: RuleContext) {
    if let minimum = context.minimumIOS, minimum < Self.replacementVersion { return }
    for link in context.file.calls(named: "NavigationLink") where link.isSwiftUIType {
      guard let shape = shape(of: link),
        !Availability.isLegacyCode(at: link.name.index, before: Self.replacementVersion, in: link.file)
      else { continue }
      context.report(link.name, message: shape.message)
    }
  }

  // MARK: - Shapes

  /// How a link names its destination.
  private enum Shape {
    case boolean, tagged, destination

    var message: String {
      let replacement = "use `NavigationLink(value:)` with `.navigationDestination`"
      switch self {
      case .boolean:
        return "`NavigationLink(isActive:)` is deprecated since iOS 16; \(replacement)"
      case .tagged:
        return "`NavigationLink(tag:selection:)` is deprecated since iOS 16; \(replacement)"
      case .destination:
        return "`NavigationLink` with a destination view is invisible to the navigation path; \(replacement)"
      }
    }
  }

  /// The view-based shape of `link`, or nil for a value-based link or a shape the rule does not know.
  private func shape(of link: CallRef) -> Shape? {
    if link.hasArgument(labelled: "value") { return nil }
    if link.hasArgument(labelled: "isActive") { return .boolean }
    if link.hasArgument(labelled: "tag") || link.hasArgument(labelled: "selection") { return .tagged }
    if link.hasArgument(labelled: "destination") { return .destination }
    // The first trailing closure may be the destination (`NavigationLink("Help") { HelpView() }`,
    // `NavigationLink { Detail() } label: { … }`), not a label (`NavigationLink(state:) { … }`, TCA's push).
    guard let first = link.trailingClosures.first else { return nil }
    let open = TokenRef(link.file, first.open)
    return link.holdsLinkDestination(open, bracket: open) ? .destination : nil
  }
}
