import NavlintNavigation

extension LintSession {
  /// The navigation model behind `navlint graph`: the Swift files `paths` name, found as `navlint lint` finds
  /// them (same skips and `exclude` globs), read once, open documents' text winning. The picture is of what
  /// is named: a folder of a larger repository draws that app alone. Paths that cannot be read come back as
  /// issues, as `navlint lint` reports them.
  public mutating func navigationModel(forPaths paths: [String]) -> (model: NavigationModel, issues: [DiscoveryIssue]) {
    let discovered = FileDiscovery.discoverFiles(
      paths: paths, lookup: &project.lookup, currentDirectory: currentDirectory)
    let session = self
    let entries = ProjectIndex.read(discovered.files.map(\.path)) { path in try? session.bytes(ofFile: path) }
    let model = NavigationModel(
      files: entries.keys.sorted().map { NavigationModel.File(path: $0, facts: entries[$0]!.facts) })
    return (model, discovered.issues)
  }
}
