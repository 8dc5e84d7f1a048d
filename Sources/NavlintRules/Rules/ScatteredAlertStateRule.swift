import NavlintSyntax

/// NAV016: a view with several alert `@State` properties or `.alert` modifiers instead of one alert item
/// (Rules/NAV016-scattered-alert-state.md).
public struct ScatteredAlertStateRule: Rule {
  public static let id: RuleID = "NAV016"
  public static let name = "scattered-alert-state"
  public static let summary =
    "A view keeps several alert `@State` properties or `.alert` modifiers instead of one optional alert item."
  public static let defaultSeverity: Severity = .warning
  public static let fixAvailability: FixAvailability = .none
  /// Alert states are `@State` properties; modifiers are `.alert` calls.
  public static let triggers: [StaticString] = ["alert", "State"]
  public static let options: [RuleOption] = [
    RuleOption(
      name: "threshold",
      summary: "How many alert states or `.alert` modifiers one view may have before it is reported (at least 2).",
      defaultValue: .integer(defaultThreshold))
  ]

  public init() {}

  public func check(_ context: RuleContext) {
    let structure = context.structure
    let threshold = max(2, context.intOption("threshold", default: Self.defaultThreshold))
    let views = structure.declarations.indices.filter { isView($0, structure) }
    guard !views.isEmpty else { return }
    let alertModifiers = structure.calls(named: "alert").filter { isAlertModifier($0, structure) }
    for view in views {
      guard let nameToken = structure.declarations[view].nameToken else { continue }
      let states = structure.members(of: view).filter { isAlertState($0, structure) }.count
      let modifiers = alertModifiers.filter { innermostType(of: structure.calls[$0].nameToken, structure) == view }
        .count
      guard states >= threshold || modifiers >= threshold else { continue }
      context.report(
        token: nameToken,
        message: "`\(structure.declarations[view].name)` has \(states) alert \(states == 1 ? "state" : "states") "
          + "and \(modifiers) `.alert` \(modifiers == 1 ? "modifier" : "modifiers"); "
          + "drive one `.alert` from a single optional alert item")
    }
  }

  // MARK: - Private

  private static let defaultThreshold = 3

  /// A `struct` whose inheritance clause names `View` (`View` or `SwiftUI.View`).
  private func isView(_ index: Int, _ structure: FileStructure) -> Bool {
    let declaration = structure.declarations[index]
    guard declaration.kind == .struct else { return false }
    return declaration.inheritance.contains { $0.text == "View" || $0.text == "SwiftUI.View" }
  }

  /// A `@State` property that presents an alert: a `Bool` whose name says it shows an alert
  /// (`showDeleteAlert`, `isAlertPresented`, `alertShown`), or an optional whose name or type names an alert
  /// (`activeAlert: DeviceAlert?`, `alertItem: AlertItem?`, `alertMessage: String?`).
  private func isAlertState(_ index: Int, _ structure: FileStructure) -> Bool {
    let declaration = structure.declarations[index]
    guard declaration.kind == .variable, declaration.attribute(named: "State") != nil, declaration.body == nil else {
      return false
    }
    let type = declaration.typeAnnotation.map { structure.joinedText($0) } ?? ""
    let initial = declaration.initializer.map { structure.joinedText($0) } ?? ""
    let words = IdentifierWords.words(of: declaration.name)
    if type == "Bool" || (type.isEmpty && (initial == "false" || initial == "true")) {
      guard let position = words.firstIndex(of: "alert") else { return false }
      return words[(position + 1)...].allSatisfy { Self.presentationWords.contains($0) }
    }
    if type.hasSuffix("?") || (type.hasPrefix("Optional<") && type.hasSuffix(">")) {
      return words.contains("alert") || IdentifierWords.words(of: type).contains("alert")
    }
    return false
  }

  /// Words that may follow `alert` in a Boolean's name (`isAlertPresented`, `alertShown`); any other word makes
  /// it the name of something else (`showAlertBanner`, `alertSoundEnabled`).
  private static let presentationWords: Set<String> = [
    "is", "presented", "shown", "showing", "visible", "active", "displayed", "open",
  ]

  /// An `.alert(…)` modifier applied to a view. An implicit member such as `= .alert(message)` or
  /// `case .alert:` has no receiver: it is an enum case, not a modifier.
  private func isAlertModifier(_ call: Int, _ structure: FileStructure) -> Bool {
    let value = structure.calls[call]
    return value.isMember && (value.arguments != nil || value.hasTrailingClosure)
      && structure.receiverEnd(of: call) != nil
  }

  /// The type or extension whose members hold `index` (a view's alerts belong to the innermost one).
  private func innermostType(of index: Int, _ structure: FileStructure) -> Int? {
    structure.enclosingDeclarations(of: index).first { structure.declarations[$0].kind.isTypeLike }
  }
}
