import NavlintNavigation
import NavlintSyntax

/// NAV014: navigation that waits for a fixed delay, `DispatchQueue.main.asyncAfter` or `Task.sleep`
/// (Rules/NAV014-delayed-navigation.md). What the file shows is reported by the per-file check; a delay
/// whose navigation only another file shows (a method declared there, a tab selection bound there) by the
/// project pass (`DelayedNavigation`, `PendingDelay`).
public struct DelayedNavigationRule: ProjectRule {
  public static let id: RuleID = "NAV014"
  public static let name = "delayed-navigation"
  public static let summary =
    "Navigation waits for a fixed delay (`DispatchQueue.main.asyncAfter` or `Task.sleep`) instead of "
    + "the event it is waiting for."
  public static let defaultSeverity: Severity = .warning
  public static let fixAvailability: FixAvailability = .none
  public static let triggers: [StaticString] = ["asyncAfter", "sleep"]

  public init() {}

  public func check(_ context: RuleContext) {
    for delay in context.navigation.delays {
      guard let navigation = delay.navigation else { continue }
      context.report(
        from: delay.call.firstToken, through: delay.call.name,
        message: Self.message(navigation: navigation.text, delay: delay.label))
    }
  }

  /// The project pass: a delay after which this file shows no navigation, but calls a method that navigates
  /// wherever the project declares it, or assigns a property another file binds to a `TabView`'s selection.
  public static func check(file: Int, in model: NavigationModel, report: (Range<Int>, String) -> Void) {
    for delay in model.files[file].facts.pendingDelays {
      let navigation = delay.candidates.first { candidate in
        candidate.isAssignment
          ? model.isTabSelection(candidate.name) : model.navigation(ofMethod: candidate.name) != nil
      }
      if let navigation { report(delay.range, message(navigation: navigation.name, delay: delay.label)) }
    }
  }

  private static func message(navigation: String, delay: String) -> String {
    "`\(navigation)` navigates after a fixed \(delay) delay; navigate when the event it waits for happens"
  }
}
