import NavlintRules
import Testing

/// The registry: ids unique, in order, names kebab-case, metadata reachable by id and name.
struct RegistryTests {
  @Test func idsAreUniqueAndInOrder() {
    let ids = RuleCatalog.all.map(\.id.rawValue)
    #expect(ids == ids.sorted())
    #expect(Set(ids).count == ids.count)
    #expect(ids.first == "NAV000")
    for id in ids {
      #expect(id.count == 6 && id.hasPrefix("NAV") && id.dropFirst(3).allSatisfy(\.isNumber), "bad id \(id)")
    }
  }

  @Test func namesAreKebabCaseAndUnique() {
    let names = RuleCatalog.all.map(\.name)
    #expect(Set(names).count == names.count)
    for name in names {
      let valid =
        !name.isEmpty && name.first!.isLetter && !name.hasSuffix("-") && !name.contains("--")
        && name.allSatisfy { ($0.isLetter && $0.isLowercase) || $0.isNumber || $0 == "-" }
      #expect(valid, "\(name) is not kebab-case")
      #expect(!name.hasPrefix("no-") && !name.hasPrefix("avoid-") && !name.hasPrefix("disallow-"))
    }
  }

  @Test func lookupByIDOrName() {
    #expect(RuleCatalog.descriptor(for: "NAV001")?.name == "deprecated-navigation-view")
    #expect(RuleCatalog.descriptor(for: "nav001")?.name == "deprecated-navigation-view")
    #expect(RuleCatalog.descriptor(for: "deprecated-navigation-view")?.id == "NAV001")
    #expect(RuleCatalog.descriptor(for: "NAV999") == nil)
    #expect(RuleCatalog.descriptor(for: "NavigationView") == nil)
  }

  @Test func summariesAreOneSentence() {
    for rule in RuleCatalog.all {
      #expect(rule.summary.hasSuffix("."), "\(rule.id) summary must end with a period")
      #expect(!rule.summary.contains("\n"))
    }
  }

  @Test func documentationIsEmbedded() {
    for rule in RuleCatalog.all {
      #expect(rule.documentation?.hasPrefix("# \(rule.id) \(rule.name)\n") == true, "\(rule.id) doc not embedded")
    }
  }
}
