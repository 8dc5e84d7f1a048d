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
