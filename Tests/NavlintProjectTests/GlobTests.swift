import Testing

@testable import NavlintProject

@Suite struct GlobTests {
  @Test(arguments: [
    ("Sources", "Sources", true),
    ("Sources", "Sources/App/A.swift", true),
    ("Sources", "Other/Sources/A.swift", false),
    ("Sources/", "Sources/A.swift", true),
    ("./Sources", "Sources/A.swift", true),
    ("*.swift", "A.swift", true),
    ("*.swift", "Dir/A.swift", false),
    ("**/*.swift", "Dir/Deep/A.swift", true),
    ("**/*.swift", "A.swift", true),
    ("**/Generated", "Generated", true),
    ("**/Generated", "A/B/Generated/C.swift", true),
    ("**/Generated", "A/B/NotGenerated/C.swift", false),
    ("Sources/**/Mocks", "Sources/Mocks/M.swift", true),
    ("Sources/**/Mocks", "Sources/A/B/Mocks/M.swift", true),
    ("Sources/**/Mocks", "Tests/Mocks/M.swift", false),
    ("Tests/**", "Tests/A.swift", true),
    ("Tests/**", "Tests", false),
    ("File?.swift", "File1.swift", true),
    ("File?.swift", "File12.swift", false),
    ("*View*.swift", "ContentViewModel.swift", true),
    ("*View*.swift", "Content.swift", false),
    ("a*b*c", "aXbYbZc", true),
    ("Ünïcode/*", "Ünïcode/é.swift", true),
    ("", "A.swift", false),
  ])
  func matching(pattern: String, path: String, expected: Bool) {
    #expect(Glob(pattern).matches(path) == expected, "\(pattern) vs \(path)")
  }

  @Test func pathologicalStarsFinishQuickly() {
    let pattern = Glob(String(repeating: "*a", count: 30) + "b")
    #expect(!pattern.matches(String(repeating: "a", count: 200)))
  }
}
