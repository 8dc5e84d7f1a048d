import Foundation
import Testing

@testable import NavlintProject

@Suite struct FileDiscoveryTests {
  private func discover(_ paths: [String], in folder: TemporaryDirectory, explicitConfig: String? = nil) throws
    -> DiscoveryResult
  {
    var project = ProjectSettings(
      lookup: try ConfigurationLookup(explicitPath: explicitConfig, currentDirectory: folder.path, rules: sampleRules))
    return FileDiscovery.discoverFiles(paths: paths, project: &project, currentDirectory: folder.path)
  }

  @Test func recursesOverSwiftFilesAndSkipsBuildFolders() throws {
    try withTemporaryDirectory { folder in
      for path in [
        "Sources/App/B.swift", "Sources/App/A.swift", "Sources/App/Notes.md", "Top.swift",
        ".build/debug/Gen.swift", ".git/hooks/x.swift", "Pods/Lib/P.swift", "Carthage/Checkouts/C.swift",
        "DerivedData/D.swift", ".hidden/H.swift", "Sources/Deep/Er/E.swift",
      ] {
        try folder.write(path, "")
      }
      let result = try discover([], in: folder)
      #expect(result.issues.isEmpty)
      #expect(
        result.files.map(\.displayPath) == [
          "Sources/App/A.swift", "Sources/App/B.swift", "Sources/Deep/Er/E.swift", "Top.swift",
        ])
      #expect(result.files.allSatisfy { !$0.isExplicit })
      #expect(result.files.first?.path == folder.url("Sources/App/A.swift"))
    }
  }

  @Test func honoursExcludeAndInclude() throws {
    try withTemporaryDirectory { folder in
      try folder.write(
        ".navlint.yml", "include: [Sources, Tools/*.swift]\nexclude: [\"**/Generated\", Sources/Legacy]\n")
      for path in [
        "Sources/A.swift", "Sources/Generated/G.swift", "Sources/Deep/Generated/G.swift", "Sources/Legacy/L.swift",
        "Tools/T.swift", "Tools/Sub/U.swift", "Other/O.swift",
      ] {
        try folder.write(path, "")
      }
      let result = try discover(["."], in: folder)
      #expect(result.files.map(\.displayPath) == ["Sources/A.swift", "Tools/T.swift"])
    }
  }

  @Test func explicitFilesAreAlwaysLinted() throws {
    try withTemporaryDirectory { folder in
      try folder.write(".navlint.yml", "exclude: [Generated]\n")
      try folder.write("Generated/G.swift", "")
      try folder.write("script.txt", "")
      try folder.write("Pods/P.swift", "")
      let result = try discover(["Generated/G.swift", "script.txt", "Pods/P.swift", "Generated"], in: folder)
      #expect(result.issues.isEmpty)
      #expect(result.files.map(\.displayPath) == ["Generated/G.swift", "Pods/P.swift", "script.txt"])
      #expect(result.files.allSatisfy { $0.isExplicit })
    }
  }

  @Test func duplicatesAreMerged() throws {
    try withTemporaryDirectory { folder in
      try folder.write("Sources/A.swift", "")
      try folder.link("Alias.swift", to: "Sources/A.swift")
      let result = try discover(
        ["Sources", "Sources/A.swift", "./Sources/../Sources/A.swift", "Alias.swift"], in: folder)
      #expect(result.files.map(\.displayPath) == ["Alias.swift"])
      #expect(result.files.first?.isExplicit == true)
    }
  }

  @Test func symlinkLoopsEnd() throws {
    try withTemporaryDirectory { folder in
      try folder.write("Sources/A.swift", "")
      try folder.link("Sources/Loop", to: "..")
      try folder.link("Sources/Self", to: ".")
      try folder.link("Sources/Knot.swift", to: "Knot.swift")
      let result = try discover(["."], in: folder)
      #expect(result.files.map(\.displayPath) == ["Sources/A.swift"])
      #expect(result.issues == [.unreadable(path: "Sources/Knot.swift", reason: "symbolic link loop")])
    }
  }

  @Test func linkedFoldersAreFollowedOnce() throws {
    try withTemporaryDirectory { folder in
      try folder.write("Real/R.swift", "")
      try folder.link("Linked", to: "Real")
      let result = try discover(["."], in: folder)
      #expect(
        result.files.map(\.displayPath) == ["Linked/R.swift"] || result.files.map(\.displayPath) == ["Real/R.swift"])
      #expect(result.files.count == 1)
    }
  }

  @Test func missingAndBrokenPathsAreIssues() throws {
    try withTemporaryDirectory { folder in
      try folder.write("A.swift", "")
      try folder.link("Broken.swift", to: "Nowhere.swift")
      let result = try discover(["A.swift", "Missing.swift", "Broken.swift"], in: folder)
      #expect(result.files.map(\.displayPath) == ["A.swift"])
      #expect(
        result.issues == [
          .notFound(path: "Missing.swift"), .unreadable(path: "Broken.swift", reason: "broken symbolic link"),
        ])
      #expect(
        result.issues.map(\.description) == [
          "Missing.swift: no such file or folder", "Broken.swift: cannot read: broken symbolic link",
        ])
    }
  }

  @Test(.enabled(if: getuid() != 0, "root reads folders whatever their permissions"))
  func unreadableFolderIsAnIssue() throws {
    try withTemporaryDirectory { folder in
      try folder.write("Locked/L.swift", "")
      try folder.write("Open/O.swift", "")
      chmod(folder.url("Locked"), 0)
      defer { chmod(folder.url("Locked"), 0o755) }
      let result = try discover(["."], in: folder)
      #expect(result.files.map(\.displayPath) == ["Open/O.swift"])
      #expect(result.issues == [.unreadable(path: "Locked", reason: "permission denied")])
    }
  }

  @Test func notAFolderInThePathIsAnIssue() throws {
    try withTemporaryDirectory { folder in
      try folder.write("A.swift", "")
      let result = try discover(["A.swift/B.swift"], in: folder)
      #expect(result.files.isEmpty)
      #expect(result.issues == [.notFound(path: "A.swift/B.swift")])
    }
  }

  @Test func invalidNestedConfigIsAnIssueOnce() throws {
    try withTemporaryDirectory { folder in
      try folder.write("App/.navlint.yml", "bogus: 1\n")
      try folder.write("App/A.swift", "")
      try folder.write("App/Sub/B.swift", "")
      let result = try discover(["."], in: folder)
      #expect(result.files.count == 2)
      #expect(result.issues.count == 1)
      #expect(result.issues.first?.description.hasPrefix("App/.navlint.yml:1:1: unknown key 'bogus'") == true)
    }
  }

  @Test func pathsOutsideTheCurrentDirectoryStayAbsolute() throws {
    try withTemporaryDirectory { folder in
      try folder.write("Inside/A.swift", "")
      try folder.write("Outside/B.swift", "")
      var project = ProjectSettings(
        lookup: try ConfigurationLookup(currentDirectory: folder.url("Inside"), rules: sampleRules))
      let result = FileDiscovery.discoverFiles(
        paths: [".", folder.url("Outside")], project: &project, currentDirectory: folder.url("Inside"))
      #expect(result.files.map(\.displayPath) == ["A.swift", folder.url("Outside/B.swift")])
    }
  }

  @Test func namesWithSpacesAndUnicode() throws {
    try withTemporaryDirectory { folder in
      try folder.write("My Views/Détail View.swift", "")
      let result = try discover(["My Views"], in: folder)
      #expect(result.files.map(\.displayPath) == ["My Views/Détail View.swift"])
    }
  }

  @Test func displayPaths() {
    #expect(FilePath.display("/a/b/c.swift", currentDirectory: "/a") == "b/c.swift")
    #expect(FilePath.display("/a/b/c.swift", currentDirectory: "/a/") == "b/c.swift")
    #expect(FilePath.display("/ab/c.swift", currentDirectory: "/a") == "/ab/c.swift")
    #expect(FilePath.display("/x/c.swift", currentDirectory: "/a") == "/x/c.swift")
    #expect(FilePath.display("/a/c.swift", currentDirectory: "/") == "a/c.swift")
    #expect(FilePath.absolute("../b/./c.swift", relativeTo: "/a/x") == "/a/b/c.swift")
    #expect(FilePath.absolute("/../../c", relativeTo: "/a") == "/c")
  }

  /// The path of a `file:` URI and of the graph page's links: UTF-8 bytes outside the unreserved set and `/`
  /// are percent-encoded, so `#`, `?`, `%`, `+` and spaces survive the round trip.
  @Test func percentEncodedPaths() {
    #expect(FilePath.percentEncoded("/a/B-c_d.e~/F.swift") == "/a/B-c_d.e~/F.swift")
    #expect(FilePath.percentEncoded("/My Views/Détail#1?+%.swift") == "/My%20Views/D%C3%A9tail%231%3F%2B%25.swift")
  }
}
