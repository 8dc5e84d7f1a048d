import NavlintSyntax

/// SwiftUI knowledge, written once and asked through the handles: which calls are SwiftUI types, lazy
/// containers, navigation containers, presentations; which closures hold a view's content or a link's
/// destination; which walks outwards stay on the same screen. Every rule asks these questions here; a private
/// copy in a rule drifts and becomes a bug.
public enum SwiftUINames {
  /// Containers that build their content lazily (`.navigationDestination` inside them may never register).
  public static let lazyContainers: [StaticString] = [
    "List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "ForEach", "Table", "OutlineGroup",
  ]
  /// Whether a type adopting `inherited` (a last component) is a SwiftUI view or app, or hosts views in
  /// UIKit or AppKit (`final class EpisodeController: UIHostingController<EpisodeView>`).
  public static func hostsViews(_ inherited: String) -> Bool {
    inherited == "View" || inherited == "App" || inherited == "UIHostingController"
      || inherited == "NSHostingController" || inherited == "NSHostingView"
  }

  /// Containers that build all their content at once (a `ScrollView`'s content is a `VStack`).
  public static let eagerStacks: [StaticString] = ["VStack", "HStack", "ZStack", "Grid", "GridRow", "ScrollView"]
  /// Containers that own a navigation stack.
  public static let navigationContainers: [StaticString] = ["NavigationStack", "NavigationSplitView", "NavigationView"]
  /// The argument labels of the navigation containers' initializers (`CallRef.takesContainerArguments`).
  public static let containerLabels: [StaticString] = [
    "path", "root", "content", "columnVisibility", "preferredCompactColumn", "sidebar", "detail",
  ]
  /// The containers that are one stack (a split view's columns are stacks of their own).
  public static let stacks: [StaticString] = ["NavigationStack", "NavigationView"]
  /// Modifiers whose closures present a new, separate view hierarchy.
  public static let presentationModifiers: [StaticString] = [
    "sheet", "fullScreenCover", "popover", "inspector", "navigationDestination", "alert", "confirmationDialog",
  ]
  /// Modifiers whose closures add views to the screen of the view they modify. Closures of other modifiers may
  /// show their content anywhere (a third-party `.bottomSheet { … }`), so walks outwards stop there.
  public static let sameScreenModifiers: [StaticString] = ["overlay", "background", "safeAreaInset", "mask", "toolbar"]
  /// Containers that keep their content on the screen of the view that holds them.
  public static let sameScreenContainers: [StaticString] = ["VStack", "HStack", "ZStack", "Group", "GeometryReader"]
  /// Modifiers whose closures present a new view hierarchy, which does not inherit the presenter's stack.
  public static let hierarchyPresenters: [StaticString] = ["sheet", "fullScreenCover", "popover", "inspector"]
  /// Modifiers whose closures stay in the hierarchy (and the stack) of the view they modify. Not
  /// `.contextMenu`: its items and its `preview:` show in a menu over the screen, and a stack there is none of
  /// the view's own.
  public static let sameHierarchyModifiers: [StaticString] = [
    "overlay", "background", "safeAreaInset", "mask", "toolbar", "swipeActions", "refreshable",
    "task", "searchable", "searchSuggestions", "badge", "tag", "tabItem", "id", "environment", "environmentObject",
    "padding", "frame", "foregroundStyle", "navigationTitle",
  ]
  /// SwiftUI views whose content stays in the hierarchy (and the stack) of the view holding them.
  public static let sameHierarchyContainers: [StaticString] = [
    "VStack", "HStack", "ZStack", "Group", "GeometryReader", "List", "ForEach", "Section", "Form", "ScrollView",
    "ScrollViewReader", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "ViewThatFits",
    "OutlineGroup", "DisclosureGroup", "ControlGroup", "Menu", "Button", "Label", "TabView", "NavigationLink",
    "TimelineView", "Table", "ToolbarItem", "ToolbarItemGroup", "LabeledContent", "GroupBox", "HSplitView",
    "VSplitView",
  ]
  /// SwiftUI's modifiers most often called with no arguments (`.padding()`, `.bold()`): never one of the app's
  /// stack wrappers (`Site.wrappers`), so sites do not carry them.
  public static let argumentlessModifiers: [StaticString] = [
    "padding", "bold", "italic", "clipped", "hidden", "fixedSize", "ignoresSafeArea", "scaledToFit", "scaledToFill",
    "compositingGroup", "drawingGroup", "unredacted", "monospaced", "monospacedDigit", "underline", "strikethrough",
    "labelsHidden", "frame", "disabled", "interactiveDismissDisabled", "statusBarHidden", "scrollTargetLayout",
    "navigationBarBackButtonHidden", "privacySensitive", "textSelection", "contentShape", "id",
  ]
  /// Calls whose closures are code run where they are written (a push there is the view's push).
  public static let codeWrappers: [StaticString] = ["Task", "withAnimation", "withTransaction"]
  /// Scenes: their content is a window's root, outside any stack.
  public static let scenes: [StaticString] = [
    "WindowGroup", "Window", "DocumentGroup", "Settings", "MenuBarExtra", "UtilityWindow",
  ]
  /// Whether a type's name says its values are routes (`AppRoute`, `Destination`, `SettingsScreen`): its
  /// last component ends in `Route`, `Destination` or `Screen`, and it is not an AppKit or UIKit type
  /// (`NSScreen`). Shared by NAV004 and NAV006.
  public static func isRouteTypeName(_ name: String) -> Bool {
    let last = TypeText.lastComponent(of: name)
    if isFrameworkName(last.utf8) { return false }
    return last.hasSuffix("Route") || last.hasSuffix("Destination") || last.hasSuffix("Screen")
  }

  /// Navigation libraries whose stacks and destinations navlint does not model.
  public static let navigationLibraries: Set<String> = [
    "ComposableArchitecture", "FlowStacks", "SwiftUINavigation", "NavigationBackport", "TCACoordinators",
    "Stinsen", "XCoordinator", "SwiftUIRouter", "Routing", "NavigationStackBackport", "NavigatorUI",
    "SUINavigation", "SwiftfulRouting", "LinkNavigator",
  ]
  /// The points drawings and map routes are made of: values no screen is pushed as (a path's values are
  /// `Hashable` screens), so an array of them named `path` is a drawing or a route on a map.
  public static let pointTypes: Set<String> = [
    "CGPoint", "CGVector", "CGSize", "CGRect", "CGFloat", "CLLocationCoordinate2D", "CLLocation", "MKMapPoint",
  ]
  /// Names of SwiftUI and Foundation types constructed so often that recording each construction as a possible
  /// project view would only cost time. A project declaring a view with one of these names makes that view's
  /// place unknown (`NavigationModel`).
  public static let neverProjectViews: Set<String> = [
    "Text", "Image", "VStack", "HStack", "ZStack", "Spacer", "Divider", "Button", "Label", "Color", "Font",
    "ForEach", "List", "Section", "Group", "ScrollView", "Form", "Toggle", "TextField", "Picker", "Binding",
    "NavigationStack", "NavigationSplitView", "NavigationView", "TabView", "GeometryReader", "LazyVStack",
    "LazyHStack", "LazyVGrid", "LazyHGrid", "GridItem", "ToolbarItem", "ToolbarItemGroup", "EdgeInsets",
    "CGSize", "CGPoint", "CGRect", "CGFloat", "URL", "UUID", "Date", "String", "Int", "Double", "Float", "Bool",
    "Array", "Dictionary", "Set", "Data", "Task", "DispatchQueue", "NavigationPath", "AnyView", "EmptyView",
    "Circle", "Rectangle", "RoundedRectangle", "Capsule", "LinearGradient", "ProgressView", "Slider", "Stepper",
    "DatePicker", "SecureField", "TextEditor", "Menu", "ShareLink", "Link", "AsyncImage", "LabeledContent",
    "ContentUnavailableView", "ViewThatFits", "Grid", "GridRow", "WindowGroup", "Window", "Settings", "Alert",
    "ActionSheet", "Animation", "Path", "Angle", "UnitPoint", "ScrollViewReader", "Table", "TableColumn",
    "NSPredicate", "NSSortDescriptor", "JSONDecoder", "JSONEncoder", "Result", "Error", "NSError", "Optional",
  ]
  /// The prefixes of Apple's frameworks, each followed by a capital (`UIImage`, `NSLocalizedString`,
  /// `CGRect`, `CALayer`, `CLLocation`, `MKMapView`, `AVPlayer`, `XCTAssertEqual`, PDFKit's `PDFDestination`,
  /// HealthKit's `HKWorkoutRoute`): `isFrameworkName(_:)`.
  static let frameworkPrefixes: [[UInt8]] = ["UI", "NS", "CG", "CA", "CL", "MK", "AV", "XCT", "PDF", "HK"].map {
    Array($0.utf8)
  }

  /// Whether a name (UTF-8) is one of Apple's frameworks' (`frameworkPrefixes`): never an app's view, route or
  /// destination, whatever its last word (`NSScreen` is a display, `MKRoute` a map's directions), and called
  /// by the thousand in UIKit code and tests.
  public static func isFrameworkName<Bytes: Collection<UInt8>>(_ name: Bytes) -> Bool {
    guard let first = name.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "X") else { return false }
    return frameworkPrefixes.contains { prefix in
      guard name.starts(with: prefix), let next = name.dropFirst(prefix.count).first else { return false }
      return next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z")
    }
  }

  /// Whether a call of `name` (UTF-8) constructs no view of the project: one of `neverProjectViews`, or a name
  /// with a framework's prefix (`frameworkPrefixes`). Its constructions are not recorded, so a project view
  /// of such a name has no known place (`NavigationModel`), without making a string of it.
  static func isNeverProjectView(_ name: ArraySlice<UInt8>) -> Bool {
    if isFrameworkName(name) { return true }
    guard let found = neverProjectViewHashes[NavigationFacts.nameHash(name)] else { return false }
    return found.utf8.elementsEqual(name)
  }

  /// `isNeverProjectView(_:)` for a name the caller has as a string.
  public static func isNeverProjectView(_ name: String) -> Bool {
    neverProjectViews.contains(name) || isFrameworkName(name.utf8)
  }

  private static let neverProjectViewHashes: [UInt64: String] = {
    var hashes: [UInt64: String] = [:]
    for name in neverProjectViews { hashes[NavigationFacts.nameHash(name.utf8)] = name }
    return hashes
  }()
}

extension CallRef {
  /// Whether the call names a SwiftUI type directly: written bare (`TabView { … }`) or qualified with the
  /// module (`SwiftUI.TabView { … }`), never as a member of something else (`Custom.TabView`, `.TabView`).
  public var isSwiftUIType: Bool {
    let value = self.value
    guard value.isMember else { return !value.isMacro }
    guard let receiver = receiverEnd, receiver.isIdentifier("SwiftUI") else { return false }
    return receiver.previous.kind != .period
  }

  /// A `navigationDestination` modifier, as a member or bare in a `View` extension: SwiftUI's (`for:`,
  /// `isPresented:` or `item:`) always takes the view to show, as a closure (trailing or `destination:`) or
  /// a function passed as `destination:`; a library's or the app's wrapper may build it itself from the type
  /// (`.navigationDestination(for: HomeRouting.self)`). A call with neither is another type's method of the
  /// same name (`NavigationLink(value: model.navigationDestination(for: delegation))`).
  public var isDestinationModifier: Bool {
    guard !isMacro, isNamed("navigationDestination") else { return false }
    if hasTrailingClosure || hasArgument(labelled: "destination") { return true }
    guard let type = argument(labelled: "for")?.value, type.count >= 3 else { return false }
    return file.token(type.upperBound - 1, is: "self") && file.kind(type.upperBound - 2) == .period
  }

  /// `List`, `LazyVStack`, `ForEach`…: a container that builds its content lazily. A `ForEach` whose nearest
  /// container is a `VStack`, `HStack`, `ZStack`, `Grid` or `ScrollView` (through `Group`, `Section` and
  /// other `ForEach`es) builds every row at once, as they do: not lazy. Nor is one whose nearest container is
  /// the app's or a library's own view (`Pager { ForEach … }`): that view's `body` lays the rows out, in a
  /// stack or a list, which the call does not show. Nor is one at the root of a view helper of the type (`func
  /// rows() -> some View { ForEach … }`): the container where the helper is used decides, and walks that follow
  /// the helper to its uses meet it there.
  public var isLazyContainer: Bool {
    guard isNamed(any: SwiftUINames.lazyContainers) else { return false }
    return !isNamed("ForEach") || !isInEagerOrOwnContainer
  }

  /// Whether the nearest container whose content closure holds this call builds all its content at once, or
  /// is a type other than SwiftUI's, whose own `body` decides.
  private var isInEagerOrOwnContainer: Bool {
    for ancestor in name.ancestors {
      switch ancestor.kind {
      case .statementBody, .parentheses: continue
      case .closure:
        guard let call = ancestor.call, call.isSwiftUIType else { return false }
        if call.isNamed(any: ["Group", "Section", "ForEach"]) { continue }
        if call.isNamed(any: SwiftUINames.eagerStacks) { return true }
        return FactExtractor.isCapitalized(call.name) && !call.isNamed(any: SwiftUINames.sameHierarchyContainers)
          && !call.isNamed(any: SwiftUINames.navigationContainers) && !call.isNamed(any: SwiftUINames.scenes)
      case .declarationBody, .accessorBody:
        guard let helper = name.enclosingDeclaration(where: { !$0.kind.isTypeLike }) else { return false }
        return helper.name != "body"
      default: return false
      }
    }
    return false
  }
  /// `NavigationStack`, `NavigationSplitView`, `NavigationView`.
  public var isNavigationContainer: Bool { isNamed(any: SwiftUINames.navigationContainers) }
  /// `NavigationStack` or `NavigationView`, written as the SwiftUI type with arguments its initializers take
  /// (`takesContainerArguments`): the one test of a stack call for NAV007, NAV009 and the navigation facts.
  public var isStack: Bool { isNamed(any: SwiftUINames.stacks) && isSwiftUIType && takesContainerArguments }

  /// Whether the arguments in parentheses are ones the initializers of SwiftUI's navigation containers take
  /// (`path:`, `root:`, `content:`, `columnVisibility:`, `preferredCompactColumn:`, `sidebar:`, `detail:`):
  /// an app's or a library's view of the same name, declared in another file, takes others
  /// (`NavigationView(store:)`, a TCA feature's view).
  public var takesContainerArguments: Bool {
    arguments.allSatisfy { argument in
      guard let label = argument.label else { return false }
      return SwiftUINames.containerLabels.contains { file.token(label, is: $0) }
    }
  }
  /// `.sheet`, `.fullScreenCover`, `.navigationDestination`…: a modifier presenting a new hierarchy.
  public var isPresentationModifier: Bool { isMember && isNamed(any: SwiftUINames.presentationModifiers) }
  /// `.overlay`, `.background`, `.toolbar`…: a modifier whose closures stay on the same screen.
  public var isSameScreenModifier: Bool { isMember && isNamed(any: SwiftUINames.sameScreenModifiers) }
  /// `VStack`, `Group`, `GeometryReader`…, written as the SwiftUI type.
  public var isSameScreenContainer: Bool { isNamed(any: SwiftUINames.sameScreenContainers) && isSwiftUIType }

  /// Whether this is a `NavigationView` that lays its content out as columns, like a split view: its content
  /// closure holds several views, or `.navigationViewStyle(.columns)` or `DoubleColumnNavigationViewStyle()` is
  /// applied to it (NAV007, NAV009, and the stacks of the navigation model).
  public var isColumnNavigationView: Bool {
    guard isNamed("NavigationView") else { return false }
    for closure in closures where isContentClosure(TokenRef(file, closure.lowerBound)) {
      if file.topLevelStatements(in: closure.lowerBound, closure.upperBound).count > 1 { return true }
    }
    for modifier in modifiers where modifier.isNamed("navigationViewStyle") {
      guard let arguments = modifier.argumentList else { continue }
      let inside = (arguments.open + 1)..<arguments.close
      if file.containsIdentifier("columns", in: inside)
        || file.containsIdentifier("DoubleColumnNavigationViewStyle", in: inside)
      {
        return true
      }
    }
    return false
  }

  /// Whether a modifier applied to this call makes tab views inside it page (`.tabViewStyle(.page)`,
  /// `.verticalPage`, `PageTabViewStyle()`, watchOS's `.carousel`, or the app's own modifier that applies one):
  /// a carousel rather than tab navigation (NAV007, and the tab selections of NAV013 and NAV014).
  public var isPaged: Bool { modifiers.contains { $0.appliesPagingStyle(depth: 0) } }

  /// Whether this modifier call makes tab views page: `.tabViewStyle(…)` with a paging style, or a modifier of
  /// the app declared in this file whose body applies one, followed up to three levels: a `View` method
  /// (`func compatibleVerticalStyle() -> some View`) or a `ViewModifier` applied with `.modifier(…)`
  /// (`.modifier(VerticalPageModifier())`).
  private func appliesPagingStyle(depth: Int) -> Bool {
    if isNamed("tabViewStyle") {
      guard let arguments = argumentList else { return false }
      let inside = (arguments.open + 1)..<arguments.close
      return file.containsIdentifier("page", in: inside) || file.containsIdentifier("verticalPage", in: inside)
        || file.containsIdentifier("PageTabViewStyle", in: inside) || file.containsIdentifier("carousel", in: inside)
        || file.containsIdentifier("CarouselTabViewStyle", in: inside)
    }
    guard depth < 3 else { return false }
    let declared: String
    let kinds: Set<Declaration.Kind>
    if isNamed("modifier") {
      // `.modifier(VerticalPageModifier())`: the modifier type's declaration.
      guard let type = appliedModifierType else { return false }
      declared = type
      kinds = [.struct, .class]
    } else {
      declared = nameText
      kinds = [.function]
    }
    let structure = file
    for declaration in SwiftFile(structure).declarations
    where kinds.contains(declaration.kind) && declaration.name == declared {
      guard let body = declaration.body else { continue }
      for call in structure.calls(in: body) where CallRef(structure, call).appliesPagingStyle(depth: depth + 1) {
        return true
      }
    }
    return false
  }

  /// For `.modifier(VerticalPageModifier())`, the type whose value it applies (`VerticalPageModifier`): the
  /// first name of its only argument. Nil for any other call.
  public var appliedModifierType: String? {
    guard isNamed("modifier"), arguments.count == 1, let value = arguments.first?.value, !value.isEmpty,
      file.kind(value.lowerBound) == .identifier
    else { return nil }
    return file.text(value.lowerBound)
  }

  /// `MainActor.run { … }`: code run on the main actor, in place (awaited by its caller).
  public var isMainActorRun: Bool { isNamed("run") && isApplied(to: "MainActor") }

  /// Whether the call is applied to `Type.main`: `DispatchQueue.main.async`, `OperationQueue.main.addOperation`.
  public func isOnMainQueue(of type: StaticString) -> Bool {
    guard let receiverEnd else { return false }
    return receiverEnd.isMainQueue(of: type)
  }

  /// Whether the `{` at `open` is the view content of this container: its first trailing closure, or a
  /// `content:` / `root:` closure argument.
  public func isContentClosure(_ open: TokenRef) -> Bool {
    let first = trailingClosures.first
    if first?.open == open.index && first?.label == nil { return true }
    return closureArgument(labelled: "root") == open || closureArgument(labelled: "content") == open
  }

  /// Whether `open`, a closure of this SwiftUI `Button`, is its action, code run on a tap: the `action:`
  /// argument, the first of two trailing closures (`Button { save() } label: { … }`), or the only one when no
  /// `action:` is given (`Button("Save") { save() }`, with `role:` too).
  public func isButtonAction(_ open: TokenRef) -> Bool {
    guard isNamed("Button"), isSwiftUIType else { return false }
    if let action = closureArgument(labelled: "action") { return action == open }
    guard let first = trailingClosures.first, first.open == open.index, first.label == nil else { return false }
    return true
  }

  /// Whether `open` (this `NavigationLink`'s argument list or one of its closures) holds the link's destination
  /// view at `token`: the `destination:` argument, the first of two trailing closures
  /// (`NavigationLink { Destination() } label: { … }`), or the only trailing closure of a link titled with a
  /// string (`NavigationLink("Help") { HelpView() }`). With any labelled argument the only trailing closure is
  /// a label: SwiftUI's (`value:`, `destination:`, `isActive:`, `tag:selection:`) or a library's initializer,
  /// such as TCA's `NavigationLink(state:label:)`, which pushes a value.
  public func holdsLinkDestination(_ token: TokenRef, bracket open: TokenRef) -> Bool {
    let value = self.value
    if let arguments = value.arguments, arguments.open == open.index {
      guard let destination = argument(labelled: "destination") else { return false }
      return destination.value.contains(token.index)
    }
    if let argument = arguments.first(where: { $0.closure?.lowerBound == open.index }) {
      return argument.label.map { file.token($0, is: "destination") } ?? false
    }
    guard let position = trailingClosures.firstIndex(where: { $0.open == open.index }), position == 0 else {
      return false
    }
    // SwiftUI's `NavigationLink { destination } label: { … }`; a second closure labelled otherwise
    // (`NavigationLink { Text("Open") } action: { … }`) is another type's.
    if value.trailingClosureCount > 1 {
      return trailingClosures[1].label.map { file.token($0, is: "label") } ?? false
    }
    return !arguments.contains { $0.label != nil }
  }

  /// The value this `NavigationLink` pushes: its `value:` argument when the call is one of SwiftUI's
  /// value-based initializers, `NavigationLink(value:label:)` or `NavigationLink(_:value:)` (an optional
  /// unlabelled title, `value:`, and a `label:` closure or trailing closure). Nil otherwise: an initializer
  /// the app or a library adds in an extension (`NavigationLink(title, value: shown, icon:, destination:)`)
  /// may push anything through its `value:`, or something else.
  public var linkPushedValue: CallArgument? {
    var pushed: CallArgument?
    for (position, argument) in arguments.enumerated() {
      guard let label = argument.label else {
        if position != 0 { return nil }
        continue
      }
      if file.token(label, is: "value") {
        pushed = argument
      } else if !file.token(label, is: "label") {
        return nil
      }
    }
    return pushed
  }

  /// The tokens of the link's destination view, inside their closure or argument (see
  /// `holdsLinkDestination(_:bracket:)`): `destination: EmptyView()`, `destination: { EmptyView() }` or the
  /// destination closure of `NavigationLink { EmptyView() } label: { … }`. Nil for a value-based link.
  public var linkDestination: Range<Int>? {
    if let destination = argument(labelled: "destination") {
      guard let closure = destination.closure else { return destination.value }
      return (closure.lowerBound + 1)..<closure.upperBound
    }
    guard let trailing = trailingClosures.first,
      holdsLinkDestination(TokenRef(file, trailing.open), bracket: TokenRef(file, trailing.open))
    else { return nil }
    return (trailing.open + 1)..<trailing.close
  }

  /// The link's label closure: `label:` (argument or trailing), or the only trailing closure when it is not
  /// the destination.
  public var linkLabel: ClosedRange<Int>? {
    if let closure = argument(labelled: "label")?.closure { return closure }
    let file = self.file
    if let trailing = trailingClosures.first(where: { $0.label.map { file.token($0, is: "label") } ?? false }) {
      return trailing.open...trailing.close
    }
    if value.trailingClosureCount == 1, let trailing = trailingClosures.first,
      !holdsLinkDestination(TokenRef(file, trailing.open), bracket: TokenRef(file, trailing.open))
    {
      return trailing.open...trailing.close
    }
    return nil
  }
}

extension TokenRef {
  /// Whether the token ends `Type.main` (`DispatchQueue.main`, `OperationQueue.main`), `Type` a plain name.
  public func isMainQueue(of type: StaticString) -> Bool {
    isMember("main", of: type)
  }
}

extension Ancestor {
  /// Whether the bracket is the view content of its call (see `CallRef.isContentClosure`).
  public var isContentClosure: Bool {
    guard kind == .closure, let call else { return false }
    return call.isContentClosure(bracket)
  }

  /// Whether the bracket belongs to a `NavigationLink` and holds its destination where the walk started.
  public var holdsLinkDestination: Bool {
    guard let call, call.isNamed("NavigationLink") else { return false }
    return call.holdsLinkDestination(origin, bracket: bracket)
  }
}

extension TokenRef {
  /// The innermost lazy container whose content closure holds the token, unless a link destination, a
  /// navigation container or a presentation starts a new hierarchy first (a `.navigationDestination` there
  /// belongs to that hierarchy). Where the walk leaves a view helper of the type, the lazy container around
  /// every use of the helper (`throughHelper`, `helpers` the file's): `func row(_:)` used in a `ForEach` (NAV003).
  public func lazyContainer(_ helpers: ViewHelpers, helpersFollowed depth: Int = 0) -> CallRef? {
    for ancestor in ancestors {
      switch ancestor.kind {
      case .declarationBody, .accessorBody:
        return throughHelper(helpers, depth: depth) { use, depth in use.lazyContainer(helpers, helpersFollowed: depth) }
      case .otherBrace:
        return nil
      case .statementBody, .squareBrackets, .parentheses, .closure:
        guard let call = ancestor.call else { continue }
        if ancestor.holdsLinkDestination { return nil }
        guard ancestor.kind == .closure else { continue }
        if call.isLazyContainer { return call }
        if call.isNavigationContainer || call.isPresentationModifier { return nil }
      }
    }
    return nil
  }
}

extension DeclarationRef {
  /// A type whose code builds views and may own `@State`: one whose inheritance clause names `View` or
  /// `ViewModifier` (by the last component, so `SwiftUI.View` counts). Its `body` (a `ViewModifier`'s
  /// `body(content:)`) and its `@ViewBuilder` members are view bodies.
  public var isViewType: Bool { kind.isTypeLike && (inherits("View") || inherits("ViewModifier")) }
}

extension DeclarationRef {
  /// A place whose code runs each time a view is rendered: `View.body`, a `ViewModifier`'s `body(content:)`,
  /// and any other computed property or function that returns `some View` or is marked `@ViewBuilder`
  /// (helpers such as `var header: some View`, `@ViewBuilder func row(_:)`). Static members are factories,
  /// not bodies.
  public var isViewBody: Bool {
    guard kind == .variable || kind == .function, body != nil else { return false }
    let file = self.file
    if modifiers.contains(where: { file.token($0, is: "static") || file.token($0, is: "class") }) { return false }
    return buildsView
  }

  /// A computed property or function with a body that returns `some View` or is marked `@ViewBuilder`, static
  /// or not: what it returns is shown where it is used.
  public var buildsView: Bool {
    guard kind == .variable || kind == .function, body != nil else { return false }
    let file = self.file
    if attribute(named: "ViewBuilder") != nil { return true }
    if kind == .variable {
      guard let type = typeAnnotation else { return false }
      let text = file.joinedText(type)
      return text == "someView" || text == "someSwiftUI.View"
    }
    // A function: `-> some View` (a `where` clause may sit between it and the body).
    guard let result = resultType, !result.isEmpty else { return false }
    let first = TokenRef(file, result.lowerBound)
    guard first.isIdentifier("some") || first.isKeyword("some") else { return false }
    let view = first.next.isIdentifier("SwiftUI") ? first.offset(3) : first.next
    return view.isIdentifier("View")
  }
}

extension SwiftUINames {
  /// The protocols a type can adopt without becoming `Hashable` (`ObservableObject`: a settings object).
  private static let protocolsBesideHashable: Set<String> = [
    "Identifiable", "Codable", "Decodable", "Encodable", "Sendable", "Equatable", "Comparable",
    "CustomStringConvertible", "CustomDebugStringConvertible", "ObservableObject",
  ]

  /// Whether adopting `name` (a last component) leaves a type as `Hashable` as it was: one of
  /// `protocolsBesideHashable`.
  static func isBesideHashable(_ name: String) -> Bool { protocolsBesideHashable.contains(name) }

  /// Whether the declarations of one type name (each a kind and the last components of what it adopts) make
  /// a struct or class that cannot be `Hashable`, so its values cannot be pushed onto a path: a struct or
  /// class is among them, and every type they adopt is one that does not make it `Hashable` (`struct
  /// CheckoutDestination: Identifiable`). So is an enum whose cases carry values (`enum Setting: Identifiable
  /// { case stack(Model) }`). Another enum, or a type adopting anything else (which may refine `Hashable`),
  /// may be. The one reading of a file's types (`SwiftFile.declaresUnhashableType(named:)`) and
  /// the project's (`NavigationModel.declaresUnhashableType(named:in:)`).
  /// `alsoBeside` names more such protocols: the project's own that refine only those (`protocol Named { var
  /// name: String { get } }`).
  /// One declaration of a type name as the conformance questions read it: its kind, the last components of
  /// what it adopts, and whether it is an enum whose cases carry values.
  typealias TypeDeclaration = (kind: TypeFact.Kind, inheritance: [String], carriesValues: Bool)

  static func areUnhashable(
    _ declarations: some Sequence<TypeDeclaration>,
    alsoBeside: (String) -> Bool = { _ in false }
  ) -> Bool {
    adoptOnly(protocolsBesideHashable, declarations, enums: false, alsoAllowed: alsoBeside)
  }

  /// What a type can adopt without becoming `Identifiable`: the protocols beside `Hashable`, `Hashable`
  /// itself, `CaseIterable`, and an enum's raw types.
  private static let protocolsBesideIdentifiable: Set<String> = protocolsBesideHashable.subtracting(["Identifiable"])
    .union(["Hashable", "CaseIterable", "String", "Int", "Character", "Double", "Float", "UInt8", "Int32"])

  /// Whether the declarations of one type name make a struct, class or enum that cannot be `Identifiable`:
  /// every type they adopt is one that does not make it so (`struct Cover: Codable, Hashable`, album artwork).
  /// Its values are never the item of a sheet, cover, popover or alert, which need `Identifiable` (unlike an
  /// enum's `Hashable`, which Swift gives an enum without associated values, nothing gives `Identifiable`).
  /// The one reading of a file's types (`SwiftFile.declaresUnidentifiableType(named:)`) and the project's
  /// (`NavigationModel.declaresUnidentifiableType(named:in:)`).
  static func areUnidentifiable(_ declarations: some Sequence<TypeDeclaration>)
    -> Bool
  {
    adoptOnly(protocolsBesideIdentifiable, declarations, enums: true)
  }

  /// Whether `declarations` hold a struct or class (or an enum, with `enums`; or one whose cases carry
  /// values), with no other kind of type, and every type they adopt, extensions included, is among `allowed`.
  private static func adoptOnly(
    _ allowed: Set<String>, _ declarations: some Sequence<TypeDeclaration>, enums: Bool,
    alsoAllowed: (String) -> Bool = { _ in false }
  ) -> Bool {
    var found = false
    for declaration in declarations {
      switch declaration.kind {
      case .struct, .class: found = true
      // An enum whose cases carry values is `Hashable` only when it says so, as a struct is.
      case .enum where enums || declaration.carriesValues: found = true
      case .extension: break
      default: return false
      }
      if declaration.inheritance.contains(where: { !allowed.contains($0) && !alsoAllowed($0) }) { return false }
    }
    return found
  }
}

extension SwiftFile {

  /// Whether this file declares `name` as a struct, class or enum that cannot be `Hashable`
  /// (`SwiftUINames.areUnhashable(_:)`), reading the file's declarations and extensions of it. One declared
  /// elsewhere may be.
  public func declaresUnhashableType(named name: String) -> Bool {
    SwiftUINames.areUnhashable(typeDeclarations(named: name))
  }

  /// Whether this file's declarations of `name` make a struct or class that cannot be `Hashable` if the types
  /// it adopts that the file does not declare (other than `Hashable`) are protocols beside it: a protocol of
  /// the project, which the project's types decide (`NavigationModel.declaresUnhashableType(named:in:)`).
  public func adoptsTypesDeclaredElsewhere(_ name: String) -> Bool {
    let declarations = typeDeclarations(named: name)
    return !SwiftUINames.areUnhashable(declarations)
      && SwiftUINames.areUnhashable(declarations) { $0 != "Hashable" && !declaresType(named: $0) }
  }

  /// Whether this file declares `name` as a type that cannot be `Identifiable`
  /// (`SwiftUINames.areUnidentifiable(_:)`), reading the file's declarations and extensions of it.
  public func declaresUnidentifiableType(named name: String) -> Bool {
    SwiftUINames.areUnidentifiable(typeDeclarations(named: name))
  }

  /// The kind and adopted types (last components) of each declaration of `name` in this file.
  private func typeDeclarations(named name: String) -> some Sequence<SwiftUINames.TypeDeclaration> {
    declarations.lazy.filter { $0.name == name }.map { declaration in
      // A function or property of that name is no type: it decides nothing (read as a protocol would be).
      let kind = TypeFact.Kind(declaration.kind) ?? .protocol
      return (kind, declaration.inheritance.map(\.lastComponent), kind == .enum && declaration.enumCases.carryValues)
    }
  }
}
