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
    let structure = context.structure
    let delays = structure.calls(named: "asyncAfter").filter { isMainQueueCall($0, structure) }
    let sleeps = structure.calls(named: "sleep").filter { isTaskSleep($0, structure) }
    guard !delays.isEmpty || !sleeps.isEmpty else { return }
    let finder = PathMutationFinder(structure)
    for call in delays {
      for closure in structure.closures(of: call) {
        guard let navigation = firstNavigation(in: closure, localsFrom: closure.lowerBound, finder) else {
          continue
        }
        report(call, delay: "`DispatchQueue.main.asyncAfter`", navigation: navigation, structure, context)
        break
      }
    }
    for call in sleeps {
      guard let scope = scope(after: call, structure),
        let navigation = firstNavigation(
          in: structure.calls[call].lastToken...scope.upperBound, localsFrom: scope.lowerBound, finder)
      else { continue }
      report(call, delay: "`Task.sleep`", navigation: navigation, structure, context)
    }
  }

  // MARK: - Delays

  /// `DispatchQueue.main.asyncAfter(…)`. Other queues are NAV005's business.
  private func isMainQueueCall(_ call: Int, _ structure: FileStructure) -> Bool {
    guard structure.calls[call].isMember, let receiverEnd = structure.receiverEnd(of: call),
      structure.isIdentifier(receiverEnd, "main"), structure.kind(receiverEnd - 1) == .period
    else { return false }
    return structure.isIdentifier(receiverEnd - 2, "DispatchQueue") && structure.kind(receiverEnd - 3) != .period
  }

  /// `Task.sleep(…)` on the standard library's `Task` (any of its forms).
  private func isTaskSleep(_ call: Int, _ structure: FileStructure) -> Bool {
    guard structure.calls[call].isMember, structure.calls[call].arguments != nil,
      let receiverEnd = structure.receiverEnd(of: call), structure.isIdentifier(receiverEnd, "Task")
    else { return false }
    return structure.kind(receiverEnd - 1) != .period
  }

  /// The `{`…`}` of the code that runs after the sleep: the innermost closure, function body or statement
  /// body around it, looking out through `do { … }` blocks (their code continues after the block).
  private func scope(after call: Int, _ structure: FileStructure) -> ClosedRange<Int>? {
    for open in structure.brackets.enclosingBrackets(of: structure.calls[call].nameToken) {
      guard structure.kind(open) == .lBrace else { continue }
      if structure.braceRoles[open] == .statementBody && structure.kind(open - 1) == .keyword
        && structure.token(open - 1, is: "do")
      {
        continue
      }
      return structure.brackets.partner(of: open).map { open...$0 }
    }
    return nil
  }

  // MARK: - Navigation

  /// The first navigation in `range`: a path change, `dismiss()`, or an assignment to a selected tab.
  /// Functions and types declared inside are skipped; their code runs when called. A bare path name declared
  /// with `let`/`var` after `localsStart` (or in the enclosing function) is a local array, not navigation.
  private func firstNavigation(
    in range: ClosedRange<Int>, localsFrom localsStart: Int, _ finder: PathMutationFinder
  ) -> Int? {
    let structure = finder.structure
    let nested = structure.nestedDeclarationRanges(in: range)
    var index = range.lowerBound + 1
    while index < range.upperBound {
      if let skipped = nested.first(where: { $0.contains(index) }) {
        index = skipped.upperBound + 1
        continue
      }
      defer { index += 1 }
      guard structure.kind(index) == .identifier else { continue }
      if finder.mutation(at: index) != nil {
        let start = min(enclosingFunctionStart(of: index, structure) ?? localsStart, localsStart)
        if !structure.isLocalVariable(index, declaredAfter: start) { return index }
      } else if isDismissCall(index, structure) || isTabSelection(index, structure) {
        return index
      }
    }
    return nil
  }

  /// `dismiss()`, `self.dismiss()` or `presentationMode.wrappedValue.dismiss()` with no arguments (UIKit's
  /// `dismiss(animated:)` takes some).
  private func isDismissCall(_ index: Int, _ structure: FileStructure) -> Bool {
    guard structure.token(index, is: "dismiss"), let call = structure.call(atName: index) else { return false }
    let value = structure.calls[call]
    guard let arguments = value.arguments, structure.arguments(in: arguments).allSatisfy({ $0.value.isEmpty }),
      !value.hasTrailingClosure
    else { return false }
    guard value.isMember else { return true }
    guard let receiverEnd = structure.receiverEnd(of: call) else { return false }
    return structure.token(receiverEnd, is: "self") || structure.isIdentifier(receiverEnd, "wrappedValue")
  }

  /// `selectedTab = …`, `router.activeTab = …`, `tabSelection = …`: a name ending in `Tab` assigned a value
  /// that is not a Boolean (`isOnTab = true` is a flag).
  private func isTabSelection(_ index: Int, _ structure: FileStructure) -> Bool {
    guard structure.kind(index + 1) == .equal else { return false }
    let value = index + 2
    if structure.kind(value) == .keyword && (structure.token(value, is: "true") || structure.token(value, is: "false"))
    {
      return false
    }
    let previous = index - 1
    if structure.kind(previous) == .keyword
      && (structure.token(previous, is: "var") || structure.token(previous, is: "let")
        || structure.token(previous, is: "case"))
    {
      return false
    }
    if structure.token(index, is: "tabSelection") { return true }
    let name = structure.text(index)
    guard name.count > 3, name.hasSuffix("Tab") else { return false }
    return name.dropLast(3).last?.isLowercase == true
  }

  /// Where the function or closure around `index` starts (locals are looked for from there).
  private func enclosingFunctionStart(of index: Int, _ structure: FileStructure) -> Int? {
    structure.enclosingDeclaration(of: index) {
      structure.declarations[$0].kind == .function || structure.declarations[$0].kind == .initializer
    }.map { structure.declarations[$0].keyword }
  }

  private func report(
    _ call: Int, delay: String, navigation: Int, _ structure: FileStructure, _ context: RuleContext
  ) {
    let value = structure.calls[call]
    context.report(
      from: value.firstToken, through: value.nameToken,
      message: "`\(structure.text(navigation))` navigates after a fixed \(delay) delay; "
        + "navigate when the event it waits for happens")
  }
}
