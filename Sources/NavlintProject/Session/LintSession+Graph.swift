import NavlintNavigation
import NavlintSyntax

extension LintSession {
  /// The navigation model behind `navlint graph`: the Swift files `paths` name, found as `navlint lint` finds
  /// them (same skips and `exclude` globs), read once, open documents' text winning, with each file's
  /// inventory (its entry points, its navigation in numbers) read from the same structure. The picture is of
  /// what is named: a folder of a larger repository draws that app alone. Paths that cannot be read come back
  /// as issues, as `navlint lint` reports them.
  public mutating func navigationModel(forPaths paths: [String]) -> (
    model: NavigationModel, inventories: [String: NavigationInventory], issues: [DiscoveryIssue]
  ) {
    let discovered = FileDiscovery.discoverFiles(
      paths: paths, project: &project, currentDirectory: currentDirectory)
    let session = self
    let read = ProjectIndex.readEach(discovered.files.map(\.path)) { path in
      try? session.bytes(ofFile: path)
    } _: { bytes in
      let structure = FileStructure(SourceText(bytes: bytes))
      return (facts: FactExtractor.facts(of: structure), inventory: NavigationInventory(structure))
    }
    let model = NavigationModel(
      files: read.keys.sorted().map { NavigationModel.File(path: $0, facts: read[$0]!.facts) })
    return (model, read.mapValues(\.inventory), discovered.issues)
  }
}

extension LintSession {
  /// The navigation model of the project of the file at `path` (absolute), with `bytes` as that file's text
  /// when the file is one of the project's, and every open document's text as it is now (an edit the server
  /// has not linted yet included): what the editor's definition, references, code lens and hover read. Nil while the project is not indexed yet (the server builds it in the background), when the
  /// file belongs to no project the session models, or when the session runs no project pass.
  public mutating func navigationModel(ofFile path: String, bytes: [UInt8]) -> NavigationModel? {
    // Without a project pass (a server whose client named no workspace) nothing is indexed: not the folder
    // the server was started in, which may be a home folder.
    guard runsProjectPass, let root = indexedRoot(ofFile: path) else { return nil }
    guard var index = projects.removeValue(forKey: root) ?? (indexesInBackground ? nil : makeIndex(root: root)) else {
      requestBuild(root: root)
      return nil
    }
    var changed = false
    for open in documentsNotIndexed where open != path && index.contains(open) {
      if let text = overlay[open] { changed = index.update(open, bytes: text) || changed }
      documentsNotIndexed.remove(open)
    }
    if index.contains(path) {
      changed = index.update(path, bytes: bytes) || changed
      noteJoined(path, bytes: bytes)
    }
    if changed { modelGeneration += 1 }
    projects[root] = index
    return index.model
  }
}
