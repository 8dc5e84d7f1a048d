import NavlintNavigation
import NavlintSyntax

/// NAV001: `NavigationView` and `.navigationViewStyle`, deprecated since iOS 16
/// (Rules/NAV001-deprecated-navigation-view.md).
public struct DeprecatedNavigationViewRule: Rule {
  public static let id: RuleID = "NAV001"
  public static let name = "deprecated-navigation-view"
  public static let summary =
    "`NavigationView` and `.navigationViewStyle` are deprecated since iOS 16; use `NavigationStack` or `NavigationSplitView`."
  public static let defaultSeverity: Severity = .warning
  public static let fixAvailability: FixAvailability = .safe
  public static let triggers: [StaticString] = ["NavigationView", "navigationViewStyle"]

  public init() {}

  public func check(_ context: RuleContext) {
    let file = context.file
    if let minimum = context.minimumIOS, minimum < Self.replacementVersion { return }
    // A file that declares its own `NavigationView` type is talking about that type.
    guard !file.declaresType(named: "NavigationView") else { return }

    // `NavigationStack` exists from iOS 16: writing it is safe only when the target is known to be that new.
    let stackIsSafe = context.targetIsKnown(atLeast: Self.replacementVersion)
    for name in file.identifiers(named: "NavigationView") where isTypeReference(name) && !isLegacy(name) {
      context.report(name, message: Self.viewMessage, fix: name.call.flatMap { stackFix(for: $0, isSafe: stackIsSafe) })
    }
    for name in file.identifiers(named: "navigationViewStyle") {
      guard let call = name.call, !isLegacy(name) else { continue }
      context.report(
        from: call.firstToken, through: name, message: Self.styleMessage,
        fix: styleFix(for: call, stackIsSafe: stackIsSafe))
    }
  }

  // MARK: - Private

  private static let replacementVersion = Version(16)

  /// Code that only runs below iOS 16, or sits in a declaration marked deprecated for it.
  private func isLegacy(_ token: TokenRef) -> Bool {
    Availability.isLegacyCode(at: token.index, before: Self.replacementVersion, in: token.file)
  }

  /// `NavigationView` used as SwiftUI's type: not a member of another type (except `SwiftUI.`), not an
  /// argument label, not in an import, not called with arguments SwiftUI's initializer does not take
  /// (`NavigationView(store:)`, the app's own view declared in another file), and not inherited from
  /// (`class HomeHeader: NavigationView`): SwiftUI's is a struct, so that is the app's own class.
  private func isTypeReference(_ name: TokenRef) -> Bool {
    if name.next.kind == .colon && name.previous.kind != .colon { return false }
    if let call = name.call, !call.takesContainerArguments { return false }
    let file = SwiftFile(name.file)
    if file.declarations.contains(where: { $0.inheritance.contains { $0.tokens.contains(name.index) } }) {
      return false
    }
    if name.isMemberName {
      let module = name.offset(-2)
      guard module.isIdentifier("SwiftUI") else { return false }
      if name.file.token(name.file.statementStart(of: module.index), is: "import") { return false }
    }
    return !name.previous.isKeyword("func")
  }

  /// The safe fix for a `NavigationView { … }` call: replace it with `NavigationStack` and drop
  /// `.navigationViewStyle(.stack)` from its chain. Nil when the result could differ: arguments, more than
  /// one child view or a `Group`/`ForEach` (a column layout on iPad), `#if` in the content, or a non-stack
  /// style. Safe only when `isSafe` (the deployment target is known to have `NavigationStack`).
  private func stackFix(for navigationView: CallRef, isSafe: Bool) -> Fix? {
    let structure = navigationView.file
    let call = navigationView.index
    let value = navigationView.value
    guard !value.isMember || structure.isIdentifier(value.firstToken - 1, "SwiftUI"),
      value.trailingClosureCount == 1
    else { return nil }
    if let arguments = value.arguments, !arguments.isEmpty { return nil }
    let closure = structure.trailingClosures(of: call)[0]
    let children = structure.topLevelStatements(in: closure.open, closure.close)
    guard children.count <= 1 else { return nil }
    // `Group { … }` and `ForEach` expand into several children, which become columns.
    if let child = children.first, let childCall = structure.call(atName: child),
      structure.call(childCall, isNamedAny: ["Group", "ForEach"])
    {
      return nil
    }
    guard !(closure.open...closure.close).contains(where: { structure.isDirective[$0] }) else { return nil }
    var edits = [
      Edit(range: structure.tokens[value.nameToken].range, replacement: "NavigationStack")
    ]
    for modifier in structure.modifiers(appliedTo: call) where structure.call(modifier, isNamed: "navigationViewStyle")
    {
      guard isStackStyle(modifier, structure) else { return nil }
      let removed = structure.calls[modifier]
      edits.append(EditBuilder.removal(from: removed.firstToken, through: removed.lastToken, in: structure))
    }
    return Fix(title: "Replace with `NavigationStack`", isSafe: isSafe, edits: edits)
  }

  /// The fix for `.navigationViewStyle(…)`: part of the `NavigationView` fix when applied to one, a plain
  /// removal of a stack style applied to a `NavigationStack` (always safe: that code already needs iOS 16),
  /// else none.
  private func styleFix(for style: CallRef, stackIsSafe: Bool) -> Fix? {
    guard style.isMember, style.receiver != nil else { return nil }
    let structure = style.file
    let call = style.index
    let value = style.value
    let root = style.chainRoot
    if root.isNamed("NavigationView") {
      guard isStackStyle(call, structure) else { return nil }
      return stackFix(for: root, isSafe: stackIsSafe)
    }
    if root.isNamed("NavigationStack") && isStackStyle(call, structure) {
      return Fix(
        title: "Remove `.navigationViewStyle`", isSafe: true,
        edits: [EditBuilder.removal(from: value.firstToken, through: value.lastToken, in: structure)])
    }
    return nil
  }

  /// `.navigationViewStyle(.stack)` or `.navigationViewStyle(StackNavigationViewStyle())`.
  private func isStackStyle(_ call: Int, _ structure: FileStructure) -> Bool {
    guard case let arguments = structure.arguments(of: call), arguments.count == 1,
      arguments[0].label == nil
    else { return false }
    let text = structure.joinedText(arguments[0].value)
    return text == ".stack" || text == "StackNavigationViewStyle()" || text == "SwiftUI.StackNavigationViewStyle()"
      || text == "StackNavigationViewStyle.init()"
  }

  private static let viewMessage =
    "`NavigationView` is deprecated since iOS 16; use `NavigationStack` or `NavigationSplitView`"
  private static let styleMessage =
    "`.navigationViewStyle` is deprecated since iOS 16; `NavigationStack` and `NavigationSplitView` set the style"
}
