import NavlintNavigation
import NavlintSyntax

/// NAV004: see Rules/NAV004-model-objects-in-restored-path.md. Where a file saves navigation state is read by
/// `RestoredPaths`; a model record the file declares is reported by the per-file check, one declared in
/// another file by the project pass (`NavigationFacts.pendingRecords`, `NavigationModel.isRecord(_:in:)`).
public struct ModelObjectsInRestoredPathRule: ProjectRule {
  public static let id: RuleID = "NAV004"
  public static let name = "model-objects-in-restored-path"
  public static let summary =
    "A navigation path that is saved and restored holds whole model "
    + "values; store their IDs and look the models up again when restoring."
  public static let defaultSeverity: Severity = .warning
  public static let fixAvailability: FixAvailability = .none
  /// Nothing is restored in a file that neither mentions `Codable` nor encodes a value.
  public static let triggers: [StaticString] = ["Codable", "encode"]

  public init() {}

  public func check(_ context: RuleContext) {
    let file = context.file
    let holders = context.navigation.restoredPathHolders
    guard !holders.isEmpty else { return }
    let records = Set(file.declarations.filter(RestoredPaths.isRecord).map(\.name))
    for holder in holders where records.contains(holder.name) {
      context.report(token: holder.type, message: holder.message)
    }
  }

  /// The project pass: a saved path holding a type the file does not declare, which another file declares as
  /// a model record.
  public static func check(file: Int, in model: NavigationModel, report: (Range<Int>, String, Fix?) -> Void) {
    for pending in model.files[file].facts.pendingRecords where model.isRecord(pending.name, in: pending.scope) {
      report(pending.range, pending.message, nil)
    }
  }
}
