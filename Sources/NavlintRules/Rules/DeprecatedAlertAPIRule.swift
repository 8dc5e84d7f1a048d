import NavlintSyntax

/// NAV015: `Alert(…)`, `ActionSheet(…)` and `.actionSheet`, replaced in iOS 15
/// (Rules/NAV015-deprecated-alert-api.md).
public struct DeprecatedAlertAPIRule: Rule {
  public static let id: RuleID = "NAV015"
  public static let name = "deprecated-alert-api"
  public static let summary =
    "`Alert`, `ActionSheet` and `.actionSheet` are deprecated; since iOS 15 use `.alert(_:isPresented:actions:message:)` "
    + "and `.confirmationDialog`."
  public static let defaultSeverity: Severity = .warning
  public static let fixAvailability: FixAvailability = .none
  public static let triggers: [StaticString] = ["Alert", "ActionSheet", "actionSheet"]

  public init() {}

  public func check(_ context: RuleContext) {
    let structure = context.structure
    if let minimum = context.minimumIOS, minimum < Self.replacementVersion { return }
    let types: [(StaticString, String)] = [("Alert", Self.alertMessage), ("ActionSheet", Self.actionSheetMessage)]
    for (type, message) in types {
      // A file that declares its own type of that name is talking about that type.
      guard !declaresType(named: type.description, structure) else { continue }
      for call in structure.calls(named: type) {
        let value = structure.calls[call]
        guard value.arguments != nil, !value.hasTrailingClosure, structure.isSwiftUITypeCall(call),
          !isLegacy(value.nameToken, structure)
        else { continue }
        context.report(token: value.nameToken, message: message)
      }
    }
    for call in structure.calls(named: "actionSheet") {
      let value = structure.calls[call]
      // `.actionSheet(…)` on a view, or `actionSheet(…)` on an implicit `self` in a `View` extension.
      guard !structure.token(value.nameToken - 1, is: "func"), hasModifierArguments(call, structure),
        !isLegacy(value.nameToken, structure)
      else { continue }
      context.report(from: value.firstToken, through: value.nameToken, message: Self.modifierMessage)
    }
  }

  // MARK: - Private

  private static let replacementVersion = Version(15)

  private func declaresType(named name: String, _ structure: FileStructure) -> Bool {
    structure.declarations.contains { $0.kind.isTypeLike && $0.kind != .extension && $0.name == name }
  }

  /// Code that only runs below iOS 15, or sits in a declaration marked deprecated for it.
  private func isLegacy(_ index: Int, _ structure: FileStructure) -> Bool {
    Availability.isLegacyCode(at: index, before: Self.replacementVersion, in: structure)
  }

  /// `.actionSheet(isPresented:content:)` or `.actionSheet(item:content:)`: a `isPresented:` or `item:`
  /// argument (an enum case `.actionSheet(style)` has neither).
  private func hasModifierArguments(_ call: Int, _ structure: FileStructure) -> Bool {
    structure.argument(labelled: "isPresented", of: call) != nil
      || structure.argument(labelled: "item", of: call) != nil
  }

  private static let alertMessage =
    "`Alert` is deprecated; use `.alert(_:isPresented:actions:message:)` with `Button`s for its actions"
  private static let actionSheetMessage =
    "`ActionSheet` is deprecated; use `.confirmationDialog(_:isPresented:titleVisibility:actions:)`"
  private static let modifierMessage =
    "`.actionSheet` is deprecated; use `.confirmationDialog(_:isPresented:titleVisibility:actions:)`"
}
