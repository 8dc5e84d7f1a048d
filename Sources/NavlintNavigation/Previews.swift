import NavlintSyntax

/// A file's previews: `#Preview { … }` macros and the types that conform to `PreviewProvider` (with the
/// extensions that add the conformance), and the `private` or `fileprivate` types of the file that only they
/// use (a preview's wrapper that holds state: no other file can use it). What they show is drawn in Xcode's
/// canvas and never runs in the app, so they place no view (SPEC, "The app's navigation model") and no rule
/// judges the app's navigation by them. Read once per file (`FileNavigation.previews`).
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
    if !ranges.isEmpty { ranges += Self.previewOnlyTypes(in: file, previews: ranges) }
    self.ranges = ranges
  }

  /// The `private` and `fileprivate` structs and classes of the file whose name appears, outside their own
  /// declaration, only inside `previews`, at least once.
  private static func previewOnlyTypes(in file: SwiftFile, previews: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
    let structure = file.structure
    let candidates = Array(file.declarations).filter { declaration in
      (declaration.kind == .struct || declaration.kind == .class)
        && (declaration.hasModifier("private") || declaration.hasModifier("fileprivate"))
    }
    guard !candidates.isEmpty else { return [] }
    let tokens = structure.tokens
    let bytes = structure.source.bytes
    let names = candidates.map { $0.value.nameToken.map { bytes[tokens[$0].range] } ?? [] }
    // Per candidate: named inside a preview, named anywhere else. One pass over the file's identifiers.
    var inPreview = [Bool](repeating: false, count: candidates.count)
    var elsewhere = [Bool](repeating: false, count: candidates.count)
    structure.forEachIdentifier { index, length, _, _ in
      for (position, name) in names.enumerated()
      where length == name.count && !name.isEmpty && bytes[tokens[index].range].elementsEqual(name) {
        guard !candidates[position].tokenRange.contains(index) else { continue }
        if previews.contains(where: { $0.contains(index) }) {
          inPreview[position] = true
        } else {
          elsewhere[position] = true
        }
      }
    }
    return candidates.indices.filter { inPreview[$0] && !elsewhere[$0] }.map { candidates[$0].tokenRange }
  }

  /// Whether the token at `index` is inside a preview.
  public func contain(_ index: Int) -> Bool {
    ranges.contains { $0.contains(index) }
  }
}
