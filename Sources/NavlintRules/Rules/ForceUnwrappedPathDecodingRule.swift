import NavlintNavigation
import NavlintSyntax

/// NAV008: `try!`, `as!` or postfix `!` while decoding or encoding navigation state
/// (Rules/NAV008-force-unwrapped-path-decoding.md).
public struct ForceUnwrappedPathDecodingRule: Rule {
  public static let id: RuleID = "NAV008"
  public static let name = "force-unwrapped-path-decoding"
  public static let summary =
    "`try!`, `as!` or `!` while decoding or encoding navigation state crashes the app on bad saved data."
  public static let defaultSeverity: Severity = .error
  public static let fixAvailability: FixAvailability = .none
  /// Navigation state is a `decode`/`encode` call, `.codable`, `CodableRepresentation` or `NavigationPath(…)`.
  public static let triggers: [StaticString] = [
    "decode", "encode", "codable", "CodableRepresentation", "NavigationPath",
  ]

  public init() {}

  public func check(_ context: RuleContext) {
    let structure = context.structure
    let tokens = structure.tokens
    let paths = context.navigation.pathMutations
    for index in tokens.indices where tokens[index].kind == .exclaim {
      let before = index - 1
      if structure.kind(before) == .keyword && structure.token(before, is: "try") {
        // `try! …`: the expression it covers, or what it is assigned to (`router.path = try! …decode(…)`).
        let end = structure.expressionEnd(from: index + 1)
        guard index + 1 <= end else { continue }
        guard
          let verb = navigationCoding(in: (index + 1)..<(end + 1), structure, paths)
            ?? decodingIntoPath(assignedBefore: before, (index + 1)..<(end + 1), structure, paths)
        else { continue }
        context.report(from: before, through: index, message: "`try!` \(Self.crashes) \(verb)")
      } else if structure.kind(before) == .keyword && structure.token(before, is: "as") {
        let statement = structure.statementRange(containing: before)
        guard let verb = navigationCoding(in: statement.lowerBound..<(statement.upperBound + 1), structure, paths)
        else {
          continue
        }
        context.report(from: before, through: index, message: "`as!` \(Self.crashes) \(verb)")
      } else if let verb = forceUnwrapContext(index, structure, paths) {
        context.report(token: index, message: "Force unwrap \(Self.crashes) \(verb)")
      }
    }
  }

  // MARK: - Private

  /// For a postfix `!`: `path.codable!`, `(try? …decode(NavigationPath.CodableRepresentation…))!`, or a
  /// `!` inside the arguments of a navigation-state decode, encode or `NavigationPath(…)` call.
  private func forceUnwrapContext(_ index: Int, _ structure: FileStructure, _ paths: PathMutationFinder) -> String? {
    let before = index - 1
    if structure.isIdentifier(before, "codable") && structure.kind(before - 1) == .period { return "encoded" }
    if structure.kind(before) == .rParen, let open = structure.brackets.partner(of: before),
      structure.call(owningBracket: open) == nil, let verb = navigationCoding(in: (open + 1)..<before, structure, paths)
    {
      return verb
    }
    // Out through argument lists only: the first call that is not one, or that decides, ends the walk.
    var isInAValue = false
    for ancestor in structure.file.token(index).ancestors.calls {
      guard ancestor.isArgumentList, let call = ancestor.call else { return nil }
      if call.isNamed("NavigationPath") {
        // In a value the path is built from (`NavigationPath([Screen.item(first!)])`, the elements' initialiser)
        // nothing is decoded.
        let open = ancestor.bracket.index
        let inALiteral = structure.brackets.enclosingBrackets(of: index).contains {
          $0 > open && structure.kind($0) == .lSquare
        }
        return Self.isSwiftUIPathInit(call, structure) && !isInAValue && !inALiteral ? "decoded" : nil
      }
      if !call.isNamed(any: ["decode", "encode"]) { isInAValue = true }
      if call.isNamed(any: ["decode", "encode"]), isNavigationCodingCall(call.index, structure, paths) {
        return call.isNamed("decode") ? "decoded" : "encoded"
      }
    }
    return nil
  }

  /// Whether a `NavigationPath(…)` call has the shape of SwiftUI's initialisers: one argument without a label
  /// (`NavigationPath(representation)`, `NavigationPath(routes)`). An app's own type of that name, such as a
  /// deep link's `NavigationPath(url:)`, takes others.
  private static func isSwiftUIPathInit(_ call: CallRef, _ structure: FileStructure) -> Bool {
    let arguments = structure.arguments(of: call.index)
    return arguments.count == 1 && arguments[0].label == nil
  }

  /// "decoded" or "encoded" when `range` decodes or encodes navigation state.
  private func navigationCoding(in range: Range<Int>, _ structure: FileStructure, _ paths: PathMutationFinder)
    -> String?
  {
    var mentionsState = false
    var verb: String?
    for index in range {
      if structure.isIdentifier(index, "CodableRepresentation") { mentionsState = true }
      if structure.isIdentifier(index, "codable") && structure.kind(index - 1) == .period { mentionsState = true }
      if let call = structure.call(atName: index), structure.call(call, isNamedAny: ["decode", "encode"]) {
        if isNavigationCodingCall(call, structure, paths) { mentionsState = true }
        verb = verb ?? (structure.call(call, isNamed: "decode") ? "decoded" : "encoded")
      }
    }
    guard mentionsState else { return nil }
    return verb ?? "decoded"
  }

  /// "decoded" when the `try!` expression `range`, assigned to a navigation path (`router.path = try! …`,
  /// `navigationStackPath = try! …`, wherever that path is declared), decodes something.
  private func decodingIntoPath(
    assignedBefore tryKeyword: Int, _ range: Range<Int>, _ structure: FileStructure, _ paths: PathMutationFinder
  ) -> String? {
    let equal = tryKeyword - 1
    guard structure.kind(equal) == .equal, paths.isNavigationPathName(equal - 1),
      !(structure.kind(equal - 2) == .keyword
        && (structure.token(equal - 2, is: "let") || structure.token(equal - 2, is: "var")))
    else { return nil }
    let decodes = range.contains { structure.call(atName: $0).map { structure.call($0, isNamed: "decode") } ?? false }
    return decodes ? "decoded" : nil
  }

  /// `decode(NavigationPath.CodableRepresentation.self, …)`, `decode([AppRoute].self, …)`,
  /// `encode(path.codable)`, `encode(path)`, `encode(router.navigationStackPath)`: a navigation path by the
  /// shared path-name rule (`PathMutationFinder.isNavigationPathName`), declared here or anywhere else.
  private func isNavigationCodingCall(_ call: Int, _ structure: FileStructure, _ paths: PathMutationFinder) -> Bool {
    guard let first = structure.arguments(of: call).first else { return false }
    for index in first.value {
      if structure.isIdentifier(index, "CodableRepresentation") || structure.isIdentifier(index, "NavigationPath") {
        return true
      }
      if structure.isIdentifier(index, "codable") && structure.kind(index - 1) == .period { return true }
    }
    if structure.call(call, isNamed: "encode") {
      let last = first.value.upperBound - 1
      if first.value.count >= 1, paths.isNavigationPathName(last) { return true }
    } else {
      // `[SomeRoute].self` / `SomeRoute.self`.
      let text = structure.joinedText(first.value)
      guard text.hasSuffix(".self") else { return false }
      var type = text.dropLast(5)
      if type.hasPrefix("["), type.hasSuffix("]") { type = type.dropFirst().dropLast() }
      let name = TypeText.lastComponent(of: String(type))
      return name.hasSuffix("Route") || name.hasSuffix("Destination")
    }
    return false
  }

  private static let crashes = "crashes the app when navigation state cannot be"
}
