import NavlintSyntax

/// A change to a navigation path found at a path name: `path.append(…)`, `router.path += […]`,
/// `self.homePath = NavigationPath()`. Shared by the rules about when and how a path is changed
/// (NAV013 deep-link-without-reset, NAV014 delayed-navigation).
///
/// A *path name* is `path` or a name ending in `Path` (`homePath`, `navigationPath`), on its own or at the
/// end of a member chain. Only the name's own statement is looked at; reads (`path.count`) are no change.
public struct PathMutation: Sendable, Equatable {
  /// What the change does to the stack.
  public enum Kind: Sendable, Equatable {
    /// `append`, `insert`, `+=`: screens are pushed on top of what is there.
    case push
    /// `removeLast()`, `removeFirst(n)`, `remove(at:)`, `removeSubrange`: some screens are popped.
    case pop
    /// `removeAll()`, `removeLast(path.count)`, or any assignment (`= NavigationPath()`, `= []`, `= routes`):
    /// the stack starts over.
    case reset
  }

  public var kind: Kind
  /// The path name's token.
  public var pathToken: Int
  /// The tokens naming the change: `.append` (period and name), `+=`, or `=`.
  public var operation: ClosedRange<Int>

  /// Methods that push.
  static let pushMethods: [StaticString] = ["append", "insert"]
  /// Methods that pop (`removeLast`/`removeFirst` reset instead when their count mentions `count`).
  static let popMethods: [StaticString] = ["removeLast", "removeFirst", "remove", "removeSubrange"]
  /// Every collection method a path is changed with: on a path, a change this file decides; on any other
  /// object (`results.errors.append(…)`), most likely a collection's own method.
  static let collectionMethods: [StaticString] = pushMethods + popMethods + ["removeAll"]
}

/// Finds path changes in one file. Built once per file: it remembers which path-like names the file declares
/// as something else (`var path: String`, `let cachePath = "…"`), so those are never taken for navigation.
public final class PathMutationFinder {
  public let structure: FileStructure
  /// Names declared in this file with a type or value that is not a navigation path; worked out on the first
  /// path change found (most files a rule reads have none).
  private lazy var nonNavigationNames: Set<String> = Self.nonNavigationNames(in: structure)

  public init(_ structure: FileStructure) {
    self.structure = structure
  }

  private static func nonNavigationNames(in structure: FileStructure) -> Set<String> {
    var names: Set<String> = []
    let tokens = structure.tokens
    let bytes = structure.source.bytes
    for index in structure.declarations.indices
    where structure.declarations[index].kind == .variable || structure.declarations[index].kind == .constant {
      // Only path names are ever looked up (`isNavigationPathName`); the bytes rule out most names unread.
      guard let nameToken = structure.declarations[index].nameToken,
        Self.mayBePathName(tokens[nameToken], bytes)
      else { continue }
      let declaration = structure.declarations[index]
      let name = declaration.name
      guard name == "path" || name.hasSuffix("Path") else { continue }
      var type = declaration.typeAnnotation.map { structure.joinedText($0) } ?? ""
      if type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
      let firstValue = declaration.initializer?.lowerBound
      if Self.nonNavigationTypes.contains(type) || Self.scalarTypes.contains(type) || Self.isArrayOfPoints(type)
        || firstValue.map({
          structure.kind($0) == .stringQuote || Self.isNonNavigationValue($0, structure)
            || Self.isScalarLiteral($0, structure)
        }) == true
        || declaration.initializer.flatMap({ TypeText.arrayElement(ofCreation: structure.joinedText($0)) })
          .map(SwiftUINames.pointTypes.contains) == true
      {
        names.insert(declaration.name)
      }
    }
    return names
  }

  /// Types a name called `path` has when it is a file path, a URL path or a drawing.
  static let nonNavigationTypes: Set<String> = [
    "String", "Substring", "URL", "Foundation.URL", "FilePath", "NSString", "Path", "SwiftUI.Path", "CGPath",
    "CGMutablePath", "UIBezierPath", "NSBezierPath", "URLComponents", "IndexPath", "KeyPath",
  ]

  /// Types of one value, which no navigation path is (a path holds screens): a counter or a signal named
  /// `…Path` (`@State var resetPath: Int = -1`).
  static let scalarTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Bool", "Double",
    "Float", "CGFloat", "Date", "UUID", "CChar", "CUnsignedChar", "CShort", "CInt", "CLong", "CFloat", "CDouble",
  ]

  /// A number or a Boolean written as a declaration's first value (`= -1`, `= 0.5`, `= false`).
  static func isScalarLiteral(_ index: Int, _ structure: FileStructure) -> Bool {
    switch structure.kind(index) {
    case .integer, .float: return true
    case .keyword: return structure.token(index, is: "true") || structure.token(index, is: "false")
    case .operator:
      return structure.token(index, is: "-")
        && (structure.kind(index + 1) == .integer || structure.kind(index + 1) == .float)
    default: return false
    }
  }

  /// `[CGPoint]`, `Array<CLLocationCoordinate2D>`, as a declaration's type is written: a drawing or a map
  /// route (`SwiftUINames.pointTypes`), no navigation path.
  static func isArrayOfPoints(_ type: String) -> Bool {
    TypeText.arrayElement(of: type).map(SwiftUINames.pointTypes.contains) ?? false
  }

  /// Values that make a drawing or a file path: `Path(…)`, `UIBezierPath(…)`, `URL(…)`, `FilePath(…)`.
  static func isNonNavigationValue(_ index: Int, _ structure: FileStructure) -> Bool {
    guard structure.kind(index) == .identifier else { return false }
    let name = structure.text(index)
    return nonNavigationTypes.contains(name) && structure.kind(index + 1) == .lParen
  }

  /// The last word before `Path` in names that are file paths, key paths, drawings or breadcrumb trails
  /// (`filePath`, `localCachePath`, `keyPath`, `bezierPath`, `breadcrumbPath`).
  static let nonNavigationPrefixes: Set<String> = [
    "file", "url", "local", "cache", "caches", "document", "documents", "directory", "dir", "folder", "resource",
    "bundle", "temp", "tmp", "download", "downloads", "image", "asset", "storage", "key", "sound", "audio",
    "video", "save", "database", "db", "log", "config", "plist", "json", "icon", "font", "model", "bezier", "cg",
    "clip", "shape", "drawing", "stroke", "mask", "svg", "relative", "absolute", "full", "base", "index",
    "request", "api", "endpoint", "upload", "export", "import", "backup", "archive", "zip", "source", "output",
    "input", "destination", "breadcrumb", "breadcrumbs",
  ]

  /// Whether the identifier at `index` names a navigation path: `path`, or a name ending in `Path`
  /// (`homePath`, `navigationPath`), unless the name is a file path, key path or drawing by its words
  /// (`filePath`, `keyPath`, `bezierPath`) or by its declaration in this file (`var path: String`).
  public func isNavigationPathName(_ index: Int) -> Bool {
    guard structure.kind(index) == .identifier, Self.mayBePathName(structure.tokens[index], structure.source.bytes)
    else { return false }
    let name = structure.text(index)
    guard !nonNavigationNames.contains(name) else { return false }
    if name == "path" { return true }
    guard name.count > 4, name.hasSuffix("Path") else { return false }
    let prefix = String(name.dropLast(4))
    guard let lastWord = IdentifierWords.words(of: prefix).last else { return false }
    return !Self.nonNavigationPrefixes.contains(lastWord)
  }

  /// Whether the token's bytes are `path` or end in `Path`: a name whose text is `path` or ends in `Path`
  /// has those bytes (no other character is canonically equivalent to these letters), so other tokens need
  /// no string.
  public static func mayBePathName(_ token: Token, _ bytes: [UInt8]) -> Bool {
    let end = token.end
    guard token.length >= 4 else { return false }
    let isPath =
      bytes[end - 3] == UInt8(ascii: "a") && bytes[end - 2] == UInt8(ascii: "t") && bytes[end - 1] == UInt8(ascii: "h")
    return isPath && (bytes[end - 4] == UInt8(ascii: "P") || (token.length == 4 && bytes[end - 4] == UInt8(ascii: "p")))
  }

  /// The change made to the path named at `index`, if the statement there changes it.
  /// The statement's shape is checked on its tokens first; the name's words only for a change.
  public func mutation(at index: Int) -> PathMutation? {
    let structure = self.structure
    guard structure.kind(index) == .identifier,
      Self.mayBePathName(structure.tokens[index], structure.source.bytes),
      let mutation = Self.change(at: index, structure), isNavigationPathName(index), !isURLComponentsPath(index)
    else { return nil }
    return mutation
  }

  /// Whether the path named at `index` is the path of a URL's components: `urlComponents.path`,
  /// `components.path` (`URLComponents`, whose `path` is a string that `append` grows).
  private func isURLComponentsPath(_ index: Int) -> Bool {
    guard index >= 2, structure.kind(index - 1) == .period, structure.kind(index - 2) == .identifier else {
      return false
    }
    return IdentifierWords.lastWord(of: structure.text(index - 2), isOneOf: ["components"])
  }

  /// The change the statement at the name `index` makes, whatever the name.
  private static func change(at index: Int, _ structure: FileStructure) -> PathMutation? {
    let previous = index - 1
    if structure.kind(previous) == .keyword
      && (structure.token(previous, is: "var") || structure.token(previous, is: "let")
        || structure.token(previous, is: "case"))
    {
      return nil
    }
    // `\.path` key paths are not changes.
    if structure.kind(previous) == .backslash
      || (structure.kind(previous) == .period && structure.kind(previous - 1) == .backslash)
    {
      return nil
    }
    let next = index + 1
    switch structure.kind(next) {
    case .period:
      let method = next + 1
      guard structure.kind(method) == .identifier, structure.kind(method + 1) == .lParen,
        let call = structure.call(atName: method)
      else { return nil }
      let operation = next...method
      if PathMutation.pushMethods.contains(where: { structure.token(method, is: $0) }) {
        return PathMutation(kind: .push, pathToken: index, operation: operation)
      }
      if structure.token(method, is: "removeAll") {
        return PathMutation(kind: .reset, pathToken: index, operation: operation)
      }
      if PathMutation.popMethods.contains(where: { structure.token(method, is: $0) }) {
        let removesEverything =
          (structure.token(method, is: "removeLast") || structure.token(method, is: "removeFirst"))
          && structure.calls[call].arguments.map {
            structure.containsIdentifier("count", in: ($0.open + 1)..<$0.close)
          } == true
        return PathMutation(kind: removesEverything ? .reset : .pop, pathToken: index, operation: operation)
      }
      return nil
    case .operator:
      // `components.path += "/api"`: a string grows, no screen is pushed.
      guard structure.token(next, is: "+="), structure.kind(next + 1) != .stringQuote else { return nil }
      return PathMutation(kind: .push, pathToken: index, operation: next...next)
    case .equal:
      // `path = "…"`, `path = Path(…)`: a string or a drawing, not a navigation path.
      let value = next + 1
      if structure.kind(value) == .stringQuote || isNonNavigationValue(value, structure) { return nil }
      return PathMutation(kind: .reset, pathToken: index, operation: next...next)
    default:
      return nil
    }
  }
}

extension PathMutation {
  /// Whether the change is an assignment (`path = …`).
  public func isAssignment(in structure: FileStructure) -> Bool {
    operation.count == 1 && structure.kind(operation.lowerBound) == .equal
  }

  /// Whether the change is an assignment of an empty path: `= NavigationPath()`, `= .init()` or `= []`.
  public func assignsEmptyPath(in structure: FileStructure) -> Bool {
    guard isAssignment(in: structure) else { return false }
    let value = TokenRef(structure, operation.lowerBound + 1)
    if value.kind == .lSquare { return value.next.kind == .rSquare }
    let open: TokenRef
    if value.isIdentifier("NavigationPath") {
      open = value.next
    } else if value.kind == .period && value.next.is("init") {
      open = value.offset(2)
    } else {
      return false
    }
    return open.kind == .lParen && open.next.kind == .rParen
  }

  /// Whether the change is an assignment of a new, empty or literal path: `= NavigationPath(…)`, `= .init(…)`
  /// or `= […]` (not a value loaded from elsewhere, `= restoredPath`).
  public func assignsNewPath(in structure: FileStructure) -> Bool {
    guard isAssignment(in: structure) else { return false }
    let value = TokenRef(structure, operation.lowerBound + 1)
    return value.isIdentifier("NavigationPath") || value.kind == .lSquare
      || (value.kind == .period && value.next.is("init"))
  }
}

extension PathMutationFinder {
  /// Whether the token names a navigation path (see `isNavigationPathName(_:)`).
  public func isNavigationPathName(_ token: TokenRef) -> Bool { isNavigationPathName(token.index) }
  /// The change made to the path named by `token`, if the statement there changes it.
  public func mutation(at token: TokenRef) -> PathMutation? { mutation(at: token.index) }
}

extension TokenRef {
  /// The object a member name belongs to, as written without `self`, `?` and `!`: `router` for
  /// `router.path` and `self.router?.path`, the empty string for `path` and `self.path`.
  /// An element or a call's result owns its members too: `routers[…]` for `routers[tab].path`,
  /// `coordinator(…)` for `coordinator(for: tab).path`.
  public var ownerText: String {
    var parts: [String] = []
    var cursor = previous
    while cursor.kind == .period {
      var base = cursor.previous.skippingUnwraps
      var suffix = ""
      if base.kind == .rSquare || base.kind == .rParen {
        suffix = base.kind == .rSquare ? "[…]" : "(…)"
        guard let open = base.partner, open.previous.kind == .identifier else {
          parts.append(suffix)
          break
        }
        base = open.previous
      }
      guard base.kind == .identifier || base.isKeyword("self") else { break }
      parts.append(base.text + suffix)
      cursor = base.previous
    }
    if parts.last == "self" { parts.removeLast() }
    return parts.reversed().joined(separator: ".")
  }

  /// The name of the object a member name belongs to, looking through unwraps, subscripts and calls:
  /// `router` for `self.router?.path`, `routers` for `routers[tab].path`, `coordinator` for
  /// `coordinator(for: tab).path`. Nil for a bare name and for `self.path`.
  public var ownerName: TokenRef? {
    guard previous.kind == .period else { return nil }
    var base = previous.previous.skippingUnwraps
    if base.kind == .rSquare || base.kind == .rParen, let open = base.partner { base = open.previous }
    return base.kind == .identifier ? base : nil
  }

  /// Whether `ownerText` is not empty, without building it: a member of something other than `self`
  /// (`router.path`, `self.router?.path`, `items[index].path`, `store().path`; not `path`, `self.path`).
  public var hasOwner: Bool {
    guard previous.kind == .period else { return false }
    let base = previous.previous.skippingUnwraps
    if base.kind == .identifier || base.kind == .rSquare || base.kind == .rParen { return true }
    guard base.isKeyword("self"), base.previous.kind == .period else { return false }
    // `a.self.path`: `a.self`.
    let outer = base.previous.previous.skippingUnwraps
    return outer.kind == .identifier || outer.isKeyword("self")
  }

  /// Whether this bare name is a local declared between `start` and here: with `let`/`var`, or, when
  /// `countingParameters`, as a parameter (`name:`) or closure parameter (`name in`). Member accesses
  /// (`self.path`) never are.
  public func isLocal(declaredAfter start: Int, countingParameters: Bool = false) -> Bool {
    localDeclaration(after: start, countingParameters: countingParameters) != nil
  }

  /// The token that declares this bare name as a local between `start` and here, the last one when it is
  /// declared again (`isLocal(declaredAfter:countingParameters:)`); nil for a member access (`self.path`).
  public func localDeclaration(after start: Int, countingParameters: Bool = false) -> TokenRef? {
    guard previous.kind != .period else { return nil }
    let file = self.file
    let tokens = file.tokens
    let target = tokens[index]
    let bytes = file.source.bytes
    var found: TokenRef?
    var cursor = max(0, start)
    while cursor < index {
      let candidate = tokens[cursor]
      if candidate.kind == .identifier && candidate.length == target.length
        && bytes[candidate.range].elementsEqual(bytes[target.range])
      {
        let previous = TokenRef(file, cursor - 1)
        if previous.isKeyword("var") || previous.isKeyword("let")
          || (countingParameters && (file.kind(cursor + 1) == .colon || file.token(cursor + 1, is: "in")))
        {
          found = TokenRef(file, cursor)
        }
      }
      cursor += 1
    }
    return found
  }
}

extension SwiftFile {
  /// The token ranges of functions, initialisers and types declared inside `range` (their code runs
  /// when called, not where it is written).
  public func nestedDeclarationRanges(in range: ClosedRange<Int>) -> [ClosedRange<Int>] {
    var result: [ClosedRange<Int>] = []
    let declarations = structure.declarations
    for position in structure.declarations(keywordsIn: range) {
      let declaration = declarations[position]
      guard declaration.kind == .function || declaration.kind == .initializer || declaration.kind.isTypeLike,
        declaration.firstToken > range.lowerBound, declaration.lastToken <= range.upperBound
      else { continue }
      if let last = result.last, last.contains(declaration.firstToken) { continue }
      result.append(declaration.firstToken...declaration.lastToken)
    }
    return result
  }

  /// The identifiers between the first and last tokens of `range` (a body's braces), in source order, that
  /// run where they are written: not those of functions and types declared inside (their code runs when
  /// called), nor of the `{ … }` blocks `runsElsewhere` picks (closures that run later).
  public func identifiersRunning(
    in range: ClosedRange<Int>, skipping runsElsewhere: ((TokenRef) -> Bool)? = nil
  ) -> RunningIdentifiers {
    RunningIdentifiers(
      file: self, nested: nestedDeclarationRanges(in: range), index: range.lowerBound, end: range.upperBound,
      runsElsewhere: runsElsewhere)
  }
}

/// `SwiftFile.identifiersRunning(in:skipping:)`.
public struct RunningIdentifiers: Sequence, IteratorProtocol {
  let file: SwiftFile
  let nested: [ClosedRange<Int>]
  var index: Int
  let end: Int
  let runsElsewhere: ((TokenRef) -> Bool)?

  public mutating func next() -> TokenRef? {
    let structure = file.structure
    while index + 1 < end {
      index += 1
      if let skipped = nested.first(where: { $0.contains(index) }) {
        index = skipped.upperBound
        continue
      }
      if let runsElsewhere, structure.kind(index) == .lBrace, let close = structure.brackets.partner(of: index),
        runsElsewhere(file.token(index))
      {
        index = close
        continue
      }
      if structure.kind(index) == .identifier { return file.token(index) }
    }
    return nil
  }
}
