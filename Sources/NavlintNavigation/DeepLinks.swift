import NavlintSyntax

/// Deep-link entry points and what they call (NAV013 deep-link-without-reset): shared by the rule, which
/// judges what the file shows, and by `FactExtractor`, which keeps the calls only other files can decide
/// (`PendingDeepLink`).
public enum DeepLinks {
  /// The code of one deep-link entry point: the closures of an `.onOpenURL` or `.onContinueUserActivity`
  /// call, or the body of a function taking a `URL` (`application(_:open:options:)` among them), a user
  /// activity or URL contexts (`scene(_:openURLContexts:)`).
  public struct Handler: Sendable {
    public var bodies: [ClosedRange<Int>]
    public var description: String
    /// For a function: the names its `URL` parameters have inside the body.
    public var urlParameters: Set<String> = []
    /// The names the link has inside the bodies: a function's link parameters, a closure's parameter.
    public var linkNames: Set<String> = []
    /// For a function: its name (a call to it from another handler is that handler's own business).
    public var functionName: String?
    /// Whether pushes through methods count here: in entry points (`.onOpenURL`, the delegates' callbacks)
    /// and functions named as deep-link handlers. A plain function taking a `URL` is as often the handler of
    /// links tapped inside the app (an `OpenURLAction`), which push on purpose; only its own path changes
    /// count.
    public var readsMethodCalls = true
  }

  public static func handlers(in file: SwiftFile) -> [Handler] {
    var result: [Handler] = []
    for call in file.calls(namedAny: ["onOpenURL", "onContinueUserActivity"]) where call.isMember {
      var bodies = call.trailingClosures.prefix(1).map { $0.open...$0.close }
      if let perform = call.closureArgument(labelled: "perform"), let close = perform.partner {
        bodies.append(perform.index...close.index)
      }
      let names = Set(bodies.compactMap { closureParameter(opening: $0.lowerBound, file) })
      if !bodies.isEmpty {
        result.append(Handler(bodies: bodies, description: "`.\(call.nameText)`", linkNames: names))
      }
    }
    let structure = file.structure
    for declaration in file.declarations where declaration.kind == .function {
      let linkParameters = declaration.parameters.filter { isLinkType($0.type, structure) }
      guard let body = declaration.body, !linkParameters.isEmpty else { continue }
      let innerName: (Parameter) -> String? = { $0.innerName.map { structure.text($0) } }
      let urls = Set(linkParameters.filter { isURLType($0.type, structure) }.compactMap(innerName))
      result.append(
        Handler(
          bodies: [body], description: "`\(declaration.name)(…)`", urlParameters: urls,
          linkNames: Set(linkParameters.compactMap(innerName)), functionName: declaration.name,
          readsMethodCalls: isEntryPoint(declaration)))
    }
    return result
  }

  /// A function the system calls with a link (`application(_:open:options:)`,
  /// `application(_:continue:restorationHandler:)`, `scene(_:openURLContexts:)`, `scene(_:continue:)`), or one
  /// named as a deep-link handler (`handleDeepLink(_:)`, `openUniversalLink(_:)`, `route(deeplink:)`).
  private static func isEntryPoint(_ declaration: DeclarationRef) -> Bool {
    if declaration.name == "application" || declaration.name == "scene" { return true }
    let structure = declaration.file
    var words = IdentifierWords.words(of: declaration.name)
    for parameter in declaration.parameters {
      for name in [parameter.firstName, parameter.secondName].compactMap({ $0 }) {
        words += IdentifierWords.words(of: structure.text(name))
      }
    }
    for (position, word) in words.enumerated() {
      if word == "deeplink" || word == "deeplinks" { return true }
      if (word == "deep" || word == "universal") && position + 1 < words.count && words[position + 1].hasPrefix("link")
      {
        return true
      }
    }
    return false
  }

  /// The parameter of a closure written `{ url in`, `{ (url) in` or `{ url: URL in`.
  private static func closureParameter(opening open: Int, _ file: SwiftFile) -> String? {
    var name = file.token(open + 1)
    if name.kind == .lParen { name = name.next }
    guard name.kind == .identifier else { return nil }
    var after = name.next
    if after.kind == .rParen { after = after.next }
    if after.kind == .colon {
      while after.exists && !after.is("in") && after.kind != .rBrace { after = after.next }
    }
    return after.is("in") ? name.text : nil
  }

  /// A deep link's type: `URL` (see `isURLType`), `NSUserActivity`, or URL contexts (`Set<UIOpenURLContext>`).
  private static func isLinkType(_ type: Range<Int>, _ structure: FileStructure) -> Bool {
    if isURLType(type, structure) { return true }
    return type.contains {
      structure.kind($0) == .identifier
        && (structure.token($0, is: "NSUserActivity") || structure.token($0, is: "UIOpenURLContext"))
    }
  }

  /// `URL`, `URL?` or `Foundation.URL` (with or without `?`).
  private static func isURLType(_ type: Range<Int>, _ structure: FileStructure) -> Bool {
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

  /// Whether the call hands the link itself on (`router.navigate(to: url)`, `coordinator.open($0)`).
  public static func passesLink(_ name: TokenRef, _ linkNames: Set<String>, _ structure: FileStructure) -> Bool {
    guard let call = name.call else { return false }
    return call.arguments.contains { argument in
      argument.value.count == 1
        && (linkNames.contains(structure.text(argument.value.lowerBound))
          || structure.text(argument.value.lowerBound) == "$0")
    }
  }

  /// A call named `reset…` or `popToRoot…` (`reset()`, `router.resetNavigation()`, `popToRoot()`).
  public static func isResetCall(_ call: CallRef) -> Bool {
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
