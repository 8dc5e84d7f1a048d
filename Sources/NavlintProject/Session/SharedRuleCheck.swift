import Foundation
import NavlintNavigation
import NavlintRules
import NavlintSyntax

/// The rules of a typed document that ask what the reading of its facts asks too (what the file's methods
/// do, its deep-link handlers, its delayed closures: NAV013 and NAV014), checked once by whichever thread
/// comes to them first.
///
/// While a document is typed, the server's worker lints the text and another thread reads its facts from a
/// copy of the same structure (`FactsReading`). The reading checks these rules first, with the
/// `FileNavigation` its facts then reuse; the worker runs the other rules and then takes these findings.
/// When the worker gets there first (the reading has not started), it checks them itself and the reading
/// skips them. A thread waits only while the other one is checking, which never waits in turn.
public final class SharedRuleCheck: @unchecked Sendable {
  /// The rules checked here instead of in the worker's lint.
  public static let ruleIDs: Set<RuleID> = [DeepLinkWithoutResetRule.id, DelayedNavigationRule.id]

  let linter: Linter
  private let condition = NSCondition()
  /// Guarded by `condition`.
  private var state = State.open

  private enum State {
    case open
    case checking
    case done([Finding])
  }

  init(linter: Linter) {
    self.linter = linter
  }

  /// The rules' findings (before suppressions) in the text of `structure`: checked now with `navigation`
  /// unless the other thread has checked them or is checking them, whose findings are then returned.
  func findings(in structure: FileStructure, navigation: FileNavigation? = nil) -> [Finding] {
    condition.lock()
    while true {
      switch state {
      case .done(let findings):
        condition.unlock()
        return findings
      case .checking:
        condition.wait()
      case .open:
        state = .checking
        condition.unlock()
        let findings = linter.findings(
          of: Self.ruleIDs, in: structure.source, structure: structure, navigation: navigation)
        condition.lock()
        state = .done(findings)
        condition.broadcast()
        condition.unlock()
        return findings
      }
    }
  }

  /// Whether the findings are known (for tests).
  var isDone: Bool {
    condition.lock()
    defer { condition.unlock() }
    if case .done = state { return true }
    return false
  }
}
