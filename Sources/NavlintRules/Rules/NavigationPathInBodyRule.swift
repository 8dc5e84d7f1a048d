import NavlintSyntax

/// NAV011: a navigation path made while `body` runs, or a stack bound to a constant path
/// (Rules/NAV011-navigation-path-in-body.md).
public struct NavigationPathInBodyRule: Rule {
  public static let id: RuleID = "NAV011"
  public static let name = "navigation-path-in-body"
  public static let summary =
    "A `NavigationPath` made inside `body`, or a `NavigationStack` bound to `.constant(…)`, "
    + "loses every push and pop; keep the path in `@State` or a model."
  public static let defaultSeverity: Severity = .error
  public static let fixAvailability: FixAvailability = .none
  /// A `NavigationPath(…)` call, or a stack bound to `.constant(…)`.
  public static let triggers: [StaticString] = ["NavigationPath", "constant"]

  public init() {}

  public func check(_ context: RuleContext) {
    let structure = context.structure
    var constantPaths: [Range<Int>] = []
    for stack in structure.calls(named: "NavigationStack") where structure.isSwiftUITypeCall(stack) {
      guard let path = structure.argument(labelled: "path", of: stack),
        !isInPreview(structure.calls[stack].nameToken, structure)
      else { continue }
      if let constant = constantBinding(path.value, structure) {
        constantPaths.append(path.value)
        let call = structure.calls[constant]
        context.report(from: call.firstToken, through: call.nameToken, message: Self.constantMessage)
      } else if let fresh = freshPathGetter(path.value, structure) {
        context.report(token: structure.calls[fresh].nameToken, message: Self.getterMessage)
      }
    }
    for path in structure.calls(named: "NavigationPath") where structure.isSwiftUITypeCall(path) {
      let call = structure.calls[path]
      guard call.arguments != nil, !call.hasTrailingClosure,
        !constantPaths.contains(where: { $0.contains(call.nameToken) }),
        isLocalValueInViewBody(path, structure)
      else { continue }
      context.report(token: call.nameToken, message: Self.bodyMessage)
    }
  }

  // MARK: - Private

  /// The `.constant(…)` call that is the whole of `value`: `.constant(x)`, `Binding.constant(x)`,
  /// `SwiftUI.Binding<NavigationPath>.constant(x)`.
  private func constantBinding(_ value: Range<Int>, _ structure: FileStructure) -> Int? {
    guard !value.isEmpty, let call = structure.call(endingAt: value.upperBound - 1) else { return nil }
    let constant = structure.calls[call]
    guard constant.isMember, structure.call(call, isNamed: "constant"), constant.firstToken >= value.lowerBound else {
      return nil
    }
    let receiver = structure.joinedText(value.lowerBound..<constant.firstToken)
    let allowed =
      receiver.isEmpty || receiver == "Binding" || receiver == "SwiftUI.Binding" || receiver.hasPrefix("Binding<")
      || receiver.hasPrefix("SwiftUI.Binding<")
    return allowed ? call : nil
  }

  /// The `NavigationPath()` call that is the whole getter of a `Binding(get:set:)` making up all of `value`
  /// (`Binding(get: { NavigationPath() }, set: { _ in })`): every read gives a new, empty path.
  private func freshPathGetter(_ value: Range<Int>, _ structure: FileStructure) -> Int? {
    guard !value.isEmpty, let binding = structure.call(endingAt: value.upperBound - 1),
      structure.call(binding, isNamed: "Binding"), structure.isSwiftUITypeCall(binding),
      structure.calls[binding].firstToken == value.lowerBound
        || structure.isIdentifier(value.lowerBound, "SwiftUI")
          && structure.calls[binding].firstToken == value.lowerBound + 1,
      let getter = structure.closureArgument(labelled: "get", of: binding),
      let close = structure.brackets.partner(of: getter)
    else { return nil }
    let statements = structure.topLevelStatements(in: getter, close)
    guard statements.count == 1 else { return nil }
    var start = statements[0]
    if structure.kind(start) == .keyword && structure.token(start, is: "return") { start += 1 }
    guard let fresh = structure.call(atName: start), structure.call(fresh, isNamed: "NavigationPath"),
      structure.calls[fresh].lastToken == close - 1, structure.calls[fresh].arguments?.isEmpty ?? false
    else { return nil }
    return fresh
  }

  /// Whether call `path` is the whole initial value of a local `let` / `var` declared in a view's `body` (or
  /// another computed `some View` property), outside any closure: a value made again on every render.
  private func isLocalValueInViewBody(_ path: Int, _ structure: FileStructure) -> Bool {
    let nameToken = structure.calls[path].nameToken
    // The two innermost declarations around the call (`enclosingDeclarations(of:)`'s first two).
    var innermost: [Int] = []
    _ = structure.enclosingDeclaration(of: nameToken) { declaration in
      innermost.append(declaration)
      return innermost.count == 2
    }
    guard innermost.count == 2 else { return false }
    let call = structure.calls[path]
    let local = structure.declarations[innermost[0]]
    // `SwiftUI.NavigationPath()` starts at the module name.
    let start = call.isMember ? call.firstToken - 1 : call.firstToken
    guard local.kind == .constant || local.kind == .variable, !local.isMember,
      local.initializer == start..<(call.lastToken + 1)
    else { return false }
    let property = structure.declarations[innermost[1]]
    guard isViewProperty(property, structure), let body = property.body, body.contains(call.nameToken) else {
      return false
    }
    if let type = property.parent, isPreviewType(structure.declarations[type], structure) { return false }
    return !structure.enclosingClosures(of: call.nameToken).contains { body.contains($0) }
  }

  /// A computed instance property of a type whose type is `some View` (`body` included).
  private func isViewProperty(_ property: Declaration, _ structure: FileStructure) -> Bool {
    guard property.kind == .variable, property.isMember, property.body != nil, let type = property.typeAnnotation else {
      return false
    }
    guard
      !property.modifiers(in: structure).contains(where: {
        structure.token($0, is: "static") || structure.token($0, is: "class")
      })
    else { return false }
    let text = structure.joinedText(type)
    return text == "someView" || text == "someSwiftUI.View"
  }

  private func isPreviewType(_ declaration: Declaration, _ structure: FileStructure) -> Bool {
    declaration.inheritance(in: structure).contains { $0.lastComponent == "PreviewProvider" }
  }

  /// Whether `index` is inside a `#Preview { … }` or a `PreviewProvider` type: a constant path there shows a
  /// pushed screen in the canvas and never runs in the app.
  private func isInPreview(_ index: Int, _ structure: FileStructure) -> Bool {
    let preview = structure.firstEnclosingCall(of: index) {
      structure.calls[$0.call].isMacro && structure.call($0.call, isNamed: "Preview")
    }
    if preview != nil { return true }
    return structure.enclosingDeclaration(of: index) { isPreviewType(structure.declarations[$0], structure) } != nil
  }

  private static let constantMessage =
    "`NavigationStack(path: .constant(…))` cannot record pushes or pops; bind the path to `@State` or a model"
  private static let getterMessage =
    "A path binding whose getter makes a new `NavigationPath` always shows the root; "
    + "bind the path to `@State` or a model"
  private static let bodyMessage =
    "`NavigationPath` made in `body` starts over on every render; keep the path in `@State` or a model"
}
