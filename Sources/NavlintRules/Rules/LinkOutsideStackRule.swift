import NavlintNavigation
import NavlintSyntax

/// NAV019: a `NavigationLink` in a view that every known construction site places outside any navigation
/// container (Rules/NAV019-link-outside-stack.md).
public struct LinkOutsideStackRule: ProjectRule {
  public static let id: RuleID = "NAV019"
  public static let name = "link-outside-stack"
  public static let summary =
    "A `NavigationLink` is placed outside any `NavigationStack`, so tapping it does nothing."
  public static let defaultSeverity: Severity = .error
  public static let fixAvailability: FixAvailability = .none
  public static let triggers: [StaticString] = ["NavigationLink"]

  public init() {}

  public static func check(file: Int, in model: NavigationModel, report: (Range<Int>, String, Fix?) -> Void) {
    guard !model.usesNavigationLibrary else { return }
    for site in model.files[file].facts.sites {
      guard case .link = site.kind, model.placement(ofSite: site) == .outsideStack else { continue }
      let where_: String
      switch site.context {
      case .ownerRoot: where_ = "`\(site.owner ?? "")` is only shown"
      case .memberRoot(let member): where_ = "`\(site.owner ?? "").\(member)` is only used"
      case .stack, .presentation, .window, .unknown: where_ = "it is"
      }
      report(
        site.range,
        "This `NavigationLink` is outside any navigation stack (\(where_) outside a `NavigationStack`); "
          + "tapping it does nothing", nil)
    }
  }
}
