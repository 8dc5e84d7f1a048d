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
    let types: [(StaticString, String, Set<String>)] = [
      ("Alert", Self.alertMessage, Self.alertLabels), ("ActionSheet", Self.actionSheetMessage, Self.actionSheetLabels),
    ]
    for (type, message, labels) in types {
      // A file that declares its own type of that name is talking about that type.
      guard !file.declaresType(named: type.description) else { continue }
      for call in file.calls(named: type) {
        // SwiftUI's initialisers all start with `title:` and take only its labels; other arguments
        // (`Alert(identifier:…)`, `Alert(title:message:buttons:close:)`) call the app's own type, declared in
        // another file.
        guard call.argumentList != nil, !call.hasTrailingClosure, call.isSwiftUIType,
          hasSwiftUILabels(call, labels), !isLegacy(call.name)
        else { continue }
        context.report(call.name, message: message)
      }
    }
    for call in file.calls(named: "actionSheet") {
      // `.actionSheet(…)` on a view, or `actionSheet(…)` on an implicit `self` in a `View` extension; an enum
      // case `.actionSheet(style)` has neither `isPresented:` nor `item:`. SwiftUI's modifiers take no labels but
      // those and `content:`: `.actionSheet(isPresented: $shows, items: menu)` is the app's own modifier.
      guard !call.name.previous.is("func"),
        call.hasArgument(labelled: "isPresented") || call.hasArgument(labelled: "item"),
        call.arguments.allSatisfy({ $0.label.map { Self.modifierLabels.contains(file.structure.text($0)) } ?? false }),
        !isLegacy(call.name)
      else { continue }
      context.report(from: call.firstToken, through: call.name, message: Self.modifierMessage)
    }
  }

  // MARK: - Private

  /// Whether the call's first argument is labelled `title:` and every other one with a label of `labels`, as in
  /// the initialisers of SwiftUI's `Alert` and `ActionSheet` (`Alert(title:message:dismissButton:)`,
  /// `ActionSheet(title:message:buttons:)`).
  private func hasSwiftUILabels(_ call: CallRef, _ labels: Set<String>) -> Bool {
    let arguments = call.arguments
    guard let first = arguments.first?.label, call.file.token(first, is: "title") else { return false }
    return arguments.dropFirst().allSatisfy { argument in
      argument.label.map { labels.contains(call.file.text($0)) } ?? false
    }
  }

  /// The labels of `Alert`'s initialisers, and of `ActionSheet`'s.
  private static let alertLabels: Set<String> = [
    "title", "message", "dismissButton", "primaryButton", "secondaryButton",
  ]
  private static let actionSheetLabels: Set<String> = ["title", "message", "buttons"]
  /// The labels of the `.actionSheet` modifiers (`actionSheet(isPresented:content:)`, `actionSheet(item:content:)`).
  private static let modifierLabels: Set<String> = ["isPresented", "item", "content"]

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
