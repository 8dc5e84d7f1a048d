import Testing

@testable import NavlintProject

/// A path's folder and last component, split at its last `/` byte, whatever the names around it.
@Suite struct FilePathTests {
  @Test(arguments: [
    ("/work/App/Home.swift", "/work/App", "Home.swift"),
    ("/Home.swift", "/", "Home.swift"),
    ("Home.swift", ".", "Home.swift"),
    ("Sources/Écran/Accueil.swift", "Sources/Écran", "Accueil.swift"),
    ("/work/🧭 Navigation/Root View.swift", "/work/🧭 Navigation", "Root View.swift"),
    ("/work/App/", "/work/App", ""),
  ])
  func splitsAtTheLastSlash(path: String, parent: String, last: String) {
    #expect(FilePath.parent(path) == parent)
    #expect(FilePath.lastComponent(path) == last)
  }
}
