import NavlintNavigation
import NavlintSyntax

/// Questions about where code runs: deployment target, `#available` branches and `@available` attributes.
public enum Availability {
  /// Whether the token at `index` only runs on iOS older than `version`, or sits in a declaration marked
  /// as deprecated, obsoleted or unavailable on iOS at or before `version` (so it is legacy code on purpose).
  public static func isLegacyCode(at index: Int, before version: Version, in structure: FileStructure) -> Bool {
    if structure.isOnlyReachable(below: version, platform: "iOS", at: index) { return true }
    let legacy = structure.enclosingDeclaration(of: index) { declaration in
      structure.declarations[declaration].attributes(in: structure).contains { attribute in
        // `Declaration.attributes(named: "available")`, without building a string per attribute.
        (attribute.name == "available" || attribute.name.hasSuffix(".available"))
          && isLegacyAttribute(attribute, before: version, in: structure)
      }
    }
    return legacy != nil
  }

  /// `@available(iOS, deprecated: 16)`, `@available(iOS, obsoleted: 15)`, `@available(iOS, deprecated)`,
  /// `@available(*, deprecated)`, `@available(iOS, unavailable)`, with versions at or before `version`.
  /// `@available(iOSApplicationExtension, unavailable)` keeps code out of app extensions and says nothing
  /// about iOS versions, so it does not count.
  static func isLegacyAttribute(_ attribute: Attribute, before version: Version, in structure: FileStructure) -> Bool {
    guard let list = attribute.arguments, case let arguments = structure.arguments(in: list),
      let first = arguments.first,
      !first.value.isEmpty
    else {
      return false
    }
    let platform = structure.text(first.value.lowerBound)
    guard platform == "iOS" || platform == "iOSApplicationExtension" || platform == "*" else { return false }
    for argument in arguments.dropFirst() {
      if let label = argument.label {
        guard structure.token(label, is: "deprecated") || structure.token(label, is: "obsoleted") else { continue }
        if let value = Version(parsing: structure.joinedText(argument.value)), value <= version { return true }
      } else if argument.value.count == 1 {
        let word = argument.value.lowerBound
        if structure.token(word, is: "deprecated") { return true }
        if structure.token(word, is: "unavailable") && platform != "iOSApplicationExtension" { return true }
      }
    }
    return false
  }
}
