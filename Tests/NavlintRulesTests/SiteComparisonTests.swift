import Testing

@testable import NavlintNavigation

/// `NavigationFacts.hasSameShape` tells typing that only moved a file's sites from an edit that changed what
/// they join, comparing sites in place with `Site.isSame(placedAt:)`. That comparison names the properties
/// it compares, so a property added to `Site` must be added to it too: this suite fails until it is.
struct SiteComparisonTests {
  static let site = Site(
    kind: .link, range: 10..<24, span: 10..<40, owner: "Home", context: .stack, stack: 0,
    registrationsAbove: ["Route", nil], setsSelection: false, destinationFor: "Route", linkDestination: 3,
    tabView: 1, qualifier: "Settings", lazyContainer: true, wrappers: ["embedInNavigationView"])

  @Test func everyStoredPropertyIsComparedOrIsAPosition() {
    let labels = Set(Mirror(reflecting: Self.site).children.compactMap(\.label))
    let positions: Set<String> = ["range", "span", "linkDestination"]
    let compared: Set<String> = [
      "kind", "owner", "context", "stack", "registrationsAbove", "setsSelection", "destinationFor", "tabView",
      "qualifier", "lazyContainer", "wrappers",
    ]
    #expect(labels == positions.union(compared))
  }

  @Test func movedSitesAreTheSame() {
    var moved = Self.site
    moved.range = 110..<124
    moved.span = 110..<140
    moved.linkDestination = 103
    #expect(Self.site.isSame(placedAt: moved))
    #expect(moved.isSame(placedAt: Self.site))
  }

  @Test func aChangeOfAnythingButThePlaceIsNotTheSame() {
    var changes: [(String, (inout Site) -> Void)] = [
      ("kind", { $0.kind = .construction("Home") }),
      ("owner", { $0.owner = nil }),
      ("context", { $0.context = .unknown }),
      ("stack", { $0.stack = 1 }),
      ("registrationsAbove", { $0.registrationsAbove = ["Route"] }),
      ("setsSelection", { $0.setsSelection = true }),
      ("destinationFor", { $0.destinationFor = nil }),
      ("linkDestination", { $0.linkDestination = nil }),
      ("tabView", { $0.tabView = nil }),
      ("qualifier", { $0.qualifier = nil }),
      ("lazyContainer", { $0.lazyContainer = false }),
      ("wrappers", { $0.wrappers = [] }),
    ]
    changes.append(("kind, pushed value", { $0.kind = .push(.named("Route")) }))
    for (name, change) in changes {
      var changed = Self.site
      change(&changed)
      #expect(!Self.site.isSame(placedAt: changed), "\(name)")
      #expect(!changed.isSame(placedAt: Self.site), "\(name)")
    }
  }
}
