import NavlintSyntax

/// The properties of one file that select a tab, decided by how they are used, never by their name alone
/// (`draggingTab` is layout state): a property bound to `TabView(selection: $…)` (`$selectedTab`,
/// `$router.selectedTab`, `Binding(get: { router.tab }, …)`), or one declared with the type of a tab enum, an
/// enum whose cases tag this file's tabs (`.tag(AppTab.home)`, `Tab("Home", …, value: AppTab.home)`). A paged
/// `TabView` (`.tabViewStyle(.page)`) is a carousel: its selection and tags select no tab.
public struct TabSelections {
  /// Names of the properties (last component).
  public private(set) var names: Set<String> = []
  /// Those of `names` bound to a `TabView(selection:)` here, for other files (`NavigationFacts.tabSelections`):
  /// a `@Binding` of the same name there is the same selection, passed down.
  public private(set) var boundNames: Set<String> = []
  /// The properties bound to a paged `TabView(selection:)` here: a carousel's page, which no other file's
  /// tab view can make a tab (`DelayedNavigation` leaves their assignments to no project pass).
  public private(set) var pageNames: Set<String> = []
  /// The properties bound to a `List`'s, `Table`'s or `Picker`'s `selection:` here: the row or option
  /// selected, which no other file's tab view makes a tab either (`DelayedNavigation` leaves their assignments
  /// to no project pass).
  public private(set) var controlNames: Set<String> = []

  public init(_ file: SwiftFile) {
    let structure = file.structure
    var tabTypes: Set<String> = []
    // A paged `TabView` is a carousel: its selection is the page shown, not a tab.
    var pagers: [ClosedRange<Int>] = []
    for tabView in file.calls(named: "TabView") where tabView.isSwiftUIType {
      let selection = tabView.argument(labelled: "selection").flatMap { structure.boundPropertyName(in: $0.value) }
      if tabView.isPaged {
        pagers.append(tabView.firstToken.index...tabView.lastToken.index)
        if let selection { pageNames.insert(selection) }
      } else if let selection {
        names.insert(selection)
        boundNames.insert(selection)
      }
    }
    for control in file.calls(namedAny: ["List", "Table", "Picker"]) where control.isSwiftUIType {
      if let selection = control.argument(labelled: "selection").flatMap({ structure.boundPropertyName(in: $0.value) })
      {
        controlNames.insert(selection)
      }
    }
    // `.tag(AppTab.home)` and `Tab(…, value: AppTab.home)`: the enum of a tab's value. A tag in a `Picker`
    // tags an option (`.tag(SortOrder.name)`), not a tab.
    for tag in file.calls(named: "tag") where tag.isMember && !pagers.contains(where: { $0.contains(tag.name.index) }) {
      guard !Self.isPickerOption(tag) else { continue }
      if let type = Self.enumType(of: tag.arguments.first?.value, structure) { tabTypes.insert(type) }
    }
    for tab in file.calls(named: "Tab") where tab.isSwiftUIType {
      if let type = Self.enumType(of: tab.argument(labelled: "value")?.value, structure) { tabTypes.insert(type) }
    }
    guard !tabTypes.isEmpty else { return }
    for declaration in file.declarations where declaration.kind == .variable {
      var type = declaration.value.typeAnnotation.map { structure.joinedText($0) } ?? ""
      if type.hasSuffix("?") { type.removeLast() }
      if type.isEmpty, let initializer = declaration.value.initializer,
        let inferred = Self.enumType(of: initializer.lowerBound..<initializer.upperBound + 1, structure)
      {
        type = inferred
      }
      if tabTypes.contains(type) { names.insert(declaration.name) }
    }
  }

  /// Whether the identifier at `token` is assigned a new tab: `selectedTab = .orders`,
  /// `router.tab = AppTab.home`, `selectedIndex += 1` (not a declaration, not a comparison).
  public func isAssignment(at token: TokenRef) -> Bool {
    guard !names.isEmpty, token.next.kind == .equal || token.next.isCompoundAssignment else { return false }
    let previous = token.previous
    if previous.isKeyword("var") || previous.isKeyword("let") || previous.isKeyword("case") { return false }
    return names.contains(token.file.stateName(at: token.index))
  }

  /// `AppTab` for a value written `AppTab.home`, `Settings.Pane` for `Settings.Pane.general`: the type, every
  /// component but the case, which starts with a capital.
  private static func enumType(of value: Range<Int>?, _ structure: FileStructure) -> String? {
    guard let value, value.count >= 3 else { return nil }
    let type = value.lowerBound
    guard structure.kind(type) == .identifier, structure.text(type).first?.isUppercase == true else { return nil }
    // `A.B.c`: identifiers joined by periods, up to the case.
    var end = type
    while end + 2 < value.upperBound, structure.kind(end + 1) == .period, structure.kind(end + 2) == .identifier {
      end += 2
    }
    guard end > type else { return nil }
    return structure.joinedText(type..<end - 1)
  }

  /// Whether the tag's nearest `Picker` or `TabView` around it is a `Picker`: it tags an option of the picker.
  private static func isPickerOption(_ tag: CallRef) -> Bool {
    for ancestor in tag.name.ancestors {
      guard let call = ancestor.call, call.isSwiftUIType else { continue }
      if call.isNamed("Picker") { return true }
      if call.isNamed("TabView") { return false }
    }
    return false
  }
}

extension FileStructure {
  /// The property a binding argument binds (`selection:`, `item:`): the last name of `$a.b.name`, or of the
  /// value read in a `Binding(get: { a.name }, …)` (or `.init(get: …)`). Nil for anything else (a constant, a computed binding).
  /// A wrapper's accessor is not the property: `$selectedTab.value` binds `selectedTab` (`stateName(at:)`).
  public func boundPropertyName(in value: Range<Int>) -> String? {
    guard let first = value.first else { return nil }
    var names: Range<Int> = value
    let isBinding =
      kind(first) == .identifier && text(first) == "Binding"
      || kind(first) == .period && value.count > 1 && text(first + 1) == "init"
    if isBinding {
      // The first `{ … }` of the binding: its getter.
      guard let open = value.first(where: { kind($0) == .lBrace }), let close = brackets.partner(of: open) else {
        return nil
      }
      names = (open + 1)..<close
    } else if !text(first).hasPrefix("$") {
      return nil
    }
    // The last identifier of the first member chain (the one before a wrapper's accessor).
    var last: String?
    for index in names {
      switch kind(index) {
      case .identifier:
        let name = text(index)
        if last != nil, Self.wrapperAccessors.contains(name) { continue }
        last = name.hasPrefix("$") ? String(name.dropFirst()) : name
      case .period, .postfixQuestion, .exclaim: continue
      default:
        if text(index).hasPrefix("$") && index == names.lowerBound { continue }
        if last != nil { return last }
      }
    }
    return last
  }

  /// The property whose state the name at `index` sets or reads: its own name, or for a wrapper's accessor
  /// after a property (`selectedTab.value = .home`, `item.wrappedValue = nil`) the property's, as
  /// `boundPropertyName(in:)` reads `$selectedTab.value`. `slider.value` is the slider's value, not a
  /// selection named `value`.
  public func stateName(at index: Int) -> String {
    let name = text(stateProperty(at: index))
    return name.hasPrefix("$") ? String(name.dropFirst()) : name
  }

  /// The token of the property `stateName(at:)` names: `index` itself, or the name before a wrapper's accessor.
  public func stateProperty(at index: Int) -> Int {
    guard index >= 2, kind(index - 1) == .period, kind(index - 2) == .identifier,
      Self.wrapperAccessors.contains(text(index))
    else { return index }
    return index - 2
  }

  /// The accessors of a property wrapper or a boxed value (`Observable<T>.value`, `Binding.wrappedValue`).
  private static let wrapperAccessors: Set<String> = ["value", "wrappedValue"]
}
