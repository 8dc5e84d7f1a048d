import Foundation
import Testing

/// `navlint lint` on hostile files and hostile configuration: a defined exit status and message, never a
/// crash.
@Suite struct AdversarialCLITests {
  private static let view = "\nstruct V: View {\n  var body: some View {\n    NavigationView { Text(\"a\") }\n  }\n}\n"

  @Test func billionLaughsConfigurationIsAUsageError() throws {
    try TemporaryFolder.with { folder in
      var lines = ["a0: &a0 [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]"]
      for level in 1...9 {
        lines.append(
          "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
      }
      lines.append("exclude: *a9")
      _ = try folder.write(".navlint.yml", lines.joined(separator: "\n") + "\n")
      _ = try folder.write("A.swift", Self.view)
      let result = try folder.navlint(["lint", "A.swift"])
      #expect(result.status == 2, "\(result)")
      #expect(result.stderr.contains("navlint: error:"))
      #expect(result.stdout.isEmpty)
    }
  }

  @Test func deeplyNestedConfigurationIsAUsageError() throws {
    try TemporaryFolder.with { folder in
      let flow = "exclude: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n"
      var block = "rules:\n"
      for depth in 0..<5_000 { block += String(repeating: " ", count: depth + 2) + "k\(depth):\n" }
      for text in [flow, block] {
        _ = try folder.write(".navlint.yml", text)
        _ = try folder.write("A.swift", Self.view)
        let result = try folder.navlint(["lint", "A.swift"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("navlint: error:"))
      }
    }
  }

  @Test func hostileSourceFilesLintWithDefinedResults() throws {
    try TemporaryFolder.with { folder in
      var files: [String: [UInt8]] = [:]
      files["Nul.swift"] = [UInt8](repeating: 0, count: 100_000)
      files["Invalid.swift"] =
        Array("let s = \"".utf8) + [0xFF, 0xC0, 0x80, 0xE2] + Array("\"".utf8) + Array(Self.view.utf8)
      files["Bom.swift"] = [0xEF, 0xBB, 0xBF] + Array(Self.view.utf8)
      files["CR.swift"] = Array(Self.view.replacingOccurrences(of: "\n", with: "\r").utf8)
      files["Nested.swift"] = Array(String(repeating: "(", count: 100_000).utf8)
      for (name, bytes) in files {
        try Data(bytes).write(to: URL(fileURLWithPath: folder.url(name)))
      }
      let result = try folder.navlint(["lint", "--format", "json", "."])
      // NAV001 is a warning by default: findings, no failure, and no crash (a trap would be a signal status).
      #expect(result.status == 0, "\(result)")
      let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
      #expect(report != nil, "stdout is one JSON document")
      #expect(result.stdout.components(separatedBy: "NAV001").count - 1 >= 3)
    }
  }
}
