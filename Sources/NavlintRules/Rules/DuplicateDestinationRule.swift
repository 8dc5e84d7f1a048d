import NavlintNavigation
import NavlintSyntax

/// NAV018: a `navigationDestination(for:)` for a type already registered closer to the root of the same
/// stack (Rules/NAV018-duplicate-destination.md).
public struct DuplicateDestinationRule: ProjectRule {
  public static let id: RuleID = "NAV018"
  public static let name = "duplicate-destination"
  public static let summary =
    "A `navigationDestination(for:)` registers a type that is already registered closer to the root of the "
    + "same stack; SwiftUI ignores it."
  public static let defaultSeverity: Severity = .warning
  public static let fixAvailability: FixAvailability = .none
  public static let triggers: [StaticString] = ["navigationDestination"]

  public init() {}

  public static func check(file: Int, in model: NavigationModel, report: (Range<Int>, String, Fix?) -> Void) {
    guard !model.usesNavigationLibrary else { return }
    for site in model.files[file].facts.sites {
      // A name several types have (`OptionsView.Destination`, `InfraredView.Destination`) may be another type
      // in each registration.
      guard case .registration(.named(let type)) = site.kind, !model.isDeclaredMoreThanOnce(type),
        model.isRegisteredAbove(site, type: Site.written(type, qualifier: site.qualifier))
      else { continue }
      report(
        site.range,
        "`\(type)` is already registered closer to the root of this stack; "
          + "SwiftUI uses that destination and ignores this one", nil)
    }
  }
}
