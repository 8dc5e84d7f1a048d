import Foundation
import Testing

@testable import NavlintProject

/// The session's model of a project with open documents: whichever text joins the model last, the editor's
/// requests (`navigationModel(ofFile:bytes:)`) see every open document's current text.
@Suite struct LintSessionModelTests {
  static func view(_ name: String) -> [UInt8] {
    Array("import SwiftUI\nstruct \(name): View {\n  var body: some View { Text(\"\(name)\") }\n}\n".utf8)
  }

  @Test func aLintOfOtherTextLeavesTheOpenDocumentToBeBroughtIn() throws {
    try withTemporaryDirectory { folder in
      try folder.write("Package.swift", "// swift-tools-version:5.9\n")
      let first = try folder.write("First.swift", String(decoding: Self.view("OnDisk"), as: UTF8.self))
      let second = try folder.write("Second.swift", String(decoding: Self.view("Second"), as: UTF8.self))
      var session = try LintSession(currentDirectory: folder.path)
      let plan = try session.plan(forFile: first)
      session.setOverlay(Self.view("Open"), forFile: first)
      // The open text joins the model; then some other text of the same file (not the document's) does.
      _ = session.lintWithProjectFindings(plan, bytes: Self.view("Open"))
      _ = session.lintWithProjectFindings(plan, bytes: Self.view("Other"))
      // An editor request about another file brings the open document's text back in.
      let found = session.navigationModel(ofFile: second, bytes: Self.view("Second"))
      let model = try #require(found)
      #expect(model.isView("Open"))
      #expect(!model.isView("Other"))
      #expect(!model.isView("OnDisk"))
      #expect(model.isView("Second"))
    }
  }
}
