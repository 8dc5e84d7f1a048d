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
      ("/work", "/work/", "."),
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

  /// A file found in a folder is displayed from the folder's display path exactly as from its own path:
  /// under the current directory, the directory itself, outside it, and at `/`.
  @Test(
    arguments: [
      ("/work", "/work/App", "Home.swift"),
      ("/work", "/work", "Home.swift"),
      ("/work/", "/work", "Home.swift"),
      ("/work", "/elsewhere/App", "Home.swift"),
      ("/work", "/", "Home.swift"),
      ("/", "/", "Home.swift"),
      ("/work", "/work/🧭 Navigation", "Root View.swift"),
      ("/work/App", "/work", "Home.swift"),
    ])
  func aFileIsDisplayedFromItsFoldersDisplayPath(currentDirectory: String, folder: String, name: String) {
    let folderDisplay = FilePath.display(folder, currentDirectory: currentDirectory)
    #expect(
      FilePath.display(name, inFolderDisplayed: folderDisplay)
        == FilePath.display(FilePath.join(folder, name), currentDirectory: currentDirectory))
  }
}
