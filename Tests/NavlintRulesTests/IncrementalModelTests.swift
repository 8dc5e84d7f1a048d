import NavlintNavigation
import NavlintRules
import NavlintSyntax
import Testing

/// `NavigationModel.setFacts` keeps the joins one file at a time; after any sequence of file changes the
/// model must answer exactly as one built from scratch from the same files.
struct IncrementalModelTests {
  /// Every file of every multi-file block in the cross-file rules' docs and cases: links, pushes,
  /// registrations, views placed in other files, previews, libraries.
  static let variants: [NavigationFacts] = {
    var texts: [String] = []
    for id in ["NAV003", "NAV004", "NAV006", "NAV009", "NAV017", "NAV018", "NAV019"] {
      guard let rule = RuleCatalog.descriptor(for: id) else { continue }
      for directory in [PackagePaths.rulesDirectory, PackagePaths.casesDirectory] {
        guard let doc = try? RuleDoc(path: directory + "/" + rule.documentationFileName) else { continue }
        for block in doc.blocks where block.info.hasPrefix("swift") {
          texts += ExampleProject(block.text).files.map(\.text)
        }
      }
    }
    return texts.map { FactExtractor.facts(of: FileStructure(SourceText($0))) }
  }()

  @Test func variantsCoverTheJoins() {
    #expect(Self.variants.count >= 100)
    #expect(Self.variants.contains { $0.importsNavigationLibrary })
    // Nested types (several views' `Destination`) and registrations written `Owner.Type.self`: the names the
    // model resolves where they are written, and which open or close registrations as files change.
    #expect(Self.variants.contains { $0.types.contains { $0.parent != nil } })
    #expect(Self.variants.contains { $0.sites.contains { $0.qualifier != nil } })
    // Views with stacks of their own (NAV009's project pass), some in branches or laid out as columns.
    #expect(Self.variants.contains { $0.stacks.contains { $0.context == .ownerRoot && !$0.isConditional } })
    #expect(Self.variants.contains { $0.stacks.contains(where: \.isConditional) })
    #expect(Self.variants.contains { $0.stacks.contains(where: \.isColumns) })
    // Destinations at a view's root and views built in lazy containers (NAV003's project pass).
    #expect(Self.variants.contains { !$0.rootDestinations.isEmpty })
    #expect(Self.variants.contains { $0.sites.contains { $0.lazyContainer == true } })
    // Saved paths holding another file's records (NAV004's project pass), and appends onto a path another
    // file binds (NAV017).
    #expect(Self.variants.contains { !$0.pendingRecords.isEmpty })
    #expect(Self.variants.contains { $0.types.contains(where: \.isRecord) })
    #expect(Self.variants.contains { !$0.pathPushes.isEmpty })
    #expect(Self.variants.contains { !$0.boundPaths.isEmpty && !$0.pathProperties.isEmpty })
    // Classes whose navigation state another file shows (NAV006's project pass).
    #expect(Self.variants.contains { !$0.pendingMainActors.isEmpty })
  }

  /// Random changes over a few paths (a file added, replaced or removed), each followed by a comparison of
  /// every file's cross-file findings and every view's placement with a model built from scratch.
  @Test(arguments: [1, 2, 3])
  func randomChangesMatchAFreshModel(seed: UInt64) {
    var random = SplitMix(seed: seed)
    let paths = (0..<8).map { "File\($0).swift" }
    var current: [String: NavigationFacts] = [:]
    var model = NavigationModel(files: [])
    var findingsSeen = 0
    for step in 0..<400 {
      let path = paths[Int(random.next() % UInt64(paths.count))]
      let roll = random.next() % 10
      var facts: NavigationFacts? =
        roll == 0 ? nil : Self.variants[Int(random.next() % UInt64(Self.variants.count))]
      if roll >= 7, let held = current[path], !held.sites.isEmpty {
        // The same sites placed elsewhere (a view moved in or out of a stack, a presentation, a tab):
        // the joins keep every site where it was, only the answers about places change.
        var moved = held
        for position in moved.sites.indices where random.next() % 2 == 0 {
          let contexts: [Context] = [.stack, .presentation, .window, .ownerRoot, .unknown]
          moved.sites[position].context = contexts[Int(random.next() % UInt64(contexts.count))]
          moved.sites[position].stack = moved.sites[position].context == .stack ? 0 : nil
        }
        facts = moved
      }
      let sameShape = facts.map { new in current[path].map { $0.hasSameShape(as: new) } ?? false } ?? false
      let changed = model.setFacts(facts, ofFile: path)
      if current[path] != nil || facts != nil { #expect(changed == !sameShape, "step \(step)") }
      current[path] = facts

      let fresh = NavigationModel(
        files: current.keys.sorted().map { NavigationModel.File(path: $0, facts: current[$0]!) })
      #expect(model.fileCount == fresh.fileCount)
      #expect(model.hasOpenRegistration == fresh.hasOpenRegistration, "step \(step)")
      #expect(model.usesNavigationLibrary == fresh.usesNavigationLibrary, "step \(step)")
      for path in current.keys {
        guard let mine = model.fileIndex(of: path), let theirs = fresh.fileIndex(of: path) else {
          Issue.record("step \(step): \(path) missing")
          continue
        }
        #expect(model.files[mine].path == path)
        let expected = ProjectFindings.findings(inFile: theirs, of: fresh)
        let actual = ProjectFindings.findings(inFile: mine, of: model)
        findingsSeen += actual.count
        #expect(
          actual.map { "\($0.ruleID) \($0.range) \($0.message)" }
            == expected.map {
              "\($0.ruleID) \($0.range) \($0.message)"
            }, "step \(step), \(path)")
        for type in current[path]!.types {
          #expect(model.isView(type.name) == fresh.isView(type.name))
          #expect(model.placement(ofView: type.name) == fresh.placement(ofView: type.name), "step \(step)")
          // The same name resolved in each type of the file (a declaration's slot differs between the two
          // models, so compare what is found by its name and the registrations' count).
          for scope in [nil] + current[path]!.types.map(\.name) {
            let resolved = model.resolvedType(of: .named(type.name), in: scope)
            let expectedType = fresh.resolvedType(of: .named(type.name), in: scope)
            #expect(resolved?.name == expectedType?.name, "step \(step)")
            #expect(
              resolved.map { model.registrations(handling: $0).count }
                == expectedType.map { fresh.registrations(handling: $0).count }, "step \(step)")
          }
        }
      }
    }
    #expect(findingsSeen > 0, "the random projects must exercise the rules")
  }

  /// Typing inside a body keeps the file's declarations and changes only its sites: the joins take the
  /// sites out and back in, and the findings follow (a view moved in and out of a stack, a link added).
  @Test func editsThatKeepTheDeclarationsMatchAFreshModel() {
    func facts(_ text: String) -> NavigationFacts { FactExtractor.facts(of: FileStructure(SourceText(text))) }
    let app = facts(
      """
      import SwiftUI
      @main struct DemoApp: App {
        var body: some Scene { WindowGroup { Root() } }
      }
      """)
    let rootVersions = [
      "struct Root: View {\n  var body: some View { NavigationStack { Row() } }\n}\n",
      "struct Root: View {\n  var body: some View { VStack { Row() } }\n}\n",
      "struct Root: View {\n  var body: some View { VStack { Row(); Row() } }\n}\n",
      "struct Root: View {\n  var body: some View { VStack { Text(\"x\") } }\n}\n",
    ].map(facts)
    let row = facts("struct Row: View {\n  var body: some View { NavigationLink(\"Open\") { Text(\"Open\") } }\n}\n")
    var model = NavigationModel(files: [
      .init(path: "App.swift", facts: app), .init(path: "Root.swift", facts: rootVersions[0]),
      .init(path: "Row.swift", facts: row),
    ])
    var counts: [Int] = []
    for version in [1, 2, 0, 3, 1, 0] {
      #expect(rootVersions[version].hasSameDeclarations(as: rootVersions[0]))
      model.setFacts(rootVersions[version], ofFile: "Root.swift")
      let fresh = NavigationModel(files: [
        .init(path: "App.swift", facts: app), .init(path: "Root.swift", facts: rootVersions[version]),
        .init(path: "Row.swift", facts: row),
      ])
      let rowSlot = model.fileIndex(of: "Row.swift")!
      let found = ProjectFindings.findings(inFile: rowSlot, of: model)
      #expect(found.map(\.message) == ProjectFindings.findings(inFile: 2, of: fresh).map(\.message))
      #expect(model.placement(ofView: "Row") == fresh.placement(ofView: "Row"))
      counts.append(found.count)
    }
    // Outside the stack (VStack), the link in Row is reported; in the stack, or never constructed, it is not.
    #expect(counts == [1, 1, 0, 0, 1, 0])
  }

  /// A removed file's slot is reused; the other files keep theirs.
  @Test func slotsAreReused() {
    let facts = Self.variants[0]
    var model = NavigationModel(files: [
      .init(path: "A.swift", facts: facts), .init(path: "B.swift", facts: facts),
    ])
    #expect(model.fileIndex(of: "B.swift") == 1)
    model.setFacts(nil, ofFile: "A.swift")
    #expect(model.fileIndex(of: "A.swift") == nil)
    #expect(model.paths == ["B.swift"])
    model.setFacts(facts, ofFile: "C.swift")
    #expect(model.fileIndex(of: "C.swift") == 0)
    #expect(model.fileIndex(of: "B.swift") == 1)
    #expect(model.fileCount == 2)
  }
}
