import NavlintSyntax

/// Navigation done by calling a method, the way coordinators and routers are written (seeds 000, 001, 004):
/// `coordinator.navigate(to: .detail)`, `router.push(.profile)`, `popToRoot()`. Shared by the rules about when
/// and how navigation happens (NAV013 deep-link-without-reset, NAV014 delayed-navigation), beside
/// `PathMutationFinder` for the path changes written out.
///
/// A call navigates when the method it names
/// - is declared in this file and its body changes its own navigation path (`path`, `self.path`) or a
///   coordinator's (`router.path`), assigns its own presented destination (`PresentationState`: `sheet = …`),
///   calls `dismiss()`, or calls another such method (so `func showRecipe(_:) { path.append(…) }` is a push wherever it is called),
///   or, in a coordinator's type, one of its own methods named as below (`popToRoot()` declared in another file); or
/// - is called on a coordinator or router (a receiver whose last word is `coordinator`, `router` or
///   `navigator`, or `self` and no receiver inside such a type) and its name starts with a navigation verb:
///   `navigate`, `push`, `show`, `goTo` push (or present, when a later word names a sheet, alert, cover…);
///   `pop`, `goBack`, `dismiss` pop; `popToRoot`, `popAll`, `reset`, `backToRoot` start over; `present`,
///   `select` present a sheet or a tab, and so does `switch…` naming a tab (`switchToTab(_:)`).
public struct NavigationCall: Sendable, Equatable {
  public enum Kind: Sendable, Hashable {
    /// Screens are pushed on top of what is there.
    case push
    /// Some screens are popped, or the screen closed (`dismiss()`).
    case pop
    /// The stack starts over (a reset first, whatever follows it in the method).
    case reset
    /// A sheet, cover, alert or tab is shown, or a view controller dismissed: navigation, but not on the path.
    case present
  }

  public var kind: Kind
  /// The method's name token.
  public var name: Int
  /// The object the method is called on, as `TokenRef.ownerText` writes it (`router`, `""` for `self`).
  public var owner: String
  /// Whether the kind is read from the method's name (a coordinator's method this file does not show
  /// navigating), not from a body of this file.
  public var isByName = false
  /// Whether the method's body awaits work before it navigates (`MethodNavigation.awaitsWork`).
  public var awaitsWork = false
}

/// What a method declared in a file does first, read from its body (`NavigationCallFinder.navigatingMethods`).
public struct MethodNavigation: Sendable, Equatable {
  public var kind: NavigationCall.Kind
  /// Whether what it does first is set a pending destination: an optional of a destination's type
  /// (`PresentationState`) that the file binds to no presenting modifier (`pendingNavigation = destination`).
  /// Some view presents it, or pushes it: a presentation only by the property's type.
  public var setsPendingState: Bool
  /// Whether the body awaits work before it navigates (`FileStructure.awaitsWork(after:before:)`: `Task { let
  /// found = await isCaptchaPage(); if found { present(popup) } }`): a call of it waits for that work, an
  /// event, so a delay before the call is not what the navigation waits for (NAV014).
  public var awaitsWork: Bool

  public init(kind: NavigationCall.Kind, setsPendingState: Bool = false, awaitsWork: Bool = false) {
    self.kind = kind
    self.setsPendingState = setsPendingState
    self.awaitsWork = awaitsWork
  }
}

/// Finds navigation calls in one file (see `NavigationCall`). Built once per file, after the
/// `PathMutationFinder` it reads method bodies with.
public final class NavigationCallFinder {
  public let finder: PathMutationFinder
  /// The file's properties holding state-driven navigation (`FileNavigation.presentedProperties`), asked
  /// only when some method assigns a property or changes a path.
  private let presentedProperties: () -> Set<String>
  /// Those of them the file binds to a presenting modifier (`PresentationState.boundNames`): the others are
  /// presented state by their type alone (`MethodNavigation.setsPendingState`).
  private let boundProperties: () -> Set<String>
  /// Methods declared in this file that navigate, by base name (overloads in the order declared), worked out
  /// on first use.
  private lazy var declaredMethods: [String: [Navigating]] = Self.navigatingMethods(
    methods, finder, presentedProperties, boundProperties,
    readByTheirBodies: { [unowned self] in
      self.namesReadByTheirBodies
    })
  /// The names of this file's methods that promise navigation (`promisesNavigation`) and whose every
  /// declaration here is all there is to read of it (`isReadByItsBody`): a call of one is read from its body,
  /// not from its name.
  private lazy var namesReadByTheirBodies: Set<String> = {
    var read: Set<String> = []
    var unread: Set<String> = []
    for function in methods where Self.promisesNavigation(function.name) && !unread.contains(function.name) {
      if let body = function.body, Self.isReadByItsBody(body, finder, declared: methodNames) {
        read.insert(function.name)
      } else {
        unread.insert(function.name)
        read.remove(function.name)
      }
    }
    return read
  }()
  /// The functions with a body declared directly in a type (or an extension) of the file.
  private lazy var methods = Self.methods(in: SwiftFile(finder.structure))
  /// The names of the methods the file's types declare with a body: the names `declaredMethods` may hold,
  /// found without reading a body (a call of any other name is not worked out through them).
  public private(set) lazy var methodNames = Set(methods.map(\.name))
  /// The names of every function the file declares, at any depth: a call of one of them is decided here,
  /// never by another file (NAV013's and NAV014's undecided calls).
  public private(set) lazy var functionNames = Set(
    SwiftFile(finder.structure).declarations.lazy.filter { $0.kind == .function }.map(\.name))

  public init(
    _ finder: PathMutationFinder, presentedProperties: @escaping () -> Set<String>,
    boundProperties: @escaping () -> Set<String>
  ) {
    self.finder = finder
    self.presentedProperties = presentedProperties
    self.boundProperties = boundProperties
  }

  /// The names of the methods of this file's types that do not navigate and whose bodies are all there is to
  /// read of them (`isReadByItsBody`, every declaration of the name): a call of one in another file does
  /// nothing its name promises (`NavigationModel.navigation(ofMethodCalledByName:promising:)`).
  public var quietMethodNames: Set<String> {
    let navigating = declaredMethods
    return namesReadByTheirBodies.filter { navigating[$0] == nil }
  }

  /// The methods of this file's types whose bodies navigate, by base name, with what the first of them
  /// declared does first.
  public var navigatingMethods: [String: MethodNavigation] { declaredMethods.mapValues { $0[0].navigation } }

  /// The navigation the call named at `token` does, if any.
  public func call(at token: TokenRef) -> NavigationCall? {
    guard token.kind == .identifier, let call = token.call, call.name == token, call.argumentList != nil else {
      return nil
    }
    let name = token.text
    if methodNames.contains(name), let overloads = declaredMethods[name], Self.mayCallAnAppMethod(call),
      let overload = Self.overload(called: call, amongst: ownOverloads(of: call, overloads))
    {
      guard let declared = overload.navigation(calledBy: call) else { return nil }
      let navigation = Self.navigation(of: call, declared: declared)
      return NavigationCall(
        kind: navigation.kind, name: token.index, owner: token.ownerText,
        isByName: navigation.kind != declared.kind, awaitsWork: navigation.awaitsWork)
    }
    guard let kind = Self.verbKind(name), Self.isCoordinator(call), !token.takesAnAlert else { return nil }
    // The method this file declares is read from its body, as a navigating one is: one that shows no
    // navigation (`highlightCoordinator.show()` calling `controller.showWindow(nil)`) is none.
    if methodNames.contains(name), declaresQuietMethod(fitting: call) { return nil }
    return NavigationCall(kind: kind, name: token.index, owner: token.ownerText, isByName: true)
  }

  /// The overloads a call may call: for a bare call or one on `self`, the methods of the type it is written in
  /// when that type (with its extensions in this file) declares one of the name, navigating or not, as Swift
  /// looks the name up (`finish()` in `AddForm` is `AddForm`'s, not `EditForm`'s); all of them otherwise.
  private func ownOverloads(of call: CallRef, _ overloads: [Navigating]) -> [Navigating] {
    guard !call.isMember || call.receiverEnd?.isKeyword("self") == true,
      let type = call.name.enclosingDeclaration(where: { $0.kind.isTypeLike })?.name
    else { return overloads }
    let name = call.name.text
    guard methods.contains(where: { $0.name == name && $0.parent?.name == type }) else { return overloads }
    return overloads.filter { $0.function.parent?.name == type }
  }

  /// Whether a method this file declares with a body fits `call` and shows no navigation: it is not among
  /// `declaredMethods`, and its name is among `namesReadByTheirBodies` (every declaration of it is all there is
  /// to read). A view's method is not the one called on another object, as `overload(called:amongst:)` reads it.
  private func declaresQuietMethod(fitting call: CallRef) -> Bool {
    let name = call.name.text
    guard namesReadByTheirBodies.contains(name) else { return false }
    let onAnotherObject = call.isMember && call.receiverEnd?.isKeyword("self") != true
    let navigating = declaredMethods[name] ?? []
    return methods.contains { function in
      function.name == name && call.fits(function) && !(onAnotherObject && function.parent?.isViewType == true)
        && !navigating.contains(where: { $0.function.index == function.index })
    }
  }

  /// Whether what a method's body does is all there is to read of it, so a call of it does that and nothing
  /// its name promises: the body calls nothing that navigates by its name (a coordinator's `router.push(…)`,
  /// UIKit's `pushViewController(_:animated:)`; a bare `showStore(from:)` of this file is read from its own
  /// body) and changes no list that navlint does not read as a path (`stack.append(route)`, an array another
  /// file's stack may bind).
  private static func isReadByItsBody(
    _ body: ClosedRange<Int>, _ finder: PathMutationFinder, declared: Set<String>
  ) -> Bool {
    let structure = finder.structure
    let count = structure.tokens.count
    for index in body where structure.kind(index) == .identifier && index + 1 < count {
      guard structure.kind(index + 1) == .lParen else { continue }
      let token = TokenRef(structure, index)
      guard let call = token.call, call.name.index == index else { continue }
      let text = structure.text(index)
      // UIKit's own navigation methods (`pushViewController`, `setViewControllers`), not a controller made.
      if text.first?.isLowercase == true, text.contains("ViewController") { return false }
      // A coordinator's navigation by name, unless it is one of this file's own (bare or on `self`), read from
      // its body, or shows an alert (`self.present(viewController: alert, …)`).
      if verbKind(text) != nil, isCoordinator(call), !token.takesAnAlert {
        let onSelf = !call.isMember || call.receiverEnd?.isKeyword("self") == true
        if !onSelf || !declared.contains(text) { return false }
      }
      // `stack.append(route)`: a change of a list whose name (before the period) is not read as a path.
      if call.isMember, call.isNamed(any: PathMutation.collectionMethods),
        !(index >= 2 && structure.kind(index - 1) == .period && finder.mutation(at: index - 2) != nil)
      {
        return false
      }
    }
    return true
  }

  /// The functions with a body declared directly in a type (or an extension) of the file.
  private static func methods(in file: SwiftFile) -> [DeclarationRef] {
    file.declarations.filter { $0.kind == .function && $0.body != nil && $0.parent.map { $0.kind.isTypeLike } == true }
  }

  // MARK: - Methods declared here

  /// A method of this file that navigates, with what it does first.
  private struct Navigating {
    var function: DeclarationRef
    var navigation: MethodNavigation
    /// An optional parameter defaulted to `nil` that the first navigation needs
    /// (`func switchTab(to index: Int, destination: Route? = nil)`, pushing only `if let destination`): a call
    /// leaving out its argument (`switchTab(to: 0)`) does `navigation` instead, nil when it does not navigate.
    var withoutArgument: (label: String, navigation: MethodNavigation?)?

    /// What this method does when `call` calls it: `navigation`, or `withoutArgument`'s when the call leaves
    /// that argument out.
    func navigation(calledBy call: CallRef) -> MethodNavigation? {
      guard let (label, without) = withoutArgument else { return navigation }
      let structure = call.file
      let passes = call.arguments.contains { argument in argument.label.map { structure.text($0) == label } ?? false }
      return passes ? navigation : without
    }
  }

  /// What a call of a method declared with `declared` navigation does: what its body does, unless that is only
  /// setting a pending destination (`MethodNavigation.setsPendingState`, a presentation by the property's type
  /// alone) and the call is a coordinator's named as a push (`coordinator.navigate(to:)`): the name's push
  /// stands, as the project pass reads a method another file declares
  /// (`NavigationModel.navigation(ofMethodPushingByName:)`).
  private static func navigation(of call: CallRef, declared: MethodNavigation) -> MethodNavigation {
    guard declared.setsPendingState, verbKind(call.name.text) == .push, isCoordinator(call) else { return declared }
    return MethodNavigation(kind: .push)
  }

  /// The first of `overloads` (one base name) whose parameters `call`'s arguments fit. A view's method is
  /// called on the view itself: a call on another object (`viewModel.save()`) is that object's method,
  /// whatever the view declares.
  private static func overload(called call: CallRef, amongst overloads: [Navigating]) -> Navigating? {
    let onAnotherObject = call.isMember && call.receiverEnd?.isKeyword("self") != true
    return overloads.first { overload in
      if onAnotherObject, overload.function.parent?.isViewType == true { return false }
      return call.fits(overload.function)
    }
  }

  /// Functions of this file whose bodies navigate, to a fixpoint (a method calling `popToRoot()` that calls
  /// `path.removeAll()` navigates too).
  private static func navigatingMethods(
    _ functions: [DeclarationRef], _ finder: PathMutationFinder, _ presentedProperties: () -> Set<String>,
    _ boundProperties: () -> Set<String>, readByTheirBodies: () -> Set<String>
  ) -> [String: [Navigating]] {
    let file = SwiftFile(finder.structure)
    guard !functions.isEmpty else { return [:] }
    // A method navigates through a path change, `dismiss`, a view controller presented or an assignment to
    // presented state, directly or through another method of the file. One pass over the methods' tokens
    // finds which of them the file has; most files have none, and only the names a method assigns are checked
    // for presented state.
    let structure = finder.structure
    let bytes = structure.source.bytes
    let tokens = structure.tokens
    // Whether a method changes a path, dismisses or presents a view controller.
    var navigates = false
    // Whether a coordinator's method calls one of its own methods by a navigation verb's name (`popToRoot()`
    // declared in another file): it may navigate through it.
    var callsOwnVerbs = false
    // The names assigned (`name = …`), as their tokens: their text is needed only if the file presents state.
    var assigned: [Int] = []
    for function in functions {
      guard let body = function.body, !navigates else { break }
      let inCoordinatorType = !callsOwnVerbs && function.parent.map(isCoordinatorType) == true
      for index in body where tokens[index].kind == .identifier {
        let token = tokens[index]
        let changesPath =
          token.length >= 4 && PathMutationFinder.mayBePathName(token, bytes) && finder.mutation(at: index) != nil
        let dismissesOrPresents =
          token.length == 7
          && (bytes[token.range.lowerBound] == UInt8(ascii: "d") && structure.token(index, is: "dismiss")
            || bytes[token.range.lowerBound] == UInt8(ascii: "p")
              && TokenRef(structure, index).isViewControllerPresentation)
        let changesUIKitStack =
          (token.length == 23 || token.length == 18 || token.length == 17)
          && TokenRef(structure, index).uiKitStackChange != nil
        if changesPath || dismissesOrPresents || changesUIKitStack {
          navigates = true
          break
        }
        guard index + 1 < tokens.count, index > 1,
          tokens[index - 1].kind != .period || structure.token(index - 2, is: "self")
        else { continue }
        // `name = …` or `self.name = …`.
        if tokens[index + 1].kind == .equal { assigned.append(index) }
        // `popToRoot()` or `self.push(…)`.
        if inCoordinatorType, !callsOwnVerbs, tokens[index + 1].kind == .lParen,
          verbKind(structure.text(index)) != nil
        {
          callsOwnVerbs = true
        }
      }
    }
    guard navigates || callsOwnVerbs || !assigned.isEmpty else { return [:] }
    var presented = presentedProperties()
    if !navigates && !callsOwnVerbs {
      guard !presented.isEmpty else { return [:] }
      presented = presented.intersection(assigned.lazy.map { structure.stateName(at: $0) })
      guard !presented.isEmpty else { return [:] }
    }
    var known: [String: [Navigating]] = [:]
    var isKnown = [Bool](repeating: false, count: functions.count)
    // The names in `known` (their `NavigationFacts.nameHash`es), in the order they were found, and for each
    // function how many of them it had seen when last examined: what a body does changes only when a method
    // it calls becomes known, so a function is examined again only then.
    var found: [UInt64] = []
    // A call of one of these is read from its body, not from its name.
    let declaredNames = readByTheirBodies()
    var seen = [Int](repeating: -1, count: functions.count)
    var callees = [Set<UInt64>?](repeating: nil, count: functions.count)
    for _ in 0..<3 {
      var changed = false
      for (position, function) in functions.enumerated() where !isKnown[position] {
        guard let body = function.body else { continue }
        if seen[position] >= 0 {
          if callees[position] == nil { callees[position] = calledNames(in: body, structure) }
          guard found[seen[position]...].contains(where: callees[position]!.contains) else { continue }
        }
        seen[position] = found.count
        guard
          let navigation = firstNavigation(
            in: body, file, finder, known, declared: declaredNames, presented, boundProperties)
        else { continue }
        isKnown[position] = true
        let withoutArgument = Self.withoutArgument(
          of: function, navigation, file, finder, known, declared: declaredNames, presented, boundProperties)
        known[function.name, default: []].append(
          Navigating(function: function, navigation: navigation, withoutArgument: withoutArgument))
        found.append(NavigationFacts.nameHash(function.name.utf8))
        changed = true
      }
      if !changed { break }
    }
    // Overloads in the order they are declared, whatever pass found them.
    return known.mapValues { $0.count > 1 ? $0.sorted { $0.function.index < $1.function.index } : $0 }
  }

  /// The names called in `body` (`name(`), as `NavigationFacts.nameHash`es: every method whose becoming known
  /// can change what the body does.
  private static func calledNames(in body: ClosedRange<Int>, _ structure: FileStructure) -> Set<UInt64> {
    var names: Set<UInt64> = []
    let tokens = structure.tokens
    let bytes = structure.source.bytes
    for index in body where tokens[index].kind == .identifier && index + 1 < tokens.count {
      if tokens[index + 1].kind == .lParen { names.insert(NavigationFacts.nameHash(bytes[tokens[index].range])) }
    }
    return names
  }

  /// What a method body does first, in source order: a reset before any push makes the method a reset. Code
  /// that runs later is not what the method does: closures (a button's action, a menu handler, a completion)
  /// are skipped, except those run in place (`withAnimation`, `Task`, `withTransaction`, `MainActor.run`), and
  /// so are functions declared inside. `bound` is asked only when the body sets presented state.
  private static func firstNavigation(
    in body: ClosedRange<Int>, _ file: SwiftFile, _ finder: PathMutationFinder, _ known: [String: [Navigating]],
    declared: Set<String>, _ presented: Set<String>, _ bound: () -> Set<String>,
    skippingBlocks skipped: Set<Int> = []
  ) -> MethodNavigation? {
    var found: MethodNavigation?
    // Where `found` is, to read whether the body awaits work before it.
    var foundAt = body.lowerBound
    let skipping: (TokenRef) -> Bool = { skipped.contains($0.index) || runsLater($0) }
    for token in file.identifiersRunning(in: body, skipping: skipping) {
      var kind: NavigationCall.Kind?
      var setsPendingState = false
      // A method called here that awaits work before it navigates.
      var calleeAwaitsWork = false
      if let mutation = finder.mutation(at: token), !token.isLocal(declaredAfter: body.lowerBound),
        isOwnPath(token)
      {
        switch mutation.kind {
        case .push: kind = .push
        case .pop: kind = .pop
        case .reset: kind = .reset
        }
      } else if token.next.kind == .equal,
        case let state = TokenRef(file.structure, file.structure.stateProperty(at: token.index)),
        presented.contains(state.text), !state.hasOwner, !token.previous.isKeyword("var"),
        !token.previous.isKeyword("let"), !token.isTurnedOff
      {
        // Setting presented state shows something; turning it off (`sheet = nil`) only hides it.
        kind = .present
        setsPendingState = !bound().contains(state.text)
      } else if token.next.kind == .lParen, token.isViewControllerPresentation {
        kind = .present
      } else if token.next.kind == .lParen, let change = token.uiKitStackChange {
        kind = change
      } else if token.next.kind == .lParen, token.call?.name == token, !token.hasOwner {
        // `known` is empty on the first pass: no name is made for it.
        if !known.isEmpty, let overloads = known[token.text], let call = token.call,
          let callee = Self.overload(called: call, amongst: overloads)
        {
          if let declared = callee.navigation(calledBy: call) {
            let navigation = Self.navigation(of: call, declared: declared)
            kind = navigation.kind
            setsPendingState = navigation.setsPendingState
            calleeAwaitsWork = navigation.awaitsWork
          }
        } else if token.isDismissCall {
          // SwiftUI's `dismiss()` closes the screen it is called from, pushed or presented: a pop.
          kind = .pop
        } else if !declared.contains(token.text), let call = token.call, let verb = verbKind(token.text),
          isCoordinator(call), !token.takesAnAlert
        {
          // A coordinator's own method that this file does not declare (`popToRoot()` in an extension of
          // `Router` declared elsewhere), by its name, as `call(at:)` reads it. One this file declares does what
          // its body does, once the passes know it (`showStore(from:)` presenting a store).
          kind = verb
        }
      }
      guard let kind else { continue }
      switch (found?.kind, kind) {
      case (nil, _), (.pop?, .push), (.pop?, .reset), (.present?, .push), (.present?, .reset), (.present?, .pop):
        found = MethodNavigation(kind: kind, setsPendingState: setsPendingState, awaitsWork: calleeAwaitsWork)
        foundAt = token.index
      default: break
      }
      if found?.kind == .reset || found?.kind == .push { break }
    }
    if var navigation = found, !navigation.awaitsWork {
      navigation.awaitsWork = file.structure.awaitsWork(
        after: body.lowerBound, before: TokenRef(file.structure, foundAt))
      return navigation
    }
    return found
  }

  /// What `function` does first when a call leaves out the argument of an optional parameter defaulted to
  /// `nil` (`destination: Route? = nil`) whose value the code of `navigation` needs: the body of an `if let
  /// destination`, `if let route = destination` or `if destination != nil`, or the code after a `guard let
  /// destination` at the top of the body, do not run then. Nil when no such parameter changes what the
  /// method does first; only labelled parameters, which a call names.
  private static func withoutArgument(
    of function: DeclarationRef, _ navigation: MethodNavigation, _ file: SwiftFile, _ finder: PathMutationFinder,
    _ known: [String: [Navigating]], declared: Set<String>, _ presented: Set<String>, _ bound: () -> Set<String>
  ) -> (label: String, navigation: MethodNavigation?)? {
    guard let body = function.body else { return nil }
    let structure = file.structure
    for parameter in function.parameters {
      guard let value = parameter.defaultValue, value.count == 1, structure.token(value.lowerBound, is: "nil"),
        let label = parameter.firstName, !structure.token(label, is: "_"), let inner = parameter.innerName
      else { continue }
      let (blocks, guardAt) = blocksNeeding(structure.text(inner), in: body, structure)
      guard !blocks.isEmpty || guardAt != nil else { continue }
      let without = firstNavigation(
        in: body.lowerBound...(guardAt ?? body.upperBound), file, finder, known, declared: declared, presented,
        bound, skippingBlocks: blocks)
      if without?.kind != navigation.kind { return (structure.text(label), without) }
    }
    return nil
  }

  /// The `{`s of the `if` bodies in `body` whose condition unwraps `name` or checks it against `nil`, and the
  /// first `guard` directly in `body` that does: code that runs only when `name` holds a value.
  private static func blocksNeeding(
    _ name: String, in body: ClosedRange<Int>, _ structure: FileStructure
  ) -> (blocks: Set<Int>, guardAt: Int?) {
    var blocks: Set<Int> = []
    var index = body.lowerBound + 1
    while index < body.upperBound {
      defer { index += 1 }
      guard structure.kind(index) == .keyword else { continue }
      if structure.token(index, is: "if") {
        let open = structure.endOfCondition(after: index, before: body.upperBound) { structure.kind($0) == .lBrace }
        if open < body.upperBound, conditionNeeds(name, index + 1..<open, structure) { blocks.insert(open) }
      } else if structure.token(index, is: "guard"), structure.brackets.enclosingBracket(of: index) == body.lowerBound {
        let elseKeyword = structure.endOfCondition(after: index, before: body.upperBound) {
          structure.kind($0) == .keyword && structure.token($0, is: "else")
        }
        if conditionNeeds(name, index + 1..<elseKeyword, structure) { return (blocks, index) }
      }
    }
    return (blocks, nil)
  }

  /// Whether a condition holds only when `name` has a value: `let name`, `let name = name`, `let other =
  /// name` (as one clause, before a `,` or the condition's end), or `name != nil`.
  private static func conditionNeeds(_ name: String, _ condition: Range<Int>, _ structure: FileStructure) -> Bool {
    func isBinding(_ index: Int) -> Bool {
      index >= condition.lowerBound && structure.kind(index) == .keyword
        && (structure.token(index, is: "let") || structure.token(index, is: "var"))
    }
    func endsClause(_ index: Int) -> Bool { index >= condition.upperBound || structure.kind(index) == .comma }
    for index in condition where structure.kind(index) == .identifier && structure.text(index) == name {
      if isBinding(index - 1),
        endsClause(index + 1)
          || structure.kind(index + 1) == .equal && structure.text(index + 2) == name && endsClause(index + 3)
      {
        return true
      }
      if structure.kind(index - 1) == .equal, structure.kind(index - 2) == .identifier, isBinding(index - 3),
        endsClause(index + 1)
      {
        return true
      }
      if index + 2 < condition.upperBound, structure.token(index + 1, is: "!="), structure.token(index + 2, is: "nil"),
        endsClause(index + 3)
      {
        return true
      }
    }
    return false
  }

  /// Whether a path a method changes is its object's own (`path`, `self.path`) or a coordinator's
  /// (`router.path`, `routers[tab].path`): a method changing `components.path` of a local value, or
  /// `downloads[index].localPath` of a record, is not navigation.
  private static func isOwnPath(_ token: TokenRef) -> Bool {
    guard token.hasOwner else { return true }
    // The owner's last component: the name right before the `.` (`router` in `self.router?.path`), or
    // before the subscript or call there (`routers` in `routers[tab].path`).
    guard let owner = token.ownerName else { return false }
    return IdentifierWords.lastWord(of: owner.text, isOneOf: coordinatorWords)
      || (owner.next.kind == .lSquare && IdentifierWords.lastWord(of: owner.text, isOneOf: coordinatorCollections))
  }

  /// The words a collection of coordinators or routers ends with (`routers[tab]`, `tabCoordinators[tab]`).
  private static let coordinatorCollections: Set<String> = ["coordinators", "routers", "navigators"]

  /// Whether the `{` at `open` is a closure whose code may never run as part of the method: any closure but
  /// those of `withAnimation`, `withTransaction`, `Task` and `MainActor.run`, and those the main queue runs
  /// (`DispatchQueue.main.async { … }`, `asyncAfter`: later, but always). Statement bodies run in place.
  private static func runsLater(_ open: TokenRef) -> Bool {
    guard let ancestor = open.next.ancestors.first(where: { $0.bracket == open }), ancestor.kind == .closure else {
      return false
    }
    guard let call = ancestor.call else { return true }
    if call.isNamed(any: SwiftUINames.codeWrappers) && !call.isMember { return false }
    if call.isNamed(any: ["async", "asyncAfter"]), call.isMember, call.isOnMainQueue(of: "DispatchQueue") {
      return false
    }
    return !call.isMainActorRun
  }

  /// A method of this file called as a method: on `self`, on an object, or bare (not `Type.method`, which is a
  /// static function whose name only looks the same).
  static func isCalledOnAnObject(_ call: CallRef) -> Bool {
    guard call.isMember else { return true }
    guard let receiver = call.receiverEnd else { return false }
    return receiver.isKeyword("self") || receiver.kind == .identifier && receiver.text.first?.isLowercase == true
      || receiver.kind == .rParen || receiver.kind == .postfixQuestion || receiver.kind == .exclaim
  }

  /// Whether a call may be a method the app declares (in this file or another): called as a method
  /// (`isCalledOnAnObject(_:)`), and not a collection's method on another object (`results.errors.append(…)`,
  /// `items.removeAll()`) unless that object is a coordinator or router (`router.append(.home)`), whatever
  /// method of that name the app declares.
  static func mayCallAnAppMethod(_ call: CallRef) -> Bool {
    guard isCalledOnAnObject(call) else { return false }
    guard call.isMember, call.receiverEnd?.isKeyword("self") != true else { return true }
    return !call.isNamed(any: PathMutation.collectionMethods) || isCoordinator(call)
  }

  // MARK: - Coordinators and routers

  /// The words a coordinator's or router's name ends with.
  public static let coordinatorWords: Set<String> = ["coordinator", "router", "navigator"]

  /// Whether the call is made on a coordinator or router: `router.push(…)`, `self.coordinator?.pop()`,
  /// `tabs.coordinator(for: tab).navigate(to: …)`, or `push(…)` / `self.push(…)` inside a type (or an extension
  /// of one) named `…Coordinator`, `…Router`, `…Navigator`.
  private static func isCoordinator(_ call: CallRef) -> Bool {
    if call.isMember {
      guard var receiver = call.receiverEnd?.skippingUnwraps else { return false }
      if receiver.kind == .rParen, let open = receiver.partner, let inner = open.previous.call,
        inner.name == open.previous
      {
        receiver = inner.name
      }
      if !receiver.isKeyword("self") {
        guard receiver.kind == .identifier else { return false }
        return IdentifierWords.lastWord(of: receiver.text, isOneOf: Self.coordinatorWords)
      }
    }
    guard let type = call.name.enclosingDeclaration(where: { $0.kind.isTypeLike }) else { return false }
    // A closure the function holds in a local (`let navigateToStore = { … }; navigateToStore()`) is no method.
    if !call.isMember, let body = call.name.enclosingFunction?.body,
      call.name.isLocal(declaredAfter: body.lowerBound)
    {
      return false
    }
    return isCoordinatorType(type)
  }

  /// Whether a type (or an extension) is named `…Coordinator`, `…Router` or `…Navigator`: the last word of
  /// its name, qualified or not (`extension App.MainCoordinator`).
  private static func isCoordinatorType(_ type: DeclarationRef) -> Bool {
    IdentifierWords.lastWord(of: type.name, isOneOf: Self.coordinatorWords)
  }

  /// Whether a method's name promises navigation (`verbKind`), checked on its first letters before its words.
  static func promisesNavigation(_ name: String) -> Bool {
    let utf8 = name.utf8
    return verbPrefixes.contains { utf8.starts(with: $0) } && verbKind(name) != nil
  }

  /// The first letters of every name `verbKind` reads as navigation.
  private static let verbPrefixes: [String.UTF8View] = [
    "pop", "dismiss", "back", "go", "navigate", "push", "show", "present", "select", "switch", "reset",
  ].map(\.utf8)

  /// The navigation a method name promises by its first word (`navigateToDetail`, `popToRoot`, `showSettings`).
  /// A name with a capital first (`PushPayload(userInfo:)`) is a type's, whose initializer makes a value.
  public static func verbKind(_ name: String) -> NavigationCall.Kind? {
    if let first = name.utf8.first, first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") { return nil }
    let words = IdentifierWords.words(of: name)
    guard let first = words.first, !words.contains(where: overlayWords.contains) else { return nil }
    let second = words.count > 1 ? words[1] : ""
    // `popToRoot`, `goBackToRoot`, `navigateToRoot`, `dismissToRoot`: back to the root, whatever the verb.
    let toRoot = zip(words, words.dropFirst()).contains { $0 == "to" && $1 == "root" }
    switch first {
    case "pop" where second == "all", "reset":
      return .reset
    case "pop", "dismiss",
      "back" where toRoot:
      return toRoot ? .reset : .pop
    case "go" where second == "back" || second == "to", "navigate" where second == "back" || toRoot:
      // `goBack`, `navigateBack`: a pop; `goTo(_:)`: a push.
      return toRoot ? .reset : second == "back" ? .pop : .push
    case "navigate", "push", "show":
      // `showFullScreen(_:)`: a full-screen cover, as `fullScreenCover` and UIKit's `.fullScreen` style present.
      let fullScreen = zip(words, words.dropFirst()).contains { $0 == "full" && $1 == "screen" }
      return fullScreen || words.contains(where: presentationWords.contains) ? .present : .push
    case "present", "select":
      return .present
    case "switch" where words.contains("tab"):
      // `switchToTab(_:)`, `switchToTabBar(tab:)`: a tab change, as `select…`.
      return .present
    default:
      return nil
    }
  }

  /// Words that make a `show…`/`navigate…` method a presentation rather than a push (`showAlert`,
  /// `showSettingsSheet`, `navigateToFullScreenCover`; `full` and `screen` together too, `showFullScreen`).
  public static let presentationWords: Set<String> = [
    "sheet", "alert", "cover", "popover", "modal", "dialog", "confirmation", "inspector",
  ]

  /// Words that make a method show something on the same screen, which is not navigation (`showToast`,
  /// `router.showBanner(_:)`, `presentLoadingHUD`).
  public static let overlayWords: Set<String> = [
    "toast", "banner", "hud", "snackbar", "spinner", "loading", "loader", "tooltip",
  ]
}

extension TokenRef {
  /// Whether the name is assigned `false` or `nil` (`isPresented = false`, `sheet = nil`): turning state off,
  /// which hides a presentation at most and shows nothing.
  public var isTurnedOff: Bool {
    guard next.kind == .equal else { return false }
    let value = next.next
    return value.isKeyword("false") || value.isKeyword("nil")
  }

  /// Whether the token names UIKit's modal presentation of a screen called: `present(controller, animated:
  /// true)` or `present(_:animated:completion:)`, on a view controller or bare in one. The presented
  /// controller covers the screen; the stack under it stays as it was. An alert is not a screen, as
  /// SwiftUI's alerts are not for NAV014, and neither is a toast, a HUD or a tooltip: the presented value is
  /// not one when it, or the value the local it names was declared with, has a name with the word `alert` or
  /// an overlay's word (`present(alert, animated: true)`, `let controller = UIAlertController(…)`,
  /// `present(tooltipController, animated: true)`).
  public var isViewControllerPresentation: Bool {
    guard let presented = uiKitPresentedValue else { return false }
    return !Self.namesAnAlertOrOverlay(presented, in: self)
  }

  /// What UIKit's navigation controller does when the token names one of its calls that go back:
  /// `popToRootViewController(animated:)` and `setViewControllers(_:animated:)`, which replaces the whole
  /// stack, return to the root (`.reset`); `popViewController(animated:)` goes back one screen (`.pop`).
  /// A coordinator's method that does one of these first, before it pushes (deltachat's `showChat(…,
  /// clearViewControllerStack: true)`), resets the stack as `path.removeAll()` does.
  public var uiKitStackChange: NavigationCall.Kind? {
    guard let call, call.name == self, let list = call.argumentList else { return nil }
    let arguments = file.arguments(in: list)
    guard let animated = arguments.last?.label, file.token(animated, is: "animated") else { return nil }
    if self.is("popToRootViewController") || self.is("setViewControllers") && arguments.count == 2 {
      return .reset
    }
    return self.is("popViewController") && arguments.count == 1 ? .pop : nil
  }

  /// Whether the token names a call whose first argument, unlabelled or labelled as the controller it shows,
  /// is an alert (`router.show(alert, from: controller, options: .modal())`, `router.dismiss(success)` with
  /// `let success = UIAlertController(…)`, `self.present(viewController: alertController, withStyle:
  /// .present)`), by the words of its names as `isViewControllerPresentation` reads them: a method that shows
  /// or closes an alert navigates no screen, whatever its name promises (`show` pushes by name) and whatever
  /// it does with a screen in another file.
  public var takesAnAlert: Bool {
    guard let call, call.name == self, let list = call.argumentList,
      let first = file.arguments(in: list).first, !first.value.isEmpty,
      first.label.map({ Self.controllerLabels.contains(file.text($0)) }) ?? true
    else { return false }
    return Self.namesAnAlertOrOverlay(first.value, in: self)
  }

  /// The labels of an argument that is the controller a method shows (`present(viewController:withStyle:)`).
  private static let controllerLabels: Set<String> = ["viewController", "controller", "alertController"]

  /// The presented value's tokens when the token names UIKit's `present(_:animated:)` called (an alert
  /// too): a call of that shape is UIKit's, never a method of the app that another file declares.
  public var uiKitPresentedValue: Range<Int>? {
    guard self.is("present"), let call, call.name == self, let list = call.argumentList else { return nil }
    let arguments = file.arguments(in: list)
    guard arguments.count >= 2, arguments[0].label == nil,
      arguments[1].label.map({ file.token($0, is: "animated") }) == true
    else { return nil }
    return arguments[0].value
  }

  /// Whether the value `present(_:animated:)` presents at `call` (the `value` tokens) is an alert, or an
  /// overlay on the same screen as `NavigationCallFinder.overlayWords` name them (`present(tooltipController,
  /// animated: true)`), by the words of its names or of those of the value the local it names was declared
  /// with.
  private static func namesAnAlertOrOverlay(_ value: Range<Int>, in call: TokenRef) -> Bool {
    let file = call.file
    var presented = value
    // `present(controller, …)`: the value `controller` was declared with in this function.
    if presented.count == 1, file.kind(presented.lowerBound) == .identifier,
      let body = call.enclosingFunction?.body,
      let declaration = TokenRef(file, presented.lowerBound).localDeclaration(after: body.lowerBound)
    {
      let statement = file.statementRange(containing: declaration.index)
      presented = statement.lowerBound..<(statement.upperBound + 1)
    }
    return presented.contains { index in
      file.kind(index) == .identifier
        && IdentifierWords.words(of: TokenRef(file, index).text).contains {
          $0 == "alert" || NavigationCallFinder.overlayWords.contains($0)
        }
    }
  }

  /// Whether the token names SwiftUI's dismiss action called: `dismiss()`, `self.dismiss()` or
  /// `presentationMode.wrappedValue.dismiss()`, with no arguments (UIKit's `dismiss(animated:)` takes some).
  /// A file that declares its own `dismiss()` (a toast view's, closing itself) calls that instead.
  public var isDismissCall: Bool {
    guard self.is("dismiss"), let call, call.name == self, let arguments = call.argumentList,
      file.arguments(in: arguments).allSatisfy({ $0.value.isEmpty }), !call.hasTrailingClosure
    else { return false }
    if SwiftFile(file).declarations.contains(where: {
      $0.kind == .function && $0.name == "dismiss" && $0.parameters.isEmpty
    }) {
      return false
    }
    guard call.isMember else { return true }
    guard let receiverEnd = call.receiverEnd else { return false }
    return receiverEnd.is("self") || receiverEnd.isIdentifier("wrappedValue")
  }
}
