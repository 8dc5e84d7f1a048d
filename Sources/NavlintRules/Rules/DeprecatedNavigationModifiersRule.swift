import NavlintNavigation
import NavlintSyntax

/// NAV012: `.navigationBarTitle`, `.navigationBarItems` and `.navigationBarHidden`
/// (Rules/NAV012-deprecated-navigation-modifiers.md).
public struct DeprecatedNavigationModifiersRule: Rule {
  public static let id: RuleID = "NAV012"
  public static let name = "deprecated-navigation-modifiers"
  public static let summary =
    "`.navigationBarTitle`, `.navigationBarItems` and `.navigationBarHidden` are deprecated; use `.navigationTitle`, "
    + "`.toolbar` and `.toolbar(.hidden, for: .navigationBar)`."
  public static let defaultSeverity: Severity = .warning
  public static let fixAvailability: FixAvailability = .safe
  public static let triggers: [StaticString] = ["navigationBarTitle", "navigationBarItems", "navigationBarHidden"]

  public init() {}

  public func check(_ context: RuleContext) {
    let file = context.file
    for modifier in Modifier.allCases {
      if let minimum = context.minimumIOS, minimum < modifier.replacementVersion { continue }
      // A file that declares its own function of that name (a compatibility shim) is talking about it.
      guard !file.declarations.contains(where: { $0.kind == .function && $0.name == modifier.spelling }) else {
        continue
      }
      for call in file.calls(named: modifier.name) where call.isMember {
        guard !Availability.isLegacyCode(at: call.name.index, before: modifier.replacementVersion, in: call.file)
        else { continue }
        context.report(
          from: call.firstToken, through: call.name, message: modifier.message,
          fix: fix(
            for: modifier, call.index, call.file, isSafe: context.targetIsKnown(atLeast: modifier.replacementVersion)))
      }
    }
  }

  // MARK: - Modifiers

  /// The deprecated modifiers, with the iOS version that introduced their replacements.
  private enum Modifier: CaseIterable {
    case title, items, hidden

    var name: StaticString {
      switch self {
      case .title: "navigationBarTitle"
      case .items: "navigationBarItems"
      case .hidden: "navigationBarHidden"
      }
    }

    var spelling: String { name.description }

    /// `.navigationTitle` and `.toolbar` arrived in iOS 14, `.toolbar(_:for:)` in iOS 16.
    var replacementVersion: Version { self == .hidden ? Version(16) : Version(14) }

    var message: String {
      switch self {
      case .title:
        "`.navigationBarTitle` is deprecated; use `.navigationTitle` (and `.navigationBarTitleDisplayMode` for the mode)"
      case .items:
        "`.navigationBarItems` is deprecated; place the buttons with `.toolbar` and `ToolbarItem`"
      case .hidden:
        "`.navigationBarHidden` is deprecated; use `.toolbar(.hidden, for: .navigationBar)`"
      }
    }
  }

  // MARK: - Fixes

  /// The replacement; safe only when `isSafe` (the deployment target is known to have the new modifier).
  private func fix(for modifier: Modifier, _ call: Int, _ structure: FileStructure, isSafe: Bool) -> Fix? {
    let value = structure.calls[call]
    guard !value.hasTrailingClosure, let list = value.arguments else { return nil }
    let arguments = structure.arguments(in: list)
    let nameRange = structure.tokens[value.nameToken].range
    switch modifier {
    case .items:
      return nil
    case .hidden:
      // Only the constant `true`: a variable or `false` maps to `.visible` or `.automatic`, which is not the same.
      guard arguments.count == 1, arguments[0].label == nil, arguments[0].value.count == 1,
        structure.kind(arguments[0].value.lowerBound) == .keyword,
        structure.token(arguments[0].value.lowerBound, is: "true")
      else { return nil }
      return Fix(
        title: "Replace with `.toolbar(.hidden, for: .navigationBar)`", isSafe: isSafe,
        edits: [
          Edit(range: nameRange, replacement: "toolbar"),
          Edit(
            range: structure.tokens[arguments[0].value.lowerBound].range, replacement: ".hidden, for: .navigationBar"),
        ])
    case .title:
      guard let first = arguments.first, first.label == nil, !first.value.isEmpty else { return nil }
      if arguments.count == 1 {
        return Fix(
          title: "Replace with `.navigationTitle`", isSafe: isSafe,
          edits: [Edit(range: nameRange, replacement: "navigationTitle")])
      }
      guard arguments.count == 2, let label = arguments[1].label, structure.token(label, is: "displayMode"),
        !arguments[1].value.isEmpty
      else { return nil }
      // `, displayMode: MODE)` becomes `).navigationBarTitleDisplayMode(MODE)`; any comment there would be lost.
      let titleEnd = first.value.upperBound - 1
      guard !hasComment(between: titleEnd, and: list.close, structure) else { return nil }
      let mode = structure.byteRange(arguments[1].value.lowerBound, arguments[1].value.upperBound - 1)
      let modeText = String(decoding: structure.source.bytes[mode], as: UTF8.self)
      let replaced = structure.tokens[titleEnd].end..<structure.tokens[list.close].end
      return Fix(
        title: "Replace with `.navigationTitle` and `.navigationBarTitleDisplayMode`", isSafe: isSafe,
        edits: [
          Edit(range: nameRange, replacement: "navigationTitle"),
          Edit(range: replaced, replacement: ").navigationBarTitleDisplayMode(\(modeText))"),
        ])
    }
  }

  /// Whether anything but whitespace lies between consecutive tokens from `first` to `last`.
  private func hasComment(between first: Int, and last: Int, _ structure: FileStructure) -> Bool {
    let bytes = structure.source.bytes
    let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    for index in first..<last {
      let gap = structure.tokens[index].end..<Int(structure.tokens[index + 1].start)
      if !bytes[gap].allSatisfy(isSpace) { return true }
    }
    return false
  }
}
