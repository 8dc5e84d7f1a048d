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

  @Test(
    arguments: [
      ("/work/App/Home.swift", "/work", "App/Home.swift"),
      ("/work/App/Home.swift", "/work/", "App/Home.swift"),
      ("/work", "/work", "."),
      ("/work/", "/work", ""),
      ("/workshop/Home.swift", "/work", nil),
      ("/wor", "/work", nil),
      ("/Home.swift", "/", "Home.swift"),
      ("/work/Écran/Accueil.swift", "/work/Écran", "Accueil.swift"),
      ("/work/🧭 Navigation/Root View.swift", "/work", "🧭 Navigation/Root View.swift"),
      ("/work/Écran", "/work/E", nil),
    ] as [(String, String, String?)])
  func aPathUnderAFolderIsWrittenRelativeToIt(path: String, folder: String, relative: String?) {
    #expect(FilePath.relative(path, to: folder) == relative)
    #expect(FilePath.display(path, currentDirectory: folder) == relative ?? path)
  }
}
