import NavlintSyntax

/// Shared SwiftUI knowledge: which calls are lazy containers, navigation containers and presentations.
public enum SwiftUINames {
  /// Containers that build their content lazily (`.navigationDestination` inside them may never register).
  public static let lazyContainers: [StaticString] = [
    "List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "ForEach", "Table", "OutlineGroup",
  ]
  /// Containers that own a navigation stack.
  public static let navigationContainers: [StaticString] = ["NavigationStack", "NavigationSplitView", "NavigationView"]
  /// Modifiers whose closures present a new, separate view hierarchy.
  public static let presentationModifiers: [StaticString] = [
    "sheet", "fullScreenCover", "popover", "inspector", "navigationDestination", "alert", "confirmationDialog",
  ]
}

extension FileStructure {
  /// Whether call `call`'s name is one of `names`.
  public func call(_ call: Int, isNamedAny names: [StaticString]) -> Bool {
    let token = tokens[calls[call].nameToken]
    for name in names where source.token(token, is: name) { return true }
    return false
  }

  /// The name of call `call`.
  public func name(ofCall call: Int) -> String { text(calls[call].nameToken) }

  /// Whether the identifier at `index` is a member access (`.name`) of the expression before it.
  public func isMemberAccess(_ index: Int) -> Bool { kind(index - 1) == .period }

  /// The statements (first tokens) directly inside the braces `open...close`, skipping `#if` lines and
  /// a closure's `params in` header.
  public func topLevelStatements(in open: Int, _ close: Int) -> [Int] {
    var result: [Int] = []
    var cursor = open + 1
    while cursor < close {
      if isDirective[cursor] || kind(cursor) == .semicolon {
        cursor += 1
        continue
      }
      let end = expressionEnd(from: cursor)
      if kind(end + 1) == .keyword && token(end + 1, is: "in") && result.isEmpty && end + 1 < close {
        // `{ item in` header: not a statement.
        cursor = end + 2
        continue
      }
      result.append(cursor)
      cursor = max(end + 1, cursor + 1)
    }
    return result
  }
}
