import NavlintNavigation
import NavlintSyntax

/// NAV013: a URL handler that pushes onto a navigation path without resetting it first
/// (Rules/NAV013-deep-link-without-reset.md).
public struct DeepLinkWithoutResetRule: Rule {
  public static let id: RuleID = "NAV013"
  public static let name = "deep-link-without-reset"
  public static let summary =
    "A deep-link handler pushes onto a navigation path without resetting it first, "
    + "so the linked screen lands on top of whatever was open."
  public static let defaultSeverity: Severity = .warning
  public static let fixAvailability: FixAvailability = .none
  /// Handlers are `.onOpenURL` closures and functions taking a `URL`.
  public static let triggers: [StaticString] = ["onOpenURL", "URL"]

  public init() {}

  public func check(_ context: RuleContext) {
    let file = context.file
    let handlers = handlers(in: file)
    guard !handlers.isEmpty else { return }
    let finder = PathMutationFinder(file.structure)
    // A push inside two handlers (an `.onOpenURL` in a function taking a `URL`) is reported once.
    var reported: Set<Int> = []
    for handler in handlers {
      check(handler, finder, reported: &reported, context)
    }
  }

  // MARK: - Handlers

  /// The code of one URL handler: the closures of an `.onOpenURL` call or the body of a function taking a
  /// `URL`.
  private struct Handler {
    var bodies: [ClosedRange<Int>]
    var description: String
    /// For a function: the names its `URL` parameters have inside the body.
    var urlParameters: Set<String> = []
  }

  private func handlers(in file: SwiftFile) -> [Handler] {
    var result: [Handler] = []
    for call in file.calls(named: "onOpenURL") where call.isMember {
      var bodies = call.trailingClosures.prefix(1).map { $0.open...$0.close }
      if let perform = call.closureArgument(labelled: "perform"), let close = perform.partner {
        bodies.append(perform.index...close.index)
      }
      if !bodies.isEmpty { result.append(Handler(bodies: bodies, description: "`.onOpenURL`")) }
    }
    let structure = file.structure
    for declaration in file.declarations where declaration.kind == .function {
      let urlParameters = declaration.parameters.filter { isURLType($0.type, structure) }
      guard let body = declaration.body, !urlParameters.isEmpty else { continue }
      let names = Set(urlParameters.compactMap { $0.innerName.map { structure.text($0) } })
      result.append(Handler(bodies: [body], description: "`\(declaration.name)(…)`", urlParameters: names))
    }
    return result
  }

  /// `URL`, `URL?` or `Foundation.URL` (with or without `?`).
  private func isURLType(_ type: Range<Int>, _ structure: FileStructure) -> Bool {
    // Compared on the tokens' bytes joined: the joined text equals one of these ASCII spellings exactly when
    // the bytes do (invalid UTF-8 decodes to U+FFFD, and no other character is equivalent to these).
    var length = 0
    for index in type where length <= 15 { length += Int(structure.tokens[index].length) }
    guard length == 3 || length == 4 || length == 14 || length == 15 else { return false }
    var joined: [UInt8] = []
    let bytes = structure.source.bytes
    for index in type { joined += bytes[structure.tokens[index].range] }
    if joined.last == UInt8(ascii: "?") { joined.removeLast() }
    return joined.elementsEqual("URL".utf8) || joined.elementsEqual("Foundation.URL".utf8)
  }

  // MARK: - Pushes and resets

  /// Reports, for each path the handler pushes onto, the first push with no reset of that path before it.
  private func check(
    _ handler: Handler, _ finder: PathMutationFinder, reported reportedPushes: inout Set<Int>, _ context: RuleContext
  ) {
    let structure = finder.structure
    let file = structure.file
    for body in handler.bodies {
      let nested = file.nestedDeclarationRanges(in: body)
      var resetPaths: Set<String> = []
      var resetOwners: Set<String> = []
      var reported: Set<String> = []
      var index = body.lowerBound + 1
      while index < body.upperBound {
        if let skipped = nested.first(where: { $0.contains(index) }) {
          index = skipped.upperBound + 1
          continue
        }
        defer { index += 1 }
        guard structure.kind(index) == .identifier else { continue }
        let token = file.token(index)
        if let call = token.call, isResetCall(call) {
          // The object the reset is made on: `router` for `router.reset()`, `router.path` for
          // `router.path.reset()`, the empty string for `reset()` and `self.reset()`.
          let receiver = call.name.ownerText
          resetOwners.insert(receiver)
          resetPaths.insert(receiver)
          continue
        }
        guard let mutation = finder.mutation(at: token), !token.isLocal(declaredAfter: body.lowerBound) else {
          continue
        }
        let owner = token.ownerText
        let key = owner.isEmpty ? token.text : owner + "." + token.text
        switch mutation.kind {
        case .reset:
          resetPaths.insert(key)
        case .pop:
          continue
        case .push:
          guard !resetPaths.contains(key), !resetOwners.contains(owner), !reported.contains(key),
            !pushesURLItself(mutation, handler.urlParameters, structure)
          else { continue }
          reported.insert(key)
          guard reportedPushes.insert(mutation.operation.lowerBound).inserted else { continue }
          context.report(
            from: mutation.operation.lowerBound, through: mutation.operation.upperBound,
            message: "Deep-link handler \(handler.description) pushes onto `\(token.text)` without "
              + "resetting it first; the linked screen lands on top of what was open")
        }
      }
    }
  }

  /// Whether a function's push shows its URL parameter as it is: `path.append(url)`, `path.append(.web(url))`,
  /// `path.append(Route.safari(url: link))`. That is a screen showing a link tapped in the app (a browser
  /// pushed on purpose), not a deep link parsed into routes (`Route(url: url)` is parsing and still counts).
  private func pushesURLItself(_ mutation: PathMutation, _ urlParameters: Set<String>, _ structure: FileStructure)
    -> Bool
  {
    guard !urlParameters.isEmpty, let call = structure.call(atName: mutation.operation.upperBound),
      case let arguments = structure.arguments(of: call), arguments.count == 1, arguments[0].label == nil
    else { return false }
    var value = Array(arguments[0].value)
    let isURL: (Int) -> Bool = { structure.kind($0) == .identifier && urlParameters.contains(structure.text($0)) }
    if value.count == 1 { return isURL(value[0]) }
    // `Type.` before an enum case is optional.
    if value.count > 2, structure.kind(value[0]) == .identifier, structure.kind(value[1]) == .period {
      value.removeFirst()
    }
    // `.case(url)` or `.case(label: url)`.
    guard value.count >= 5, structure.kind(value[0]) == .period, structure.kind(value[1]) == .identifier,
      structure.text(value[1]).first?.isLowercase == true, structure.kind(value[2]) == .lParen,
      structure.kind(value[value.count - 1]) == .rParen
    else { return false }
    let inner = Array(value[3..<(value.count - 1)])
    if inner.count == 1 { return isURL(inner[0]) }
    return inner.count == 3 && structure.kind(inner[0]) == .identifier && structure.kind(inner[1]) == .colon
      && isURL(inner[2])
  }

  /// A call named `reset…` or `popToRoot…` (`reset()`, `router.resetNavigation()`, `popToRoot()`).
  private func isResetCall(_ call: CallRef) -> Bool {
    // An ASCII name is compared on its bytes; any other keeps the string comparison.
    let range = call.file.tokens[call.name.index].range
    let bytes = call.file.source.bytes
    guard bytes[range].contains(where: { $0 >= 0x80 }) else {
      return bytes[range].starts(with: "reset".utf8) || bytes[range].starts(with: "popToRoot".utf8)
    }
    let name = call.nameText
    return name.hasPrefix("reset") || name.hasPrefix("popToRoot")
  }
}
