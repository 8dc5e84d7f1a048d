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
    let structure = context.structure
    for call in structure.calls(named: "NavigationLink") where structure.isSwiftUITypeCall(call) {
      guard let shape = shape(of: call, in: structure) else { continue }
      let name = structure.calls[call].nameToken
      guard !Availability.isLegacyCode(at: name, before: Self.replacementVersion, in: structure) else { continue }
      context.report(token: name, message: shape.message)
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

  /// The view-based shape of call `call`, or nil for a value-based link or a shape the rule does not know.
  private func shape(of call: Int, in structure: FileStructure) -> Shape? {
    let labels = structure.arguments(of: call).compactMap(\.label)
    if labels.contains(where: { structure.token($0, is: "value") }) { return nil }
    if labels.contains(where: { structure.token($0, is: "isActive") }) { return .boolean }
    if labels.contains(where: { structure.token($0, is: "tag") || structure.token($0, is: "selection") }) {
      return .tagged
    }
    if labels.contains(where: { structure.token($0, is: "destination") }) { return .destination }
    // Without `value:`, the first trailing closure is the destination (`NavigationLink("Help") { HelpView() }`,
    // `NavigationLink { Detail() } label: { … }`).
    return structure.calls[call].hasTrailingClosure ? .destination : nil
  }
}
