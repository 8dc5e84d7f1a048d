import NavlintNavigation
import NavlintSyntax

/// NAV006: an observable class owning a navigation path without `@MainActor`
/// (Rules/NAV006-navigation-state-missing-main-actor.md). The classes are read by `ObservedClasses`; one whose
/// navigation state its file shows is reported by the per-file check, one with a property another file binds
/// to a stack's path by the project pass.
public struct NavigationStateMissingMainActorRule: ProjectRule {
  public static let id: RuleID = "NAV006"
  public static let name = "navigation-state-missing-main-actor"
  public static let summary =
    "An `ObservableObject` or `@Observable` class that owns a navigation path or a presented destination is not "
    + "isolated to `@MainActor`."
  public static let defaultSeverity: Severity = .warning
  public static let fixAvailability: FixAvailability = .unsafe
  /// Some class in the superclass chain is `@Observable` (or `@Perceptible`) or an `ObservableObject`.
  public static let triggers: [StaticString] = ["Observable", "ObservableObject", "Perceptible"]

  public init() {}

  public func check(_ context: RuleContext) {
    for found in context.navigation.unisolatedClasses where found.ownsNavigationState {
      let type = found.declaration
      // With `@MainActor` the project's default isolation, a class is isolated unless it says `nonisolated`.
      if context.isMainActorByDefault && !type.hasModifier("nonisolated") { continue }
      guard let nameToken = type.nameToken else { continue }
      context.report(
        nameToken, message: Self.message(type.name),
        fix: Self.mainActorFix(type.name, ObservedClasses.mainActorInsertion(for: type)))
    }
  }

  /// The project pass: an observable class that is not isolated, with a stored property another file binds to
  /// a stack's path (`NavigationFacts.pendingMainActors`, `NavigationModel.boundPath(named:)`), an array of
  /// a type named like a route that the project does not declare as a struct or class that cannot be
  /// `Hashable` (`var screens: [Screen]` beside `struct Screen: Identifiable` is a list of records), or an
  /// optional named like a presented item that the project does not declare as a type that cannot be
  /// `Identifiable` (`var cover: Cover?` beside `struct Cover: Codable, Hashable` is album artwork).
  public static func check(file: Int, in model: NavigationModel, report: (Range<Int>, String, Fix?) -> Void) {
    for pending in model.files[file].facts.pendingMainActors
    where pending.properties.contains(where: { model.boundPath(named: $0, ownedBy: pending.name) != nil })
      || pending.routeElements.contains(where: { !model.declaresUnhashableType(named: $0, in: pending.name) })
      || pending.presentedTypes.contains(where: { !model.declaresUnidentifiableType(named: $0, in: pending.name) })
    {
      report(pending.range, message(pending.name), mainActorFix(pending.name, pending.isolation))
    }
  }

  /// The project's default isolation decides for the project pass too (its facts do not read settings): a
  /// `nonisolated` class there is reported only when its own file shows its navigation state.
  public static func isQuiet(under settings: RuleSettings) -> Bool { settings.isMainActorByDefault }

  private static func message(_ name: String) -> String {
    "`\(name)` owns navigation state but is not isolated to `@MainActor`"
  }

  /// Inserts `@MainActor` where `ObservedClasses.mainActorInsertion(for:)` says. Unsafe: isolating the class
  /// changes how every caller may use it.
  private static func mainActorFix(_ name: String, _ insertion: TextInsertion) -> Fix {
    Fix(title: "Add `@MainActor` to `\(name)`", isSafe: false, edits: [.insert(insertion.text, at: insertion.offset)])
  }
}
