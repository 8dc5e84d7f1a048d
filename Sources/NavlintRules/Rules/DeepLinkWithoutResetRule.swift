import NavlintNavigation
import NavlintSyntax

/// NAV013: a URL handler that pushes onto a navigation path without resetting it first
/// (Rules/NAV013-deep-link-without-reset.md).
public struct DeepLinkWithoutResetRule: ProjectRule {
  public static let id: RuleID = "NAV013"
  public static let name = "deep-link-without-reset"
  public static let summary =
    "A deep-link handler pushes onto a navigation path without resetting it first, "
    + "so the linked screen lands on top of whatever was open."
  public static let defaultSeverity: Severity = .warning
  public static let fixAvailability: FixAvailability = .none
  /// Handlers are `.onOpenURL` / `.onContinueUserActivity` closures and functions taking a `URL`, a user
  /// activity or URL contexts.
  public static let triggers: [StaticString] = [
    "onOpenURL", "URL", "onContinueUserActivity", "NSUserActivity", "UIOpenURLContext",
  ]

  public init() {}

  public func check(_ context: RuleContext) {
    let file = context.file
    let handlers = DeepLinks.handlers(in: file)
    guard !handlers.isEmpty else { return }
    let finder = PathMutationFinder(file.structure)
    let calls = NavigationCallFinder(finder)
    let handlerNames = Set(handlers.compactMap(\.functionName))
    // A push inside two handlers (an `.onOpenURL` in a function taking a `URL`) is reported once.
    var reported: Set<Int> = []
    for handler in handlers {
      check(handler, finder, calls, handlerNames: handlerNames, reported: &reported, context)
    }
  }

  // MARK: - Handlers

  // MARK: - Pushes and resets

  /// A reset seen in a handler: what it starts over (a path's key, or an owner whose paths it all resets) and
  /// where.
  private struct Reset {
    var key: String
    var isOwner: Bool
    var token: Int
  }

  /// Reports, for each path the handler pushes onto, the first push with no reset of that path before it on
  /// every way there: a reset counts only when the push is in the block the reset is in (after it), so a reset
  /// in one branch of an `if` or a `switch` does not reset a push in another.
  private func check(
    _ handler: DeepLinks.Handler, _ finder: PathMutationFinder, _ calls: NavigationCallFinder,
    handlerNames: Set<String>,
    reported reportedPushes: inout Set<Int>, _ context: RuleContext
  ) {
    let structure = finder.structure
    let file = structure.file
    for body in handler.bodies {
      let nested = file.nestedDeclarationRanges(in: body)
      var resets: [Reset] = []
      var reported: Set<String> = []
      var index = body.lowerBound + 1
      while index < body.upperBound {
        if let skipped = nested.first(where: { $0.contains(index) }) {
          index = skipped.upperBound + 1
          continue
        }
        defer { index += 1 }
        guard structure.kind(index) == .identifier else { continue }
        let token = file.token(index)
        var push: (key: String, isMethod: Bool, operation: ClosedRange<Int>, target: String)?
        if let call = token.call, call.name == token, DeepLinks.isResetCall(call) {
          // The object the reset is made on: `router` for `router.reset()`, `router.path` for
          // `router.path.reset()`, the empty string for `reset()` and `self.reset()`.
          resets.append(Reset(key: call.name.ownerText, isOwner: true, token: index))
          continue
        } else if let mutation = finder.mutation(at: token) {
          guard !token.isLocal(declaredAfter: body.lowerBound) else { continue }
          let owner = token.ownerText
          let key = owner.isEmpty ? token.text : owner + "." + token.text
          switch mutation.kind {
          case .reset:
            resets.append(Reset(key: key, isOwner: false, token: index))
            continue
          case .pop:
            continue
          case .push:
            guard !pushesURLItself(mutation, handler.urlParameters, structure) else { continue }
            push = (key, false, mutation.operation, "`\(token.text)`")
          }
        } else if handler.readsMethodCalls, let navigation = calls.call(at: token) {
          // Another handler of this file called from here is checked on its own; a call handing the link on
          // (`router.navigate(to: url)`) lets the callee decide.
          if !token.isMemberName || token.ownerText.isEmpty, handlerNames.contains(token.text) { continue }
          if DeepLinks.passesLink(token, handler.linkNames, structure) { continue }
          switch navigation.kind {
          case .reset:
            resets.append(Reset(key: navigation.owner, isOwner: true, token: index))
            continue
          case .pop, .present:
            continue
          case .push:
            let owner = navigation.owner
            let target = owner.isEmpty ? "the path" : "`\(owner)`'s path"
            push = (owner, true, index...index, "\(target) through `\(token.text)(…)`")
          }
        }
        guard let push else { continue }
        // A path's push is reset by a reset of that path or of its owner; a method's push (`router.push(…)`,
        // `open(…)`) by a reset of its object or of a path of that object.
        let owner = push.isMethod ? push.key : Self.owner(ofKey: push.key)
        let isReset = resets.contains { reset in
          let matches =
            reset.isOwner
            ? reset.key == owner || reset.key == push.key
            : reset.key == push.key || (push.isMethod && Self.owner(ofKey: reset.key) == owner)
          return matches && dominates(reset.token, push.operation.lowerBound, within: body, structure)
        }
        guard !isReset, !reported.contains(push.key) else { continue }
        reported.insert(push.key)
        guard reportedPushes.insert(push.operation.lowerBound).inserted else { continue }
        context.report(
          from: push.operation.lowerBound, through: push.operation.upperBound,
          message: Self.message(handler: handler.description, target: push.target))
      }
    }
  }

  /// The project pass: an entry point where this file shows no push and no reset, but calls a method that
  /// pushes wherever the project declares it (`coordinator.openCheckout()`), with no method called before it
  /// that resets.
  public static func check(file: Int, in model: NavigationModel, report: (Range<Int>, String) -> Void) {
    for handler in model.files[file].facts.pendingDeepLinks {
      for call in handler.calls {
        guard let kind = model.navigation(ofMethod: call.name), kind == .push || kind == .reset else { continue }
        if kind == .push {
          let target = call.owner.isEmpty ? "the path" : "`\(call.owner)`'s path"
          report(call.range, message(handler: handler.description, target: "\(target) through `\(call.name)(…)`"))
        }
        break
      }
    }
  }

  private static func message(handler: String, target: String) -> String {
    "Deep-link handler \(handler) pushes onto \(target) without resetting it first; the linked screen lands on "
      + "top of what was open"
  }

  /// `router` for `router.path`, the empty string for `path`.
  private static func owner(ofKey key: String) -> String {
    guard let dot = key.lastIndex(of: ".") else { return "" }
    return String(key[..<dot])
  }

  /// Whether the reset at `reset` runs before the push at `push` on every way through the handler: every
  /// bracket around the reset (inside the handler) holds the push too, and in a `switch` both are in the same
  /// `case`. A reset inside `if !path.isEmpty { … }` or `if path.count > 0 { … }` (a condition about the path
  /// itself) leaves the path empty either way, so it counts.
  private func dominates(_ reset: Int, _ push: Int, within body: ClosedRange<Int>, _ structure: FileStructure)
    -> Bool
  {
    guard reset < push else { return false }
    let file = structure.file
    for ancestor in file.token(reset).ancestors {
      let open = ancestor.bracket.index
      guard open > body.lowerBound else { break }
      guard ancestor.range.contains(push) else {
        return ancestor.kind == .statementBody && conditionIsAboutEmptiness(before: open, structure)
      }
      guard ancestor.bracket.kind == .lBrace, let close = ancestor.close?.index else { continue }
      // A `switch` body: the push must be in the reset's `case`.
      let labels = caseLabels(in: open...close, structure)
      if let next = labels.first(where: { $0 > reset }), push > next { return false }
    }
    return true
  }

  /// The `case` and `default` labels that start lines directly inside the braces `range`.
  private func caseLabels(in range: ClosedRange<Int>, _ structure: FileStructure) -> [Int] {
    var labels: [Int] = []
    var index = range.lowerBound + 1
    while index < range.upperBound {
      let kind = structure.kind(index)
      if kind == .lBrace || kind == .lParen || kind == .lSquare, let partner = structure.brackets.partner(of: index) {
        index = partner + 1
        continue
      }
      if kind == .keyword, structure.startsLine[index],
        structure.token(index, is: "case") || structure.token(index, is: "default")
      {
        labels.append(index)
      }
      index += 1
    }
    return labels
  }

  /// Whether the statement whose body opens at `open` is an `if` testing that a path is not empty
  /// (`!path.isEmpty`, `path.count > 0`, `path.count != 0`).
  private func conditionIsAboutEmptiness(before open: Int, _ structure: FileStructure) -> Bool {
    var index = open - 1
    var sawEmptiness = false
    while index > 0 {
      let kind = structure.kind(index)
      if kind == .keyword && structure.token(index, is: "if") { return sawEmptiness }
      if kind == .lBrace || kind == .rBrace || kind == .semicolon || kind == .keyword { return false }
      if structure.token(index, is: "isEmpty") || structure.token(index, is: "count") { sawEmptiness = true }
      index -= 1
    }
    return false
  }

  /// Whether a function's push shows its URL parameter as it is: `path.append(url)`, `path.append(.web(url))`,
  /// `path.append(Route.safari(url: link))`. That is a screen showing a link tapped in the app (a browser
  /// pushed on purpose), not a deep link parsed into routes (`Route(url: url)` is parsing and still counts).
  private func pushesURLItself(_ mutation: PathMutation, _ urlParameters: Set<String>, _ structure: FileStructure)
    -> Bool
  {
    guard !urlParameters.isEmpty, let call = structure.call(atName: mutation.operation.upperBound),
      case let arguments = structure.arguments(of: call), arguments.count == 1, arguments[0].label == nil
    else { return false }
    var value = Array(arguments[0].value)
    let isURL: (Int) -> Bool = { structure.kind($0) == .identifier && urlParameters.contains(structure.text($0)) }
    if value.count == 1 { return isURL(value[0]) }
    // `Type.` before an enum case is optional.
    if value.count > 2, structure.kind(value[0]) == .identifier, structure.kind(value[1]) == .period {
      value.removeFirst()
    }
    // `.case(url)` or `.case(label: url)`.
    guard value.count >= 5, structure.kind(value[0]) == .period, structure.kind(value[1]) == .identifier,
      structure.text(value[1]).first?.isLowercase == true, structure.kind(value[2]) == .lParen,
      structure.kind(value[value.count - 1]) == .rParen
    else { return false }
    let inner = Array(value[3..<(value.count - 1)])
    if inner.count == 1 { return isURL(inner[0]) }
    return inner.count == 3 && structure.kind(inner[0]) == .identifier && structure.kind(inner[1]) == .colon
      && isURL(inner[2])
  }

}
