import NavlintSyntax

/// A file's previews: `#Preview { … }` macros and the types that conform to `PreviewProvider` (with the
/// extensions that add the conformance). What they show is drawn in Xcode's canvas and never runs in the app,
/// so they place no view (SPEC, "The app's navigation model") and no rule judges the app's navigation by
/// them. Read once per file (`FileNavigation.previews`).
public struct Previews: Sendable {
  /// The token ranges of the previews, in source order of their kind.
  public let ranges: [ClosedRange<Int>]

  public init(_ file: SwiftFile) {
    var ranges: [ClosedRange<Int>] = []
    for call in file.calls(named: "Preview") where call.isMacro {
      ranges.append(call.firstToken.index...call.lastToken.index)
    }
    for declaration in file.declarations where declaration.kind.isTypeLike && declaration.inherits("PreviewProvider") {
      ranges.append(declaration.tokenRange)
    }
    self.ranges = ranges
  }

  /// Whether the token at `index` is inside a preview.
  public func contain(_ index: Int) -> Bool {
    ranges.contains { $0.contains(index) }
  }
}
