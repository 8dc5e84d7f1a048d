import NavlintRules
import NavlintSyntax
import Testing

/// The messages of NAV002, NAV004, NAV005 and NAV007 name what was found; the doc format only checks
/// positions, so the wording is pinned here.
struct NavigationRuleMessageTests {
  private func messages(_ rule: any Rule.Type, _ code: String) -> [String] {
    Linter(rules: [rule]).lint(SourceText(code)).filter { $0.ruleID == rule.id }.map(\.message)
  }

  @Test func viewBasedLinkMessageNamesTheDeprecatedForm() {
    #expect(
      messages(ViewBasedNavigationLinkRule.self, #"NavigationLink("A", isActive: $on) { D() }"#) == [
        "`NavigationLink(isActive:)` is deprecated since iOS 16; "
          + "use `NavigationLink(value:)` with `.navigationDestination`"
      ])
    #expect(
      messages(ViewBasedNavigationLinkRule.self, "NavigationLink(tag: 1, selection: $s) { D() } label: { L() }")
        .first?.hasPrefix("`NavigationLink(tag:selection:)` is deprecated since iOS 16") == true)
    #expect(
      messages(ViewBasedNavigationLinkRule.self, "NavigationLink(destination: D()) { L() }").first?.hasPrefix(
        "`NavigationLink` with a destination view is invisible to the navigation path") == true)
  }

  @Test func restoredPathMessagesNameTheRouteAndTheModel() {
    let model = "struct Item: Codable, Hashable { let id: Int; var name: String }\n"
    #expect(
      messages(ModelObjectsInRestoredPathRule.self, model + "enum Route: Hashable, Codable { case item(Item) }") == [
        "Codable route `Route` holds a whole `Item`; store its `id` instead"
      ])
    #expect(
      messages(ModelObjectsInRestoredPathRule.self, model + "struct Saved: Codable { var itemPath: [Item] }") == [
        "Saved path `itemPath` holds whole `Item` values; store their IDs instead"
      ])
  }

  @Test func offMainMessagesNameTheContext() {
    #expect(
      messages(PathMutationOffMainActorRule.self, "func f() { Task.detached { await r.path.append(1) } }") == [
        "Navigation path `path` is changed inside `Task.detached`, off the main actor"
      ])
    #expect(
      messages(PathMutationOffMainActorRule.self, "func f() { DispatchQueue.global().async { homePath = [] } }") == [
        "Navigation path `homePath` is changed inside a `DispatchQueue.global()` closure, off the main actor"
      ])
    #expect(
      messages(PathMutationOffMainActorRule.self, "nonisolated func reset() { path.removeAll() }") == [
        "Navigation path `path` is changed inside nonisolated function `reset`, off the main actor"
      ])
  }

  @Test func tabViewMessageSuggestsAStackPerTab() {
    #expect(
      messages(TabViewInsideNavigationStackRule.self, "NavigationStack { TabView { A() } }") == [
        "`TabView` inside a `NavigationStack` shares one stack across all tabs; put a `NavigationStack` inside each tab"
      ])
    #expect(
      messages(TabViewInsideNavigationStackRule.self, "NavigationView { TabView { A() } }") == [
        "`TabView` inside a `NavigationView` shares one stack across all tabs; put a `NavigationView` inside each tab"
      ])
  }

  @Test func tabViewMessageNamesTheNestedStacksWhenTabsHaveTheirOwn() {
    #expect(
      messages(
        TabViewInsideNavigationStackRule.self,
        "NavigationStack { TabView { NavigationStack { A() }.tabItem { Text(\"A\") }; B() } }") == [
          "`TabView` inside a `NavigationStack` nests its tabs' stacks in the outer one; make the `TabView` the root"
        ])
    // A stack elsewhere in the file is not the tab view's.
    #expect(
      messages(
        TabViewInsideNavigationStackRule.self,
        "NavigationStack { TabView { A() } }\nstruct S: View { var body: some View { NavigationStack { B() } } }"
      )
      .first?.hasSuffix("put a `NavigationStack` inside each tab") == true)
    // The tabs' stacks are in view helpers the content names, one through another.
    let helpers = """
      struct Main: View {
        var body: some View { NavigationStack { TabView { tabs } } }
        var tabs: some View { Group { walletTab; settingsTab } }
        var walletTab: some View { NavigationStack { Wallet() }.tabItem { Text("Wallet") } }
        @ViewBuilder func settingsTab() -> some View { Settings() }
        var unused: some View { NavigationStack { Other() } }
      }
      """
    #expect(
      messages(TabViewInsideNavigationStackRule.self, helpers).first?.hasSuffix(
        "nests its tabs' stacks in the outer one; make the `TabView` the root") == true)
    // A helper whose body holds no stack, beside a stack the content does not name.
    #expect(
      messages(TabViewInsideNavigationStackRule.self, helpers.replacingOccurrences(of: "walletTab;", with: ""))
        .first?.hasSuffix("put a `NavigationStack` inside each tab") == true)
  }
}
