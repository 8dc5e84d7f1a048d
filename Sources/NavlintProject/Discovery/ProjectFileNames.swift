/// The names in each folder that can make it a project root, kept for the two questions navlint asks of a
/// file's folders: which project the file belongs to (`ProjectIndex.root`) and what its deployment target is
/// (`DeploymentTargetDetector`).
///
/// A discovery's walk records every folder it lists (`FileDiscovery.discoverFiles`), so neither question
/// lists one of those again; any other folder, such as an ancestor of the walked root, is listed on its first
/// question. Owned by one caller, inside `ProjectSettings`, and forgotten with it on `invalidate()`.
public struct ProjectFileNames: Sendable {
  /// The kept names of each folder listed, by folder; `nil` for a folder that could not be listed.
  private var byFolder: [String: [String]?] = [:]

  public init() {}

  /// Whether `name` is kept: a project marker (`.git`, `*.xcworkspace`) or a project file
  /// (`Package.swift`, `*.xcodeproj`, an XcodeGen spec such as `project.yml`, a Tuist `Project.swift`).
  static func isKept(_ name: String) -> Bool {
    switch name {
    case ".git", "Package.swift", "Project.swift": return true
    default:
      return name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") || XcodeGenScanner.mayBeSpecName(name)
    }
  }

  /// Records the entries of `folder` that a walk has just listed.
  mutating func record(_ entries: [FileSystem.Entry], of folder: String) {
    byFolder[folder] = .some(Self.kept(entries))
  }

  private static func kept(_ entries: [FileSystem.Entry]) -> [String] {
    entries.lazy.map(\.name).filter(isKept)
  }

  /// The kept names in `folder` (absolute), in listing order; `nil` when the folder cannot be listed.
  mutating func names(in folder: String) -> [String]? {
    if let known = byFolder[folder] { return known }
    let listed = (try? FileSystem.entries(of: folder)).map(Self.kept)
    byFolder[folder] = .some(listed)
    return listed
  }

  /// Forgets every folder (after files were added or removed).
  public mutating func removeAll() {
    byFolder.removeAll()
  }
}
