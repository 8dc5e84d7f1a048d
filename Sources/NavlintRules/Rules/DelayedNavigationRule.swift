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
    // A file that does not import SwiftUI: the project pass reports it when the app hosts SwiftUI.
    if context.navigation.importsButNotSwiftUI { return }
    for delay in context.navigation.delays {
      guard let navigation = delay.navigation else { continue }
      context.report(
        from: delay.call.firstToken, through: delay.call.name,
        message: Self.message(navigation: navigation.text, delay: delay.label))
    }
  }

  /// The project pass: a delay after which this file shows no navigation, but calls a method that navigates
  /// wherever the project declares it, or assigns a property another file binds to a `TabView`'s selection.
  /// A method that closes the screen (a pop or a reset) after a result shown before the delay is quiet, as
  /// `dismiss()` is in the per-file check.
  /// In a file that imports modules but not SwiftUI (`NavigationFacts.importsButNotSwiftUI`), its delays are
  /// reported only when the app hosts SwiftUI somewhere (`NavigationModel.hostsSwiftUI`): navlint reads
  /// UIKit's navigation as SwiftUI's neighbour, not as a UIKit linter.
  public static func check(file: Int, in model: NavigationModel, report: (Range<Int>, String, Fix?) -> Void) {
    let facts = model.files[file].facts
    if facts.importsButNotSwiftUI && !model.hostsSwiftUI { return }
    for delay in facts.pendingDelays {
      if let shown = delay.shown {
        report(delay.range, message(navigation: shown, delay: delay.label), nil)
        continue
      }
      // What each candidate does: nil when it does not navigate.
      let kinds = delay.candidates.map { candidate -> NavigationCall.Kind? in
        if candidate.isAssignment { return model.isTabSelection(candidate.name) ? .present : nil }
        // A method that awaits work before it navigates waits for that work, not for the delay.
        if model.awaitsWork(beforeNavigatingIn: candidate.name) { return nil }
        if let promised = candidate.byName {
          return model.navigation(ofMethodCalledByName: candidate.name, promising: promised)
        }
        return model.navigation(ofMethod: candidate.name)
      }
      guard let first = kinds.firstIndex(where: { $0 != nil }) else { continue }
      // Every navigation after the delay closes the screen, after a result shown before it.
      if delay.showsAResult, kinds[first...].allSatisfy({ $0.map(DelayedNavigation.closesTheScreen) ?? true }) {
        continue
      }
      report(delay.range, message(navigation: delay.candidates[first].name, delay: delay.label), nil)
    }
  }

  private static func message(navigation: String, delay: String) -> String {
    "`\(navigation)` navigates after a fixed \(delay) delay; navigate when the event it waits for happens"
  }
}
