import NavlintNavigation
import NavlintSyntax

/// NAV017: a pushed value (`NavigationLink(value:)`, `path.append`) whose type no `navigationDestination(for:)` of the project handles
/// (Rules/NAV017-link-without-destination.md).
public struct LinkWithoutDestinationRule: ProjectRule {
  public static let id: RuleID = "NAV017"
  public static let name = "link-without-destination"
  public static let summary =
    "A `NavigationLink(value:)` or `path.append` pushes a value whose type no `navigationDestination(for:)` in "
    + "the app handles, so nothing is pushed."
  public static let defaultSeverity: Severity = .error
  public static let fixAvailability: FixAvailability = .none
  public static let triggers: [StaticString] = ["NavigationLink", "append"]

  public init() {}

  public static func check(file: Int, in model: NavigationModel, report: (Range<Int>, String, Fix?) -> Void) {
    // A library's destinations, or a registration for a type navlint cannot name, may handle any value.
    guard !model.usesNavigationLibrary, !model.hasOpenRegistration else { return }
    for id in model.pushes(inFile: file) {
      let site = model.site(id)
      guard case .push(let value) = site.kind, let resolved = model.resolvedType(of: value, in: site.owner),
        !model.setsSelection(site)
      else {
        continue
      }
      let type = resolved.name
      let registrations = model.registrations(handling: resolved)
      if registrations.isEmpty {
        // A library's `public` type: the app importing it may register it, on stacks of its own.
        if model.isPublic(resolved) { continue }
        report(
          site.range,
          "No `navigationDestination(for: \(type).self)` in the app handles this `\(type)` value; nothing is pushed",
          nil)
      } else if !model.isVisible(anyOf: registrations, fromPush: id) {
        report(
          site.range,
          "No `navigationDestination(for: \(type).self)` on this stack handles this `\(type)` value (only other "
            + "stacks register it); nothing is pushed", nil)
      }
    }
  }
}
