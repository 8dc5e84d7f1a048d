import Testing

@testable import NavlintReport

/// The graph formats' escaping: what a label may hold (a generic type `Tagged<Int>`, a quote, a `#`) never
/// breaks Mermaid's or DOT's syntax.
@Suite struct GraphRendererTests {
  @Test func mermaidLabelsUseEntityCodes() {
    #expect(GraphRenderer.mermaidLabel("Tagged<Int>") == "Tagged#lt;Int#gt;")
    #expect(GraphRenderer.mermaidLabel("say \"hi\" #1") == "say #quot;hi#quot; #35;1")
    #expect(GraphRenderer.mermaidLabel("two\nlines") == "two lines")
  }

  @Test func dotStringsAreQuotedAndEscaped() {
    #expect(GraphRenderer.dotString("Tagged<Int>") == "\"Tagged<Int>\"")
    #expect(GraphRenderer.dotString("a \"b\" \\ c\nd") == "\"a \\\"b\\\" \\\\ c\\nd\"")
  }
}
