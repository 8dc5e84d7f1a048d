import NavlintNavigation
import NavlintSyntax

/// NAV003: `.navigationDestination` inside a lazy container's content
/// (Rules/NAV003-destination-in-lazy-container.md). What one expression of the file shows is reported by the
/// per-file check; a destination at the root of a view that the project shows inside a lazy container by the
/// project pass (`NavigationFacts.rootDestinations`, `NavigationModel.isShownInLazyContainer(_:)`).
public struct DestinationInLazyContainerRule: ProjectRule {
  public static let id: RuleID = "NAV003"
  public static let name = "destination-in-lazy-container"
  public static let summary =
    "A `.navigationDestination` modifier inside a lazy container such as `List`, `LazyVStack` or `ForEach` may never be registered."
  public static let defaultSeverity: Severity = .error
  public static let fixAvailability: FixAvailability = .none
  public static let triggers: [StaticString] = ["navigationDestination"]

  public init() {}

  public func check(_ context: RuleContext) {
    for destination in context.file.calls(named: "navigationDestination")
    where destination.isMember && destination.isDestinationModifier {
      guard let container = destination.name.lazyContainer(context.navigation.helpers) else { continue }
      context.report(
        from: destination.firstToken, through: destination.name,
        message: "`.navigationDestination` inside `\(container.nameText)` may never be registered; "
          + "attach it outside the lazy container")
    }
  }

  /// The project pass: a `.navigationDestination` at the root of a view's `body` where the project shows that
  /// view inside a lazy container (a row view with its own destination).
  public static func check(file: Int, in model: NavigationModel, report: (Range<Int>, String, Fix?) -> Void) {
    for destination in model.files[file].facts.rootDestinations
    where model.isShownInLazyContainer(destination.owner) {
      report(
        destination.range,
        "`.navigationDestination` in `\(destination.owner)`, which the app shows inside a lazy container, may "
          + "never be registered; attach it outside the lazy container", nil)
    }
  }
}
