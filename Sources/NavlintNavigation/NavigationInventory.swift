import NavlintSyntax

/// What one file holds of the app's navigation, counted for `navlint graph`'s summary table and its
/// deep-link entry points: stacks (and those bound to a path), split views, tab views, deep-link handlers and
/// saved paths. Read from the file's structure with the same helpers the rules use; not part of the model
/// (the editor and the cross-file rules never need it).
public struct NavigationInventory: Sendable, Equatable {
  /// A deep-link entry point (`DeepLinks.Handler` that reads links from outside the app).
  public struct EntryPoint: Sendable, Equatable {
    /// `.onOpenURL`, `application(…)`…
    public var description: String
    /// The type whose member holds it (a view, the app, a delegate), when there is one.
    public var owner: String?
    /// The first byte of its code.
    public var offset: Int
  }

  /// `NavigationStack`s and `NavigationView`s written as the SwiftUI types.
  public var stacks = 0
  /// `NavigationStack(path:)`.
  public var stacksBoundToPath = 0
  public var splitViews = 0
  public var tabViews = 0
  public var entryPoints: [EntryPoint] = []
  /// Places that save or restore a path: a `@SceneStorage` property of a file that binds a stack to a path,
  /// and each mention of `NavigationPath.CodableRepresentation` or `.codable` on a path.
  public var savedPaths = 0

  public init() {}

  public init(_ structure: FileStructure) {
    let file = SwiftFile(structure)
    for call in file.calls(namedAny: SwiftUINames.navigationContainers) where call.isSwiftUIType {
      if call.isNamed("NavigationSplitView") {
        splitViews += 1
      } else {
        stacks += 1
        if call.isNamed("NavigationStack"), call.hasArgument(labelled: "path") { stacksBoundToPath += 1 }
      }
    }
    tabViews = file.calls(named: "TabView").filter(\.isSwiftUIType).count
    for handler in DeepLinks.handlers(in: file) where handler.readsMethodCalls {
      guard let first = handler.bodies.first?.lowerBound else { continue }
      let token = file.token(first)
      let owner = token.enclosingDeclaration { $0.kind.isTypeLike }.map { TypeText.lastComponent(of: $0.name) }
      entryPoints.append(EntryPoint(description: handler.description, owner: owner, offset: token.byteRange.lowerBound))
    }
    savedPaths = file.identifiers(named: "CodableRepresentation").count
    if stacksBoundToPath > 0 {
      savedPaths += file.declarations.filter { $0.attribute(named: "SceneStorage") != nil }.count
    }
    for token in file.identifiers(named: "codable")
    where token.isMemberName && token.offset(-2).text.lowercased().hasSuffix("path") {
      savedPaths += 1
    }
  }
}
