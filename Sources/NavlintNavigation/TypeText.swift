/// Readings of a type as the source writes it, joined into one string (`[Route]`, `Array<Route>`): the one
/// place such text is taken apart, for the readers that have the text rather than the tokens
/// (`RestoredPaths.elementType(of:in:)` reads the tokens).
public enum TypeText {
  /// The last component of a qualified type name (`MainCoordinator` for `App.MainCoordinator`); the name
  /// itself, not a copy, when it has no qualifier.
  public static func lastComponent(of name: String) -> String {
    let component = name.utf8.withContiguousStorageIfAvailable { bytes -> String? in
      guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return nil }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[(dot + 1)...]), as: UTF8.self)
    }
    if let component { return component ?? name }
    return name.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? name
  }

  /// `Route` for `[Route]` or `Array<Route>`; nil for a dictionary (`[String: Route]`) and anything else.
  static func arrayElement(of text: String) -> String? {
    if text.hasPrefix("["), text.hasSuffix("]") {
      let inner = text.dropFirst().dropLast()
      return inner.contains(":") ? nil : String(inner)
    }
    if text.hasPrefix("Array<"), text.hasSuffix(">") { return String(text.dropFirst(6).dropLast()) }
    return nil
  }

  /// `Route` for an array made in place, `[Route]()` or `[CGPoint](repeating: .zero, count: 3)`; nil for
  /// anything else.
  static func arrayElement(ofCreation text: String) -> String? {
    guard text.hasPrefix("["), text.hasSuffix(")") else { return nil }
    // The type ends at the first `](`.
    let bytes = Array(text.utf8)
    guard
      let close = bytes.indices.dropLast().first(where: {
        bytes[$0] == UInt8(ascii: "]") && bytes[$0 + 1] == UInt8(ascii: "(")
      })
    else { return nil }
    return arrayElement(of: String(decoding: bytes[...close], as: UTF8.self))
  }
}
