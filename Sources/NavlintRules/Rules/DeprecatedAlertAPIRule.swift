import NavlintNavigation
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
    let file = context.file
    if let minimum = context.minimumIOS, minimum < Self.replacementVersion { return }
    let types: [(StaticString, String)] = [("Alert", Self.alertMessage), ("ActionSheet", Self.actionSheetMessage)]
    for (type, message) in types {
      // A file that declares its own type of that name is talking about that type.
      guard !file.declaresType(named: type.description) else { continue }
      for call in file.calls(named: type) {
        // SwiftUI's initialisers all start with `title:`; another first argument (`Alert(identifier:…)`) calls
        // the app's own type, declared in another file.
        guard call.argumentList != nil, !call.hasTrailingClosure, call.isSwiftUIType, startsWithTitle(call),
          !isLegacy(call.name)
        else { continue }
        context.report(call.name, message: message)
      }
    }
    for call in file.calls(named: "actionSheet") {
      // `.actionSheet(…)` on a view, or `actionSheet(…)` on an implicit `self` in a `View` extension; an enum
      // case `.actionSheet(style)` has neither `isPresented:` nor `item:`.
      guard !call.name.previous.is("func"),
        call.hasArgument(labelled: "isPresented") || call.hasArgument(labelled: "item"),
        !isLegacy(call.name)
      else { continue }
      context.report(from: call.firstToken, through: call.name, message: Self.modifierMessage)
    }
  }

  // MARK: - Private

  /// Whether the call's first argument is labelled `title:`, as in every initialiser of SwiftUI's `Alert` and
  /// `ActionSheet` (`Alert(title:message:dismissButton:)`, `ActionSheet(title:message:buttons:)`).
  private func startsWithTitle(_ call: CallRef) -> Bool {
    guard let label = call.arguments.first?.label else { return false }
    return call.file.token(label, is: "title")
  }

  private static let replacementVersion = Version(15)

  /// Code that only runs below iOS 15, or sits in a declaration marked deprecated for it.
  private func isLegacy(_ token: TokenRef) -> Bool {
    Availability.isLegacyCode(at: token.index, before: Self.replacementVersion, in: token.file)
  }

  private static let alertMessage =
    "`Alert` is deprecated; use `.alert(_:isPresented:actions:message:)` with `Button`s for its actions"
  private static let actionSheetMessage =
    "`ActionSheet` is deprecated; use `.confirmationDialog(_:isPresented:titleVisibility:actions:)`"
  private static let modifierMessage =
    "`.actionSheet` is deprecated; use `.confirmationDialog(_:isPresented:titleVisibility:actions:)`"
}
