import NavlintNavigation
import NavlintSyntax

/// NAV011: a navigation path made while `body` runs, or a stack bound to a constant path
/// (Rules/NAV011-navigation-path-in-body.md).
public struct NavigationPathInBodyRule: Rule {
  public static let id: RuleID = "NAV011"
  public static let name = "navigation-path-in-body"
  public static let summary =
    "A `NavigationPath` made inside `body`, or a `NavigationStack` bound to `.constant(…)`, "
    + "loses every push and pop; keep the path in `@State` or a model."
  public static let defaultSeverity: Severity = .error
  public static let fixAvailability: FixAvailability = .none
  /// A `NavigationPath(…)` call, or a stack's path binding.
  public static let triggers: [StaticString] = ["NavigationPath", "NavigationStack"]

  public init() {}

  public func check(_ context: RuleContext) {
    let file = context.file
    var constantPaths: [Range<Int>] = []
    for stack in file.calls(named: "NavigationStack") where stack.isSwiftUIType {
      guard let path = stack.argument(labelled: "path"), !context.navigation.previews.contain(stack.name.index) else {
        continue
      }
      if let constant = constantBinding(path.value, file) {
        constantPaths.append(path.value)
        context.report(from: constant.firstToken, through: constant.name, message: Self.constantMessage)
      } else if let binding = pathBinding(path.value, file) {
        if let fresh = freshPathGetter(binding, file) {
          let message = fresh.lowerBound.kind == .lSquare ? Self.arrayGetterMessage : Self.getterMessage
          context.report(from: fresh.lowerBound, through: fresh.upperBound, message: message)
        } else if ignoresTheNewValue(binding) {
          context.report(from: binding.name, through: binding.name, message: Self.setterMessage)
        }
      }
    }
    for path in file.calls(named: "NavigationPath") where path.isSwiftUIType {
      guard path.argumentList != nil, !path.hasTrailingClosure,
        !constantPaths.contains(where: { $0.contains(path.name.index) }),
        !context.navigation.previews.contain(path.name.index), isLocalValueInViewBody(path)
      else { continue }
      context.report(path.name, message: Self.bodyMessage)
    }
  }

  // MARK: - Private

  /// The `.constant(…)` call that is the whole of `value`: `.constant(x)`, `Binding.constant(x)`,
  /// `SwiftUI.Binding<NavigationPath>.constant(x)`.
  private func constantBinding(_ value: Range<Int>, _ file: SwiftFile) -> CallRef? {
    guard !value.isEmpty, let index = file.structure.call(endingAt: value.upperBound - 1) else { return nil }
    let constant = file.call(index)
    guard constant.isMember, constant.isNamed("constant"), constant.firstToken.index >= value.lowerBound else {
      return nil
    }
    let receiver = file.structure.joinedText(value.lowerBound..<constant.firstToken.index)
    let allowed =
      receiver.isEmpty || receiver == "Binding" || receiver == "SwiftUI.Binding" || receiver.hasPrefix("Binding<")
      || receiver.hasPrefix("SwiftUI.Binding<")
    return allowed ? constant : nil
  }

  /// The `Binding(get:set:)` that is all of `value` (`SwiftUI.Binding(…)` too).
  private func pathBinding(_ value: Range<Int>, _ file: SwiftFile) -> CallRef? {
    guard !value.isEmpty, let index = file.structure.call(endingAt: value.upperBound - 1) else { return nil }
    let binding = file.call(index)
    let start = file.token(value.lowerBound)
    guard binding.isNamed("Binding"), binding.isSwiftUIType,
      binding.firstToken == start || start.isIdentifier("SwiftUI") && binding.firstToken == start.next
    else { return nil }
    return binding
  }

  /// The new, empty path that is the whole getter of `binding` (`Binding(get: { NavigationPath() }, set: …)`,
  /// `get: { [] }`, `get: { [Route]() }`), first and last token: every read gives a new, empty path.
  private func freshPathGetter(_ binding: CallRef, _ file: SwiftFile) -> (lowerBound: TokenRef, upperBound: TokenRef)? {
    guard let getter = binding.closureArgument(labelled: "get"), let close = getter.partner else { return nil }
    let statements = file.structure.topLevelStatements(in: getter.index, close.index)
    guard statements.count == 1 else { return nil }
    var first = file.token(statements[0])
    if first.isKeyword("return") { first = first.next }
    let last = close.previous
    // `NavigationPath()`.
    if let fresh = first.call, fresh.isNamed("NavigationPath"), fresh.lastToken == last,
      fresh.argumentList?.isEmpty ?? false
    {
      return (fresh.name, fresh.name)
    }
    // `[]`, and `[Route]()`: an empty array of routes.
    guard first.kind == .lSquare, let closing = first.partner else { return nil }
    if closing == last, closing.index == first.index + 1 { return (first, closing) }
    guard closing.index == first.index + 2, first.next.kind == .identifier, closing.next.kind == .lParen,
      closing.next.partner == last, last.index == closing.index + 2
    else { return nil }
    return (first, last)
  }

  /// Whether the setter of `binding` drops what it is given: `set: { _ in … }`, or a named value and an
  /// empty body (`set: { newValue in }`). The stack's pushes and pops go nowhere, as with `.constant`.
  private func ignoresTheNewValue(_ binding: CallRef) -> Bool {
    guard let setter = binding.closureArgument(labelled: "set"), let close = setter.partner,
      let names = setter.closureParameterNames, names.count == 1
    else { return false }
    return names[0] == "_" || close.previous.isKeyword("in")
  }

  /// Whether call `path` is the whole initial value of a local `let` / `var` declared in a view body
  /// (`DeclarationRef.isViewBody`: `body`, `body(content:)`, `some View` and `@ViewBuilder` helpers), outside
  /// any closure: a value made again on every render.
  private func isLocalValueInViewBody(_ path: CallRef) -> Bool {
    // The two innermost declarations around the call: the local and the property holding it.
    var innermost: [DeclarationRef] = []
    _ = path.name.enclosingDeclaration { declaration in
      innermost.append(declaration)
      return innermost.count == 2
    }
    guard innermost.count == 2 else { return false }
    let local = innermost[0]
    // `SwiftUI.NavigationPath()` starts at the module name.
    let start = path.isMember ? path.firstToken.index - 1 : path.firstToken.index
    guard local.kind == .constant || local.kind == .variable, !local.isMember,
      local.initializer == start..<(path.lastToken.index + 1)
    else { return false }
    let property = innermost[1]
    guard property.isViewBody, let body = property.body, body.contains(path.name.index) else { return false }
    // Outside any closure of the body.
    return !path.ancestors.contains { $0.kind == .closure && body.contains($0.bracket.index) }
  }

  private static let constantMessage =
    "`NavigationStack(path: .constant(…))` cannot record pushes or pops; bind the path to `@State` or a model"
  private static let getterMessage =
    "A path binding whose getter makes a new `NavigationPath` always shows the root; "
    + "bind the path to `@State` or a model"
  private static let arrayGetterMessage =
    "A path binding whose getter makes a new, empty array always shows the root; bind the path to `@State` or "
    + "a model"
  private static let setterMessage =
    "A path binding whose setter ignores the new value cannot record pushes or pops; bind the path to `@State` "
    + "or a model"
  private static let bodyMessage =
    "`NavigationPath` made in `body` starts over on every render; keep the path in `@State` or a model"
}
