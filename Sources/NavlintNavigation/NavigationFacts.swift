/// One file's part of the app's navigation model: what it declares and where it constructs views, links,
/// pushes and `navigationDestination` registrations, each with what the walk outwards from it found. A
/// plain, immutable value that depends on the file's bytes alone (`FactExtractor`); `NavigationModel` joins
/// the files of a project.
public struct NavigationFacts: Sendable, Equatable {
  /// Types and extensions the file declares.
  public var types: [TypeFact] = []
  /// Views (and the values, links and registrations of navigation) at the places the file writes them.
  public var sites: [Site] = []
  /// Capitalized names the file uses other than by constructing them (`V.init`, `let v: V`, `Wrapper<V>`),
  /// as `nameHash`es, sorted and unique: a view named here may be placed where navlint cannot see. (Hashes
  /// keep a file's every type name out of memory; a collision only makes a view's place unknown.)
  public var otherMentions: [UInt64] = []
  /// The file imports a navigation library whose stacks navlint does not model (TCA, FlowStacks…).
  public var importsNavigationLibrary = false
  /// The file imports SwiftUI and declares a view or an app (a type or extension adopting `View` or `App`), or
  /// a hosting controller's subclass (`SwiftUINames.hostsViews`): the app hosts SwiftUI. An import alone is not enough: one left in a UIKit file, or kept for a preview's
  /// `UIViewControllerRepresentable` under `#if DEBUG`, shows no SwiftUI.
  public var declaresSwiftUIViews = false
  /// The file imports modules, not SwiftUI (`FileNavigation.importsButNotSwiftUI`): its delayed navigation is
  /// reported only in an app that hosts SwiftUI (`PendingDelay.shown`).
  public var importsButNotSwiftUI = false
  /// The app's own modifiers this file declares that show the view they modify inside a navigation stack
  /// (`func embedInNavigationView() -> some View { NavigationView { self } }`, a `ViewModifier` whose body
  /// is `NavigationStack { content }`), by name. Sorted.
  public var stackWrappers: [String] = []
  /// `nameHash`es of `Type.member(labels:)` for the functions of the file's types that build a view
  /// (`DeclarationRef.buildsView`), named as `Context.memberRoot` names them; sorted and unique. A member two
  /// files declare (`build(_ page: Page)`, and in an extension `build(_ sheet: Sheet)`) is one that no use
  /// can be told to call.
  public var viewFunctions: [UInt64] = []
  /// Methods of the file's types whose bodies navigate (`NavigationCallFinder`): a call in another file
  /// navigates too. Sorted by name.
  public var navigatingMethods: [NavigatingMethod] = []
  /// `nameHash`es of the file's other methods, sorted and unique: a name declared both ways decides nothing.
  public var otherMethods: [UInt64] = []
  /// `nameHash`es of those of `otherMethods` whose bodies are all there is to read of them
  /// (`NavigationCallFinder.quietMethodNames`), sorted and unique: they do nothing their name promises.
  public var quietMethods: [UInt64] = []
  /// Properties the file binds to a `TabView`'s selection (`TabSelections`, last name), sorted: assigning
  /// one in another file selects a tab.
  public var tabSelections: [String] = []
  /// Properties the file binds to a `List`'s, `Table`'s or `Picker`'s selection (`TabSelections.controlNames`),
  /// sorted: a name bound so somewhere is not certainly a tab's.
  public var controlSelections: [String] = []
  /// Delays after which the file shows no navigation, with the names other files may show to navigate.
  public var pendingDelays: [PendingDelay] = []
  /// Deep-link entry points where the file shows no push and no reset, with the methods they call that
  /// other files may show to push or reset.
  public var pendingDeepLinks: [PendingDeepLink] = []
  /// Where each of the file's stacks is (`Site.stack` ordinals), for the graph: in a body, a sheet, a tab.
  public var stacks: [StackFact] = []
  /// The `.navigationDestination` modifiers (any form) at the root of a view's `body`, outside any lazy
  /// container of the file: registered only while the view exists, so not inside another file's `List`.
  public var rootDestinations: [RootDestination] = []
  /// Appends the file cannot tell to be pushes, onto a property another file may show to be a stack's path
  /// (`router.path.append(Route.settings)`): `NavigationModel.pushes(inFile:)` says which are.
  public var pathPushes: [PathPush] = []
  /// The paths the file's `NavigationStack(path:)`s bind (`path` for `$router.path`), each with the type of
  /// its owner when the file says it, sorted.
  public var boundPaths: [BoundPath] = []
  /// The file's properties declared `NavigationPath` or `[T]`, which a stack of another file may bind, sorted.
  public var pathProperties: [PathProperty] = []
  /// Types a saved path of the file holds whole that the file does not declare: NAV004 when another file
  /// declares a model record of that name.
  public var pendingRecords: [PendingRecord] = []
  /// Observable classes that are not isolated to the main actor and own no navigation state the file shows:
  /// NAV006 when another file binds one of their properties to a stack's path, or when an array of theirs
  /// holds a type named like a route that the project does not declare as one that cannot be `Hashable`.
  public var pendingMainActors: [PendingMainActor] = []

  public init() {}

  /// Whether `other` differs at most in where its sites are (text moved around them): the model joins both
  /// the same way, so only this file's findings move.
  public func hasSameShape(as other: NavigationFacts) -> Bool {
    hasSameDeclarations(as: other) && hasSamePlacedSites(as: other)
  }

  /// The part of `hasSameShape` after `hasSameDeclarations`: the sites, stacks, delays and deep links differ
  /// at most in their positions.
  func hasSamePlacedSites(as other: NavigationFacts) -> Bool {
    guard sites.count == other.sites.count, stacks == other.stacks, pathPushes.count == other.pathPushes.count,
      pendingRecords.elementsEqual(other.pendingRecords, by: { $0.name == $1.name && $0.scope == $1.scope }),
      pendingMainActors.elementsEqual(
        other.pendingMainActors,
        by: {
          $0.name == $1.name && $0.properties == $1.properties && $0.routeElements == $1.routeElements
            && $0.presentedTypes == $1.presentedTypes
        }),
      pendingDelays.count == other.pendingDelays.count, pendingDeepLinks.count == other.pendingDeepLinks.count,
      rootDestinations.elementsEqual(other.rootDestinations, by: { $0.owner == $1.owner })
    else { return false }
    return zip(sites, other.sites).allSatisfy { mine, theirs in mine.isSame(placedAt: theirs) }
      && zip(pathPushes, other.pathPushes).allSatisfy { mine, theirs in
        mine.path == theirs.path && mine.site.isSame(placedAt: theirs.site)
      }
      && zip(pendingDelays, other.pendingDelays).allSatisfy { mine, theirs in
        var moved = theirs
        moved.range = mine.range
        return mine == moved
      }
      && zip(pendingDeepLinks, other.pendingDeepLinks).allSatisfy { mine, theirs in
        mine.description == theirs.description && mine.calls.map(\.name) == theirs.calls.map(\.name)
          && mine.calls.map(\.owner) == theirs.calls.map(\.owner) && mine.shown?.message == theirs.shown?.message
      }
  }

  /// Whether `other`'s sites are of the same kinds, in the same order (what `NavigationModel` indexes them by).
  func hasSameSiteKinds(as other: NavigationFacts) -> Bool {
    sites.count == other.sites.count && zip(sites, other.sites).allSatisfy { $0.kind == $1.kind }
  }

  /// Whether `other` declares the same types, mentions the same names and imports the same libraries (its
  /// sites may differ).
  public func hasSameDeclarations(as other: NavigationFacts) -> Bool {
    types == other.types && otherMentions == other.otherMentions
      && importsNavigationLibrary == other.importsNavigationLibrary
      && declaresSwiftUIViews == other.declaresSwiftUIViews
      && importsButNotSwiftUI == other.importsButNotSwiftUI && navigatingMethods == other.navigatingMethods
      && otherMethods == other.otherMethods && quietMethods == other.quietMethods
      && tabSelections == other.tabSelections && controlSelections == other.controlSelections
      && boundPaths == other.boundPaths && pathProperties == other.pathProperties
      && stackWrappers == other.stackWrappers && viewFunctions == other.viewFunctions
  }

  /// The hash of a name's UTF-8 bytes in `otherMentions` (FNV-1a).
  public static func nameHash(_ bytes: some Sequence<UInt8>) -> UInt64 {
    nameHash(bytes, continuing: 0xcbf2_9ce4_8422_2325)
  }

  /// `nameHash` of a name that starts with the bytes whose hash is `hash` and goes on with `bytes`.
  public static func nameHash(_ bytes: some Sequence<UInt8>, continuing hash: UInt64) -> UInt64 {
    var hash = hash
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    return hash
  }
}

/// A value appended to a property the file does not show to be a navigation path: `router.path.append(v)`
/// or `path.append(v)` where the file declares no `path`, `v` of a known type; or `path.append(v)` on a
/// property the file declares `[T]` but binds to no stack. A push when the project binds a stack's path to a
/// property of that name, declared as a path that can hold the value (`NavigationModel.pushes(inFile:)`).
public struct PathPush: Sendable, Equatable {
  /// The property's name (`path` for `router.path`).
  public var path: String
  /// The push, as a `.push` site whose context is unknown (the stack is the one binding the path).
  public var site: Site
}

/// A type a saved path holds whole (`RestoredPaths.Holder`) that the file does not declare.
public struct PendingRecord: Sendable, Equatable {
  public var name: String
  /// The type holding it, where the name is looked up.
  public var scope: String
  /// The bytes of the type's name, where the finding points.
  public var range: Range<Int>
  public var message: String
}

/// An observable class that is not isolated to the main actor and owns no navigation state its file shows
/// (`ObservedClasses.Unisolated`), with its other stored properties.
public struct PendingMainActor: Sendable, Equatable {
  public var name: String
  /// The bytes of the class's name, where the finding points.
  public var range: Range<Int>
  /// Its stored instance properties that are not `@MainActor` on their own, in source order.
  public var properties: [String]
  /// The element types of its arrays that are paths by the element's name alone, declared in no type of its
  /// file (`ObservedClasses.Unisolated.routeElements`).
  public var routeElements: [String]
  /// The types of its optionals presented by their type's name alone, declared in no type of its file
  /// (`ObservedClasses.Unisolated.presentedTypes`).
  public var presentedTypes: [String]
  /// Where `@MainActor` goes to isolate it (`ObservedClasses.mainActorInsertion(for:)`).
  public var isolation: TextInsertion
}

/// Text to insert at a byte offset of a file.
public struct TextInsertion: Sendable, Equatable {
  public var offset: Int
  public var text: String
}

/// A path a `NavigationStack(path:)` binds: `path` for `$router.path`, with `owner` `Router` when the file
/// declares `router` of that plain type (`@EnvironmentObject var router: Router`, `@StateObject var router =
/// Router()`), or the view itself for its own `$path`; nil when the file does not say.
public struct BoundPath: Sendable, Hashable, Comparable {
  public var name: String
  public var owner: String?

  public static func < (lhs: BoundPath, rhs: BoundPath) -> Bool {
    (lhs.name, lhs.owner ?? "") < (rhs.name, rhs.owner ?? "")
  }
}

/// A property declared `NavigationPath` (no `element`) or `[element]`.
public struct PathProperty: Sendable, Hashable {
  public var name: String
  public var element: String?
}

/// A method whose body navigates.
public struct NavigatingMethod: Sendable, Equatable {
  public var name: String
  /// What its body does first.
  public var navigation: MethodNavigation

  public init(name: String, navigation: MethodNavigation) {
    self.name = name
    self.navigation = navigation
  }
}

/// A fixed delay (`DispatchQueue.main.asyncAfter`, `Task.sleep`) after which the file shows no navigation
/// but calls methods it does not declare or assigns properties it does not bind to a tab view: the project
/// pass reports it when another file shows that one of them navigates (NAV014).
public struct PendingDelay: Sendable, Equatable {
  /// A name after the delay that another file may show to navigate.
  public struct Candidate: Sendable, Equatable {
    public var name: String
    /// `name = …` (a tab selection?) rather than `name(…)` (a navigating method?).
    public var isAssignment: Bool
    /// What a coordinator's method that no code of this file declares promises by its name
    /// (`mainCoordinator.showStorageFailure()`): the project's declarations of it say what it does
    /// (`NavigationModel.navigation(ofMethodCalledByName:promising:)`).
    public var byName: NavigationCall.Kind?

    public init(name: String, isAssignment: Bool, byName: NavigationCall.Kind? = nil) {
      self.name = name
      self.isAssignment = isAssignment
      self.byName = byName
    }
  }

  /// The bytes a finding points at: the delay call, from its first token through its name.
  public var range: Range<Int>
  /// How the message names the delay (`DelayedNavigation.Delay.label`).
  public var label: String
  /// In source order.
  public var candidates: [Candidate]
  /// Whether the code before the delay shows a result on the screen (`DelayedNavigation`): a candidate that
  /// closes the screen (a pop or a return to the root) then waits for the user to read it, not for an event.
  public var showsAResult = false
  /// The navigation the file shows after the delay, in a file that imports modules but not SwiftUI
  /// (`NavigationFacts.importsButNotSwiftUI`): reported when the app hosts SwiftUI. No candidates then.
  public var shown: String?
}

/// A deep-link entry point (`DeepLinks.Handler`, one of its bodies) where the file shows no push and no
/// reset, but calls methods it does not declare: the project pass reports the first that pushes, unless one
/// before it resets (NAV013).
public struct PendingDeepLink: Sendable, Equatable {
  /// A method called on an object, or on `self`.
  public struct Call: Sendable, Equatable {
    public var name: String
    /// The object, as `TokenRef.ownerText` writes it (`router`, `""` for `self`).
    public var owner: String
    /// The bytes of the method's name.
    public var range: Range<Int>
    /// What the method's name promises (`NavigationCall.verbKind`) when it is a coordinator's: what the call
    /// does unless the project declares the method resetting the path first (`navigateFromNotification(peer:)`
    /// popping to the root before it pushes).
    public var byName: NavigationCall.Kind?

    public init(name: String, owner: String, range: Range<Int>, byName: NavigationCall.Kind? = nil) {
      self.name = name
      self.owner = owner
      self.range = range
      self.byName = byName
    }
  }

  /// How the message names the handler (`DeepLinks.Handler.description`).
  public var description: String
  /// In source order (at most `DelayedNavigation.maximumCandidates`).
  public var calls: [Call]
  /// The finding the file shows, in a file that imports modules but not SwiftUI
  /// (`NavigationFacts.importsButNotSwiftUI`): reported when the app hosts SwiftUI. No calls then.
  public var shown: ShownFinding?

  public init(description: String, calls: [Call], shown: ShownFinding? = nil) {
    self.description = description
    self.calls = calls
    self.shown = shown
  }
}

/// A finding a file shows that the project decides whether to report (`PendingDeepLink.shown`).
public struct ShownFinding: Sendable, Equatable {
  public var range: Range<Int>
  public var message: String

  public init(range: Range<Int>, message: String) {
    self.range = range
    self.message = message
  }
}

/// Where a `NavigationStack` or `NavigationView` of a file is.
public struct StackFact: Sendable, Equatable {
  /// Its `Site.stack` ordinal.
  public var ordinal: Int
  /// The type whose member writes it.
  public var owner: String?
  /// What the walk outwards from it found: `.presentation` for a sheet's own stack, `.window` for a scene's.
  public var context: Context
  /// The ordinal of the `TabView` whose content holds it directly: it is a tab.
  public var tabView: Int?
  /// A `NavigationView` laid out as columns (`CallRef.isColumnNavigationView`): a split view, not one stack.
  public var isColumns = false
  /// Written in an `#if` block or in the branch of an `if`, `guard` or `switch` (`if embedsInStack { … }`): on
  /// some platforms, configurations or arguments its owner shows no such stack.
  public var isConditional = false
}

/// A `.navigationDestination` modifier at the root of a view's `body` (NAV003 across files).
public struct RootDestination: Sendable, Equatable {
  /// The view whose `body` holds it.
  public var owner: String
  /// From its `.` through its name, as NAV003 reports it.
  public var range: Range<Int>
}

/// A declared type or extension.
public struct TypeFact: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    case `struct`, `class`, `enum`, actor, `protocol`, `extension`
  }

  /// The name as written (an extension's extended type, last component).
  public var name: String
  public var kind: Kind
  /// The last components of the inheritance clause (`View`, `Hashable`).
  public var inheritance: [String]
  /// An enum's case names.
  public var cases: [String]
  /// An enum with a case that carries values (`EnumCases.carryValues`): `Hashable` only when it says so.
  public var carriesValues = false
  /// Declared `public` or `open` (callers may be in other modules).
  public var isPublic: Bool
  /// The type it is declared inside, last component (`Screen` for `Route` in `enum Screen { enum Route … }`,
  /// also in an `extension Screen`); nil at the top level.
  public var parent: String?
  /// Has generic parameters (`struct Box<Content: View>`).
  public var isGeneric: Bool
  /// A struct or class with an `id` and data of its own (`RestoredPaths.isRecord`): a model record, which a
  /// saved path should hold by its `id`.
  public var isRecord = false
}

/// A place in a file that matters to navigation, with what surrounds it.
public struct Site: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// `Name(…)` or `Name { … }`: a construction of a type that may be a view of the project.
    case construction(String)
    /// A `NavigationLink` (any form).
    case link
    /// `NavigationLink(value:)` or `append` on a navigation path: the pushed value's type when known.
    case push(ValueType)
    /// `.navigationDestination(for: T.self)`: the registered type (`.unknown` for `AnyHashable`-like or
    /// forwarded types, decided by the model).
    case registration(RegisteredType)
    /// A use of the member `member` on a value of the type `type` (last component): `route.view()` in
    /// `navigationDestination(for: Route.self) { route in … }`, `router.view(for: route)` where the view
    /// declares `var router: Router`. Where the views at the member's root (`Context.memberRoot`) are shown.
    /// The member is named with its argument labels (`view(for:)`, `screen`), as `Context.memberRoot` names it.
    case memberUse(type: String, member: String)
  }

  public var kind: Kind
  /// The bytes of the token a finding points at (the name of the call).
  public var range: Range<Int>
  /// From the call's first byte through its argument list: where an editor's cursor picks the site (go to
  /// definition on a pushed value, find references on a registration).
  public var span: Range<Int>
  /// The type whose member the site is in (`body`, a helper, a function), when there is one.
  public var owner: String?
  /// What the walk outwards from the site found, before it left the owner's member.
  public var context: Context
  /// With `context == .stack`: which of the file's `NavigationStack`s and `NavigationView`s (their ordinal in
  /// the file, in source order); nil for a split view's column.
  public var stack: Int?
  /// Registered types the site is inside of, innermost first, within the same stack: the
  /// `navigationDestination(for:)` modifiers applied to a view holding the site, and the registrations of
  /// a destination the site is pushed by, each from its qualifier as written (`Product`,
  /// `Scenes.ImportWalletType`: `Site.written(_:qualifier:)`). `nil` entries are registrations of a type not
  /// written as `T.self`.
  public var registrationsAbove: [String?]
  /// A `NavigationLink(value:)` that only sets a selection: inside `List(selection:)` or a split view's
  /// sidebar.
  public var setsSelection: Bool
  /// For a site in the destination of a `navigationDestination(for: T.self) { … }`: `T` (the view it
  /// constructs is the screen a push of `T` shows).
  public var destinationFor: String? = nil
  /// For a site in a `NavigationLink`'s destination (`NavigationLink { Detail() } label: { … }`,
  /// `destination: Detail()`): the first byte of that link's `range`, the innermost link (the view a tap
  /// pushes).
  public var linkDestination: Int? = nil
  /// The ordinal (in the file) of the `TabView` whose content holds the site with no stack in between: the
  /// site is (in) a tab.
  public var tabView: Int? = nil
  /// For a registration written with its type qualified (`for: ProfileView.Destination.self`): the
  /// component before the type's name (`ProfileView`), the type the name is looked up in instead of `owner`.
  public var qualifier: String? = nil
  /// Inside the content of a lazy container (`List`, `ForEach`, `LazyVStack`…) with no destination's
  /// content or link destination in between (true): a view constructed here is built only while its row
  /// is. False when a destination's content or a link's destination comes first (the site is on a screen of
  /// its own, wherever its owner is), nil when the walk passed neither.
  public var lazyContainer: Bool? = nil
  /// The modifiers applied to the site, or to a container the walk passed before it ended, that may be one
  /// of the app's own stack wrappers (`NavigationFacts.stackWrappers`): a modifier called with no arguments
  /// (`.embedInNavigationView()`), or the type a `.modifier(…)` constructs. The model decides which are.
  public var wrappers: [String] = []

  /// Whether `other` is this site but for where the text put it: every property but the positions
  /// (`range`, `span`, a `linkDestination` both have) is equal. Compared in place: a copy of each site to
  /// compare would retain its strings and arrays. (`SiteComparisonTests` checks every stored property is here.)
  func isSame(placedAt other: Site) -> Bool {
    kind == other.kind && owner == other.owner && context == other.context && stack == other.stack
      && registrationsAbove == other.registrationsAbove && setsSelection == other.setsSelection
      && destinationFor == other.destinationFor && (linkDestination == nil) == (other.linkDestination == nil)
      && tabView == other.tabView && qualifier == other.qualifier && lazyContainer == other.lazyContainer
      && wrappers == other.wrappers
  }

  /// A registered type as written from its qualifier: `Product`, `Scenes.ImportWalletType`. Two registrations
  /// name the same type for certain only when these agree: `Scenes.ImportWalletType` may be a type nested in
  /// `Scenes`, and `ImportWalletType` a top-level one.
  public static func written(_ type: String, qualifier: String?) -> String {
    guard let qualifier else { return type }
    return qualifier + "." + type
  }
}

/// Where a site is, as far as its own file shows.
public enum Context: Sendable, Equatable {
  /// Inside a navigation container's content (`NavigationStack`, a split view's column, `NavigationView`).
  case stack
  /// Inside a sheet, cover, popover or inspector, with no stack in between: a new hierarchy.
  case presentation
  /// Directly in a scene (`WindowGroup`, `Window`…), outside any stack.
  case window
  /// At the top of its owner's `body` (or of a helper the body uses once): it is where the owner is placed.
  case ownerRoot
  /// At the top of a member of its owner that its file never uses (`func view() -> some View` of an enum of
  /// routes, `func build(page:)` of a coordinator): it is shown wherever the project uses that member on a
  /// value of the owner's type (`Site.Kind.memberUse`). Those uses need not be all (a use on a value whose type
  /// a file does not show is not one), so the model follows them only where one place is enough. The member
  /// is named with its argument labels (`build(page:)`, not `build(sheet:)`; a property by its name).
  case memberRoot(String)
  /// Somewhere navlint cannot follow (a custom container, a stored closure, a preview, a helper function).
  case unknown

  /// At the root of its owner's `body` or of a member of its owner: placed where that is.
  public var isRoot: Bool {
    switch self {
    case .ownerRoot, .memberRoot: true
    case .stack, .presentation, .window, .unknown: false
    }
  }
}

/// The type of a pushed value, when the file alone shows it.
public enum ValueType: Sendable, Equatable {
  /// Written as a type: `Route.detail(id)`, `Recipe(…)`, `"text"`; or read from a declaration.
  case named(String)
  /// An enum case written `T.name` or `T.name(…)`: the model checks that `name` is a case of `T`.
  case enumCase(type: String, name: String)
  case unknown
}

/// The type a `navigationDestination(for:)` registers.
public enum RegisteredType: Sendable, Equatable {
  /// `for: T.self`, `T` a plain or dotted name (its last component).
  case named(String)
  /// Anything else: a forwarded `for: type`, an expression.
  case unknown
}
