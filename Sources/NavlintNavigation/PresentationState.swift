import NavlintSyntax

/// State-driven navigation, the tree-based style of pointfree's swiftui-navigation and of seeds 000 and 001's
/// coordinators: an optional destination that drives `.sheet(item:)`, `.fullScreenCover(item:)`,
/// `.popover(item:)`, `.navigationDestination(item:)` or `.alert(item:)`. Shared by the rules about who owns
/// navigation state (NAV006) and where it changes (NAV005).
///
/// A property holds such state when this file binds it to one of those `item:` arguments (`$model.destination`),
/// or when it is declared optional with a destination's type: a type whose last word is `Destination`, `Route`,
/// `Sheet`, `Cover`, `Screen`, `Presentation`, `Modal` or `Popover` (`SheetDestination?`, `AppRoute?`), or an
/// item named after what it presents (`AlertItem?`, `SheetItem?`).
public struct PresentationState {
  /// Names this file binds to an `item:` of a presenting modifier (last component of `$a.b.name`).
  public private(set) var boundNames: Set<String> = []

  /// The modifiers whose `item:` binding presents something.
  static let itemPresenters: [StaticString] = [
    "sheet", "fullScreenCover", "popover", "navigationDestination", "alert", "confirmationDialog", "inspector",
  ]

  public init(_ file: SwiftFile) {
    let structure = file.structure
    for call in file.calls(namedAny: Self.itemPresenters) where call.isMember {
      guard let item = call.argument(labelled: "item"), let name = structure.boundPropertyName(in: item.value) else {
        continue
      }
      boundNames.insert(name)
    }
  }

  /// The names this file binds to an `isPresented:` of a presenting modifier (`.sheet(isPresented:
  /// $showsPicker)`): flags that show or hide a presentation, which plain UI state names cannot be told from
  /// elsewhere.
  /// `presenters` narrows them to some modifiers (`["confirmationDialog"]`).
  public static func flagNames(in file: SwiftFile, presentedBy presenters: [StaticString]? = nil) -> Set<String> {
    boundNames(in: file, presentedBy: presenters ?? itemPresenters, labels: ["isPresented"])
  }

  /// The names this file binds to an `isPresented:` or an `item:` of `presenters` (`.sheet(item: $route)`,
  /// `.navigationDestination(isPresented: $showsDetail)`): what shows that presentation when set.
  public static func presentingNames(in file: SwiftFile, presentedBy presenters: [StaticString]) -> Set<String> {
    boundNames(in: file, presentedBy: presenters, labels: ["isPresented", "item"])
  }

  /// The names this file binds to an `isPresented:` or `isPresenting:` of a modifier other than `.alert`:
  /// `.confirmationDialog(…, isPresented: $showDeleteAlert)`, a library's toast
  /// (`.alertToastLoading(isPresenting: $showingLoadingAlert)`), the app's own `.textFieldAlert(isPresented:
  /// $showRenameAlert)`; or of the app's own popup view, built only while the flag is on (`if showBoughtAlert {
  /// ShopPopup(isPresented: $showBoughtAlert) }`: the view is what the flag shows). Whatever they are named,
  /// those flags show what that modifier or view presents, which navlint cannot see is an alert SwiftUI shows
  /// (NAV016). A view handed the flag otherwise may bind it to an `.alert` of its own.
  public static func flagNamesOfPresentersOtherThanAlert(in file: SwiftFile) -> Set<String> {
    let structure = file.structure
    var names = boundNames(
      in: file, calls: file.calls.lazy.filter { !structure.isIdentifier($0.value.nameToken, "alert") },
      labels: ["isPresented", "isPresenting"])
    for call in file.calls where !call.isMember {
      guard let binding = call.argument(labelled: "isPresented"),
        let name = structure.boundPropertyName(in: binding.value), isBuilt(call, onlyWhile: name)
      else { continue }
      names.insert(name)
    }
    return names
  }

  /// Whether `call` is in the body of an `if` whose condition reads the property `name` (`if showBoughtAlert {
  /// … }`, `if model.showBoughtAlert { … }`).
  private static func isBuilt(_ call: CallRef, onlyWhile name: String) -> Bool {
    let structure = call.file
    for ancestor in call.name.ancestors where ancestor.kind == .statementBody {
      let start = structure.statementStart(of: ancestor.bracket.index)
      guard structure.token(start, is: "if") else { continue }
      if (start + 1..<ancestor.bracket.index).contains(where: {
        structure.kind($0) == .identifier && structure.text($0) == name
      }) {
        return true
      }
    }
    return false
  }

  /// The properties this file binds (last name of `$a.b.name`) to the arguments `labels` of the member calls
  /// `presenters`.
  private static func boundNames(in file: SwiftFile, presentedBy presenters: [StaticString], labels: [StaticString])
    -> Set<String>
  {
    boundNames(in: file, calls: file.calls(namedAny: presenters), labels: labels)
  }

  /// The properties this file binds to the arguments `labels` of those of `calls` that are member calls.
  private static func boundNames(in file: SwiftFile, calls: some Sequence<CallRef>, labels: [StaticString])
    -> Set<String>
  {
    var names: Set<String> = []
    for call in calls where call.isMember {
      for label in labels {
        guard let binding = call.argument(labelled: label),
          let name = file.structure.boundPropertyName(in: binding.value)
        else { continue }
        names.insert(name)
      }
    }
    return names
  }

  /// The names of this file's properties that hold state-driven navigation: those it binds, and those it
  /// declares with a destination's optional type. Asked once per file: `FileNavigation.presentedProperties`.
  func propertyNames(in file: SwiftFile) -> Set<String> {
    var names = boundNames
    // The flat table: most files declare many properties and few optionals.
    let structure = file.structure
    for declaration in structure.declarations where Self.hasDestinationType(declaration, structure) {
      names.insert(declaration.name)
    }
    return names
  }

  /// Whether the stored property `declaration` holds state-driven navigation.
  public func holdsNavigation(_ declaration: DeclarationRef) -> Bool {
    guard declaration.kind == .variable else { return false }
    return boundNames.contains(declaration.name) || Self.hasDestinationType(declaration.value, declaration.file)
  }

  /// The type (last component) of the stored property `declaration` when it holds navigation by that type's
  /// name alone and the name says it is presented as a sheet, cover, popover, modal or alert (`Sheet?`,
  /// `AlertItem?`): such an item must be `Identifiable`, which the type's declarations decide
  /// (`SwiftUINames.areUnidentifiable(_:)`). Nil when this file binds the property to an `item:` (that
  /// compiles only with an `Identifiable` type) or the name says a push (`Destination?`, `Route?`), whose item
  /// need only be `Hashable`.
  public func presentedTypeNeedingIdentity(_ declaration: DeclarationRef) -> String? {
    guard declaration.kind == .variable, !boundNames.contains(declaration.name),
      let annotation = declaration.typeAnnotation
    else { return nil }
    guard let type = Self.wrappedType(ofOptional: declaration.file.joinedText(annotation)) else { return nil }
    let last = TypeText.lastComponent(of: String(type))
    guard let final = IdentifierWords.words(of: last).last else { return nil }
    return final == "item" || Self.modalWords.contains(final) ? last : nil
  }

  /// The last words of a destination's type that say it is presented modally (`destinationWords`).
  private static let modalWords: Set<String> = ["sheet", "cover", "popover", "modal"]

  /// Whether the property `declaration` is declared with a destination's optional type, checked on its tokens
  /// before its text is joined.
  private static func hasDestinationType(_ declaration: Declaration, _ structure: FileStructure) -> Bool {
    guard declaration.kind == .variable, let annotation = declaration.typeAnnotation,
      isOptional(annotation, structure), mayBeDestinationType(annotation, structure)
    else { return false }
    return isOptionalDestinationType(structure.joinedText(annotation))
  }

  /// Whether a type annotation is written `T?` or `Optional<T>`: only an optional can be a destination
  /// (checked on the tokens, before the text is joined).
  private static func isOptional(_ annotation: Range<Int>, _ structure: FileStructure) -> Bool {
    guard let last = annotation.last else { return false }
    return structure.kind(last) == .postfixQuestion || structure.token(annotation.lowerBound, is: "Optional")
  }

  /// Whether the optional type `annotation` may be a destination's, read on its last name's bytes before its
  /// text is joined: that name must end with a destination word or `item` in any case (`User?` does not).
  private static func mayBeDestinationType(_ annotation: Range<Int>, _ structure: FileStructure) -> Bool {
    guard var last = annotation.last else { return false }
    // `T?`, `Optional<T>`.
    if structure.kind(last) == .postfixQuestion || structure.token(last, is: ">") { last -= 1 }
    guard last >= annotation.lowerBound, structure.kind(last) == .identifier else { return false }
    let name = structure.source.bytes[structure.tokens[last].range]
    return lastWords.contains { word in
      name.count >= word.count && zip(name.suffix(word.count), word).allSatisfy { $0 | 0x20 == $1 }
    }
  }

  /// The words a destination's type name may end with, as bytes (`destinationWords` and `item`).
  private static let lastWords: [[UInt8]] = (destinationWords.sorted() + ["item"]).map { Array($0.utf8) }

  /// `T` of an optional written `T?` or `Optional<T>`; nil for any other type.
  private static func wrappedType(ofOptional text: String) -> Substring? {
    if text.hasSuffix("?") { return Substring(text).dropLast() }
    if text.hasPrefix("Optional<"), text.hasSuffix(">") { return Substring(text).dropFirst(9).dropLast() }
    return nil
  }

  /// `SheetDestination?`, `Optional<AppRoute>`, `AlertItem?`, `Route.Destination?`.
  public static func isOptionalDestinationType(_ text: String) -> Bool {
    guard let type = wrappedType(ofOptional: text) else { return false }
    let last = TypeText.lastComponent(of: String(type))
    if SwiftUINames.isFrameworkName(last.utf8) { return false }
    // Most optionals (`String?`, `User?`) end in none of the words: told apart before splitting into words.
    let lowercased = last.lowercased()
    guard destinationWords.contains(where: lowercased.hasSuffix) || lowercased.hasSuffix("item") else { return false }
    guard last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
    let words = IdentifierWords.words(of: last)
    guard let final = words.last else { return false }
    if destinationWords.contains(final) { return true }
    return final == "item" && words.dropLast().contains(where: presentedWords.contains)
  }

  /// The last word of a destination's type.
  static let destinationWords: Set<String> = [
    "destination", "route", "sheet", "cover", "screen", "presentation", "modal", "popover",
  ]
  /// What an `…Item` type may be named after to be presented.
  static let presentedWords: Set<String> = ["alert", "sheet", "cover", "popover", "modal", "dialog", "confirmation"]
}
