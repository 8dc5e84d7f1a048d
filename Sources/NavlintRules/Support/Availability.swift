import NavlintNavigation
import NavlintSyntax

/// Questions about where code runs: deployment target, `#available` branches and `@available` attributes.
public enum Availability {
  /// Whether the token at `index` only runs on iOS older than `version` (or on another platform older than
  /// its release that came with it, `releases(withIOS:)`: the `else` of `if #available(macOS 13, *)` never
  /// runs on iOS), or sits in a declaration marked as deprecated, obsoleted or unavailable on iOS at or before
  /// `version` (an attribute for another platform leaves the code running on iOS), so it is legacy code on
  /// purpose.
  public static func isLegacyCode(at index: Int, before version: Version, in structure: FileStructure) -> Bool {
    for (platform, release) in releases(withIOS: version)
    where structure.isOnlyReachable(below: release, platform: platform, at: index) {
      return true
    }
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

  /// The releases of Apple's platforms that came with SwiftUI's iOS `version` (iOS 16 with macOS 13, tvOS 16,
  /// watchOS 9 and Mac Catalyst 16): an API deprecated in one is deprecated in all of them, so code that runs
  /// only below one of them (`if #available(macOS 13, *) { NavigationStack … } else { NavigationView … }`)
  /// keeps the old API for the OS that has no other.
  static func releases(withIOS version: Version) -> [(String, Version)] {
    // Since 2025 every platform's release has the year's number (iOS 26, macOS 26); SwiftUI began with iOS 13
    // and macOS 10.15.
    let unified = version.major >= 26
    let macOS = unified ? version : version.major >= 14 ? Version(version.major - 3, version.minor) : Version(10, 15)
    let watchOS = unified ? version : Version(version.major - 7, version.minor)
    return [("iOS", version), ("macOS", macOS), ("tvOS", version), ("watchOS", watchOS), ("macCatalyst", version)]
  }
}
