import NavlintSyntax

/// Reads one file's `NavigationFacts` from its structure: one pass over the declarations and the calls, and
/// for each site one walk outwards (`Ancestors`) that stops at the first bracket deciding where the site is.
public struct FactExtractor {
  let file: SwiftFile
  let structure: FileStructure
  /// The questions the rules ask too (navigating methods, deep links, delays), answered once for both.
  let navigation: FileNavigation
  /// The file's previews: sites there place nothing.
  private let previews: Previews
  /// The file's view helpers and their uses.
  private let helpers: ViewHelpers
  /// `navigationPath(named:)`'s answers by name: a file appends to the same few paths many times.
  private let pathKinds = PathKinds()
  /// Each `NavigationStack`/`NavigationView` call of the file (by call index): its ordinal in the file.
  private let stackOrdinals: [Int: Int]
  /// Each `TabView` call of the file (by call index): its ordinal in the file.
  private let tabViewOrdinals: [Int: Int]

  public init(_ navigation: FileNavigation) {
    self.navigation = navigation
    self.structure = navigation.structure
    self.file = structure.file
    self.previews = navigation.previews
    self.helpers = navigation.helpers
    var stackOrdinals: [Int: Int] = [:]
    for call in file.calls(namedAny: SwiftUINames.stacks) where call.isStack {
      stackOrdinals[call.index] = stackOrdinals.count
    }
    self.stackOrdinals = stackOrdinals
    var tabViewOrdinals: [Int: Int] = [:]
    for call in file.calls(named: "TabView") where call.isSwiftUIType {
      tabViewOrdinals[call.index] = tabViewOrdinals.count
    }
    self.tabViewOrdinals = tabViewOrdinals
  }

  /// The facts of a file.
  public static func facts(of structure: FileStructure) -> NavigationFacts {
    FactExtractor(FileNavigation(structure)).facts()
  }

  /// The facts of a file whose rules read `navigation` too (the lint of the same text).
  public static func facts(of navigation: FileNavigation) -> NavigationFacts {
    FactExtractor(navigation).facts()
  }

  public func facts() -> NavigationFacts {
    var facts = NavigationFacts()
    facts.types = types()
    facts.importsNavigationLibrary = importsNavigationLibrary()
    facts.declaresSwiftUIViews =
      navigation.importsSwiftUI && facts.types.contains { $0.inheritance.contains(where: SwiftUINames.hostsViews) }
    facts.importsButNotSwiftUI = navigation.importsButNotSwiftUI
    readMethodsAndDelays(into: &facts)
    // Per token: a construction's name or a declared name, which `otherMentions` skips.
    var skipped = [Bool](repeating: false, count: structure.tokens.count)
    // The table, not `CallRef`s: most calls are dropped on their first byte or their name's hash.
    let calls = structure.calls
    let tokens = structure.tokens
    let bytes = structure.source.bytes
    let isTest = isTest()
    let capitalizedFunctions = file.functionsNamedLikeTypes
    for index in calls.indices where !calls[index].isMacro {
      let nameIndex = calls[index].nameToken
      let range = tokens[nameIndex].range
      guard tokens[nameIndex].kind == .identifier, let first = range.first.map({ bytes[$0] }),
        first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z")
      else { continue }
      let isLink = structure.token(nameIndex, is: "NavigationLink")
      // Of the qualified names only `SwiftUI.NavigationLink` is read (`isSwiftUIType`, below).
      if calls[index].isMember && !isLink { continue }
      skipped[nameIndex] = true
      if isLink {
        // A function of the file named `NavigationLink` (a row's button) is what the call calls, as below.
        if isTest || capitalizedFunctions.contains("NavigationLink") { continue }
        let call = file.call(index)
        guard call.isSwiftUIType, let where_ = place(of: call) else { continue }
        facts.sites.append(site(.link, call, where_))
        if let value = call.linkPushedValue {
          facts.sites.append(site(.push(valueType(of: value.value, at: call.name)), call, where_))
        } else if call.hasArgument(labelled: "value") {
          // An initializer of the app's or a library's: what it pushes is not known.
          facts.sites.append(site(.push(.unknown), call, where_))
        }
      } else if !SwiftUINames.isNeverProjectView(bytes[range]) {
        let name = structure.text(nameIndex)
        // A function of the file named like a type (`@ViewBuilder func ContentView(content:)`) is what the
        // call calls: Swift finds the member before the type.
        if capitalizedFunctions.contains(name) { continue }
        let call = file.call(index)
        guard let where_ = place(of: call) else { continue }
        facts.sites.append(site(.construction(name), call, where_))
      }
    }
    // Where each stack is: in a view's body, a presentation, a scene, a tab.
    for (index, ordinal) in stackOrdinals.sorted(by: { $0.value < $1.value }) {
      let stack = file.call(index)
      guard let where_ = place(of: stack) else { continue }
      let isConditional =
        where_.passedABranch || !structure.conditionalClauses(containing: stack.name.index).isEmpty
      facts.stacks.append(
        StackFact(
          ordinal: ordinal, owner: where_.owner, context: where_.context, tabView: where_.tabView,
          isColumns: stack.isColumnNavigationView,
          isConditional: isConditional))
    }
    // `path.append(value)` on a path this file shows is a navigation path.
    for call in file.calls(named: "append") where call.isMember && !isTest {
      guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil else { continue }
      let receiver = call.firstToken.previous
      guard let path = navigationPath(named: receiver) else {
        if let push = pathPush(call, onto: receiver, argument.value) { facts.pathPushes.append(push) }
        continue
      }
      guard var where_ = place(of: call) else { continue }
      // The value goes onto the stack the path is bound to, which need not be the one around the call.
      where_.context = .unknown
      let value = argument.value
      var type = valueType(of: value, at: call.name)
      // `.detail(id)` against a path declared `[Route]`.
      if case .elements(let element) = path, type == .unknown { type = implicitCase(value, of: element) }
      facts.sites.append(site(.push(type), call, where_))
    }
    // Registrations, bare calls too (a helper in a `View` extension forwards `for:` with
    // `navigationDestination(for: type…)`); and the destinations (any form) at the root of a view's body,
    // which another file may show inside a lazy container. One walk per modifier for both.
    for call in file.calls(named: "navigationDestination") where call.isDestinationModifier {
      let argument = call.argument(labelled: "for")
      guard argument != nil || call.isMember, let place = place(of: call) else { continue }
      if call.isMember, place.context == .ownerRoot, place.lazyContainer != true, let owner = place.owner {
        facts.rootDestinations.append(
          RootDestination(owner: owner, range: call.firstToken.byteRange.lowerBound..<call.name.byteRange.upperBound))
      }
      guard let argument else { continue }
      var where_ = place
      // Applied to the container itself (`NavigationStack { … }.navigationDestination(…)`): outside its
      // content, so which stack it serves is not certain.
      if call.isMember, call.chainRoot.isNamed(any: SwiftUINames.navigationContainers) { where_.context = .unknown }
      var registration = site(.registration(registeredType(argument.value)), call, where_)
      registration.qualifier = qualifier(ofWrittenType: argument.value)
      facts.sites.append(registration)
    }
    facts.pendingRecords = pendingRecords()
    for found in navigation.unisolatedClasses
    where !found.ownsNavigationState
      && !(found.otherProperties.isEmpty && found.routeElements.isEmpty && found.presentedTypes.isEmpty)
    {
      guard let name = found.declaration.nameToken else { continue }
      facts.pendingMainActors.append(
        PendingMainActor(
          name: found.declaration.name, range: name.byteRange, properties: found.otherProperties,
          routeElements: found.routeElements, presentedTypes: found.presentedTypes,
          isolation: ObservedClasses.mainActorInsertion(for: found.declaration)))
    }
    facts.boundPaths = boundPaths()
    facts.stackWrappers = stackWrappers()
    facts.viewFunctions = viewFunctions()
    facts.pathProperties = pathProperties()
    var memberUses: [Int] = []
    var mentionsView = false
    facts.otherMentions = otherMentions(skipping: &skipped, memberUses: &memberUses, mentionsView: &mentionsView)
    // Only a file that names `View` (a view's conformance, `some View`) has a place where a view is shown.
    if !isTest && mentionsView { readMemberUses(memberUses, into: &facts.sites) }
    return facts
  }

  // MARK: - Members used on values

  /// Adds a site for each use of a member on a value whose type the file shows (`Site.Kind.memberUse`:
  /// `route.view()` in `navigationDestination(for: Route.self) { route in … }`, `router.view(for: route)`
  /// with `var router: Router`, `Factory.make(route)`) where a view it returns would be shown
  /// (`isViewPosition`), placed as a construction is. `candidates` are the member names (token indexes) that
  /// `otherMentions` found on a name starting a statement; a use on `self` is the owner's own, which the walk
  /// of a helper follows. Previews use nothing, and tests are not read.
  private func readMemberUses(_ candidates: [Int], into sites: inout [Site]) {
    for index in candidates {
      let member = file.token(index)
      let receiver = member.previous.previous
      guard isViewPosition(member), let type = receiverType(receiver),
        let where_ = place(at: member, modifiedBy: member.call), where_.context != .unknown
      else { continue }
      let used = signature(ofUse: member)
      sites.append(site(.memberUse(type: type, member: used), member.byteRange, through: member.call, where_))
    }
  }

  /// `NavigationFacts.viewFunctions`: the functions of the file's types that build a view, by the hash of
  /// `Type.member(labels:)`, fed to the hash part by part (`signatureParts`, as `signature(of:)` spells it).
  private func viewFunctions() -> [UInt64] {
    let declarations = structure.declarations
    var hashes: [UInt64] = []
    for (index, declaration) in declarations.enumerated() where declaration.kind == .function && declaration.isMember {
      guard let parent = declaration.parent, declarations[parent].kind.isTypeLike, let name = declaration.nameToken,
        structure.tokens[name].kind == .identifier, file.declaration(index).buildsView
      else { continue }
      var hash = NavigationFacts.nameHash(TypeText.lastComponent(of: declarations[parent].name).utf8)
      hash = NavigationFacts.nameHash(Self.period, continuing: hash)
      signatureParts(of: declaration) { hash = NavigationFacts.nameHash($0, continuing: hash) }
      hashes.append(hash)
    }
    hashes.sort()
    return Self.withoutRepeats(hashes)
  }

  /// The sorted `hashes`, each once.
  private static func withoutRepeats(_ hashes: [UInt64]) -> [UInt64] {
    guard hashes.count > 1 else { return hashes }
    var unique: [UInt64] = []
    unique.reserveCapacity(hashes.count)
    for hash in hashes where hash != unique.last { unique.append(hash) }
    return unique
  }

  /// A member as a use names it: a property by its name (`screen`), a function with its argument labels
  /// (`build(page:)`, `build(_:)`, `view()`), so that `build(sheet:)` is not `build(page:)`.
  private func signature(of member: DeclarationRef) -> String {
    var bytes: [UInt8] = []
    signatureParts(of: member.value) { bytes += $0 }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The bytes of `signature(of:)`, part by part: the one spelling of a member's name, built as text for a
  /// member's root or hashed for `viewFunctions`.
  private func signatureParts(of member: Declaration, _ feed: (ArraySlice<UInt8>) -> Void) {
    guard let name = member.nameToken else { return }
    let tokens = structure.tokens
    let bytes = structure.source.bytes
    feed(bytes[tokens[name].range])
    guard member.kind == .function else { return }
    feed(Self.openParenthesis)
    for parameter in member.parameters(in: structure) {
      feed(parameter.firstName.map { bytes[tokens[$0].range] } ?? Self.underscore)
      feed(Self.colon)
    }
    feed(Self.closeParenthesis)
  }

  private static let period: ArraySlice<UInt8> = [UInt8(ascii: ".")]
  private static let openParenthesis: ArraySlice<UInt8> = [UInt8(ascii: "(")]
  private static let closeParenthesis: ArraySlice<UInt8> = [UInt8(ascii: ")")]
  private static let underscore: ArraySlice<UInt8> = [UInt8(ascii: "_")]
  private static let colon: ArraySlice<UInt8> = [UInt8(ascii: ":")]

  /// The member a use names (`signature(of:)`): `route.screen`, `coordinator.build(page: p)` as `build(page:)`,
  /// `coordinator.build(p)` as `build(_:)`. A call whose arguments differ from the declaration's labels (a
  /// default value left out, a trailing closure) names no member of that signature.
  private func signature(ofUse member: TokenRef) -> String {
    guard let call = member.call, call.argumentList != nil else { return member.text }
    var text = member.text + "("
    for argument in call.arguments {
      text += (argument.label.map { structure.text($0) } ?? "_") + ":"
    }
    return text + ")"
  }

  /// Whether the expression `receiver` (a token index), or `self.receiver`, is the first of a statement: at the
  /// start of a line or after `{`, `in`, `return` or `;`. Read on the token table: every member use asks.
  private func startsStatement(receiver: Int) -> Bool {
    let tokens = structure.tokens
    var first = receiver
    if first >= 2, tokens[first - 1].kind == .period, tokens[first - 2].kind == .keyword,
      structure.token(first - 2, is: "self")
    {
      first -= 2
    }
    if structure.startsLine[first] { return true }
    guard first > 0 else { return true }
    switch tokens[first - 1].kind {
    case .lBrace, .semicolon: return true
    case .keyword: return structure.token(first - 1, is: "in") || structure.token(first - 1, is: "return")
    default: return false
    }
  }

  /// Whether a view written at `token` would be shown: in the content of a SwiftUI view (a `Button`'s or a
  /// `Menu`'s `label:` only, not its action), of a `navigationDestination` or of a presentation, or in the body
  /// of a computed property or function that returns `some View` or is a `@ViewBuilder`. Not in the closure of
  /// another call (an event handler, `Task`, a library's call), where code runs and shows nothing.
  private func isViewPosition(_ token: TokenRef) -> Bool {
    for ancestor in token.ancestors {
      switch ancestor.kind {
      case .statementBody, .parentheses, .squareBrackets:
        continue
      case .closure:
        guard let call = ancestor.call else { return false }
        if call.isMember {
          return call.isNamed("navigationDestination") || call.isNamed(any: SwiftUINames.hierarchyPresenters)
        }
        guard call.isSwiftUIType, Self.isCapitalized(call.name), !call.isNamed(any: SwiftUINames.codeWrappers)
        else { return false }
        if call.isNamed("Button") || call.isNamed("Menu") { return ancestor.closureLabel?.is("label") ?? false }
        return true
      case .declarationBody, .accessorBody:
        return token.enclosingDeclaration(where: { !$0.kind.isTypeLike })?.buildsView ?? false
      case .otherBrace:
        return false
      }
    }
    return false
  }

  /// The type (last component) of the value `receiver` names, when the file shows it: a type's name
  /// (`Factory` in `Factory.make()`), the parameter of a `navigationDestination(for: T.self)` closure (`route`,
  /// `$0`), or a parameter, local or property declared `: T` or `= T(…)`. Nil for a name reached through
  /// another value (`item.route`).
  private func receiverType(_ receiver: TokenRef) -> String? {
    guard receiver.kind == .identifier else { return nil }
    if receiver.previous.kind == .period && !receiver.previous.previous.isKeyword("self") { return nil }
    if Self.isCapitalized(receiver) {
      // `Color.gray`, `Text.init`: SwiftUI's types declare no member of the app.
      return SwiftUINames.isNeverProjectView(structure.source.bytes[structure.tokens[receiver.index].range])
        ? nil : receiver.text
    }
    return declaredType(of: receiver).map { TypeText.lastComponent(of: $0) }
  }

  // MARK: - Declarations

  /// The app's own modifiers that show the view they modify in a navigation stack (`NavigationFacts.stackWrappers`):
  /// a method with a body, declared in an extension, whose `NavigationStack` or `NavigationView` holds `self`
  /// (`func embedInNavigationView() -> some View { NavigationView { self } }`), and a `ViewModifier` whose
  /// `body(content:)` has a stack holding `content`.
  private func stackWrappers() -> [String] {
    let stacks = file.calls(namedAny: SwiftUINames.stacks).filter(\.isStack)
    guard !stacks.isEmpty else { return [] }
    var names: Set<String> = []
    for stack in stacks {
      guard let member = stack.name.enclosingDeclaration(where: { !$0.kind.isTypeLike }),
        let type = member.enclosingType
      else { continue }
      // The wrapper's name, and what it calls the view it modifies.
      let wrapper: (name: String, view: StaticString)
      if member.kind == .function && type.kind == .extension {
        wrapper = (member.name, "self")
      } else if member.kind == .function && member.name == "body" && type.inherits("ViewModifier") {
        wrapper = (type.name, "content")
      } else {
        continue
      }
      // `self` is a keyword, `content` an identifier: the spelling decides.
      let holds = stack.closures.contains { closure in
        stack.isContentClosure(TokenRef(structure, closure.lowerBound))
          && closure.contains { structure.token($0, is: wrapper.view) }
      }
      if holds { names.insert(wrapper.name) }
    }
    return names.sorted()
  }

  private func types() -> [TypeFact] {
    var result: [TypeFact] = []
    // The types with a member named `id`: only they may be records (`RestoredPaths.isRecord`), read from the
    // flat table before any type's members are listed.
    var withID = Set<Int>()
    let table = structure.declarations
    for index in table.indices where table[index].isMember {
      guard table[index].kind == .variable || table[index].kind == .constant, let name = table[index].nameToken,
        structure.token(name, is: "id"), let parent = table[index].parent
      else { continue }
      withID.insert(parent)
    }
    for declaration in file.declarations {
      guard let kind = TypeFact.Kind(declaration.kind) else { continue }
      let name = kind == .extension ? TypeText.lastComponent(of: declaration.name) : declaration.name
      guard !name.isEmpty else { continue }
      let cases = kind == .enum ? declaration.enumCases : nil
      result.append(
        TypeFact(
          name: name, kind: kind, inheritance: declaration.inheritance.map(\.lastComponent),
          cases: cases?.names ?? [],
          carriesValues: cases?.carryValues ?? false,
          isPublic: declaration.hasModifier("public") || declaration.hasModifier("open"),
          parent: declaration.enclosingType.map { TypeText.lastComponent(of: $0.name) },
          isGeneric: declaration.nameToken?.next.is("<") ?? false,
          isRecord: withID.contains(declaration.index) && RestoredPaths.isRecord(declaration)))
    }
    return result
  }

  /// The types a saved path of the file holds whole (`RestoredPaths`) that the file declares under no kind of
  /// declaration: the project says whether they are model records.
  private func pendingRecords() -> [PendingRecord] {
    let holders = navigation.restoredPathHolders
    guard !holders.isEmpty else { return [] }
    let declared = Set(
      file.declarations.filter { ($0.kind.isTypeLike && $0.kind != .extension) || $0.kind == .typealias }.map(\.name))
    return holders.filter { !declared.contains($0.name) }.map { holder in
      PendingRecord(
        name: holder.name, scope: holder.scope, range: file.token(holder.type).byteRange, message: holder.message)
    }
  }

  /// Whether the file is a test (`import XCTest`, `import Testing`): the links it builds and the values it
  /// appends to a path are what the test checks, never navigation the app does.
  private func isTest() -> Bool {
    navigation.importedModules.contains { $0 == "XCTest" || $0 == "Testing" }
  }

  private func importsNavigationLibrary() -> Bool {
    navigation.importedModules.contains(where: SwiftUINames.navigationLibraries.contains)
  }

  /// Capitalized identifiers that are not a construction's name (`skipped`, per token) nor a declaration's
  /// name, as sorted unique `NavigationFacts.nameHash`es. The same pass over the identifiers collects, into
  /// `memberUses`, the members used on a name that starts a statement (`route.view()`,
  /// `self.router.view(for:)`), which `readMemberUses` reads, and whether the file names `View` at all.
  private func otherMentions(
    skipping skipped: inout [Bool], memberUses: inout [Int], mentionsView: inout Bool
  ) -> [UInt64] {
    for declaration in structure.declarations {
      if let name = declaration.nameToken { skipped[name] = true }
    }
    var mentions: [UInt64] = []
    let tokens = structure.tokens
    structure.source.bytes.withUnsafeBufferPointer { bytes in
      structure.forEachIdentifier { index, length, first, _ in
        guard length > 0, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else {
          if index >= 2, first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") || first == UInt8(ascii: "_"),
            tokens[index - 1].kind == .period, tokens[index - 2].kind == .identifier,
            startsStatement(receiver: index - 2)
          {
            memberUses.append(index)
          }
          return
        }
        if length == 4, !mentionsView, structure.token(index, is: "View") { mentionsView = true }
        guard !skipped[index] else { return }
        // `extension Name`: the extended type is declared, not used.
        if index > 0, tokens[index - 1].kind == .keyword, structure.token(index - 1, is: "extension") { return }
        mentions.append(NavigationFacts.nameHash(bytes[tokens[index].range]))
      }
    }
    mentions.sort()
    return Self.withoutRepeats(mentions)
  }

  static func isCapitalized(_ token: TokenRef) -> Bool {
    guard let first = token.file.source.bytes[token.file.tokens[token.index].range].first else { return false }
    return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
  }

  // MARK: - Sites

  private struct Place: Equatable {
    var owner: String?
    var context: Context
    var above: [String?]
    var setsSelection: Bool
    /// The ordinal of the `NavigationStack`/`NavigationView` the walk ended at (`Site.stack`).
    var stack: Int?
    /// The type of the innermost `navigationDestination(for:)` whose destination holds the site (`Site.destinationFor`).
    var destinationFor: String?
    /// The first byte of the innermost `NavigationLink` whose destination holds the site (`Site.linkDestination`).
    var linkDestination: Int?
    /// The ordinal of the `TabView` whose content holds the site, no stack in between (`Site.tabView`).
    var tabView: Int?
    /// The walk passed the body of an `if`, `guard`, `switch` or loop (here or at a helper's use): some values
    /// do not run the site. Not compared: the walks of a helper's uses agree whatever branches they pass.
    var passedABranch = false
    /// Whether the first of a lazy container's closure (`List`, `ForEach`, `LazyVStack`…: true), a
    /// destination's content or a link's destination (false) the walk passed was a lazy container's; nil
    /// when it passed none (`Site.lazyContainer`). Not compared, as `passedABranch`.
    var lazyContainer: Bool?
    /// Modifiers on the way that may be the app's stack wrappers (`Site.wrappers`).
    var wrappers: [String] = []

    static func == (lhs: Place, rhs: Place) -> Bool {
      lhs.owner == rhs.owner && lhs.context == rhs.context && lhs.above == rhs.above
        && lhs.setsSelection == rhs.setsSelection && lhs.stack == rhs.stack && lhs.destinationFor == rhs.destinationFor
        && lhs.linkDestination == rhs.linkDestination && lhs.tabView == rhs.tabView && lhs.wrappers == rhs.wrappers
    }

    /// The place, with the walk ended in `context`.
    func ending(in context: Context) -> Place {
      var place = self
      place.context = context
      return place
    }
  }

  private func site(_ kind: Site.Kind, _ call: CallRef, _ place: Place) -> Site {
    // A member call is named from its `.` (`.navigationDestination`), a SwiftUI type from its name
    // (`SwiftUI.NavigationLink`), like the per-file rules name them.
    let first = call.isSwiftUIType ? call.name : call.firstToken
    let range = first.byteRange.lowerBound..<call.name.byteRange.upperBound
    return site(kind, range, through: call, place)
  }

  /// The site of `kind` at the bytes `range`, its span through the argument list of `call` when there is one.
  private func site(_ kind: Site.Kind, _ range: Range<Int>, through call: CallRef?, _ place: Place) -> Site {
    let end = call?.argumentList.map { TokenRef(structure, $0.close).byteRange.upperBound } ?? range.upperBound
    return Site(
      kind: kind, range: range, span: range.lowerBound..<max(end, range.upperBound), owner: place.owner,
      context: place.context, stack: place.stack, registrationsAbove: place.above,
      setsSelection: place.setsSelection, destinationFor: place.destinationFor, linkDestination: place.linkDestination,
      tabView: place.tabView, lazyContainer: place.lazyContainer, wrappers: place.wrappers)
  }

  /// Where `call` is: the walk outwards from its name. Nil for a site in a preview (previews place nothing).
  private func place(of call: CallRef) -> Place? {
    place(at: call.name, modifiedBy: call)
  }

  /// Where `token` is, with the modifiers applied to `call` (the call it names, if any) on its way: the walk
  /// outwards from it. Nil in a preview.
  private func place(at token: TokenRef, modifiedBy call: CallRef?) -> Place? {
    if previews.contain(token.index) { return nil }
    let ownerDeclaration = token.enclosingDeclaration { $0.kind.isTypeLike }
    var place = Place(
      owner: ownerDeclaration.map { TypeText.lastComponent(of: $0.name) }, context: .unknown, above: [],
      setsSelection: false)
    if let call { addModifiers(appliedTo: call, to: &place) }
    return walk(from: token, place, helpersFollowed: 0)
  }

  /// The walk outwards from `token`, adding to `place` what the brackets on the way tell.
  private func walk(from token: TokenRef, _ start: Place, helpersFollowed: Int) -> Place {
    var place = start
    for ancestor in token.ancestors {
      let owner: CallRef
      switch ancestor.kind {
      case .statementBody:
        if !structure.picksByAvailability(statementBody: ancestor.bracket.index) { place.passedABranch = true }
        continue
      case .squareBrackets:
        continue
      case .parentheses:
        // Grouping parentheses and tuples are transparent; a call's argument list is decided by the call.
        guard let call = ancestor.call, ancestor.isArgumentList else { continue }
        owner = call
      case .closure:
        // A stored closure may be shown anywhere.
        guard let call = ancestor.call else { return place.ending(in: .unknown) }
        owner = call
      case .declarationBody, .accessorBody:
        // `body` is where the owner is placed. A helper (`@ViewBuilder var content`, `func row(_:)`, a
        // stored property's value) is where the owner uses it: followed to each use (a few at most), and
        // known when every use leads to the same place.
        let member =
          ancestor.kind == .declarationBody && !(ancestor.declaration?.kind.isTypeLike ?? true)
          ? ancestor.declaration : token.enclosingDeclaration { !$0.kind.isTypeLike }
        // A local's value (`let list = List { … }` in `body`) is shown where the local is used
        // (`NavigationStack { list }`): followed to each use in the body, known when every use leads to the
        // same place, as a helper's are.
        if let local = local(holding: token, inBody: ancestor.bracket.index) {
          let uses = uses(of: local, inBody: ancestor.bracket.index)
          guard helpersFollowed < 4, let first = uses.first else { return place.ending(in: .unknown) }
          let reached = walk(from: file.token(first), place, helpersFollowed: helpersFollowed + 1)
          for use in uses.dropFirst()
          where walk(from: file.token(use), place, helpersFollowed: helpersFollowed + 1) != reached {
            return place.ending(in: .unknown)
          }
          return reached
        }
        guard let member, member.name != "body" else { return place.ending(in: .ownerRoot) }
        // A function that returns nothing shows nothing where it is called: what it constructs (`let model =
        // Model()`, `host.rootView = Detail()`) is shown, if at all, where the walk cannot tell.
        if member.kind == .function, !Self.returnsAValue(member) { return place.ending(in: .unknown) }
        guard helpersFollowed < 4, place.owner != nil, let uses = helpers.uses(of: member) else {
          return place.ending(in: .unknown)
        }
        // A member its file never uses (`func view() -> some View` of an enum of routes) is shown where other
        // files use it on a value of the owner's type.
        guard let first = uses.first else { return place.ending(in: .memberRoot(signature(of: member))) }
        var reached = walk(from: file.token(first), place, helpersFollowed: helpersFollowed + 1)
        for use in uses.dropFirst() {
          let other = walk(from: file.token(use), place, helpersFollowed: helpersFollowed + 1)
          if other != reached { return place.ending(in: .unknown) }
          reached.passedABranch = reached.passedABranch || other.passedABranch
          if other.lazyContainer == true { reached.lazyContainer = true }
        }
        return reached
      case .otherBrace:
        return place.ending(in: .unknown)
      }
      if let context = context(passing: owner, ancestor, &place) { return place.ending(in: context) }
    }
    return place.ending(in: .unknown)
  }

  /// The local constant or variable declared directly in the body whose braces open at `open` whose value
  /// holds `token`.
  private func local(holding token: TokenRef, inBody open: Int) -> Declaration? {
    guard let close = structure.brackets.partner(of: open), open < close else { return nil }
    for position in structure.declarations(keywordsIn: open...close) {
      let local = structure.declarations[position]
      guard local.kind == .variable || local.kind == .constant, !local.isMember,
        local.tokenRange.contains(token.index), structure.brackets.parent[local.keyword] == open
      else { continue }
      return local
    }
    return nil
  }

  /// The uses of `local` after its declaration in the body whose braces open at `open`: its name, bare (not
  /// another value's member, an argument label or a declaration of the same name), eight at most; none when
  /// there are more.
  private func uses(of local: Declaration, inBody open: Int) -> [Int] {
    guard let close = structure.brackets.partner(of: open), let name = local.nameToken else { return [] }
    let spelling = structure.source.bytes[structure.tokens[name].range]
    var uses: [Int] = []
    for index in (local.tokenRange.upperBound + 1)..<close where structure.kind(index) == .identifier {
      guard structure.source.bytes[structure.tokens[index].range].elementsEqual(spelling),
        structure.kind(index - 1) != .period, structure.kind(index + 1) != .colon
      else { continue }
      let previous = TokenRef(structure, index - 1)
      if previous.isKeyword("let") || previous.isKeyword("var") { return [] }
      uses.append(index)
      if uses.count > 8 { return [] }
    }
    return uses
  }

  /// Whether a function with a body declares a result (`-> some View`, `-> AnyView`): an arrow after its
  /// parameter list, outside any parentheses (a parameter's `() -> Void` is inside them).
  private static func returnsAValue(_ function: DeclarationRef) -> Bool {
    function.body == nil || function.resultType != nil
  }

  /// Where passing through `ancestor`, a bracket of `owner`, puts the site; nil when the walk goes on outwards
  /// (after adding to `place` what the bracket tells: registrations around it, a selecting list).
  private func context(passing owner: CallRef, _ ancestor: Ancestor, _ place: inout Place) -> Context? {
    if owner.isMacro { return .unknown }
    // A `Button`'s action is code run on a tap: a view built there is handed elsewhere or thrown away, not shown
    // where the button is (NAV009's per-file verdict reads it so too).
    if ancestor.kind == .closure && owner.isButtonAction(ancestor.bracket) { return .unknown }
    if owner.isMember {
      if owner.isNamed("navigationDestination") {
        // Pushed by this destination: every registration on the modified view is closer to the root.
        guard ancestor.kind == .closure else { return nil }
        if place.destinationFor == nil, let type = owner.argument(labelled: "for") {
          place.destinationFor = registeredName(type.value)
        }
        if place.lazyContainer == nil { place.lazyContainer = false }
        place.above += registrations(inChainOf: owner)
        return nil
      }
      if owner.isNamed(any: SwiftUINames.hierarchyPresenters) { return .presentation }
      if owner.isNamed(any: SwiftUINames.sameHierarchyModifiers) || Self.isEventHandler(owner) {
        addModifiers(appliedTo: owner, to: &place)
        return nil
      }
      if owner.isMainActorRun { return nil }
      if owner.isOnMainQueue(of: "DispatchQueue") { return nil }
      return .unknown
    }
    guard owner.isSwiftUIType else { return .unknown }
    if place.linkDestination == nil, owner.isNamed("NavigationLink"), ancestor.holdsLinkDestination {
      place.linkDestination = owner.firstToken.byteRange.lowerBound
      if place.lazyContainer == nil { place.lazyContainer = false }
    }
    if place.lazyContainer == nil, ancestor.kind == .closure, owner.isLazyContainer { place.lazyContainer = true }
    if place.tabView == nil, owner.isNamed("TabView"), ancestor.isContentClosure {
      place.tabView = tabViewOrdinals[owner.index]
    }
    if owner.isNamed("NavigationSplitView") {
      if ancestor.kind == .closure && isSidebar(ancestor, of: owner) { place.setsSelection = true }
      return .stack
    }
    if owner.isNamed(any: SwiftUINames.stacks) {
      place.stack = stackOrdinals[owner.index]
      return .stack
    }
    if owner.isNamed(any: SwiftUINames.scenes) { return .window }
    if owner.isNamed("List") && owner.hasArgument(labelled: "selection") { place.setsSelection = true }
    if owner.isNamed(any: SwiftUINames.sameHierarchyContainers) || owner.isNamed(any: SwiftUINames.codeWrappers) {
      addModifiers(appliedTo: owner, to: &place)
      return nil
    }
    return .unknown
  }

  /// The sidebar of a split view: its first unlabelled trailing closure, or `sidebar:`.
  private func isSidebar(_ ancestor: Ancestor, of call: CallRef) -> Bool {
    if ancestor.trailingClosurePosition == 0 { return true }
    return ancestor.closureLabel?.is("sidebar") ?? false
  }

  /// `onAppear`, `onChange`, `onOpenURL`…: closures of code that runs in the view's place.
  private static func isEventHandler(_ call: CallRef) -> Bool {
    let name = call.name.text
    guard name.count > 2, name.hasPrefix("on") else { return false }
    let third = name.utf8[name.utf8.index(name.utf8.startIndex, offsetBy: 2)]
    return third >= UInt8(ascii: "A") && third <= UInt8(ascii: "Z")
  }

  /// What the modifiers applied after `call` in its chain add to a place, in one walk along the chain's table
  /// (not `call.modifiers`: every site asks, and most chains add nothing): the types their
  /// `navigationDestination(for:)` register (`Place.above`), and those that may be the app's own stack wrappers
  /// (`Place.wrappers`).
  private func addModifiers(appliedTo call: CallRef, to place: inout Place) {
    structure.forEachModifier(appliedTo: call.index) { modifier in
      if let registration = registration(byModifier: modifier) {
        place.above.append(registration)
      } else if let wrapper = wrapper(byModifier: modifier) {
        place.wrappers.append(wrapper)
      }
    }
  }

  /// The types registered by `navigationDestination(for:)` modifiers applied after `call` in its chain.
  private func registrations(appliedTo call: CallRef) -> [String?] {
    var result: [String?] = []
    structure.forEachModifier(appliedTo: call.index) { modifier in
      if let registration = registration(byModifier: modifier) { result.append(registration) }
    }
    return result
  }

  /// For the modifier call at `index`, a `navigationDestination(for: T.self)` (`.some(nil)` when `T` is not
  /// written `T.self`): the type it registers, as written from its qualifier. Nil for any other modifier.
  private func registration(byModifier index: Int) -> String?? {
    guard structure.call(index, isNamed: "navigationDestination") else { return nil }
    let destination = file.call(index)
    guard destination.isDestinationModifier, let argument = destination.argument(labelled: "for") else { return nil }
    return .some(
      registeredName(argument.value).map { Site.written($0, qualifier: qualifier(ofWrittenType: argument.value)) })
  }

  /// For the modifier call at `index`, the name it has if it may be one of the app's own stack wrappers
  /// (`Site.wrappers`): a modifier called with an empty argument list and no closure, other than SwiftUI's
  /// common ones (`.embedInNavigationView()`, not `.padding()`), or the type `.modifier(NavigationWrapper())`
  /// applies.
  private func wrapper(byModifier index: Int) -> String? {
    let modifier = file.call(index)
    guard modifier.trailingClosures.isEmpty, let list = modifier.argumentList else { return nil }
    if modifier.isNamed("modifier") { return modifier.appliedModifierType }
    guard list.close == list.open + 1, !modifier.isNamed(any: SwiftUINames.argumentlessModifiers) else { return nil }
    return modifier.nameText
  }

  /// The registrations of a whole modifier chain, outermost (last) first.
  private func registrations(inChainOf call: CallRef) -> [String?] {
    let root = call.chainRoot
    return registrations(appliedTo: root).reversed()
  }

  private func registeredName(_ range: Range<Int>) -> String? {
    if case .named(let name) = registeredType(range) { return name }
    return nil
  }

  /// `T.self` or `A.B.self` (last component); anything else is unknown.
  private func registeredType(_ range: Range<Int>) -> RegisteredType {
    guard case .named(let name) = writtenType(range) else { return .unknown }
    // A generic parameter (`for: Value.self` in `struct Stack<Value: Hashable>`) stands for any type.
    let token = file.token(range.lowerBound)
    for declaration in token.enclosingDeclarations where genericParameters(of: declaration).contains(name) {
      return .unknown
    }
    return .named(name)
  }

  /// The names between `<` and `>` after a declaration's name (`Value`, `Root` in `Stack<Value: Hashable, Root>`).
  private func genericParameters(of declaration: DeclarationRef) -> [String] {
    guard let name = declaration.nameToken, name.next.is("<") else { return [] }
    var names: [String] = []
    var depth = 0
    var cursor = name.next
    while cursor.exists {
      if cursor.is("<") {
        depth += 1
      } else if cursor.is(">") {
        depth -= 1
        if depth == 0 { break }
      } else if depth == 1, cursor.kind == .identifier, cursor.previous.is("<") || cursor.previous.kind == .comma {
        names.append(cursor.text)
      }
      cursor = cursor.next
    }
    return names
  }

  /// `A` for a type written `A.B.self` (the component before the last), nil for `B.self` and anything else.
  private func qualifier(ofWrittenType range: Range<Int>) -> String? {
    guard range.count >= 5, case .named = writtenType(range) else { return nil }
    return file.token(range.upperBound - 5).text
  }

  private func writtenType(_ range: Range<Int>) -> RegisteredType {
    let count = range.count
    guard count >= 3, count % 2 == 1, file.token(range.upperBound - 1).isKeyword("self") else { return .unknown }
    for offset in 0..<(count - 1) {
      let token = file.token(range.lowerBound + offset)
      if offset % 2 == 0 {
        guard token.kind == .identifier else { return .unknown }
      } else {
        guard token.kind == .period else { return .unknown }
      }
    }
    return .named(file.token(range.upperBound - 3).text)
  }

  // MARK: - Navigation paths

  /// A navigation path as this file declares it.
  private enum NavigationPathKind {
    /// `NavigationPath`: any `Hashable` value.
    case typeErased
    /// `[T]`: values of `T`.
    case elements(String)
  }

  /// The path named `receiver` (the name before `.append`), when this file shows it is a navigation path: a
  /// property or local of the file declared `NavigationPath` (or `= NavigationPath()`), or declared `[T]` and
  /// bound by a `NavigationStack(path:)` of the file. Any other array named `path` (a route through a graph,
  /// a breadcrumb trail) pushes nothing.
  private func navigationPath(named receiver: TokenRef) -> NavigationPathKind? {
    guard receiver.kind == .identifier else { return nil }
    let name = receiver.text
    if let known = pathKinds.byName[name] { return known }
    let kind = navigationPath(named: name)
    pathKinds.byName[name] = .some(kind)
    return kind
  }

  private final class PathKinds {
    var byName: [String: NavigationPathKind?] = [:]
    /// `arrayProperty(named:)`'s answers.
    var arrays: [String: ArrayProperty] = [:]
    /// `variables(named:)`'s answers.
    var variables: [String: [(isMember: Bool, type: String?)]] = [:]
    /// `boundPaths()` and their names, once worked out.
    var bound: (paths: [BoundPath], names: Set<String>)?
  }

  /// The file's variables and constants named `name` (properties and locals), each with its type as written
  /// (`typeText(of:)`): read from the flat table, one scan per name appended to, no handle made for a
  /// declaration of another name.
  private func variables(named name: String) -> [(isMember: Bool, type: String?)] {
    if let known = pathKinds.variables[name] { return known }
    let declarations = structure.declarations
    let found = declarations.indices.filter {
      (declarations[$0].kind == .variable || declarations[$0].kind == .constant) && declarations[$0].name == name
    }.map { (isMember: declarations[$0].isMember, type: typeText(of: file.declaration($0))) }
    pathKinds.variables[name] = found
    return found
  }

  /// What the file declares under a name appended to but not shown to be a path (`pathPush`).
  private enum ArrayProperty {
    /// No variable or constant of that name.
    case undeclared
    /// Properties only, all declared `[element]`.
    case elements(String)
    /// Anything else: a local, another type, declarations that disagree.
    case other
  }

  private func arrayProperty(named name: String) -> ArrayProperty {
    if let known = pathKinds.arrays[name] { return known }
    let declared = variables(named: name)
    var answer = ArrayProperty.undeclared
    if !declared.isEmpty {
      // A local is this function's own array; a property, one a stack of another file may bind.
      let types = declared.map { $0.isMember ? $0.type : nil }
      if let first = types.first, types.allSatisfy({ $0 == first }), let type = first,
        let element = Self.elementType(type)
      {
        answer = .elements(element)
      } else {
        answer = .other
      }
    }
    pathKinds.arrays[name] = answer
    return answer
  }

  private func navigationPath(named name: String) -> NavigationPathKind? {
    let types = variables(named: name).map(\.type)
    guard let first = types.first, types.allSatisfy({ $0 == first }), let type = first else { return nil }
    if type == "NavigationPath" { return .typeErased }
    guard let element = Self.elementType(type), isBoundToAStack(name) else { return nil }
    return .elements(element)
  }

  /// Whether a `NavigationStack(path:)` of the file binds a path whose last name is `name` (`$path`,
  /// `$router.path`).
  private func isBoundToAStack(_ name: String) -> Bool { boundPathNames.contains(name) }

  /// The last names of the paths the file's `NavigationStack(path:)`s bind: `path` for `$path` and
  /// `$router.path`.
  private var boundPathNames: Set<String> { boundPathsAndNames.names }

  /// The paths the file's `NavigationStack(path:)`s bind, with their owners' types where the file says them
  /// (`BoundPath`), sorted.
  private func boundPaths() -> [BoundPath] { boundPathsAndNames.paths }

  private var boundPathsAndNames: (paths: [BoundPath], names: Set<String>) {
    if let known = pathKinds.bound { return known }
    var paths = Set<BoundPath>()
    for stack in file.calls(named: "NavigationStack") {
      guard let path = stack.argument(labelled: "path"), !path.value.isEmpty else { continue }
      let last = file.token(path.value.upperBound - 1)
      guard last.kind == .identifier else { continue }
      let text = last.text
      var owner: String?
      if last.isMemberName, path.value.count == 3, last.offset(-2).kind == .identifier {
        let object = last.offset(-2)
        // `$router.path` binds the wrapper's value: the type `router` is declared with.
        owner = declaredTypeText(of: object, named: String(object.text.drop(while: { $0 == "$" })))
          .flatMap(Self.plainType)
      } else if text.hasPrefix("$"), path.value.count == 1 {
        // `$path`: the wrapper of the type the stack is written in.
        owner = last.enclosingDeclaration(where: { $0.kind.isTypeLike })?.name
      }
      paths.insert(BoundPath(name: text.hasPrefix("$") ? String(text.dropFirst()) : text, owner: owner))
    }
    let found = (paths: paths.sorted(), names: Set(paths.map(\.name)))
    pathKinds.bound = found
    return found
  }

  /// An append this file cannot tell to be a push, that the project may (`PathPush`): `router.path.append(v)`,
  /// or `path.append(v)` where the file declares no `path` (nor a parameter of that name), with `v` of a
  /// known type; or `path.append(v)` on a property the file declares `[T]` (and no local of that name)
  /// without binding it to a stack here, `v` of a known type or a case of `T` (`.settings`).
  private func pathPush(_ call: CallRef, onto receiver: TokenRef, _ value: Range<Int>) -> PathPush? {
    guard receiver.kind == .identifier, !value.isEmpty else { return nil }
    let name = receiver.text
    // Another object's property (`router.path`) is whatever that object's type declares, not a name of this file.
    let isAnotherObjects = receiver.isMemberName && !receiver.offset(-2).isKeyword("self")
    var element: String?
    switch isAnotherObjects ? .undeclared : arrayProperty(named: name) {
    case .other:
      return nil
    case .elements(let declared):
      element = declared
    case .undeclared:
      // A parameter or a closure's parameter of that name is a value of this file, of a type it does not say.
      if !receiver.isMemberName, declaredTypeText(of: receiver) != nil { return nil }
      for ancestor in receiver.ancestors where ancestor.kind == .closure {
        if ancestor.bracket.closureParameterNames?.contains(name) == true { return nil }
      }
    }
    var type = valueType(of: value, at: call.name)
    if let element, type == .unknown { type = implicitCase(value, of: element) }
    guard type != .unknown, var where_ = place(of: call) else { return nil }
    where_.context = .unknown
    return PathPush(path: name, site: site(.push(type), call, where_))
  }

  /// `.detail(id)` or `.settings` appended to a path of `element`s: that case of `element`; unknown for
  /// any other value.
  private func implicitCase(_ value: Range<Int>, of element: String) -> ValueType {
    guard value.count >= 2, file.token(value.lowerBound).kind == .period,
      file.token(value.lowerBound + 1).kind == .identifier
    else { return .unknown }
    let member = file.token(value.lowerBound + 1)
    let end = member.next.kind == .lParen ? member.next.partner?.index : member.index
    return end == value.upperBound - 1 ? .enumCase(type: element, name: member.text) : .unknown
  }

  /// The file's properties declared as a navigation path could be (`NavigationPath`, `[T]`), sorted.
  private func pathProperties() -> [PathProperty] {
    let declarations = structure.declarations
    var found: [PathProperty] = []
    for index in declarations.indices
    where (declarations[index].kind == .variable || declarations[index].kind == .constant)
      && declarations[index].isMember
    {
      if let property = PathProperty(declaration: index, in: structure) { found.append(property) }
    }
    return found.sorted { ($0.name, $0.element ?? "") < ($1.name, $1.element ?? "") }
  }

  // MARK: - Value types

  /// The type of the value expression `range`, when the file shows it.
  private func valueType(of range: Range<Int>, at site: TokenRef) -> ValueType {
    guard !range.isEmpty else { return .unknown }
    let first = file.token(range.lowerBound)
    let last = range.upperBound - 1
    // A string literal without interpolation, an integer literal.
    if first.kind == .stringQuote, file.token(last).kind == .stringQuote {
      let inner = (range.lowerBound + 1)..<last
      if inner.allSatisfy({ file.token($0).kind == .stringSegment }) && range.count >= 2 { return .named("String") }
      return .unknown
    }
    if range.count == 1, first.kind == .integer { return .named("Int") }
    guard first.kind == .identifier, !first.isMemberName else { return .unknown }
    // `T(…)`, `T.init(…)`.
    if Self.isCapitalized(first) {
      if first.next.kind == .lParen, first.next.partner?.index == last { return .named(first.text) }
      if first.next.kind == .period, first.offset(2).kind == .identifier || first.offset(2).kind == .keyword {
        let member = first.offset(2)
        let end = member.next.kind == .lParen ? member.next.partner?.index : member.index
        guard end == last else { return .unknown }
        if member.is("init") { return .named(first.text) }
        guard member.kind == .identifier else { return .unknown }
        return .enumCase(type: first.text, name: member.text)
      }
      return .unknown
    }
    // A name: a parameter, a local or a property declared with its type, or a `ForEach` element. A generic
    // parameter (`item: Data` in `struct PathWrapper<Data: Hashable>`) stands for any type.
    guard range.count == 1, let type = declaredType(of: first) else { return .unknown }
    for declaration in first.enclosingDeclarations where genericParameters(of: declaration).contains(type) {
      return .unknown
    }
    return .named(type)
  }

  /// The type a name is declared with, seen from `token`: a closure parameter of `ForEach`/`List` over a
  /// collection declared `[T]`, a parameter, local or property declared `: T` or `= T(…)`.
  private func declaredType(of token: TokenRef) -> String? {
    let name = token.text
    // Closure parameters shadow everything further out; `$0` is the innermost closure's.
    let isAnonymous = name == "$0"
    for ancestor in token.ancestors where ancestor.kind == .closure {
      let open = ancestor.bracket
      let parameters = open.closureParameterNames
      if isAnonymous {
        guard parameters == nil, let call = ancestor.call else { return nil }
        return destinationType(of: call)
      }
      guard let parameters else { continue }
      guard let position = parameters.firstIndex(of: name) else { continue }
      guard position == 0, parameters.count == 1, let call = ancestor.call else { return nil }
      if let type = destinationType(of: call) { return type }
      guard call.isNamed("ForEach") || call.isNamed("List"), call.isSwiftUIType,
        let data = call.arguments.first, data.label == nil, data.value.count == 1
      else { return nil }
      let collection = file.token(data.value.lowerBound)
      guard collection.kind == .identifier, let type = declaredTypeText(of: collection) else { return nil }
      return Self.elementType(type)
    }
    return declaredTypeText(of: token).flatMap(Self.plainType)
  }

  /// `T` for a `navigationDestination(for: T.self)`: the type of its destination closure's parameter.
  private func destinationType(of call: CallRef) -> String? {
    guard call.isNamed("navigationDestination"), let argument = call.argument(labelled: "for"),
      case .named(let type) = registeredType(argument.value)
    else { return nil }
    return type
  }

  /// The type text of the declaration a name refers to: a parameter of the enclosing function, a local
  /// declared before the name in it, or a property of the enclosing type.
  private func declaredTypeText(of token: TokenRef, named name: String? = nil) -> String? {
    let name = name ?? token.text
    if let function = token.enclosingFunction {
      for parameter in function.parameters {
        guard let inner = parameter.innerName, file.token(inner).text == name else { continue }
        return structure.joinedText(parameter.type)
      }
      for position in structure.declarations(keywordsIn: function.tokenRange) {
        let declaration = file.declaration(position)
        guard declaration.kind == .variable || declaration.kind == .constant, declaration.name == name,
          !declaration.isMember, declaration.keyword.index < token.index
        else { continue }
        return typeText(of: declaration)
      }
    }
    guard let type = token.enclosingDeclaration(where: { $0.kind.isTypeLike }) else { return nil }
    for member in type.members where member.kind == .variable || member.kind == .constant {
      guard member.name == name else { continue }
      return typeText(of: member)
    }
    return nil
  }

  private func typeText(of declaration: DeclarationRef) -> String? {
    if let annotation = declaration.typeAnnotation { return structure.joinedText(annotation) }
    // `@Environment(Router.self) var router`: the environment's object of that type.
    if let environment = declaration.attribute(named: "Environment"), let list = environment.arguments,
      list.close == list.open + 4, file.token(list.open + 1).kind == .identifier,
      file.token(list.open + 2).kind == .period, file.token(list.open + 3).isKeyword("self")
    {
      return file.token(list.open + 1).text
    }
    guard let initializer = declaration.initializer, let first = initializer.first else { return nil }
    let start = file.token(first)
    guard start.kind == .identifier, Self.isCapitalized(start), start.next.kind == .lParen,
      start.next.partner?.index == initializer.upperBound - 1
    else { return nil }
    return start.text
  }

  /// `Recipe` for a plain type name; nil for anything else (`Recipe?`, `[Recipe]`, `some View`).
  static func plainType(_ text: String) -> String? {
    guard let first = text.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return nil }
    return text.utf8.allSatisfy({ isIdentifierByte($0) }) ? text : nil
  }

  /// `Recipe` for `[Recipe]` or `Array<Recipe>`.
  static func elementType(_ text: String) -> String? {
    TypeText.arrayElement(of: text).flatMap(plainType)
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
  }
}

extension DeclarationRef {
  /// The type or extension the declaration is a member of (or nested in).
  var enclosingType: DeclarationRef? {
    var current = parent
    while let declaration = current {
      if declaration.kind.isTypeLike { return declaration }
      current = declaration.parent
    }
    return nil
  }
}

// MARK: - What per-file rules in other files need

extension FactExtractor {
  /// The file's navigating methods and other methods, its tab selections, and its delays that only the
  /// project can decide (NAV014 across files).
  fileprivate func readMethodsAndDelays(into facts: inout NavigationFacts) {
    let methods = navigation.calls.methodNames
    if !methods.isEmpty {
      let navigating = navigation.calls.navigatingMethods
      facts.navigatingMethods = navigating.map { NavigatingMethod(name: $0.key, navigation: $0.value) }.sorted {
        $0.name < $1.name
      }
      facts.otherMethods = Array(
        Set(methods.lazy.filter { navigating[$0] == nil }.map { NavigationFacts.nameHash($0.utf8) })
      ).sorted()
      facts.quietMethods = navigation.calls.quietMethodNames.map { NavigationFacts.nameHash($0.utf8) }.sorted()
    }
    facts.tabSelections = navigation.tabSelections.boundNames.sorted()
    facts.controlSelections = navigation.tabSelections.controlNames.sorted()
    facts.pendingDeepLinks = navigation.deepLinkOutcomes.compactMap { outcome in
      switch outcome {
      case .pending(let pending): return pending
      // A finding in a file that does not import SwiftUI, which the per-file check leaves to the project.
      case .finding(let range, let message) where facts.importsButNotSwiftUI:
        return PendingDeepLink(description: "", calls: [], shown: ShownFinding(range: range, message: message))
      default: return nil
      }
    }
    for delay in navigation.delays {
      let range = structure.byteRange(delay.call.firstToken.index, delay.call.name.index)
      if let shown = delay.navigation {
        // Navigation in a file that does not import SwiftUI, which the per-file check leaves to the project.
        guard facts.importsButNotSwiftUI else { continue }
        facts.pendingDelays.append(PendingDelay(range: range, label: delay.label, candidates: [], shown: shown.text))
      } else if !delay.candidates.isEmpty {
        facts.pendingDelays.append(
          PendingDelay(
            range: range, label: delay.label, candidates: delay.candidates, showsAResult: delay.showsAResult))
      }
    }
  }
}

extension PathProperty {
  /// The path a property is declared as, read from its tokens (most properties are neither, and no text is
  /// joined for them): `NavigationPath` (`: NavigationPath`, `= NavigationPath()`), or `[T]` (`: [T]`,
  /// `: Array<T>`, `= [T]()`); nil for anything else.
  init?(_ declaration: DeclarationRef) {
    self.init(declaration: declaration.index, in: declaration.file)
  }

  /// `init(_:)` for the declaration at `index` of `structure`'s flat table (no handle, no name read unless
  /// it is a path).
  init?(declaration index: Int, in structure: FileStructure) {
    let tokens = structure.tokens
    let declarations = structure.declarations
    var name: String { declarations[index].name }
    func isTypeName(_ index: Int) -> Bool {
      guard tokens[index].kind == .identifier, let first = structure.source.bytes[tokens[index].range].first else {
        return false
      }
      return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }
    if let annotation = declarations[index].typeAnnotation {
      let first = annotation.lowerBound
      if annotation.count == 1, structure.token(first, is: "NavigationPath") {
        self.init(name: name, element: nil)
      } else if let element = RestoredPaths.elementType(of: annotation, in: structure), isTypeName(element) {
        self.init(name: name, element: structure.text(element))
      } else {
        return nil
      }
    } else if let initializer = declarations[index].initializer {
      let first = initializer.lowerBound
      if initializer.count == 3, structure.token(first, is: "NavigationPath"), tokens[first + 1].kind == .lParen {
        self.init(name: name, element: nil)
      } else if initializer.count == 5, tokens[first].kind == .lSquare, isTypeName(first + 1),
        tokens[first + 2].kind == .rSquare, tokens[first + 3].kind == .lParen, tokens[first + 4].kind == .rParen
      {
        self.init(name: name, element: structure.text(first + 1))
      } else {
        return nil
      }
    } else {
      return nil
    }
  }
}

extension TypeFact.Kind {
  /// The kind of a type or extension declaration; nil for any other declaration.
  init?(_ kind: Declaration.Kind) {
    switch kind {
    case .struct: self = .struct
    case .class: self = .class
    case .enum: self = .enum
    case .actor: self = .actor
    case .protocol: self = .protocol
    case .extension: self = .extension
    default: return nil
    }
  }
}
