import NavlintSyntax

/// Navigation that waits for a fixed delay: the code after `DispatchQueue.main.asyncAfter(…)` or
/// `Task.sleep(…)` (NAV014 delayed-navigation). Shared by the rule, which reports what this file shows, and
/// by `FactExtractor`, which keeps what only other files can decide (a method declared there that navigates,
/// a property they bind to a `TabView`'s selection) as a `PendingDelay` for the project pass.
public final class DelayedNavigation {
  /// One delay and what runs after it.
  public struct Delay {
    /// `asyncAfter` or `sleep`.
    public var call: CallRef
    /// How the message names the delay: "`DispatchQueue.main.asyncAfter`" or "`Task.sleep`".
    public var label: String
    /// The first navigation after the delay that this file shows, if any.
    public var navigation: TokenRef?
    /// When there is none: what other files may show to navigate, in source order (at most
    /// `maximumCandidates`).
    public var candidates: [PendingDelay.Candidate]
    /// With candidates: whether the code before the delay shows a result (`showsAResult(before:)`).
    public var showsAResult = false
  }

  /// How many undecided names a delay keeps for the project pass.
  public static let maximumCandidates = 8

  private let file: SwiftFile
  private let paths: PathMutationFinder
  private let calls: NavigationCallFinder
  /// Read only when a delayed closure assigns something (most assign nothing).
  private lazy var tabSelections = makeTabSelections()
  private let makeTabSelections: () -> TabSelections
  /// The file's view helpers (`FileNavigation.helpers`), asked only for a delayed close in a view's `.task` or
  /// `.onAppear` (`isBuiltOnlyInABranch`).
  private lazy var helpers = makeHelpers()
  private let makeHelpers: () -> ViewHelpers
  /// Read only for a `dismiss()` after a delay that follows an assignment: the properties holding presented
  /// state or bound to a presentation's `isPresented:`.
  private lazy var presentedProperties = makePresentedProperties().union(PresentationState.flagNames(in: file))
  private let makePresentedProperties: () -> Set<String>
  /// Read only for a presented flag set before such a delay: the flags bound to an `.alert`'s `isPresented:`.
  private lazy var alertFlags = PresentationState.flagNames(in: file, presentedBy: ["alert"])
  /// Read only when a delayed closure assigns something: the properties bound to the `isPresented:` or `item:`
  /// of a sheet, a cover or a pushed destination, which show another screen when set.
  private lazy var screenPresenters = PresentationState.presentingNames(
    in: file, presentedBy: ["sheet", "fullScreenCover", "navigationDestination"])

  /// Read only when the file has a delay: the names of the values the file watches with `.onChange(of:)`,
  /// the last name of each (`showAcknowledgmentBanner` of `.onChange(of: state.showAcknowledgmentBanner)`).
  private lazy var watchedNames = Set(
    file.calls(named: "onChange").compactMap { call -> String? in
      guard call.isMember,
        let watched = call.arguments.first(where: { $0.label.map { file.structure.token($0, is: "of") } == true }),
        let last = watched.value.last, file.structure.kind(last) == .identifier
      else { return nil }
      return file.structure.text(last)
    })

  /// The file's delays, in source order: `DispatchQueue.main.asyncAfter` (other queues are NAV005's business)
  /// and the standard library's `Task.sleep` (any of its forms). `FileNavigation` keeps them for the rule and
  /// the fact extractor.
  static func delays(
    in file: SwiftFile, calls: NavigationCallFinder, tabSelections: @escaping @autoclosure () -> TabSelections,
    presentedProperties: @escaping @autoclosure () -> Set<String>, helpers: @escaping @autoclosure () -> ViewHelpers
  ) -> [Delay] {
    let afters = file.calls(named: "asyncAfter").filter {
      $0.isMember && $0.isOnMainQueue(of: "DispatchQueue") && !waitsNoTime($0)
    }
    let sleeps = file.calls(named: "sleep").filter {
      $0.isMember && $0.argumentList != nil && $0.isApplied(to: "Task") && !waitsNoTime($0)
    }
    guard !afters.isEmpty || !sleeps.isEmpty else { return [] }
    let finder = DelayedNavigation(
      file, calls: calls, tabSelections: tabSelections, presentedProperties: presentedProperties, helpers: helpers)
    return (afters.map(finder.delay(after:)) + sleeps.compactMap(finder.delay(sleep:))).sorted {
      $0.call.index < $1.call.index
    }
  }

  /// Whether a delay waits no time: `asyncAfter(deadline: .now())`, `.now() + 0`, `Task.sleep(for: .zero)`,
  /// `Task.sleep(for: .seconds(0))`, `Task.sleep(nanoseconds: 0)`. That waits for the next turn of the main
  /// run loop, as `DispatchQueue.main.async` does, not for a guessed time.
  private static func waitsNoTime(_ call: CallRef) -> Bool {
    let structure = call.file
    let tokens = structure.tokens
    let arguments = call.arguments
    guard
      let argument = arguments.first(where: { argument in
        guard let label = argument.label else { return true }
        return structure.token(label, is: "deadline") || structure.token(label, is: "wallDeadline")
          || structure.token(label, is: "for") || structure.token(label, is: "nanoseconds")
      })
    else { return false }
    var index = argument.value.lowerBound
    let end = argument.value.upperBound
    func kind(_ offset: Int) -> TokenKind? { index + offset < end ? tokens[index + offset].kind : nil }
    func isZeroLiteral(_ position: Int) -> Bool {
      guard tokens[position].kind == .integer || tokens[position].kind == .float else { return false }
      return structure.source.bytes[tokens[position].range].allSatisfy {
        $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_")
      }
    }
    // `DispatchTime.now()`, `.now()`, then `+`.
    if kind(0) == .identifier, kind(1) == .period, structure.token(index + 2, is: "now") { index += 1 }
    if kind(0) == .period, structure.token(index + 1, is: "now"), kind(2) == .lParen, kind(3) == .rParen {
      index += 4
      guard index < end else { return true }
      guard kind(0) == .operator, structure.token(index, is: "+") else { return false }
      index += 1
    }
    // `0`, `0.0`; `.zero`, `Duration.zero`; `.seconds(0)`, `.milliseconds(0)`…
    if index + 1 == end { return isZeroLiteral(index) }
    if kind(0) == .identifier, kind(1) == .period { index += 1 }
    guard kind(0) == .period, index + 1 < end else { return false }
    if index + 2 == end { return structure.token(index + 1, is: "zero") }
    let unit = index + 1
    let isUnit =
      structure.token(unit, is: "seconds") || structure.token(unit, is: "milliseconds")
      || structure.token(unit, is: "microseconds") || structure.token(unit, is: "nanoseconds")
    return isUnit && index + 5 == end && kind(2) == .lParen && isZeroLiteral(index + 3) && kind(4) == .rParen
  }

  private init(
    _ file: SwiftFile, calls: NavigationCallFinder, tabSelections: @escaping () -> TabSelections,
    presentedProperties: @escaping () -> Set<String>, helpers: @escaping () -> ViewHelpers
  ) {
    self.file = file
    paths = calls.finder
    self.calls = calls
    makeTabSelections = tabSelections
    makePresentedProperties = presentedProperties
    makeHelpers = helpers
  }

  private func delay(after call: CallRef) -> Delay {
    var delay = Delay(call: call, label: "`DispatchQueue.main.asyncAfter`", navigation: nil, candidates: [])
    if isATimeout(call) { return delay }
    for closure in call.closures {
      let checked = beforeTimeoutGuard(closure, inBlock: closure.lowerBound)
      if let navigation = firstNavigation(
        in: checked, localsFrom: closure.lowerBound,
        skipping: timeoutBodies(in: checked).union(tapHandlers(in: checked)).union(completionHandlers(in: checked)),
        candidates: &delay.candidates)
      {
        let closes = closesTheScreen(navigation, through: closure.upperBound)
        delay.navigation =
          closes && showsAResult(before: call) || awaitsWork(after: closure.lowerBound, before: navigation)
          ? nil : navigation
        delay.candidates = []
        break
      }
    }
    if !delay.candidates.isEmpty { delay.showsAResult = showsAResult(before: call) }
    return delay
  }

  private func delay(sleep call: CallRef) -> Delay? {
    guard let (scope, catches) = scope(after: call) else { return nil }
    var delay = Delay(call: call, label: "`Task.sleep`", navigation: nil, candidates: [])
    if isATimeout(call) || isInACancelledTimer(call) { return delay }
    let after = beforeTimeoutGuard(call.lastToken.index...scope.upperBound, inBlock: scope.lowerBound)
    delay.navigation = firstNavigation(
      in: after, localsFrom: scope.lowerBound,
      skipping: catches.union(timeoutBodies(in: after)).union(polledBodies(in: after, scope: scope))
        .union(tapHandlers(in: after)).union(completionHandlers(in: after)),
      candidates: &delay.candidates)
    if let navigation = delay.navigation {
      delay.candidates = []
      if closesTheScreen(navigation, through: scope.upperBound) && showsAResult(before: call)
        || awaitsWork(after: call.lastToken.index, before: navigation)
      {
        delay.navigation = nil
      }
    } else if !delay.candidates.isEmpty {
      delay.showsAResult = showsAResult(before: call)
    }
    return delay
  }

  /// Whether the navigation after a delay waits for work, not for the delay alone: code between them awaits
  /// work (`FileStructure.awaitsWork(after:before:)`), or the navigation is a call of a method of this file
  /// that awaits work before it navigates (`MethodNavigation.awaitsWork`: `checkForCaptcha()`, whose task
  /// presents only after `await isCaptchaPage()`), as the same code written after the delay would.
  private func awaitsWork(after start: Int, before navigation: TokenRef) -> Bool {
    file.structure.awaitsWork(after: start, before: navigation) || calls.call(at: navigation)?.awaitsWork == true
  }

  /// Whether the navigation at `navigation`, and every navigation after it up to `end`, closes the screen the
  /// code runs on: `dismiss()`, a pop, or a return to the root (`path.removeAll()`, `path =
  /// NavigationPath()`, `router.popToRoot()`, a method that does one of those). A return to the root followed
  /// by a push (a deep link's reset, then its routes) opens a screen. With a result shown before the delay
  /// (`showsAResult(before:)`), the delay is how long the result stays on screen.
  private func closesTheScreen(_ navigation: TokenRef, through end: Int) -> Bool {
    var next: TokenRef? = navigation
    var ignored: [PendingDelay.Candidate] = []
    while let current = next {
      guard closesTheScreen(current) else { return false }
      guard current.index < end else { break }
      next = firstNavigation(
        in: (current.index + 1)...end, localsFrom: current.index, candidates: &ignored, defersByName: false)
    }
    return true
  }

  private func closesTheScreen(_ navigation: TokenRef) -> Bool {
    if navigation.isDismissCall { return true }
    if let mutation = paths.mutation(at: navigation) {
      switch mutation.kind {
      case .pop: return true
      case .push: return false
      case .reset: return !mutation.isAssignment(in: file.structure) || mutation.assignsEmptyPath(in: file.structure)
      }
    }
    guard let kind = calls.call(at: navigation)?.kind else { return false }
    return Self.closesTheScreen(kind)
  }

  /// Whether a navigating method of this kind closes the screen it is called from (a pop or a reset).
  public static func closesTheScreen(_ kind: NavigationCall.Kind) -> Bool { kind == .pop || kind == .reset }

  /// Whether the delay is how long a result stays on screen before the view closes itself, not a wait for
  /// something to finish: the code before it sets the view's own state (`viewState = .success`,
  /// `showSuccessMessage = true`, `celebrations += 1`, in `withAnimation` too, or an alert's flag set to
  /// `true`; not `isLoading = false` or `error = nil`, which turn something off) and navigates nowhere (its
  /// caller checks that the navigation after it closes the screen). The code before it is its block's, up to
  /// the delay (in a `switch`, from its `case`), the code before each `if`, `guard` or `switch` whose body
  /// holds it, and when the delay is in a `Task { … }` or `MainActor.run { … }`, the block's around that call
  /// too.
  private func showsAResult(before delay: CallRef) -> Bool {
    let structure = file.structure
    var setsState = false
    var statement = delay.name
    var leftWrapper = false
    while let block = statement.ancestors.first(where: { $0.bracket.kind == .lBrace }) {
      let start = structure.statementStart(of: statement.index)
      guard start > block.bracket.index else { break }
      // In a `switch`, only the delay's own `case` ran before it (the first statement of a `case` starts at
      // its label).
      var from = block.bracket.index
      if structure.isSwitchBody(from), let label = structure.caseLabels(in: from...statement.index).last {
        from = label
      }
      // A branch that leaves the function (`if cached { …; dismiss(); return }`, a `guard`'s `else`) never ran
      // on the way to the delay.
      for token in file.identifiersRunning(in: from...start, skipping: { structure.leavesItsCode(body: $0.index) }) {
        if paths.mutation(at: token) != nil || token.isDismissCall || calls.call(at: token) != nil { return false }
        if Self.showsAPassingMessage(token) {
          setsState = true
          continue
        }
        // `done = true`, `celebrations += 1` (a counter that fires confetti), or a mutating call of the value
        // (`code.append(digit)`, a PIN's last dot shown).
        guard token.next.kind == .equal || token.next.isCompoundAssignment || Self.isMutatingCall(after: token) else {
          continue
        }
        if tabSelections.isAssignment(at: token) { return false }
        let property = structure.stateName(at: token.index)
        if presentedProperties.contains(property) {
          // An alert shown (`showSuccess = true`, bound to `.alert(isPresented:)`) is a result to read; any
          // other presentation shown or closed is navigation to wait for.
          guard token.next.next.isKeyword("true"), alertFlags.contains(property) else { return false }
          setsState = true
          continue
        }
        let previous = token.previous
        if previous.isKeyword("var") || previous.isKeyword("let") || previous.isKeyword("case") { continue }
        if previous.kind == .period && !previous.previous.isKeyword("self") { continue }
        // Turning something off (`isLoading = false`, `error = nil`) shows nothing.
        if token.isTurnedOff { continue }
        let functionStart = token.enclosingFunction?.keyword.index ?? block.bracket.index
        if !token.isLocal(declaredAfter: functionStart, countingParameters: true) { setsState = true }
      }
      // Out of an `if`, `guard` or `switch` body: the code before the statement ran before it.
      if block.kind == .statementBody {
        let keyword = TokenRef(structure, structure.statementStart(of: block.bracket.index))
        guard keyword.isKeyword("if") || keyword.isKeyword("guard") || keyword.isKeyword("switch") else { break }
        statement = keyword
        continue
      }
      if block.kind == .closure, let handler = block.call, handler.isMember {
        // In an `.onChange(of:)` handler, or a `.task(id:)` (which runs again when its value changes): it runs
        // when the state it watches was just set, the result shown.
        if handler.isNamed("onChange") || handler.isNamed("task") && handler.hasArgument(labelled: "id") {
          return true
        }
        // In the `.task` or `.onAppear` of a view built only in a branch (`case .finished: Text("Account
        // deleted").task { … }`): it runs when the state that picks the branch was just set, the view the result.
        if handler.isNamed(any: ["task", "onAppear"]), isBuiltOnlyInABranch(handler.chainRoot) { return true }
      }
      // Out of the closure of a `Task` or `MainActor.run` the delay is in, once.
      guard block.kind == .closure, let wrapper = block.call, !leftWrapper,
        wrapper.isNamed("Task") && !wrapper.isMember || wrapper.isMainActorRun
      else { break }
      leftWrapper = true
      statement = wrapper.name
    }
    return setsState
  }

  /// Whether the view `view` is built only in a branch of an `if` or `switch` of a view's content (`if
  /// #available` picks by the OS, not by state), through the layout containers that keep it on one screen, and
  /// from a view helper to its uses (`var doneView: some View` used in `case .done:`).
  private func isBuiltOnlyInABranch(_ view: CallRef) -> Bool {
    isBuiltOnlyInABranch(view.name, helpersFollowed: 0)
  }

  private func isBuiltOnlyInABranch(_ token: TokenRef, helpersFollowed: Int) -> Bool {
    let structure = file.structure
    for ancestor in token.ancestors {
      switch ancestor.kind {
      case .statementBody:
        let open = ancestor.bracket.index
        let keyword = TokenRef(structure, structure.statementStart(of: open))
        return (keyword.isKeyword("if") && !structure.picksByAvailability(statementBody: open))
          || keyword.isKeyword("switch")
      case .closure:
        guard let container = ancestor.call, container.isSwiftUIType, ancestor.isContentClosure,
          container.isNamed(any: SwiftUINames.sameScreenContainers) || container.isNamed(any: SwiftUINames.eagerStacks)
        else { return false }
      case .declarationBody, .accessorBody:
        let inBranches = token.throughHelper(helpers, depth: helpersFollowed) { use, depth in
          isBuiltOnlyInABranch(use, helpersFollowed: depth) ? true : nil
        }
        return inBranches ?? false
      default:
        return false
      }
    }
    return false
  }

  /// The `{`…`}` of the code that runs after the sleep: the innermost closure, function body or statement
  /// body around it, looking out through `do { … }` blocks (their code continues after the block); in a
  /// `switch` body, up to the next `case` or `default` label (the `{` through the token before it). The
  /// `catch` clauses of those blocks run instead of the rest of them, when something before the end threw,
  /// so they are not after the sleep: their `{`s are `catches`.
  private func scope(after call: CallRef) -> (ClosedRange<Int>, catches: Set<Int>)? {
    let structure = file.structure
    var catches: Set<Int> = []
    for ancestor in call.ancestors where ancestor.bracket.kind == .lBrace {
      guard let close = ancestor.close else { return nil }
      guard ancestor.kind == .statementBody && ancestor.bracket.previous.isKeyword("do") else {
        // In a `switch`, the code after the sleep ends with its `case`: the next one runs instead of it.
        let open = ancestor.bracket.index
        guard structure.isSwitchBody(open),
          let next = structure.caseLabels(in: open...close.index).first(where: { $0 > call.name.index })
        else { return (open...close.index, catches) }
        return (open...(next - 1), catches)
      }
      // `} catch … {` after the block, as many as there are.
      var end = close
      while end.next.isKeyword("catch") {
        var open = end.next
        while open.kind != .lBrace && open.kind != .eof { open = open.next }
        guard open.kind == .lBrace, let clauseEnd = open.partner else { break }
        catches.insert(open.index)
        end = clauseEnd
      }
    }
    return nil
  }

  /// The first navigation in `range`: a path change, `dismiss()`, a call to a navigating method (a
  /// coordinator's `navigate(to:)`, a method of this file that pushes), or an assignment to a tab selection.
  /// Functions and types declared inside are skipped; their code runs when called. A bare path name declared
  /// with `let`/`var` after `localsStart` (or in the enclosing function) is a local array, not navigation.
  /// Calls of methods this file does not declare and assignments to properties it does not bind to a tab
  /// view go to `candidates`, and so do calls of coordinators' methods that navigate by their names, unless
  /// `defersByName` is false (they are then navigation, as the name promises); none after awaited work.
  private func firstNavigation(
    in range: ClosedRange<Int>, localsFrom localsStart: Int, skipping skipped: Set<Int> = [],
    candidates: inout [PendingDelay.Candidate], defersByName: Bool = true
  ) -> TokenRef? {
    let skipping: ((TokenRef) -> Bool)? = skipped.isEmpty ? nil : { skipped.contains($0.index) }
    // The first coordinator's call left to the project: when this file shows a navigation after it, that call
    // is the first navigation after all, as its name promises.
    var deferred: TokenRef?
    for token in file.identifiersRunning(in: range, skipping: skipping) {
      if isRetry(token) || Self.saysTimeout(token) { continue }
      if paths.mutation(at: token) != nil {
        let start = min(token.enclosingFunction?.keyword.index ?? localsStart, localsStart)
        if !token.isLocal(declaredAfter: start) { return deferred ?? token }
      } else if defersByName, let navigation = calls.call(at: token), navigation.isByName,
        !calls.functionNames.contains(token.text), candidates.count < Self.maximumCandidates,
        !file.structure.awaitsWork(after: range.lowerBound, before: token)
      {
        // A coordinator's method of another file, navigating by its name: the project's declarations of it say
        // what it does. After awaited work it waits for that work, as the navigation it is taken for.
        candidates.append(PendingDelay.Candidate(name: token.text, isAssignment: false, byName: navigation.kind))
        if deferred == nil { deferred = token }
      } else if token.isDismissCall || token.isViewControllerPresentation || calls.call(at: token) != nil
        || (token.next.kind == .equal
          && (tabSelections.isAssignment(at: token) || presents(at: token, localsFrom: localsStart)))
      {
        return deferred ?? token
      } else if candidates.count < Self.maximumCandidates,
        let candidate = candidate(at: token, localsFrom: localsStart),
        !file.structure.awaitsWork(after: range.lowerBound, before: token)
      {
        // After awaited work, a method of another file waits for that work, as one of this file does.
        candidates.append(candidate)
      }
    }
    return nil
  }

  /// The `{`s of the closures with parameters that a method of another object takes in `range`
  /// (`viewModel.unpack(keyring) { success, alreadyAccepted in … }`, or `{ self.showLock($0) }`, named by
  /// number): a completion handler, run when that work
  /// calls back with its result, so the navigation in it waits for the work, as after an `await`
  /// (`FileStructure.awaitsWork(after:before:)`). Not a collection's own methods (`items.forEach { item in … }`),
  /// which run at once.
  private func completionHandlers(in range: ClosedRange<Int>) -> Set<Int> {
    let structure = file.structure
    var handlers: Set<Int> = []
    for index in structure.calls(in: range) {
      let call = CallRef(structure, index)
      guard call.isMember, !call.isNamed(any: Self.runAtOnce) else { continue }
      for closure in call.closures
      where TokenRef(structure, closure.lowerBound).closureParameterNames != nil
        || usesNumberedParameters(closure)
      {
        handlers.insert(closure.lowerBound)
      }
    }
    return handlers
  }

  /// Whether the call named at `token`, bare or on `self`, calls a closure the code holds, not a method: a
  /// parameter or local of that name (`completion()`), or a property of the type it is written in (`var
  /// onAccept: () -> Void`, given by whoever builds the view), declared in this file.
  private func callsAClosureOfItsOwn(_ token: TokenRef, localsFrom localsStart: Int) -> Bool {
    if token.previous.kind == .period {
      guard token.offset(-2).isKeyword("self"), token.offset(-3).kind != .period else { return false }
    } else {
      let start = min(token.enclosingFunction?.keyword.index ?? localsStart, localsStart)
      if token.isLocal(declaredAfter: start, countingParameters: true) { return true }
    }
    guard let type = token.enclosingDeclaration(where: { $0.kind.isTypeLike }) else { return false }
    let name = token.text
    let structure = file.structure
    // The type's own declaration, or the one an extension of this file extends.
    return structure.declarations.indices.contains { position in
      let declaration = file.declaration(position)
      guard declaration.kind == .variable || declaration.kind == .constant, declaration.name == name,
        declaration.isMember, let owner = declaration.parent
      else { return false }
      return owner == type || owner.name == type.name
    }
  }

  /// Whether the closure `closure` (its braces) names its own parameters by number (`$0`, `$1`), not a nested
  /// closure's.
  private func usesNumberedParameters(_ closure: ClosedRange<Int>) -> Bool {
    let structure = file.structure
    return (structure.identifiers(named: "$0", in: closure) + structure.identifiers(named: "$1", in: closure))
      .contains { index in
        TokenRef(structure, index).ancestors.first(where: { $0.kind == .closure })?.bracket.index == closure.lowerBound
      }
  }

  /// Methods that call their closure before they return: a collection's, an optional's.
  private static let runAtOnce: [StaticString] = [
    "forEach", "map", "compactMap", "flatMap", "filter", "first", "last", "contains", "allSatisfy", "reduce",
    "sorted", "sort", "min", "max", "firstIndex", "lastIndex", "removeAll", "drop", "prefix", "split", "partition",
    "sum", "count",
  ]

  /// The `{`s of the closures in `range` that run when the user taps a control built there: a
  /// `UIAlertAction`'s or `UIAction`'s handler, a `Button`'s action (`alert.addAction(UIAlertAction(title:
  /// "Play", style: .default) { _ in self.play() })` after a delay plays on the tap, not after the delay).
  private func tapHandlers(in range: ClosedRange<Int>) -> Set<Int> {
    let structure = file.structure
    var handlers: Set<Int> = []
    for index in structure.calls(in: range) {
      let call = CallRef(structure, index)
      guard !call.isMember, call.isNamed(any: ["UIAlertAction", "UIAction", "Button"]) else { continue }
      for closure in call.closures { handlers.insert(closure.lowerBound) }
    }
    return handlers
  }

  /// The `{`s of the `if` bodies in `range` that run only when an event has not come: their condition negates
  /// a value the file watches with `.onChange(of:)` (`if !state.showAcknowledgmentBanner { … }`, `if
  /// viewModel.isDone == false`, `if receipt == nil`). The delay before them is a timeout, a deadline for the
  /// event that the file handles where it watches it, not a guess of when the event comes.
  private func timeoutBodies(in range: ClosedRange<Int>) -> Set<Int> {
    guard !watchedNames.isEmpty else { return [] }
    return ifBodies(in: range) { condition in condition.contains(where: negatesAWatchedName(at:)) }
  }

  /// `range` through the end of the first `guard` directly in the block opened at `open` whose condition negates
  /// a value the file watches with `.onChange(of:)` (`guard !state.showAcknowledgmentBanner else { return }`):
  /// the code after it runs only when the event has not come, a timeout as in `timeoutBodies(in:)`.
  private func beforeTimeoutGuard(_ range: ClosedRange<Int>, inBlock open: Int) -> ClosedRange<Int> {
    guard !watchedNames.isEmpty else { return range }
    let structure = file.structure
    var index = range.lowerBound
    while index < range.upperBound {
      defer { index += 1 }
      guard structure.kind(index) == .keyword, structure.token(index, is: "guard"),
        structure.brackets.enclosingBracket(of: index) == open
      else { continue }
      let elseKeyword = structure.endOfCondition(after: index, before: range.upperBound) {
        structure.kind($0) == .keyword && structure.token($0, is: "else")
      }
      guard elseKeyword < range.upperBound, structure.kind(elseKeyword + 1) == .lBrace,
        let elseEnd = structure.brackets.partner(of: elseKeyword + 1)
      else { break }
      if (index + 1..<elseKeyword).contains(where: negatesAWatchedName(at:)) { return range.lowerBound...elseEnd }
      index = elseEnd
    }
    return range
  }

  /// The `{`s of the `if` bodies after a sleep in the body of a loop (`for`, `while`, `repeat`): the loop polls
  /// for a condition (`for _ in 0..<120 { try? await Task.sleep(…); if let file = cached() { share(file) } }`),
  /// and what such a body does runs when the condition holds, not when a guessed time has passed. Code of the
  /// loop's body outside an `if` runs after every sleep and is checked as before.
  private func polledBodies(in range: ClosedRange<Int>, scope: ClosedRange<Int>) -> Set<Int> {
    let structure = file.structure
    guard structure.kind(scope.lowerBound) == .lBrace else { return [] }
    let keyword = TokenRef(structure, structure.statementStart(of: scope.lowerBound))
    guard keyword.isKeyword("for") || keyword.isKeyword("while") || keyword.isKeyword("repeat") else { return [] }
    return ifBodies(in: range) { _ in true }
  }

  /// The `{`s of the bodies of the `if` statements in `range` whose condition's tokens meet `condition`.
  private func ifBodies(in range: ClosedRange<Int>, where condition: (Range<Int>) -> Bool) -> Set<Int> {
    let structure = file.structure
    var bodies: Set<Int> = []
    var index = range.lowerBound
    while index < range.upperBound {
      defer { index += 1 }
      guard structure.kind(index) == .keyword, structure.token(index, is: "if") else { continue }
      let open = structure.endOfCondition(after: index, before: range.upperBound) { structure.kind($0) == .lBrace }
      guard open < range.upperBound else { break }
      if condition(index + 1..<open) { bodies.insert(open) }
    }
    return bodies
  }

  /// Whether the delay's length (its first argument) is named a timeout:
  /// `Task.sleep(for: .seconds(Self.syncTimeoutSeconds))`, `asyncAfter(deadline: .now() + loadTimeout)`. What
  /// runs after it is what happens when an awaited event did not come in time, as the code says itself, not a
  /// guess of when the event comes.
  private func isATimeout(_ delay: CallRef) -> Bool {
    guard let length = delay.arguments.first, length.closure == nil else { return false }
    return length.value.contains { Self.saysTimeout(file.token($0)) }
  }

  /// The methods that change a value in place (`code.append(digit)`, `isOn.toggle()`), for `showsAResult`: a
  /// collection's, as a path's changes are read (`PathMutation.collectionMethods`), and a Boolean's `toggle()`.
  private static let mutatingMethods: [StaticString] = PathMutation.collectionMethods + ["toggle"]

  /// Whether `token` is followed by a call of one of `mutatingMethods` on it (`code.append(digit)`).
  /// Whether `token` names a call that shows a passing message, by its name or its receiver's (`toast.show("Saved")`,
  /// `toaster.present(…)`, `showToast(…)`, `hud.flash(…)`, `banner.show(…)`): a result on screen, however the app
  /// draws it, for `showsAResult(before:)`.
  private static func showsAPassingMessage(_ token: TokenRef) -> Bool {
    guard token.kind == .identifier, let call = token.call, call.name == token else { return false }
    if IdentifierWords.words(of: token.text).contains(where: messageWords.contains) { return true }
    guard token.isMemberName, case let receiver = token.previous.previous, receiver.kind == .identifier else {
      return false
    }
    return IdentifierWords.words(of: receiver.text).contains(where: messageWords.contains)
  }

  /// Words that name a passing message shown over the screen.
  private static let messageWords: Set<String> = ["toast", "toaster", "hud", "banner", "snackbar"]

  private static func isMutatingCall(after token: TokenRef) -> Bool {
    let method = token.next.next
    guard token.next.kind == .period, method.kind == .identifier, let call = method.call, call.name == method else {
      return false
    }
    return call.isNamed(any: mutatingMethods)
  }

  /// Whether the sleep is in a `Task` the code keeps and cancels (`holdTimer = Task { try await
  /// Task.sleep(for: .milliseconds(600)); picked = clip }` with `holdTimer?.cancel()` when the gesture ends): a
  /// timer whose time is the point (a press held long enough, a debounce), stopped when its event does not
  /// come, not a guess at how long something else takes.
  private func isInACancelledTimer(_ sleep: CallRef) -> Bool {
    guard
      let task = sleep.name.ancestors.lazy.compactMap({ $0.kind == .closure ? $0.call : nil })
        .first(where: { $0.isNamed("Task") && !$0.isMember }),
      task.name.previous.kind == .equal
    else { return false }
    let kept = task.name.previous.previous
    guard kept.kind == .identifier else { return false }
    let name = kept.text
    return file.calls(named: "cancel").contains { cancel in
      guard cancel.isMember, cancel.argumentList != nil, cancel.arguments.isEmpty else { return false }
      // `holdTimer?.cancel()` or `holdTimer.cancel()`, also on `self`.
      var receiver = cancel.name.previous.previous
      if receiver.kind == .postfixQuestion { receiver = receiver.previous }
      return receiver.kind == .identifier && receiver.text == name
    }
  }

  /// `timeout`, for `saysTimeout(_:)`'s first look at an identifier's bytes.
  private static let timeoutBytes: [UInt8] = Array("timeout".utf8)

  /// Whether an identifier has the word `timeout` (or `time` and `out`): `syncTimeoutSeconds`,
  /// `handleSyncTimeout()`, `onTimeOut()`. A call of such a method after a delay handles a timeout
  /// (`isATimeout(_:)`), whatever it shows.
  private static func saysTimeout(_ token: TokenRef) -> Bool {
    guard token.kind == .identifier else { return false }
    // Most identifiers are ruled out on their bytes: `timeout` in any case, before their words are split.
    let structure = token.file
    let bytes = structure.source.bytes
    let range = structure.tokens[token.index].range
    let word = timeoutBytes
    guard range.count >= word.count,
      (range.lowerBound...(range.upperBound - word.count))
        .contains(where: { start in word.indices.allSatisfy { bytes[start + $0] | 0x20 == word[$0] } })
    else { return false }
    let words = IdentifierWords.words(of: token.text)
    return words.contains("timeout") || zip(words, words.dropFirst()).contains { $0 == "time" && $1 == "out" }
  }

  /// Whether the token is a watched name (`watchedNames`) that its condition negates: `!name`, `!state.name`,
  /// `name == false`, `name == nil`.
  private func negatesAWatchedName(at index: Int) -> Bool {
    let structure = file.structure
    guard structure.kind(index) == .identifier, watchedNames.contains(structure.text(index)) else { return false }
    var start = index
    while structure.kind(start - 1) == .period,
      structure.kind(start - 2) == .identifier || structure.token(start - 2, is: "self")
    {
      start -= 2
    }
    if structure.kind(start - 1) == .operator, structure.token(start - 1, is: "!") { return true }
    guard structure.kind(index + 1) == .operator, structure.token(index + 1, is: "==") else { return false }
    return structure.token(index + 2, is: "false") || structure.token(index + 2, is: "nil")
  }

  /// Whether `token` calls the function it is written in again, bare or on `self` (`self?.showAlert(call)`
  /// after a delay, inside `showAlert(_:)`): a retry, which polls for a condition (another screen to close)
  /// rather than guessing how long something takes. What the function does when it runs again is checked
  /// where it is written.
  private func isRetry(_ token: TokenRef) -> Bool {
    guard token.next.kind == .lParen, let call = token.call, call.name == token, token.ownerName == nil,
      let function = token.enclosingFunction
    else { return false }
    return function.name == token.text
  }

  /// Whether the assignment at `token` shows another screen: a property this file binds to a sheet's, a cover's
  /// or a pushed destination's `isPresented:` or `item:`, set to anything but `false` or `nil` (hiding is
  /// not counted: a sheet closed after a delay is too often a toast's or a banner's).
  private func presents(at token: TokenRef, localsFrom localsStart: Int) -> Bool {
    guard !token.isTurnedOff else { return false }
    let previous = token.previous
    if previous.isKeyword("var") || previous.isKeyword("let") || previous.isKeyword("case") { return false }
    guard screenPresenters.contains(file.structure.stateName(at: token.index)) else { return false }
    let start = min(token.enclosingFunction?.keyword.index ?? localsStart, localsStart)
    return !token.isLocal(declaredAfter: start, countingParameters: true)
  }

  /// A name only the project can decide: a method called on an object (or on `self`) that this file does
  /// not declare, or a property (not a local) assigned a value.
  private func candidate(at token: TokenRef, localsFrom localsStart: Int) -> PendingDelay.Candidate? {
    let name = token.text
    guard name.first?.isLowercase == true else { return nil }
    if token.next.kind == .lParen {
      // UIKit's `present(alert, animated: true)`: no method of the app.
      guard let call = token.call, call.name == token, call.argumentList != nil, !calls.functionNames.contains(name),
        NavigationCallFinder.mayCallAnAppMethod(call), token.uiKitPresentedValue == nil, !token.takesAnAlert,
        !callsAClosureOfItsOwn(token, localsFrom: localsStart)
      else { return nil }
      return PendingDelay.Candidate(name: name, isAssignment: false)
    }
    guard token.next.kind == .equal else { return nil }
    let previous = token.previous
    if previous.isKeyword("var") || previous.isKeyword("let") || previous.isKeyword("case") { return nil }
    let property = file.structure.stateName(at: token.index)
    // The page of a carousel this file shows (`TabView(selection: $page).tabViewStyle(.page)`), or the row of
    // a list it shows (`List(selection: $selection)`).
    if tabSelections.pageNames.contains(property) || tabSelections.controlNames.contains(property) { return nil }
    let start = min(token.enclosingFunction?.keyword.index ?? localsStart, localsStart)
    guard !token.isLocal(declaredAfter: start, countingParameters: true) else { return nil }
    return PendingDelay.Candidate(name: property, isAssignment: true)
  }
}

extension FileStructure {
  /// Whether the code after token `start` and before the navigation at `navigation` awaits work (`try await
  /// auth.session()`): the navigation then waits for that work to finish, an event, not for a fixed delay
  /// alone. A sleep, `Task.yield()` and a hop to `MainActor.run` are not work; an `await` in a closure that
  /// runs apart from the navigation does not count, and neither does the `await` of the navigation itself
  /// (`await router.push(.detail)`). Shared by the delays (`DelayedNavigation`) and the navigating methods
  /// (`MethodNavigation.awaitsWork`).
  func awaitsWork(after start: Int, before navigation: TokenRef) -> Bool {
    // The navigation's own statement counts up to its end: `route = try await load()` awaits before it sets.
    let end = statementRange(containing: navigation.index).upperBound
    var index = start + 1
    while index <= end {
      defer { index += 1 }
      let token = TokenRef(self, index)
      guard token.is("await") else { continue }
      var awaited = token.next
      while awaited.isKeyword("try") || awaited.kind == .postfixQuestion || awaited.kind == .exclaim {
        awaited = awaited.next
      }
      // `Type.member(…)`: the call is named by the member.
      if awaited.next.kind == .period, let call = awaited.offset(2).call, call.name == awaited.offset(2),
        call.isApplied(to: "Task") && (call.isNamed("sleep") || call.isNamed("yield")) || call.isMainActorRun
      {
        continue
      }
      // The navigation's own call, through the member chain that leads to it (`router?.push`).
      var chain = awaited
      while chain.index < navigation.index,
        chain.kind == .identifier || chain.kind == .period || chain.isKeyword("self")
          || chain.kind == .postfixQuestion || chain.kind == .exclaim
      {
        chain = chain.next
      }
      if chain.index == navigation.index { continue }
      let apart = token.ancestors.contains { ancestor in
        ancestor.kind == .closure && !(ancestor.close.map { $0.index > navigation.index } ?? false)
      }
      if !apart { return true }
    }
    return false
  }

  /// Whether the braces opening at `open` are the body of an `if`, `else` or `guard` that always leaves the
  /// code around it: a `guard`'s `else`, or a body whose last statement is `return` or `throw`. The code after
  /// the statement runs only when the body did not.
  func leavesItsCode(body open: Int) -> Bool {
    guard braceRoles[open] == .statementBody, let close = brackets.partner(of: open) else { return false }
    let keyword = statementStart(of: open)
    guard kind(keyword) == .keyword, token(keyword, is: "if") || token(keyword, is: "guard") else { return false }
    if token(keyword, is: "guard") { return true }
    guard let last = topLevelStatements(in: open, close).last else { return false }
    return kind(last) == .keyword && (token(last, is: "return") || token(last, is: "throw"))
  }

  /// The first token after the `if` or `guard` at `keyword` and before `end` that ends its condition (`isEnd`:
  /// the body's `{`, or `else`), stepping over the brackets of calls and closures in the condition
  /// (`if items.contains(where: { … })`); `end` when there is none.
  func endOfCondition(after keyword: Int, before end: Int, isEnd: (Int) -> Bool) -> Int {
    var index = keyword + 1
    while index < end, !isEnd(index) {
      let kind = self.kind(index)
      if kind == .lParen || kind == .lSquare || kind == .lBrace, let close = brackets.partner(of: index) {
        index = close
      }
      index += 1
    }
    return min(index, end)
  }
}
