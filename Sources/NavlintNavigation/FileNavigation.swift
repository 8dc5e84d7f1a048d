import NavlintSyntax

/// The navigation questions about one file that several of its readers ask, each answered once: the fact
/// extractor (`FactExtractor`) and the rules (NAV004, NAV005, NAV006, NAV008, NAV013, NAV014) read the same
/// saved paths, observed classes, path changes, presented state, navigating methods, deep-link handlers and
/// delays. The linter makes one per
/// file and hands it to the fact extractor and to every rule, so a lint that also reads the file's facts
/// works each answer out once.
///
/// Answers are worked out on first use. Not thread-safe: one reader of one file at a time.
public final class FileNavigation {
  public let structure: FileStructure

  public init(_ structure: FileStructure) {
    self.structure = structure
  }

  public var file: SwiftFile { SwiftFile(structure) }

  /// The file's previews (`#Preview`, `PreviewProvider` types): they place no view.
  public private(set) lazy var previews = Previews(file)
  /// The modules the file imports (`FileStructure.importedModules`), read once.
  public private(set) lazy var importedModules = structure.importedModules
  /// Whether the file imports SwiftUI.
  public var importsSwiftUI: Bool { importedModules.contains("SwiftUI") }
  /// Whether the file imports modules and SwiftUI is not among them (UIKit, Foundation, an app's own
  /// framework): whether its app hosts SwiftUI, without which its navigation (a controller presented, a
  /// coordinator's method) is not navlint's concern, is for the project to say (`NavigationModel.hostsSwiftUI`,
  /// NAV013, NAV014). A file that imports nothing is read as it stands.
  public var importsButNotSwiftUI: Bool { !importedModules.isEmpty && !importsSwiftUI }

  /// The file's view helpers and their uses (`ViewHelpers`).
  public private(set) lazy var helpers = ViewHelpers(file)

  /// The file's navigation-path changes (`path.append`, `path.removeLast()`, `path = []`…).
  public private(set) lazy var pathMutations = PathMutationFinder(structure)

  /// The properties the file binds to a presenting modifier's `item:` (`PresentationState`).
  public private(set) lazy var presentationState = PresentationState(file)

  /// The names of the file's properties that hold state-driven navigation (`PresentationState.propertyNames`).
  public private(set) lazy var presentedProperties: Set<String> = presentationState.propertyNames(in: file)

  /// The file's navigating method calls, and the methods it declares that navigate.
  public private(set) lazy var calls = NavigationCallFinder(
    pathMutations, presentedProperties: { [unowned self] in self.presentedProperties },
    boundProperties: { [unowned self] in self.presentationState.boundNames })

  /// The properties that select a tab.
  public private(set) lazy var tabSelections = TabSelections(file)

  /// What each deep-link handler of the file does (NAV013), in source order.
  public private(set) lazy var deepLinkOutcomes: [DeepLinks.Outcome] = DeepLinks.outcomes(in: file, calls: calls)

  /// The file's observable classes that are not isolated to the main actor (NAV006), in source order.
  public private(set) lazy var unisolatedClasses: [ObservedClasses.Unisolated] = ObservedClasses.unisolated(
    in: file, presentationState: presentationState)

  /// Where the file saves navigation state that may hold model records (NAV004), in source order.
  public private(set) lazy var restoredPathHolders: [RestoredPaths.Holder] = RestoredPaths.holders(in: file)

  /// The delays before navigation (NAV014), in source order.
  public private(set) lazy var delays: [DelayedNavigation.Delay] = DelayedNavigation.delays(
    in: file, calls: calls, tabSelections: self.tabSelections, presentedProperties: self.presentedProperties,
    helpers: self.helpers)
}
