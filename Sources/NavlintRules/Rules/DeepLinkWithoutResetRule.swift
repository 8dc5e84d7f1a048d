import NavlintNavigation
import NavlintSyntax

/// NAV013: a URL handler that pushes onto a navigation path without resetting it first
/// (Rules/NAV013-deep-link-without-reset.md).
public struct DeepLinkWithoutResetRule: ProjectRule {
  public static let id: RuleID = "NAV013"
  public static let name = "deep-link-without-reset"
  public static let summary =
    "A deep-link handler pushes onto a navigation path without resetting it first, "
    + "so the linked screen lands on top of whatever was open."
  public static let defaultSeverity: Severity = .warning
  public static let fixAvailability: FixAvailability = .none
  /// Handlers are `.onOpenURL` / `.onContinueUserActivity` closures and functions taking a `URL`, a user
  /// activity, URL contexts or a notification's response.
  public static let triggers: [StaticString] = [
    "onOpenURL", "URL", "onContinueUserActivity", "NSUserActivity", "UIOpenURLContext", "UNNotificationResponse",
  ]

  public init() {}

  public func check(_ context: RuleContext) {
    // A file that does not import SwiftUI: the project pass reports it when the app hosts SwiftUI.
    if context.navigation.importsButNotSwiftUI { return }
    for case .finding(let range, let message) in context.navigation.deepLinkOutcomes {
      context.report(bytes: range, message: message)
    }
  }

  /// The project pass, for what this file alone cannot decide (`PendingDeepLink`): an entry point that shows
  /// no push and no reset is reported at the first method it calls that pushes wherever the project declares
  /// it (`coordinator.openCheckout()`), unless a method called before it resets. A coordinator's method that
  /// pushes by its name (`router.navigateToChat(…)`) pushes unless the project declares it resetting the path
  /// or presenting first (`NavigationModel.navigation(ofMethodPushingByName:)`; setting a pending destination
  /// that a view may push leaves the name's word standing).
  /// In a file that imports modules but not SwiftUI (`NavigationFacts.importsButNotSwiftUI`), its handlers
  /// are reported only when the app hosts SwiftUI somewhere (`NavigationModel.hostsSwiftUI`), as NAV014's
  /// delays are.
  public static func check(file: Int, in model: NavigationModel, report: (Range<Int>, String, Fix?) -> Void) {
    let facts = model.files[file].facts
    if facts.importsButNotSwiftUI && !model.hostsSwiftUI { return }
    for pending in facts.pendingDeepLinks {
      if let shown = pending.shown {
        report(shown.range, shown.message, nil)
        continue
      }
      let kinds = pending.calls.map { call in
        guard let byName = call.byName else { return model.navigation(ofMethod: call.name) }
        return model.navigation(ofMethodCalledByName: call.name, promising: byName)
      }
      for (call, kind) in zip(pending.calls, kinds) where kind == .push || kind == .reset {
        if kind == .push {
          let target = call.owner.isEmpty ? "the path" : "`\(call.owner)`'s path"
          report(
            call.range, DeepLinks.message(handler: pending.description, target: "\(target) through `\(call.name)(…)`"),
            nil)
        }
        break
      }
    }
  }
}
