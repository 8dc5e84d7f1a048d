import NavlintNavigation
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
      summary: "How many alert states one view may reach before it is reported (at least 2).",
      defaultValue: .integer(defaultThreshold), minimum: 2),
    RuleOption(
      name: "modifier_threshold",
      summary: "How many `.alert` modifiers one view may reach before it is reported (at least 2).",
      defaultValue: .integer(defaultModifierThreshold), minimum: 2),
  ]

  public init() {}

  public func check(_ context: RuleContext) {
    let file = context.file
    let threshold = max(2, context.intOption("threshold", default: Self.defaultThreshold))
    let modifierThreshold = max(2, context.intOption("modifier_threshold", default: Self.defaultModifierThreshold))
    let views = file.declarations.filter(isView)
    guard !views.isEmpty else { return }
    // The type each `.alert` modifier belongs to and the state that shows it, worked out once; each type's alert
    // states once, for the bindings written out that read them.
    var alertStates: [DeclarationRef: Set<String>] = [:]
    let alertModifiers = file.calls(named: "alert").compactMap { call -> (owner: DeclarationRef, state: String?)? in
      guard isAlertModifier(call, in: file), let owner = call.name.enclosingDeclaration(where: { $0.kind.isTypeLike })
      else {
        return nil
      }
      return (owner, presentingState(of: call, in: owner, alertStates: &alertStates))
    }
    // Flags named for an alert that the file binds only to another presentation's `isPresented:` or
    // `isPresenting:` (`.confirmationDialog(…, isPresented: $showDeleteAlert)`, a toast's `isPresenting:`) are
    // that presentation's state. Worked out for the first alert state found (most views have none).
    var otherFlags: Set<String>?
    for view in views {
      guard let nameToken = view.nameToken else { continue }
      let states = view.members.filter { member in
        guard isAlertState(member) else { return false }
        if otherFlags == nil {
          otherFlags = PresentationState.flagNamesOfPresentersOtherThanAlert(in: file)
            .subtracting(PresentationState.flagNames(in: file, presentedBy: ["alert"]))
        }
        return !otherFlags!.contains(member.name)
      }.count
      let modifiers = modifierCount(alertModifiers.lazy.filter { $0.owner == view }.map(\.state))
      guard states >= threshold || modifiers >= modifierThreshold else { continue }
      var counts: [String] = []
      if states > 0 { counts.append("\(states) alert \(states == 1 ? "state" : "states")") }
      if modifiers > 0 { counts.append("\(modifiers) `.alert` \(modifiers == 1 ? "modifier" : "modifiers")") }
      context.report(
        nameToken,
        message: "`\(view.name)` has \(counts.joined(separator: " and ")); "
          + "drive one `.alert` from a single optional alert item")
    }
  }

  // MARK: - Private

  /// Seed 003's "three or four `@State` per view": the flag, title and message behind one alert reach it.
  private static let defaultThreshold = 3
  /// A view shows one alert at a time, so a second `.alert` is already a second source of truth.
  private static let defaultModifierThreshold = 2

  /// A `struct` that is a view or a view modifier: both own `@State` and apply modifiers.
  private func isView(_ declaration: DeclarationRef) -> Bool {
    declaration.kind == .struct && declaration.isViewType
  }

  /// A `@State` property that holds part of an alert: a `Bool` whose name says it shows an alert
  /// (`showDeleteAlert`, `isAlertPresented`, `alertShown`), an optional whose name or type names an alert
  /// (`activeAlert: DeviceAlert?`, `alertItem: AlertItem?`, `alertMessage: String?`), or any other property
  /// whose name is an alert's content (`alertTitle = ""`, `alertMessage: String`, `alertButtonAction`).
  private func isAlertState(_ property: DeclarationRef) -> Bool {
    guard property.kind == .variable, property.body == nil else { return false }
    let structure = property.file
    // Every alert state has `alert` in its name or its type (any case): the words below come from there.
    guard
      mentionsAlert(in: property.value.nameToken.map { $0..<($0 + 1) }, structure)
        || mentionsAlert(in: property.typeAnnotation, structure),
      property.attribute(named: "State") != nil
    else { return false }
    let declaration = property.value
    let type = declaration.typeAnnotation.map { structure.joinedText($0) } ?? ""
    let initial = declaration.initializer.map { structure.joinedText($0) } ?? ""
    let words = IdentifierWords.words(of: declaration.name)
    if type == "Bool" || (type.isEmpty && (initial == "false" || initial == "true")) {
      guard let position = words.firstIndex(of: "alert") else { return false }
      return words[(position + 1)...].allSatisfy { Self.presentationWords.contains($0) }
    }
    if type.hasSuffix("?") || (type.hasPrefix("Optional<") && type.hasSuffix(">")) {
      if words.contains("alert") || IdentifierWords.words(of: type).contains("alert") { return true }
    }
    // `alertTitle`, `errorAlertMessage`, `alertButtonAction`: the word `alert` followed only by content words.
    guard let position = words.firstIndex(of: "alert"), position + 1 < words.count else { return false }
    return words[(position + 1)...].allSatisfy { Self.contentWords.contains($0) }
  }

  /// Words that may follow `alert` in the name of an alert's content (`alertTitle`, `alertPrimaryButton`); any
  /// other word makes it something else (`alertSoundEnabled`, `alertCount`).
  private static let contentWords: Set<String> = [
    "title", "message", "text", "body", "detail", "details", "description", "action", "actions", "button",
    "buttons", "primary", "secondary", "confirm", "cancel", "label", "content",
  ]

  /// Whether `alert` occurs in any ASCII case in the text of the tokens `range` joined (as `joinedText`): a
  /// word `alert` of `IdentifierWords` needs it.
  private func mentionsAlert(in range: Range<Int>?, _ structure: FileStructure) -> Bool {
    guard let range else { return false }
    var matcher = AlertMatcher()
    let bytes = structure.source.bytes
    for index in range {
      for offset in structure.tokens[index].range where matcher.consume(bytes[offset]) { return true }
    }
    return false
  }

  /// Finds `alert` in any ASCII case in a stream of bytes (no prefix of `alert` is also a suffix of it, so a
  /// failed match restarts at the current byte).
  private struct AlertMatcher {
    private static let word: [UInt8] = Array("alert".utf8)
    private var matched = 0

    /// Takes the next byte; true once `alert` has been seen.
    mutating func consume(_ byte: UInt8) -> Bool {
      guard matched < Self.word.count else { return true }
      let folded = byte | 0x20
      if folded == Self.word[matched] {
        matched += 1
      } else {
        matched = folded == Self.word[0] ? 1 : 0
      }
      return matched == Self.word.count
    }
  }

  /// Words that may follow `alert` in a Boolean's name (`isAlertPresented`, `alertShown`); any other word makes
  /// it the name of something else (`showAlertBanner`, `alertSoundEnabled`).
  private static let presentationWords: Set<String> = [
    "is", "presented", "shown", "showing", "visible", "active", "displayed", "open",
  ]

  /// How many sources of truth the `.alert` modifiers of one view are: modifiers that show the same state
  /// (`.alert(isPresented: $model.showAlert)` in both branches of an `if`) are one, each modifier whose state is
  /// not read is one of its own.
  private func modifierCount(_ states: some Sequence<String?>) -> Int {
    var seen: Set<String> = []
    var count = 0
    for state in states {
      guard let state else {
        count += 1
        continue
      }
      if seen.insert(state).inserted { count += 1 }
    }
    return count
  }

  /// The text of the property binding that shows the alert of `call` (`$model.showAlert` of `isPresented:`,
  /// `$alertItem` of `item:`), or nil when it has none. Only a projected property (`$…`) names the same state
  /// wherever the view writes it: a closure's parameter `isPresented` is a new binding in each closure.
  /// `self.$flag` is `$flag`. A call of a function of this file that makes the binding (`isPresented:
  /// showing(.offline)`, one optional read by each case) is that function's one state; so is a computed
  /// property of the file declared a `Binding` (`isPresented: failureShown`). A `Binding(get:set:)` written out,
  /// or a `.constant(…)`, is the state its expression reads: the first alert state of the view it names
  /// (`Binding(get: { showsNameAlert && editing == nil }, …)` and `… != nil` show one flag, as
  /// `$showsNameAlert` does), else the expression itself (`Binding(get: { failure != nil }, …)` in each `#if`
  /// branch is one).
  private func presentingState(
    of call: CallRef, in owner: DeclarationRef, alertStates: inout [DeclarationRef: Set<String>]
  ) -> String? {
    guard let binding = presentingBinding(of: call) else { return nil }
    let structure = call.file
    if binding.value.count == 1, structure.kind(binding.value.lowerBound) == .identifier,
      case let name = structure.text(binding.value.lowerBound),
      SwiftFile(structure).declarations.contains(where: { declaration in
        declaration.kind == .variable && declaration.name == name && declaration.body != nil
          && declaration.typeAnnotation.map({ structure.text($0.lowerBound) == "Binding" }) == true
      })
    {
      return name
    }
    if let first = binding.value.first, structure.isIdentifier(first, "Binding"),
      let written = TokenRef(structure, first).call, written.lastToken.index + 1 == binding.value.upperBound,
      let getter = written.closureArgument(labelled: "get"), let close = getter.partner
    {
      return stateRead(in: (getter.index + 1)..<close.index, of: owner, &alertStates)
    }
    if binding.value.count > 2, structure.kind(binding.value.lowerBound) == .period,
      structure.isIdentifier(binding.value.lowerBound + 1, "constant"),
      let constant = TokenRef(structure, binding.value.lowerBound + 1).call,
      constant.lastToken.index + 1 == binding.value.upperBound, let list = constant.argumentList
    {
      return stateRead(in: (list.open + 1)..<list.close, of: owner, &alertStates)
    }
    if let name = binding.value.first, structure.kind(name) == .identifier,
      let helper = TokenRef(structure, name).call, helper.name.index == name,
      helper.lastToken.index + 1 == binding.value.upperBound,
      SwiftFile(structure).declarations.contains(where: { declaration in
        declaration.kind == .function && declaration.name == helper.nameText && returnsBinding(declaration)
      })
    {
      return helper.nameText + "("
    }
    var text = structure.joinedText(binding.value)
    if text.hasPrefix("self.$") { text.removeFirst(5) }
    return text.hasPrefix("$") ? text : nil
  }

  /// The state an expression that shows an alert reads (a `Binding`'s getter, a `.constant(…)`'s value): the
  /// first of the view's alert states it names (not as another value's member), else its own text; nil when it
  /// names nothing.
  private func stateRead(
    in range: Range<Int>, of owner: DeclarationRef, _ alertStates: inout [DeclarationRef: Set<String>]
  ) -> String? {
    let structure = owner.file
    let states = alertStates[owner] ?? Set(owner.members.lazy.filter(isAlertState).map(\.name))
    alertStates[owner] = states
    for index in range where structure.kind(index) == .identifier && states.contains(structure.text(index)) {
      let token = TokenRef(structure, index)
      guard !token.isMemberName || token.previous.previous.isKeyword("self") else { continue }
      return "$" + token.text
    }
    // A literal (`.constant(false)`) reads no state: each such modifier is one of its own.
    guard range.contains(where: { structure.kind($0) == .identifier }) else { return nil }
    return "get:" + structure.joinedText(range)
  }

  /// The argument that shows an alert: SwiftUI's `isPresented:` or `item:`, else the first argument that is a
  /// property's binding (`$error` of the app's own `.alert(error: $error)`).
  private func presentingBinding(of call: CallRef) -> CallArgument? {
    if let binding = call.argument(labelled: "isPresented") ?? call.argument(labelled: "item") { return binding }
    let structure = call.file
    return call.arguments.first { argument in
      guard let first = argument.value.first else { return false }
      let text = structure.text(first)
      return text.hasPrefix("$")
        || text == "self" && first + 2 < argument.value.upperBound && structure.text(first + 2).hasPrefix("$")
    }
  }

  /// Whether a function is declared returning a `Binding` (`-> Binding<Bool>`).
  private func returnsBinding(_ function: DeclarationRef) -> Bool {
    guard let result = function.resultType, !result.isEmpty else { return false }
    return function.file.isIdentifier(result.lowerBound, "Binding")
  }

  /// An `.alert(…)` modifier applied to a view. An implicit member such as `= .alert(message)` or
  /// `case .alert:` has no receiver: it is an enum case, not a modifier. Nor is a call on a type
  /// (`AssignmentOverridesEditor.alert(toRemove: override, from: $overrides)`, `Self.alert(…)`): a static
  /// method that makes an `Alert`. A type is named with a capital, as a view property is not, unless the
  /// file declares one so (`private var MaxSessionsView: some View`).
  /// The argument labels of SwiftUI's `.alert` modifiers (`alert(_:isPresented:presenting:actions:message:)`,
  /// `alert(isPresented:error:actions:)`, `alert(item:content:)`).
  private static let swiftUILabels: Set<String> = [
    "isPresented", "presenting", "actions", "message", "item", "content", "error",
  ]

  private func isAlertModifier(_ call: CallRef, in file: SwiftFile) -> Bool {
    guard call.isMember, call.argumentList != nil || call.hasTrailingClosure, let receiver = call.receiverEnd else {
      return false
    }
    // A library's modifier of the same name with labels SwiftUI's have not (AlertKit's `.alert(isPresent:view:)`,
    // a HUD) is another presentation. Every SwiftUI alert is shown by `isPresented:` or `item:`, and the app's
    // own alert modifier by some binding (`.alert(error: $error)`): a call with neither
    // (`ErrorManager.shared.alert(error: error)`, an item's `alert()`) is a method of some object.
    let structure = file.structure
    guard call.arguments.allSatisfy({ $0.label.map { Self.swiftUILabels.contains(structure.text($0)) } ?? true }),
      presentingBinding(of: call) != nil
    else {
      return false
    }
    if receiver.isKeyword("Self") { return false }
    guard receiver.kind == .identifier, receiver.text.first?.isUppercase == true else { return true }
    let name = receiver.text
    return file.declarations.contains {
      ($0.kind == .variable || $0.kind == .constant || $0.kind == .function) && $0.name == name
    }
  }
}
