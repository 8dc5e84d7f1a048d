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
    let structure = context.structure
    if let minimum = context.minimumIOS, minimum < Self.replacementVersion { return }
    // A file that declares its own `NavigationView` type is talking about that type.
    guard
      !structure.declarations.contains(where: {
        $0.kind.isTypeLike && $0.kind != .extension && $0.name == "NavigationView"
      })
    else { return }

    for index in structure.identifiers(named: "NavigationView") where isTypeReference(index, structure) {
      guard !Availability.isLegacyCode(at: index, before: Self.replacementVersion, in: structure) else { continue }
      let fix = structure.call(atName: index).flatMap { stackFix(for: $0, structure) }
      context.report(token: index, message: Self.viewMessage, fix: fix)
    }

    for index in structure.identifiers(named: "navigationViewStyle") {
      guard let call = structure.call(atName: index) else { continue }
      guard !Availability.isLegacyCode(at: index, before: Self.replacementVersion, in: structure) else { continue }
      let first = structure.calls[call].isMember ? index - 1 : index
      context.report(from: first, through: index, message: Self.styleMessage, fix: styleFix(for: call, structure))
    }
  }

  // MARK: - Private

  private static let replacementVersion = Version(16)

  /// `NavigationView` used as SwiftUI's type: not a member of another type (except `SwiftUI.`), not an
  /// argument label, not in an import.
  private func isTypeReference(_ index: Int, _ structure: FileStructure) -> Bool {
    if structure.kind(index + 1) == .colon && structure.kind(index - 1) != .colon { return false }
    if structure.kind(index - 1) == .period {
      guard structure.isIdentifier(index - 2, "SwiftUI") else { return false }
      let start = structure.statementStart(of: index - 2)
      if structure.token(start, is: "import") { return false }
    }
    if structure.kind(index - 1) == .keyword && structure.token(index - 1, is: "func") { return false }
    return true
  }

  /// The safe fix for a `NavigationView { … }` call: replace it with `NavigationStack` and drop
  /// `.navigationViewStyle(.stack)` from its chain. Nil when the result could differ: arguments, more than
  /// one child view or a `Group`/`ForEach` (a column layout on iPad), `#if` in the content, or a non-stack
  /// style.
  private func stackFix(for call: Int, _ structure: FileStructure) -> Fix? {
    let value = structure.calls[call]
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
    return Fix(title: "Replace with `NavigationStack`", isSafe: true, edits: edits)
  }

  /// The fix for `.navigationViewStyle(…)`: part of the `NavigationView` fix when applied to one, a plain
  /// removal of a stack style applied to a `NavigationStack`, else none.
  private func styleFix(for call: Int, _ structure: FileStructure) -> Fix? {
    let value = structure.calls[call]
    guard value.isMember, structure.receiver(of: call) != nil else { return nil }
    let root = structure.chainRoot(of: call)
    if structure.call(root, isNamed: "NavigationView") {
      guard isStackStyle(call, structure) else { return nil }
      return stackFix(for: root, structure)
    }
    if structure.call(root, isNamed: "NavigationStack") && isStackStyle(call, structure) {
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
