import NavlintNavigation
import NavlintSyntax

/// NAV014: navigation that waits for a fixed delay, `DispatchQueue.main.asyncAfter` or `Task.sleep`
/// (Rules/NAV014-delayed-navigation.md).
public struct DelayedNavigationRule: Rule {
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
    let file = context.file
    // `DispatchQueue.main.asyncAfter(…)`; other queues are NAV005's business.
    let delays = file.calls(named: "asyncAfter").filter { $0.isMember && $0.isOnMainQueue(of: "DispatchQueue") }
    // `Task.sleep(…)` on the standard library's `Task` (any of its forms).
    let sleeps = file.calls(named: "sleep").filter { $0.isMember && $0.argumentList != nil && $0.isApplied(to: "Task") }
    guard !delays.isEmpty || !sleeps.isEmpty else { return }
    let finder = PathMutationFinder(file.structure)
    let navigation = Navigation(
      paths: finder, calls: NavigationCallFinder(finder), tabSelections: TabSelections(file))
    for call in delays {
      for closure in call.closures {
        guard let navigation = firstNavigation(in: closure, localsFrom: closure.lowerBound, file, navigation) else {
          continue
        }
        report(call, delay: "`DispatchQueue.main.asyncAfter`", navigation: navigation, context)
        break
      }
    }
    for call in sleeps {
      guard let scope = scope(after: call),
        let navigation = firstNavigation(
          in: call.lastToken.index...scope.upperBound, localsFrom: scope.lowerBound, file, navigation)
      else { continue }
      report(call, delay: "`Task.sleep`", navigation: navigation, context)
    }
  }

  // MARK: - Delays

  /// The `{`…`}` of the code that runs after the sleep: the innermost closure, function body or statement
  /// body around it, looking out through `do { … }` blocks (their code continues after the block).
  private func scope(after call: CallRef) -> ClosedRange<Int>? {
    for ancestor in call.ancestors where ancestor.bracket.kind == .lBrace {
      if ancestor.kind == .statementBody && ancestor.bracket.previous.isKeyword("do") { continue }
      return ancestor.close.map { ancestor.bracket.index...$0.index }
    }
    return nil
  }

  // MARK: - Navigation

  /// What counts as navigation in this file.
  private struct Navigation {
    var paths: PathMutationFinder
    var calls: NavigationCallFinder
    var tabSelections: TabSelections
  }

  /// The first navigation in `range`: a path change, `dismiss()`, a call to a navigating method (a
  /// coordinator's `navigate(to:)`, a method of this file that pushes), or an assignment to a tab selection.
  /// Functions and types declared inside are skipped; their code runs when called. A bare path name declared
  /// with `let`/`var` after `localsStart` (or in the enclosing function) is a local array, not navigation.
  private func firstNavigation(
    in range: ClosedRange<Int>, localsFrom localsStart: Int, _ file: SwiftFile, _ navigation: Navigation
  ) -> TokenRef? {
    let nested = file.nestedDeclarationRanges(in: range)
    var index = range.lowerBound + 1
    while index < range.upperBound {
      if let skipped = nested.first(where: { $0.contains(index) }) {
        index = skipped.upperBound + 1
        continue
      }
      defer { index += 1 }
      guard file.structure.kind(index) == .identifier else { continue }
      let token = file.token(index)
      if navigation.paths.mutation(at: token) != nil {
        let start = min(token.enclosingFunction?.keyword.index ?? localsStart, localsStart)
        if !token.isLocal(declaredAfter: start) { return token }
      } else if token.isDismissCall || navigation.calls.call(at: token) != nil
        || navigation.tabSelections.isAssignment(at: token)
      {
        return token
      }
    }
    return nil
  }

  private func report(_ call: CallRef, delay: String, navigation: TokenRef, _ context: RuleContext) {
    context.report(
      from: call.firstToken, through: call.name,
      message: "`\(navigation.text)` navigates after a fixed \(delay) delay; "
        + "navigate when the event it waits for happens")
  }
}
