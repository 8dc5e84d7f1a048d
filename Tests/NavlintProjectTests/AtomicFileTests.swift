import Foundation
import Testing

@testable import NavlintProject

@Suite struct AtomicFileTests {
  private func mode(_ path: String) -> mode_t {
    var info = stat()
    stat(path, &info)
    return info.st_mode & 0o7777
  }

  private func leftovers(in folder: TemporaryDirectory) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".navlint-") }
  }

  @Test func replacesContentAndKeepsPermissions() throws {
    try withTemporaryDirectory { folder in
      let path = try folder.write("Script.swift", "old old old old\n")
      chmod(path, 0o751)
      try AtomicFile.write(Array("new\n".utf8), to: path)
      #expect(try folder.read("Script.swift") == "new\n")
      #expect(mode(path) == 0o751)
      #expect(try leftovers(in: folder).isEmpty)
    }
  }

  @Test(.enabled(if: getuid() == 0, "only root can give a file to another owner"))
  func keepsTheOwner() throws {
    try withTemporaryDirectory { folder in
      let path = try folder.write("Owned.swift", "old\n")
      #expect(chown(path, 4321, 4322) == 0)
      try AtomicFile.write(Array("new\n".utf8), to: path)
      var info = stat()
      stat(path, &info)
      #expect(info.st_uid == 4321)
      #expect(info.st_gid == 4322)
    }
  }

  @Test func createsNewFilesWithUmaskPermissions() throws {
    try withTemporaryDirectory { folder in
      let path = folder.url("New File.swift")
      try AtomicFile.write(Array("let a = 1\n".utf8), to: path)
      #expect(try folder.read("New File.swift") == "let a = 1\n")
      let mask = umask(0o022)
      umask(mask)
      #expect(mode(path) == 0o666 & ~mask)
    }
  }

  @Test func writesThroughSymbolicLinks() throws {
    try withTemporaryDirectory { folder in
      try folder.write("Real.swift", "old\n")
      try folder.link("Link.swift", to: "Real.swift")
      try AtomicFile.write(Array("new\n".utf8), to: folder.url("Link.swift"))
      #expect(try folder.read("Real.swift") == "new\n")
      let destination = try FileManager.default.destinationOfSymbolicLink(atPath: folder.url("Link.swift"))
      #expect(destination == "Real.swift")
    }
  }

  @Test func writesLargeAndEmptyContent() throws {
    try withTemporaryDirectory { folder in
      let big = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
      let path = folder.url("Big.swift")
      try AtomicFile.write(big, to: path)
      #expect(try SourceFile.read(path) == big)
      try AtomicFile.write([], to: path)
      #expect(try SourceFile.read(path) == [])
    }
  }

  @Test func failureLeavesTheOldFileAndNoTemporary() throws {
    try withTemporaryDirectory { folder in
      let path = try folder.write("Keep.swift", "original\n")
      #expect(throws: FileError.unwritable(path: "Keep.swift", reason: "simulated")) {
        try AtomicFile.write(Array("replacement\n".utf8), to: path, displayPath: "Keep.swift") { () throws(FileError) in
          throw FileError.unwritable(path: "Keep.swift", reason: "simulated")
        }
      }
      #expect(try folder.read("Keep.swift") == "original\n")
      #expect(try leftovers(in: folder).isEmpty)
    }
  }

  @Test func missingFolderAndFolderTargetAreErrors() throws {
    try withTemporaryDirectory { folder in
      #expect(throws: FileError.unwritable(path: "x", reason: "no such file or directory")) {
        try AtomicFile.write([1], to: folder.url("No/Such/x.swift"), displayPath: "x")
      }
      try folder.makeFolder("Dir")
      #expect(throws: FileError.unwritable(path: "Dir", reason: "not a regular file")) {
        try AtomicFile.write([1], to: folder.url("Dir"), displayPath: "Dir")
      }
      #expect(try leftovers(in: folder).isEmpty)
    }
  }

  @Test func readErrorsAreTyped() throws {
    try withTemporaryDirectory { folder in
      #expect(throws: FileError.notFound(path: "gone.swift")) {
        try SourceFile.read(folder.url("gone.swift"), displayPath: "gone.swift")
      }
      try folder.makeFolder("Dir")
      #expect(throws: FileError.unreadable(path: "Dir", reason: "is a directory")) {
        try SourceFile.read(folder.url("Dir"), displayPath: "Dir")
      }
    }
  }
}
