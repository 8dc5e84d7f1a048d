import Foundation
import Testing

@testable import NavlintSyntax

/// Structure queries over small, realistic snippets.
struct StructureTests {
  private func structure(_ text: String) -> FileStructure { FileStructure(SourceText(text)) }

  private func index(of text: String, in structure: FileStructure, occurrence: Int = 0) -> Int {
    var seen = 0
    for index in structure.tokens.indices where structure.text(index) == text {
      if seen == occurrence { return index }
      seen += 1
    }
    Issue.record("no token \(text) #\(occurrence)")
    return 0
  }

  /// `declarations(keywordsIn:)` (a binary search) finds what a scan of every declaration finds.
  @Test func declarationsByKeywordRangeMatchAScan() {
    let s = structure(
      "struct A {\n  var x = 1\n  func f() {\n    let y = 2\n    func g() {}\n  }\n}\nenum B { case c }\nlet z = 3\n")
    for start in s.tokens.indices {
      for end in start..<min(s.tokens.count, start + 40) {
        let scanned = s.declarations.indices.filter { (start...end).contains(s.declarations[$0].keyword) }
        #expect(Array(s.declarations(keywordsIn: start...end)) == scanned)
      }
    }
  }

  /// `forEachIdentifier` and `importKeywords` (read from the structure's tables) find what a scan of every
  /// token finds: identifiers with their lengths and first bytes, `import` keywords but not look-alikes.
  @Test func identifiersAndImportsMatchAScan() {
    let s = structure(
      "@testable import App\nimport SwiftUI\n// import Hidden\nlet importer = \"import X\"\nstruct `Import` {\n"
        + "  var é = Émile.name\n  func f() { navigationPath.append(1) }\n}\n")
    var seen: [(Int, Int, UInt8, UInt8)] = []
    s.forEachIdentifier { seen.append(($0, $1, $2, $3)) }
    let scanned = s.tokens.indices.filter { s.tokens[$0].kind == .identifier }
    #expect(seen.map(\.0) == scanned)
    #expect(seen.map(\.1) == scanned.map { Int(s.tokens[$0].length) })
    #expect(seen.map(\.2) == scanned.map { s.source.bytes[s.tokens[$0].range.lowerBound] })
    #expect(seen.map(\.3) == scanned.map { s.source.bytes[s.tokens[$0].range.upperBound - 1] })
    #expect(s.importKeywords.map { s.text($0 + 1) } == ["App", "SwiftUI"])
  }

  @Test func bracketsMatchAndNest() {
    let s = structure("foo(a, [b: {c}])")
    let open = index(of: "(", in: s)
    let close = index(of: ")", in: s)
    #expect(s.brackets.partner(of: open) == close)
    #expect(s.brackets.partner(of: close) == open)
    let c = index(of: "c", in: s)
    #expect(Array(s.brackets.enclosingBrackets(of: c)).map { s.text($0) } == ["{", "[", "("])
  }

  @Test func unbalancedBracketsRecover() {
    let s = structure("func f() {\n  foo(a, { x }\n}\nlet y = )\n")
    let outer = index(of: "{", in: s)
    #expect(s.brackets.partner(of: outer) == index(of: "}", in: s, occurrence: 1))
    #expect(s.brackets.partner(of: index(of: "(", in: s, occurrence: 1)) == nil)
    #expect(s.brackets.partner(of: index(of: ")", in: s, occurrence: 1)) == nil)
    #expect(s.declarations.map(\.name) == ["f", "y"])
  }

  @Test func ifConfigBranchesBothSeenWithSharedClose() {
    let s = structure("#if os(iOS)\nNavigationStack {\n#else\nNavigationView {\n#endif\n  Text(\"a\")\n}\n")
    let view = index(of: "{", in: s, occurrence: 1)
    #expect(s.brackets.partner(of: view) == index(of: "}", in: s))
    #expect(s.conditionalBlocks.count == 1)
    #expect(s.conditionalBlocks[0].clauses.count == 2)
    #expect(s.joinedText(s.conditionalBlocks[0].clauses[0].condition) == "os(iOS)")
    #expect(s.calls(named: "os").isEmpty)
    #expect(s.calls(named: "NavigationView").count == 1)
  }

  @Test func declarationsWithAttributesModifiersAndInheritance() {
    let s = structure(
      """
      @MainActor
      final class Router: NSObject, Combine.ObservableObject {
        @Published private(set) var path = NavigationPath()
        var routes: [Route] = []
        var body: some View { Text("x") }
        class func make() -> Router { Router() }
        @available(iOS, deprecated: 16, message: "old")
        func legacy() {
          let local = 1
        }
      }
      """)
    let router = s.declarations[0]
    #expect(router.kind == .class)
    #expect(router.name == "Router")
    #expect(router.attributes(in: s).map(\.name) == ["MainActor"])
    #expect(router.modifiers(in: s).map { s.text($0) } == ["final"])
    #expect(router.inheritance(in: s).map(\.text) == ["NSObject", "Combine.ObservableObject"])
    #expect(router.inheritance(in: s).map(\.lastComponent) == ["NSObject", "ObservableObject"])
    let members = s.members(of: 0).map { s.declarations[$0].name }
    #expect(members == ["path", "routes", "body", "make", "legacy"])
    let path = s.declarations[1]
    #expect(path.attributes(in: s).map(\.name) == ["Published"])
    #expect(path.modifiers(in: s).map { s.text($0) } == ["private"])
    #expect(path.initializer.map { s.joinedText($0) } == "NavigationPath()")
    let routes = s.declarations[2]
    #expect(routes.typeAnnotation.map { s.joinedText($0) } == "[Route]")
    #expect(routes.initializer.map { s.joinedText($0) } == "[]")
    let body = s.declarations[3]
    #expect(body.body != nil)
    #expect(body.typeAnnotation.map { s.joinedText($0) } == "someView")
    let make = s.declarations[4]
    #expect(make.kind == .function && make.modifiers(in: s).map { s.text($0) } == ["class"])
    let legacy = s.declarations[5]
    let available = legacy.attribute(named: "available", in: s)
    let availableArguments = available?.arguments.map { s.arguments(in: $0) }
    #expect(availableArguments?.count == 3)
    #expect(availableArguments?[1].label.map { s.text($0) } == "deprecated")
    let local = s.declarations[6]
    #expect(local.name == "local" && !local.isMember && local.parent == 5)
    #expect(s.enclosingDeclarations(of: local.keyword) == [6, 5, 0])
  }

  @Test func patternsAreNotDeclarations() {
    let s = structure(
      "func f() {\n  if let a = x, var b = y {}\n  guard case let .c(d) = e else { return }\n  for var i in z {}\n}")
    #expect(s.declarations.map(\.name) == ["f"])
  }

  @Test func callsWithLabelsAndTrailingClosures() {
    let s = structure(
      """
      Button(role: .destructive) {
        delete()
      } label: {
        Text("Delete")
      }
      """)
    let button = s.calls(named: "Button")
    #expect(button.count == 1)
    let call = s.calls[button[0]]
    #expect(call.arguments?.argumentCount == 1)
    #expect(s.arguments(of: button[0])[0].label.map { s.text($0) } == "role")
    #expect(s.trailingClosures(of: button[0]).count == 2)
    #expect(s.trailingClosures(of: button[0])[1].label.map { s.text($0) } == "label")
    let text = s.calls[s.calls(named: "Text")[0]]
    #expect(s.enclosingCalls(of: text.nameToken).map(\.part) == [.trailingClosure(index: 1)])
    #expect(s.enclosingClosures(of: text.nameToken).count == 1)
  }

  /// A function named with its argument labels (`alert(for:)`, `tap(_:with:)`) is a reference, not a call;
  /// a call whose arguments have values, or no arguments, still is one.
  @Test func compoundNamesAreNoCalls() {
    let s = structure(
      "view.alert(item: $item, content: self.alert(for:))\nlet s = #selector(tap(_:with:))\n"
        + "alert(for: item)\nrefresh()\nmove(from:to)\n")
    #expect(s.calls(named: "alert").map { s.arguments(of: $0).count } == [2, 1])
    #expect(s.calls(named: "tap").isEmpty)
    #expect(s.calls(named: "selector").count == 1)
    #expect(s.calls(named: "refresh").count == 1)
    #expect(s.calls(named: "move").count == 1)
  }

  /// Only a lone `#` makes a macro: a call on the line after `#else` or `#endif` is an ordinary call.
  @Test func macrosAreCallsAfterALonePound() {
    let s = structure(
      "#Preview {\n  Row()\n}\n#if os(iOS)\nStack {}\n#else\nStack {}\n#endif\nSection(\"A\") {}\n#expect(ok)\n")
    #expect(s.calls(named: "Preview").map { s.calls[$0].isMacro } == [true])
    #expect(s.calls(named: "Stack").map { s.calls[$0].isMacro } == [false, false])
    #expect(s.calls(named: "Section").map { s.calls[$0].isMacro } == [false])
    #expect(s.calls(named: "expect").map { s.calls[$0].isMacro } == [true])
    let section = s.calls[s.calls(named: "Section")[0]]
    #expect(s.text(section.firstToken) == "Section")
  }

  /// A call fits a function when its labels, defaults, variadics and trailing closures line up with the
  /// parameters, as the compiler matches them.
  @Test(arguments: [
    ("func send(_ action: Int)", "send(1)", true),
    ("func send(_ action: Int)", "send(viewAction: 1)", false),
    ("func send(_ action: Int)", "send()", false),
    ("func send(_ action: Int)", "send(1, 2)", false),
    ("func show(_ step: Int, animated: Bool = true)", "show(1)", true),
    ("func show(_ step: Int, animated: Bool = true)", "show(1, animated: false)", true),
    ("func show(_ step: Int, animated: Bool = true)", "show(animated: false)", false),
    ("func show(id: Int, animated: Bool = true)", "show(id: 1)", true),
    ("func show(id: Int, animated: Bool = true)", "show(1)", false),
    ("func log(_ items: Any..., separator: String = \" \")", "log(1, 2, 3)", true),
    ("func log(_ items: Any..., separator: String = \" \")", "log(1, 2, separator: \",\")", true),
    ("func run(_ step: Int, then done: () -> Void)", "run(1) { }", true),
    ("func run(_ step: Int, then done: () -> Void)", "run(1, then: { })", true),
    ("func run(_ step: Int, then done: () -> Void)", "run(1)", false),
    ("func run(animated: Bool = true, _ body: () -> Void = {})", "run { }", true),
    ("func sheet(isPresented: Bool, content: () -> Int)", "sheet(isPresented: true) { 1 }", true),
    ("func pair(_ a: () -> Void, other: () -> Void)", "pair { } other: { }", true),
    ("func pair(_ a: () -> Void, other: () -> Void)", "pair { } another: { }", false),
    ("func reset()", "reset()", true),
    ("func reset()", "reset(animated: true)", false),
  ])
  func callsFitTheirFunctionsParameters(declaration: String, call: String, fits: Bool) {
    let s = structure(declaration + " {}\nlet x = " + call + "\n")
    let file = SwiftFile(s)
    let function = file.declarations.first { $0.kind == .function }!
    let called = file.calls.first { $0.name.index > function.tokenRange.upperBound }!
    #expect(called.fits(function) == fits, "\(call) against \(declaration)")
  }

  /// `TokenRef.closureParameterNames`, the one reading of a closure's header (deep links, `ForEach` rows,
  /// `.onChange` values).
  @Test(
    arguments: [
      ("{ item in item }", ["item"]),
      ("{ (a, b) in a }", ["a", "b"]),
      ("{ _, new in new }", ["_", "new"]),
      ("{ (url: URL) in url }", ["url"]),
      ("{ url: URL in url }", ["url"]),
      ("{ (a: [String: Int], b) in a }", ["a", "b"]),
      ("{ print(1) }", nil),
      ("{ $0 + 1 }", nil),
      ("{ (a) -> Int in a }", nil),
    ] as [(String, [String]?)])
  func closureParameterNamesReadTheHeader(closure: String, names: [String]?) {
    let s = structure("let f = " + closure + "\n")
    #expect(TokenRef(s, index(of: "{", in: s)).closureParameterNames == names, "\(closure)")
  }

  @Test func memberOfAPlainTypeName() {
    let s = structure("let a = URLSession.shared\nlet b = Custom.URLSession.shared\nlet c = shared\n")
    #expect(TokenRef(s, index(of: "shared", in: s)).isMember("shared", of: "URLSession"))
    #expect(!TokenRef(s, index(of: "shared", in: s, occurrence: 1)).isMember("shared", of: "URLSession"))
    #expect(!TokenRef(s, index(of: "shared", in: s, occurrence: 2)).isMember("shared", of: "URLSession"))
  }

  @Test func statementBodiesAreNotTrailingClosures() {
    let s = structure(
      "func f() {\n  if flag {\n    x()\n  } else if other { y() }\n  while go { }\n  switch v { default: break }\n}")
    #expect(s.calls(named: "flag").isEmpty)
    #expect(s.calls(named: "other").isEmpty)
    #expect(s.calls(named: "go").isEmpty)
    #expect(s.calls(named: "v").isEmpty)
    #expect(s.calls(named: "x").count == 1)
  }

  @Test func modifierChainsAcrossLinesAndIfConfig() {
    let s = structure(
      """
      NavigationView {
        List(items) { item in Text(item.name) }
      }
      .navigationViewStyle(.stack)
      #if os(iOS)
      .navigationBarTitleDisplayMode(.inline)
      #endif
      .padding()
      """)
    let root = s.calls(named: "NavigationView")[0]
    #expect(
      s.modifiers(appliedTo: root).map { s.text(s.calls[$0].nameToken) } == [
        "navigationViewStyle", "navigationBarTitleDisplayMode", "padding",
      ])
    let padding = s.calls(named: "padding")[0]
    #expect(s.chainRoot(of: padding) == root)
    let stack = s.calls(named: "stack")
    #expect(stack.isEmpty)
    let text = s.calls(named: "Text")[0]
    #expect(
      s.enclosingCalls(of: s.calls[text].nameToken).map { s.text(s.calls[$0.call].nameToken) } == [
        "List", "NavigationView",
      ])
  }

  @Test func implicitMembersHaveNoReceiver() {
    let s = structure("view.sheet(item: $x) { .init(value: $0) }\nlet a = .init()")
    for call in s.calls(named: "init") {
      #expect(s.receiver(of: call) == nil)
      #expect(s.receiverEnd(of: call) == nil)
    }
    #expect(s.calls(named: "init").count == 2)
    #expect(s.receiverEnd(of: s.calls(named: "sheet")[0]).map { s.text($0) } == "view")
  }

  @Test func availabilityRegions() {
    let s = structure(
      """
      if #available(iOS 16, *) {
        A()
      } else if #available(iOS 15.4, *) {
        B()
      } else {
        C()
      }
      func g() {
        guard #available(iOS 16.0, macOS 13, *) else {
          D()
          return
        }
        E()
      }
      if #unavailable(iOS 16) { F() }
      """)
    func below(_ name: StaticString) -> Bool {
      let call = s.calls(named: name)[0]
      return s.isOnlyReachable(below: Version(16), platform: "iOS", at: s.calls[call].nameToken)
    }
    #expect(!below("A"))
    #expect(below("B"))
    #expect(below("C"))
    #expect(below("D"))
    #expect(!below("E"))
    #expect(below("F"))
    #expect(s.availabilityChecks[1].requirements[0].version == Version(15, 4))
    #expect(s.availabilityChecks[2].requirements.map(\.platform) == ["iOS", "macOS", "*"])
  }

  @Test func expressionAndStatementSpansAcrossLines() {
    let s = structure("let path = try!\n  JSONDecoder()\n  .decode(Rep.self, from: data)\nprint(path)")
    let tryToken = index(of: "try", in: s)
    let end = s.expressionEnd(from: tryToken)
    #expect(s.text(end) == ")")
    #expect(s.statementStart(of: index(of: "decode", in: s)) == 0)
    #expect(s.statementRange(containing: tryToken).upperBound == end)
  }

  @Test func statementStartSeesAForLoopsInFromAClosuresSignature() {
    // The `in` of `for _ in` inside a closure is the loop's, not the closure's: the loop's body starts at `for`.
    let s = structure("Task { @MainActor in\n  for _ in 0..<120 { step() }\n  items.forEach { item in use(item) }\n}")
    let loopBody = index(of: "{", in: s, occurrence: 1)
    #expect(s.text(s.statementStart(of: loopBody)) == "for")
    #expect(s.text(s.statementStart(of: index(of: "step", in: s))) == "step")
    // A closure's signature still ends a statement: `use(item)` starts after `item in`.
    #expect(s.text(s.statementStart(of: index(of: "use", in: s))) == "use")
    #expect(s.text(s.statementStart(of: index(of: "0", in: s))) == "for")
  }

  @Test func structureIsLinearOnDeepNesting() {
    let depth = 20_000
    let text = String(repeating: "f(", count: depth) + String(repeating: ")", count: depth) + "{{{{"
    let s = structure(text)
    #expect(s.calls.count == depth)
  }

  @Test func functionParameters() {
    let s = structure("func open(_ url: URL, in router: Router = .shared, handler: @escaping () -> Void) {}")
    let parameters = s.declarations[0].parameters(in: s)
    #expect(parameters.count == 3)
    #expect(parameters.map { $0.innerName.map { s.text($0) } } == ["url", "router", "handler"])
    #expect(parameters.map { $0.firstName.map { s.text($0) } } == ["_", "in", "handler"])
    #expect(s.joinedText(parameters[0].type) == "URL")
    #expect(parameters[1].defaultValue.map { s.joinedText($0) } == ".shared")
    #expect(s.joinedText(parameters[2].type) == "@escaping()->Void")
  }

  @Test func functionResultTypes() {
    let s = structure(
      """
      func row(_ make: () -> Int) -> some View where Item: Codable { Text("") }
      func handler(_ done: () -> Binding<Bool>) { done() }
      func flag() throws -> Binding<Bool> { .constant(true) }
      func handle(url: URL) -> OpenURLAction.Result { .handled }
      var count: Int { 0 }
      """)
    let results: [String?] = SwiftFile(s).declarations.filter { $0.parent == nil }.map { declaration in
      declaration.resultType.map { s.joinedText($0) }
    }
    // A parameter's closure type is no result; a `where` clause ends it; a property has none.
    #expect(results == ["someView", nil, "Binding<Bool>", "OpenURLAction.Result", nil])
  }

  @Test func watchOSOnlyCode() {
    let s = structure(
      """
      #if os(watchOS)
      let a = 1
      #elseif os(iOS)
      let b = 2
      #else
      let c = 3
      #endif
      #if !os(watchOS)
      let d = 4
      #elseif os(watchOS)
      let e = 5
      #endif
      """)
    let only = ["a", "b", "c", "d", "e"].map { name in s.isWatchOSOnly(at: index(of: name, in: s)) }
    #expect(only == [true, false, false, false, true])
  }

  @Test func typeKindsNamesAndMembers() {
    let s = structure(
      """
      actor Store<Item>: Sendable where Item: Codable {
        var items: [Item] = []
        #if DEBUG
        var debugName = "store"
        #endif
        var count: Int {
          get { items.count }
        }
        var observed = 0 {
          didSet { print(observed) }
        }
      }
      extension Swift.Array: Identifiable where Element: Hashable {}
      protocol Routing: AnyObject { var path: NavigationPath { get set } }
      """)
    #expect(s.declarations.filter(\.kind.isTypeLike).map(\.name) == ["Store", "Swift.Array", "Routing"])
    #expect(s.declarations[0].kind == .actor)
    #expect(s.declarations[0].inheritance(in: s).map(\.text) == ["Sendable"])
    let members = s.members(of: 0).map { s.declarations[$0].name }
    #expect(members == ["items", "debugName", "count", "observed"])
    let get = s.identifiers(named: "get")[0]
    #expect(s.braceRoles[get + 1] == .accessorBody)
    let routing = s.declarations.firstIndex { $0.name == "Routing" }!
    #expect(s.members(of: routing).map { s.declarations[$0].name } == ["path"])
    #expect(s.conditionalClauses(containing: s.declarations[2].keyword).count == 1)
  }

  @Test func enclosingDeclarationsThroughClosures() {
    let s = structure(
      """
      struct Screen: View {
        var body: some View {
          List(items) { item in
            Button("Open") { let target = item }
          }
        }
      }
      """)
    let target = s.declarations.firstIndex { $0.name == "target" }!
    let chain = s.enclosingDeclarations(of: s.declarations[target].keyword).map { s.declarations[$0].name }
    #expect(chain == ["target", "body", "Screen"])
    #expect(!s.declarations[target].isMember)
    let button = s.calls(named: "Button")[0]
    #expect(s.enclosingCalls(of: s.calls[button].nameToken).map { s.name(ofCall: $0.call) } == ["List"])
    #expect(s.enclosingClosures(of: s.declarations[target].keyword).count == 2)
  }

  @Test func closureArgumentsAreEnclosingCallParts() {
    let s = structure("List(items, rowContent: { item in Row(item) })")
    let row = s.calls(named: "Row")[0]
    let enclosing = s.enclosingCalls(of: s.calls[row].nameToken)
    #expect(enclosing.count == 1)
    #expect(enclosing.first?.part == .argumentClosure(index: 1))
    #expect(s.argument(labelled: "rowContent", of: s.calls(named: "List")[0])?.closure != nil)
  }

  @Test func attributesOnOwnLinesAndModifiersInAnyOrder() {
    let s = structure(
      """
      @MainActor
      @Observable
      public final class Router {}
      @available(iOS, introduced: 15, obsoleted: 16)
      @preconcurrency nonisolated(unsafe) public static var legacy = 0
      """)
    #expect(s.declarations[0].attributes(in: s).map(\.name) == ["MainActor", "Observable"])
    #expect(s.declarations[0].modifiers(in: s).map { s.text($0) } == ["public", "final"])
    #expect(s.declarations[0].firstToken == 0)
    #expect(s.declarations[1].attributes(in: s).map(\.name) == ["available", "preconcurrency"])
    #expect(s.declarations[1].modifiers(in: s).map { s.text($0) } == ["nonisolated", "public", "static"])
  }

  @Test func guardElseAndRepeatWhileAreStatements() {
    let s = structure("func f() {\n  guard ready else { return }\n  repeat { step() } while more\n  run { x }\n}")
    #expect(s.calls(named: "ready").isEmpty)
    #expect(s.calls(named: "more").isEmpty)
    #expect(s.calls(named: "run").count == 1)
    #expect(s.calls[s.calls(named: "run")[0]].hasTrailingClosure)
  }

  @Test func callsInARange() {
    let s = structure(
      "struct A: View {\n  var body: some View { Text(\"a\").alert(\"x\", isPresented: $b) {} }\n}\nB().alert(\"y\")")
    let body = s.declarations.first { $0.name == "body" }!
    let inside = s.calls(named: "alert", in: body.tokenRange)
    #expect(inside.count == 1)
    #expect(s.calls(named: "alert").count == 2)
    #expect(s.calls(in: body.tokenRange).map { s.name(ofCall: $0) } == ["Text", "alert"])
    #expect(s.identifiers(named: "$b", in: body.tokenRange).count == 1)
  }

  /// Invariants on every fixture and corpus file: brackets pair symmetrically, calls and declarations are
  /// well-formed and nested declarations lie inside their parents.
  @Test func invariantsHoldOnRealFiles() throws {
    var root = URL(fileURLWithPath: #filePath)
    root.deleteLastPathComponent()
    let fixtures = root.appendingPathComponent("Fixtures").path
    root.deleteLastPathComponent()
    let corpus = root.appendingPathComponent("NavlintRulesTests/Corpus").path
    var checked = 0
    for directory in [fixtures, corpus] {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
      for name in names where name.hasSuffix(".swift") {
        let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))
        let s = FileStructure(SourceText(bytes: Array(data)))
        checked += 1
        for index in s.tokens.indices {
          if let partner = s.brackets.partner(of: index) {
            #expect(s.brackets.partner(of: partner) == index, "\(name): asymmetric bracket at \(index)")
          }
        }
        for call in s.calls {
          #expect(call.firstToken <= call.nameToken && call.nameToken <= call.lastToken, "\(name)")
        }
        for (index, declaration) in s.declarations.enumerated() {
          #expect(declaration.firstToken <= declaration.keyword && declaration.keyword <= declaration.lastToken)
          if let parent = declaration.parent {
            #expect(parent < index)
            #expect(s.declarations[parent].tokenRange.contains(declaration.keyword), "\(name): \(declaration.name)")
          }
        }
      }
    }
    #expect(checked >= 10)
  }

  // MARK: - Builder internals

  @Test func wordTableClassifiesEverySpellingAndNoLookAlike() {
    let words: [(String, Word)] = [
      ("class", .class), ("struct", .struct), ("extension", .extension), ("init", .initializer),
      ("subscript", .subscript), ("typealias", .typealias), ("fallthrough", .fallthrough), ("Self", .selfType),
      ("_modify", .modify), ("_read", .read), ("fileprivate", .fileprivate), ("nonmutating", .nonmutating),
      ("convenience", .convenience), ("nonisolated", .nonisolated), ("distributed", .distributed),
      ("__consuming", .underscoredConsuming), ("sending", .sending), ("in", .in), ("is", .is), ("do", .do),
    ]
    for (spelling, word) in words {
      let bytes = Array(spelling.utf8)
      #expect(Word.classify(bytes, start: 0, length: bytes.count) == word, "\(spelling)")
      // Near the end of the buffer (no 16 readable bytes) and inside a longer buffer.
      let padded = Array("xx\(spelling)yyyyyyyyyyyyyyyy".utf8)
      #expect(Word.classify(padded, start: 2, length: bytes.count) == word, "\(spelling) in a buffer")
    }
    for lookAlike in ["Class", "classy", "clas", "self_", "SELF", "_readx", "__consumin", "fallthrougH", "i", ""] {
      let bytes = Array(lookAlike.utf8)
      #expect(Word.classify(bytes, start: 0, length: bytes.count) == .none, "\(lookAlike)")
    }
  }

  @Test func tokenPassBracketsMatchTheStandaloneTree() {
    // Without `#if` the token pass's brackets are final; with it they are matched again.
    for text in [
      "func f() { a(b[c], { d }) }\n) ] }\nlet x = [1, (2]\n",
      "#if os(iOS)\nNavigationStack {\n#else\nNavigationView {\n#endif\n  Text(\"a\")\n}\n",
      "let a = #selector(f) ; #warning(\"x\")\n{ ( }\n",
    ] {
      let source = SourceText(text)
      let structure = FileStructure(source)
      var builder = StructureBuilder(source: source)
      builder.scanTokens()
      builder.findDirectives()
      let standalone = BracketTree(tokens: source.tokens, directives: builder.directives)
      #expect(structure.brackets.matching == standalone.matching, "\(text)")
      #expect(structure.brackets.parent == standalone.parent, "\(text)")
    }
  }
}
