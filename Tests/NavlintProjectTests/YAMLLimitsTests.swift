import Testing

@testable import NavlintProject

@Suite struct YAMLLimitsTests {
  private func parse(_ text: String, limits: YAMLLimits = .standard) throws(ConfigError) -> Configuration {
    try Configuration.parse(
      text, path: "/p/.navlint.yml", displayPath: ".navlint.yml", rules: sampleRules, limits: limits)
  }

  /// The classic "billion laughs": nine levels of ten aliases each expand to 10⁹ strings.
  @Test func billionLaughsIsRejectedQuickly() {
    var lines = ["a0: &a0 [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]"]
    for level in 1...9 {
      let aliases = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
      lines.append("a\(level): &a\(level) [\(aliases)]")
    }
    lines.append("exclude: *a9")
    let text = lines.joined(separator: "\n") + "\n"
    #expect(text.utf8.count < 1_000)
    do {
      _ = try parse(text)
      Issue.record("the alias bomb was accepted")
    } catch {
      guard case .tooComplex = error else {
        Issue.record("expected tooComplex, got \(error)")
        return
      }
      #expect(error.description.hasPrefix(".navlint.yml:"))
      #expect(error.description.contains("expands to more than 10000 values"))
    }
  }

  /// Aliases that stay small are ordinary YAML and are accepted.
  @Test func smallAliasesAreFine() throws {
    let configuration = try parse("include: &dirs [Sources, App]\nexclude: *dirs\n")
    #expect(configuration.exclude.map(\.pattern) == ["Sources", "App"])
  }

  @Test func budgetCountsExpandedNodes() {
    // 3 × 40 = 120 strings after expansion, over a budget of 100 though the text has 40.
    let items = Array(repeating: "x", count: 40).joined(separator: ", ")
    let text = "a: &a [\(items)]\nb: [*a, *a, *a]\n"
    #expect(throws: ConfigError.self) { try parse(text, limits: YAMLLimits(maxNodes: 100)) }
    #expect(throws: ConfigError.self) { try parse(text, limits: YAMLLimits(maxNodes: 1_000)) }  // unknown key 'a'
    do {
      _ = try parse(text, limits: YAMLLimits(maxNodes: 100))
    } catch {
      guard case .tooComplex = error else {
        Issue.record("expected tooComplex, got \(error)")
        return
      }
    }
  }

  @Test func deepFlowNestingIsRejectedBeforeComposing() {
    let text = "exclude: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n"
    #expect(
      throws: ConfigError.tooComplex(
        path: ".navlint.yml", line: 1, column: 1, problem: "nesting is too deep (more than 32 levels)")
    ) {
      try parse(text)
    }
  }

  @Test func deepBlockNestingIsRejected() {
    var text = ""
    for depth in 0..<200 { text += String(repeating: " ", count: depth) + "k\(depth):\n" }
    text += String(repeating: " ", count: 200) + "leaf\n"
    do {
      _ = try parse(text)
      Issue.record("deep nesting was accepted")
    } catch {
      guard case .tooComplex(_, let line, _, _) = error else {
        Issue.record("expected tooComplex, got \(error)")
        return
      }
      #expect(line > 32 && line <= 70)
    }
  }

  @Test func compactSequencesCountAsNesting() {
    let text = "exclude:\n" + String(repeating: "- ", count: 500) + "x\n"
    #expect(throws: ConfigError.self) { try parse(text) }
    do {
      _ = try parse(text)
    } catch {
      #expect(error.line == 2)
      #expect(error.description.contains("nesting is too deep"))
    }
  }

  /// Moderate nesting below the pre-scan limit is caught by the exact depth check with its position.
  @Test func exactDepthLimitOnComposedNodes() {
    let text = "exclude: " + String(repeating: "[", count: 40) + "x" + String(repeating: "]", count: 40) + "\n"
    do {
      _ = try parse(text)
      Issue.record("nesting of 40 was accepted")
    } catch {
      guard case .tooComplex(_, 1, let column, _) = error else {
        Issue.record("expected tooComplex on line 1, got \(error)")
        return
      }
      #expect(column > 10)
    }
  }

  /// Brackets and quotes inside quoted strings and comments are not nesting.
  @Test func quotedBracketsAndCommentsAreIgnored() throws {
    let brackets = String(repeating: "[", count: 200)
    let text = """
      # \(brackets)
      exclude:
        - "\(brackets)"
        - '\(brackets)'
        - don't[x]  # \(brackets)
      """
    let configuration = try parse(text + "\n")
    #expect(configuration.exclude.count == 3)
  }

  @Test func oversizedFileIsRejected() {
    let text = "# " + String(repeating: "x", count: 2_000) + "\n"
    #expect(throws: ConfigError.unreadable(path: ".navlint.yml", reason: "larger than 1000 bytes")) {
      try parse(text, limits: YAMLLimits(maxBytes: 1_000))
    }
  }
}
