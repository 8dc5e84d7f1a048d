import NavlintSyntax

/// Deep-link entry points and what they call (NAV013 deep-link-without-reset): shared by the rule, which
/// judges what the file shows, and by `FactExtractor`, which keeps the calls only other files can decide
/// (`PendingDeepLink`).
public enum DeepLinks {
  /// The code of one deep-link entry point: the closures of an `.onOpenURL` or `.onContinueUserActivity`
  /// call, or the body of a function taking a `URL` (`application(_:open:options:)` among them), a user
  /// activity or URL contexts (`scene(_:openURLContexts:)`).
  public struct Handler: Sendable {
    public var bodies: [ClosedRange<Int>]
    public var description: String
    /// For a function: the names its `URL` parameters have inside the body.
    public var urlParameters: Set<String> = []
    /// The names the link has inside the bodies: a function's link parameters, a closure's parameter, and
    /// the locals read off them (`DeepLinks.namesReadOff`).
    public var linkNames: Set<String> = []
    /// For a function: its name (a call to it from another handler is that handler's own business).
    public var functionName: String?
    /// Whether pushes through methods count here: in entry points (`.onOpenURL`, the delegates' callbacks)
    /// and functions named as deep-link handlers. A plain function taking a `URL` is as often the handler of
    /// links tapped inside the app (an `OpenURLAction`), which push on purpose; only its own path changes
    /// count.
    public var readsMethodCalls = true
  }

  public static func handlers(in file: SwiftFile) -> [Handler] {
    var result: [Handler] = []
    for call in file.calls(namedAny: ["onOpenURL", "onContinueUserActivity"]) where call.isMember {
      var bodies = call.trailingClosures.prefix(1).map { $0.open...$0.close }
      if let perform = call.closureArgument(labelled: "perform"), let close = perform.partner {
        bodies.append(perform.index...close.index)
      }
      let names = Set(bodies.compactMap { file.token($0.lowerBound).closureParameterNames?.first }.filter { $0 != "_" })
      if !bodies.isEmpty {
        result.append(
          Handler(
            bodies: bodies, description: "`.\(call.nameText)`",
            linkNames: namesReadOff(names, in: bodies, file.structure)))
      }
    }
    let structure = file.structure
    for declaration in file.declarations where declaration.kind == .function {
      let linkParameters = declaration.parameters.filter { isLinkType($0.type, structure) }
      guard let body = declaration.body, !linkParameters.isEmpty, !returnsOpenURLActionResult(declaration) else {
        continue
      }
      let innerName: (Parameter) -> String? = { $0.innerName.map { structure.text($0) } }
      let urls = Set(linkParameters.filter { isURLType($0.type, structure) }.compactMap(innerName))
      result.append(
        Handler(
          bodies: [body], description: "`\(declaration.name)(…)`", urlParameters: urls,
          linkNames: namesReadOff(Set(linkParameters.compactMap(innerName)), in: [body], structure),
          functionName: declaration.name,
          readsMethodCalls: isEntryPoint(declaration)))
    }
    return result
  }

  /// `names` and the locals the bodies read off them, which are the link too: `guard let context =
  /// urlContexts.first`, `if let url = activity.webpageURL`, `let link = url.absoluteString`. Only the link's
  /// own accessors count (`first`, `url`, `webpageURL`, `absoluteString`, `absoluteURL`, `userInfo` and the
  /// way to it); a value computed from it (`url.route`, `Route(url: url)`) is a parsed link.
  static func namesReadOff(_ names: Set<String>, in bodies: [ClosedRange<Int>], _ structure: FileStructure)
    -> Set<String>
  {
    guard !names.isEmpty else { return names }
    var result = names
    for body in bodies {
      var index = body.lowerBound
      while index + 3 < body.upperBound {
        defer { index += 1 }
        guard structure.kind(index) == .keyword, structure.token(index, is: "let") || structure.token(index, is: "var"),
          structure.kind(index + 1) == .identifier, structure.kind(index + 2) == .equal,
          structure.kind(index + 3) == .identifier, result.contains(structure.text(index + 3))
        else { continue }
        var end = index + 4
        while end < body.upperBound {
          let kind = structure.kind(end)
          if kind == .postfixQuestion || kind == .exclaim {
            end += 1
          } else if kind == .period, structure.kind(end + 1) == .identifier,
            linkAccessors.contains(structure.text(end + 1))
          {
            end += 2
          } else {
            break
          }
        }
        // The value ends there: at the end of its line, or before `,`, `else` or `{`.
        let ends =
          structure.kind(end) == .comma || structure.kind(end) == .lBrace || structure.kind(end) == .semicolon
          || structure.token(end, is: "else") || structure.startsLine[end]
        if ends { result.insert(structure.text(index + 1)) }
      }
    }
    return result
  }

  /// The members that read a link off what carries it (`urlContexts.first?.url`, `activity.webpageURL`,
  /// `response.notification.request.content.userInfo`).
  private static let linkAccessors: Set<String> = [
    "first", "url", "URL", "webpageURL", "absoluteString", "absoluteURL", "notification", "request", "content",
    "userInfo",
  ]

  /// Whether a function's result is written `OpenURLAction.Result` (`func handle(url: URL) ->
  /// OpenURLAction.Result`): the handler of a link the user taps in the app's own text (`Text` with a link,
  /// given to `.environment(\.openURL, OpenURLAction(handler:))`), which opens the linked screen from where
  /// the user is, as a `NavigationLink` would, not a link from outside the app.
  private static func returnsOpenURLActionResult(_ declaration: DeclarationRef) -> Bool {
    guard let result = declaration.resultType else { return false }
    return declaration.file.joinedText(result) == "OpenURLAction.Result"
  }

  /// A function the system calls with a link (`application(_:open:options:)`,
  /// `application(_:continue:restorationHandler:)`, `scene(_:openURLContexts:)`, `scene(_:continue:)`,
  /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`), one that takes a tapped notification's
  /// response (nothing but a tap makes one), or one named as a deep-link handler (`handleDeepLink(_:)`,
  /// `openUniversalLink(_:)`, `route(deeplink:)`).
  private static func isEntryPoint(_ declaration: DeclarationRef) -> Bool {
    if declaration.name == "application" || declaration.name == "scene" || declaration.name == "userNotificationCenter"
    {
      return true
    }
    let structure = declaration.file
    if declaration.parameters.contains(where: { isNotificationResponse($0.type, structure) }) { return true }
    var words = IdentifierWords.words(of: declaration.name)
    for parameter in declaration.parameters {
      for name in [parameter.firstName, parameter.secondName].compactMap({ $0 }) {
        words += IdentifierWords.words(of: structure.text(name))
      }
    }
    for (position, word) in words.enumerated() {
      if word == "deeplink" || word == "deeplinks" { return true }
      if (word == "deep" || word == "universal") && position + 1 < words.count && words[position + 1].hasPrefix("link")
      {
        return true
      }
    }
    return false
  }

  /// A deep link's type: `URL` (see `isURLType`), `NSUserActivity`, URL contexts (`Set<UIOpenURLContext>`), or
  /// the response to a tapped notification (`UNNotificationResponse`), which opens the screen it is about.
  private static func isLinkType(_ type: Range<Int>, _ structure: FileStructure) -> Bool {
    if isURLType(type, structure) { return true }
    return isNotificationResponse(type, structure)
      || type.contains {
        structure.kind($0) == .identifier
          && (structure.token($0, is: "NSUserActivity") || structure.token($0, is: "UIOpenURLContext"))
      }
  }

  /// A tapped notification's `UNNotificationResponse`: nothing but a tap makes one.
  private static func isNotificationResponse(_ type: Range<Int>, _ structure: FileStructure) -> Bool {
    type.contains { structure.kind($0) == .identifier && structure.token($0, is: "UNNotificationResponse") }
  }

  /// `URL`, `URL?` or `Foundation.URL` (with or without `?`).
  private static func isURLType(_ type: Range<Int>, _ structure: FileStructure) -> Bool {
    // Compared on the tokens' bytes joined: the joined text equals one of these ASCII spellings exactly when
    // the bytes do (invalid UTF-8 decodes to U+FFFD, and no other character is equivalent to these).
    var length = 0
    for index in type where length <= 15 { length += Int(structure.tokens[index].length) }
    guard length == 3 || length == 4 || length == 14 || length == 15 else { return false }
    var joined: [UInt8] = []
    let bytes = structure.source.bytes
    for index in type { joined += bytes[structure.tokens[index].range] }
    if joined.last == UInt8(ascii: "?") { joined.removeLast() }
    return joined.elementsEqual("URL".utf8) || joined.elementsEqual("Foundation.URL".utf8)
  }

  /// Whether the call hands the link itself on (`router.navigate(to: url)`, `coordinator.open($0)`).
  public static func passesLink(_ name: TokenRef, _ linkNames: Set<String>, _ structure: FileStructure) -> Bool {
    guard let call = name.call else { return false }
    return call.arguments.contains { argument in
      argument.value.count == 1
        && (linkNames.contains(structure.text(argument.value.lowerBound))
          || structure.text(argument.value.lowerBound) == "$0")
    }
  }

  /// A call named `reset…` or `popToRoot…` (`reset()`, `router.resetNavigation()`, `popToRoot()`).
  public static func isResetCall(_ call: CallRef) -> Bool {
    // An ASCII name is compared on its bytes; any other keeps the string comparison.
    let range = call.file.tokens[call.name.index].range
    let bytes = call.file.source.bytes
    guard bytes[range].contains(where: { $0 >= 0x80 }) else {
      return bytes[range].starts(with: "reset".utf8) || bytes[range].starts(with: "popToRoot".utf8)
    }
    let name = call.nameText
    return name.hasPrefix("reset") || name.hasPrefix("popToRoot")
  }

  // MARK: - Pushes and resets

  /// What one deep-link handler body comes to.
  public enum Outcome: Sendable, Equatable {
    /// A push this file shows unreset: the finding's bytes and message.
    case finding(Range<Int>, String)
    /// What only the project can decide: methods of other files that may push or reset.
    case pending(PendingDeepLink)
  }

  /// The outcomes of every deep-link handler of the file (NAV013), in source order (`FileNavigation`
  /// keeps them for the rule and the fact extractor).
  static func outcomes(in file: SwiftFile, calls: NavigationCallFinder) -> [Outcome] {
    let handlers = handlers(in: file)
    guard !handlers.isEmpty else { return [] }
    let finder = calls.finder
    let handlerNames = Set(handlers.compactMap(\.functionName))
    let declared = calls.functionNames
    // A push inside two handlers (an `.onOpenURL` in a function taking a `URL`) is reported once.
    var reported: Set<Int> = []
    var outcomes: [Outcome] = []
    for handler in handlers {
      check(
        handler, finder, calls, handlerNames: handlerNames, declared: declared, reported: &reported, into: &outcomes)
    }
    return outcomes
  }

  /// The message of a push found unreset.
  public static func message(handler: String, target: String) -> String {
    "Deep-link handler \(handler) pushes onto \(target) without resetting it first; the linked screen lands on "
      + "top of what was open"
  }

  /// A reset seen in a handler: what it starts over (a path's key, or an owner whose paths it all resets) and
  /// where.
  private struct Reset {
    var key: String
    var isOwner: Bool
    var token: Int
  }

  /// Finds, for each path the handler pushes onto, the first push with no reset of that path before it on
  /// every way there: a reset counts only when the push is in the block the reset is in (after it), so a reset
  /// in one branch of an `if` or a `switch` does not reset a push in another. A body that shows no push and no
  /// reset but calls methods this file does not declare waits for the project (one of them may push). A push
  /// this file shows is judged here: a method of another file called before it is not taken for a reset.
  private static func check(
    _ handler: Handler, _ finder: PathMutationFinder, _ calls: NavigationCallFinder, handlerNames: Set<String>,
    declared: Set<String>, reported reportedPushes: inout Set<Int>, into outcomes: inout [Outcome]
  ) {
    let structure = finder.structure
    let file = structure.file
    for body in handler.bodies {
      var resets: [Reset] = []
      var reported: Set<String> = []
      // Methods of other files called so far, and whether this file shows a push or a reset here.
      var undecided: [PendingDeepLink.Call] = []
      var decided = false
      for token in file.identifiersRunning(in: body) {
        let index = token.index
        var push: (key: String, isMethod: Bool, operation: ClosedRange<Int>, target: String, byName: Bool)?
        if let call = token.call, call.name == token, isResetCall(call) {
          // The object the reset is made on: `router` for `router.reset()`, `router.path` for
          // `router.path.reset()`, the empty string for `reset()` and `self.reset()`.
          resets.append(Reset(key: call.name.ownerText, isOwner: true, token: index))
          decided = true
          continue
        } else if let mutation = finder.mutation(at: token) {
          guard !token.isLocal(declaredAfter: body.lowerBound) else { continue }
          let owner = token.ownerText
          let key = owner.isEmpty ? token.text : owner + "." + token.text
          switch mutation.kind {
          case .reset:
            resets.append(Reset(key: key, isOwner: false, token: index))
            decided = true
            continue
          case .pop:
            continue
          case .push:
            guard !pushesURLItself(mutation, handler.urlParameters, structure) else { continue }
            push = (key, false, mutation.operation, "`\(token.text)`", false)
          }
        } else if handler.readsMethodCalls, let navigation = calls.call(at: token) {
          // Another handler of this file called from here is checked on its own; a call handing the link on
          // (`router.navigate(to: url)`) lets the callee decide.
          if !token.hasOwner, handlerNames.contains(token.text) { continue }
          if passesLink(token, handler.linkNames, structure) { continue }
          switch navigation.kind {
          case .reset:
            resets.append(Reset(key: navigation.owner, isOwner: true, token: index))
            decided = true
            continue
          case .pop, .present:
            continue
          case .push:
            guard !pushesURLItself(callNamedAt: index, handler.urlParameters, structure, labelled: true) else {
              continue
            }
            let owner = navigation.owner
            let target = owner.isEmpty ? "the path" : "`\(owner)`'s path"
            push = (
              owner, true, index...index, "\(target) through `\(token.text)(…)`",
              navigation.isByName && !declared.contains(token.text)
            )
          }
        } else if handler.readsMethodCalls, undecided.count < DelayedNavigation.maximumCandidates,
          isUndecidedCall(token, handler, declared)
        {
          undecided.append(PendingDeepLink.Call(name: token.text, owner: token.ownerText, range: token.byteRange))
          continue
        }
        guard let push else { continue }
        decided = true
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
        let range = structure.byteRange(push.operation.lowerBound, push.operation.upperBound)
        if push.byName {
          // A method of another file, pushing by its name: the project says what it does where it declares it.
          let call = PendingDeepLink.Call(name: token.text, owner: push.key, range: range, byName: .push)
          outcomes.append(.pending(PendingDeepLink(description: handler.description, calls: [call])))
        } else {
          outcomes.append(.finding(range, message(handler: handler.description, target: push.target)))
        }
      }
      if !decided && !undecided.isEmpty {
        outcomes.append(.pending(PendingDeepLink(description: handler.description, calls: undecided)))
      }
    }
  }

  /// A method called on an object (or on `self`) that this file does not declare: what it does is for the
  /// project to say. A call handing the link on lets the callee decide, as in this file.
  private static func isUndecidedCall(_ token: TokenRef, _ handler: Handler, _ declared: Set<String>) -> Bool {
    guard token.next.kind == .lParen, token.text.first?.isLowercase == true, let call = token.call, call.name == token,
      call.argumentList != nil, !declared.contains(token.text), NavigationCallFinder.mayCallAnAppMethod(call),
      !token.takesAnAlert
    else { return false }
    return !passesLink(token, handler.linkNames, token.file)
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
  private static func dominates(_ reset: Int, _ push: Int, within body: ClosedRange<Int>, _ structure: FileStructure)
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
      let labels = structure.caseLabels(in: open...close)
      if let next = labels.first(where: { $0 > reset }), push > next { return false }
    }
    return true
  }

  /// Whether the statement whose body opens at `open` is an `if` testing that a path is not empty
  /// (`!path.isEmpty`, `path.count > 0`, `path.count != 0`).
  private static func conditionIsAboutEmptiness(before open: Int, _ structure: FileStructure) -> Bool {
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
  private static func pushesURLItself(
    _ mutation: PathMutation, _ urlParameters: Set<String>, _ structure: FileStructure
  )
    -> Bool
  {
    pushesURLItself(callNamedAt: mutation.operation.upperBound, urlParameters, structure, labelled: false)
  }

  /// Whether the call named at `name` has one argument (unlabelled unless `labelled`) that is a URL parameter,
  /// bare or as one of an enum case's associated values, none of the others read off the URL
  /// (`.web(url: url, title: "")` shows the link; `.article(id: url.lastPathComponent, url: url)` parses it). A
  /// method's push of it (`coordinator.navigate(to: .externalVideo(url))`, its one argument labelled) shows the
  /// link as a path's push of it does: what is pushed is the same whatever pushes it.
  private static func pushesURLItself(
    callNamedAt name: Int, _ urlParameters: Set<String>, _ structure: FileStructure, labelled: Bool
  ) -> Bool {
    guard !urlParameters.isEmpty, let call = structure.call(atName: name),
      case let arguments = structure.arguments(of: call), arguments.count == 1,
      labelled || arguments[0].label == nil
    else { return false }
    var value = Array(arguments[0].value)
    let isURL: (Int) -> Bool = { structure.kind($0) == .identifier && urlParameters.contains(structure.text($0)) }
    if value.count == 1 { return isURL(value[0]) }
    // `Type.` before an enum case is optional.
    if value.count > 2, structure.kind(value[0]) == .identifier, structure.kind(value[1]) == .period {
      value.removeFirst()
    }
    // `.case(url)`, `.case(label: url)` or `.case(url: url, title: "")`.
    guard value.count >= 5, structure.kind(value[0]) == .period, structure.kind(value[1]) == .identifier,
      structure.text(value[1]).first?.isLowercase == true, structure.kind(value[2]) == .lParen,
      structure.kind(value[value.count - 1]) == .rParen, let associated = structure.call(atName: value[1]),
      structure.brackets.partner(of: value[2]) == value[value.count - 1]
    else { return false }
    var showsURL = false
    for argument in structure.arguments(of: associated) {
      if argument.value.count == 1, isURL(argument.value.lowerBound) {
        showsURL = true
      } else if argument.value.contains(where: isURL) {
        return false
      }
    }
    return showsURL
  }
}
