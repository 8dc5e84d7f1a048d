import Foundation
import Testing

@testable import NavlintProject

@Suite(.serialized) struct StagedFilesTests {
  private func initRepository(_ folder: TemporaryDirectory) throws {
    try folder.git(["init", "-q", "."])
    try folder.git(["config", "core.autocrlf", "false"])
  }

  @Test func readsStagedBlobsBeforeTheFirstCommit() throws {
    try withTemporaryDirectory { folder in
      try initRepository(folder)
      try folder.write("Sources/My Views/Root View.swift", "staged text\n")
      try folder.write("Sources/Other.swift", "other\n")
      try folder.write("README.md", "docs\n")
      try folder.git(["add", "."])
      try folder.write("Sources/My Views/Root View.swift", "working copy text\n")
      try folder.write("Unstaged.swift", "not added\n")
      let files = try StagedFiles.stagedSwiftFiles(in: folder.path, currentDirectory: folder.path)
      #expect(files.map(\.displayPath) == ["Sources/My Views/Root View.swift", "Sources/Other.swift"])
      #expect(files.map(\.repositoryPath) == ["Sources/My Views/Root View.swift", "Sources/Other.swift"])
      #expect(files.first.map { String(decoding: $0.bytes, as: UTF8.self) } == "staged text\n")
      #expect(files.first?.path == folder.url("Sources/My Views/Root View.swift"))
    }
  }

  @Test func afterCommitsOnlyChangedFilesAndNoDeletions() throws {
    try withTemporaryDirectory { folder in
      try initRepository(folder)
      try folder.write("A.swift", "a1\n")
      try folder.write("B.swift", "b1\n")
      try folder.write("C.swift", "c1\n")
      try folder.git(["add", "."])
      try folder.git(["commit", "-q", "-m", "first"])
      try folder.write("A.swift", "a2\n")
      try folder.git(["add", "A.swift"])
      try folder.git(["rm", "-q", "B.swift"])
      try folder.git(["mv", "C.swift", "Renamed.swift"])
      try folder.write("New file.swift", "new\n")
      try folder.git(["add", "New file.swift"])
      let files = try StagedFiles.stagedSwiftFiles(in: folder.path, currentDirectory: folder.path)
      #expect(files.map(\.displayPath) == ["A.swift", "New file.swift", "Renamed.swift"])
      #expect(files.map { String(decoding: $0.bytes, as: UTF8.self) } == ["a2\n", "new\n", "c1\n"])
    }
  }

  @Test func worksFromASubfolder() throws {
    try withTemporaryDirectory { folder in
      try initRepository(folder)
      try folder.write("App/Feature/F.swift", "f\n")
      try folder.write("Kit/K.swift", "k\n")
      try folder.git(["add", "."])
      let feature = folder.url("App/Feature")
      let files = try StagedFiles.stagedSwiftFiles(in: ".", currentDirectory: feature)
      #expect(files.map(\.path) == [folder.url("App/Feature/F.swift"), folder.url("Kit/K.swift")])
      #expect(files.map(\.displayPath) == ["F.swift", folder.url("Kit/K.swift")])
      #expect(files.map(\.repositoryPath) == ["App/Feature/F.swift", "Kit/K.swift"])
    }
  }

  @Test func oddNamesSurvive() throws {
    try withTemporaryDirectory { folder in
      try initRepository(folder)
      let names = ["tab\tname.swift", "new\nline.swift", "quote\"s.swift", "star*.swift", "ünï.swift"]
      for (index, name) in names.enumerated() { try folder.write(name, "\(index)\n") }
      try folder.git(["add", "."])
      let files = try StagedFiles.stagedSwiftFiles(in: folder.path, currentDirectory: folder.path)
      #expect(Set(files.map(\.repositoryPath)) == Set(names))
      for file in files {
        let index = try #require(names.firstIndex(of: file.repositoryPath))
        #expect(file.bytes == Array("\(index)\n".utf8))
      }
    }
  }

  @Test func binaryAndEmptyBlobsAreExact() throws {
    try withTemporaryDirectory { folder in
      try initRepository(folder)
      let bytes: [UInt8] = [0, 1, 2, 10, 10, 0xFF, 13, 10]
      try Data(bytes).write(to: URL(fileURLWithPath: folder.url("Binary.swift")))
      try folder.write("Empty.swift", "")
      try folder.git(["add", "."])
      let files = try StagedFiles.stagedSwiftFiles(in: folder.path, currentDirectory: folder.path)
      #expect(files.map(\.bytes) == [bytes, []])
    }
  }

  @Test func nothingStaged() throws {
    try withTemporaryDirectory { folder in
      try initRepository(folder)
      try folder.write("A.swift", "a\n")
      #expect(try StagedFiles.stagedSwiftFiles(in: folder.path, currentDirectory: folder.path).isEmpty)
    }
  }

  @Test func notARepository() throws {
    try withTemporaryDirectory { folder in
      try folder.makeFolder("plain")
      #expect(throws: GitError.notARepository(path: folder.url("plain"))) {
        // GIT_CEILING_DIRECTORIES is not needed: the temp folder is not inside a repository.
        try StagedFiles.stagedSwiftFiles(in: "plain", currentDirectory: folder.path)
      }
    }
  }

  @Test func parsesRawDiffRecordsWithTwoPaths() throws {
    let output = Array(
      ":100644 100644 aaa bbb R090\0old name.swift\0new name.swift\0:000000 100644 000 ccc A\0x.swift\0".utf8)
    let entries = try StagedFiles.parseRawDiff(output, command: "git diff")
    #expect(
      entries == [
        .init(mode: "100644", blob: "bbb", path: "new name.swift"), .init(mode: "100644", blob: "ccc", path: "x.swift"),
      ])
    #expect(throws: GitError.self) { try StagedFiles.parseRawDiff(Array("garbage\0".utf8), command: "git diff") }
    #expect(throws: GitError.self) {
      try StagedFiles.parseBatch(Array("abc blob 10\nshort\n".utf8), count: 1, command: "git")
    }
  }
}
