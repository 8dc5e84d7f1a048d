//
//  RouteCoordinator.swift
//  Fixture: declarations, attributes, contextual keywords, key paths, generics.
//

import Foundation
import SwiftUI

/// A destination in the recipes flow. Associated values carry identifiers only.
enum Route: Hashable, Codable, Identifiable {
  case recipe(id: UUID)
  case author(name: String)
  case settings
  case `default`

  var id: String {
    switch self {
    case .recipe(let id): return "recipe-\(id.uuidString)"
    case .author(let name): return "author-\(name)"
    case .settings: return "settings"
    case .`default`: return "default"
    }
  }
}

/// Owns the navigation path for one stack; always used from the main actor.
@MainActor
@Observable
final class RouteCoordinator {
  var path = NavigationPath()
  var presented: Route?
  private(set) var history: [Route] = []
  @ObservationIgnored private var restoreTask: Task<Void, Never>?

  var depth: Int {
    get { path.count }
    set {
      guard newValue < path.count else { return }
      path.removeLast(path.count - newValue)
    }
  }

  func push(_ route: Route) {
    history.append(route); path.append(route)
  }

  func popToRoot() {
    path = NavigationPath()
  }

  /// Encodes the path when it can be represented; nil otherwise.
  func snapshot() -> Data? {
    guard let representation = path.codable else { return nil }
    return try? JSONEncoder().encode(representation)
  }

  func restore(from data: Data) {
    do {
      let representation = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
      path = NavigationPath(representation)
    } catch {
      path = NavigationPath()
    }
  }

  func sortedIDs() -> [String] {
    history.map(\.id).sorted(by: <)
  }

  func allIDs() -> [String] {
    history.map(\Route.id)
  }
}

/// Legacy observable object kept for the UIKit bridge.
@MainActor
final class LegacyRouter: ObservableObject {
  @Published var stack: [Route] = [] {
    willSet { objectWillChange.send() }
    didSet(oldStack) { lastCount = oldStack.count }
  }
  @Published var alertMessage: String? = nil
  private(set) var lastCount = 0
  weak var delegate: RouterDelegate?
  unowned let owner: AnyObject
  lazy var formatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateStyle = .medium
    return formatter
  }()

  init(owner: AnyObject) {
    self.owner = owner
  }

  convenience init() {
    self.init(owner: NSObject())
  }
}

@MainActor
protocol RouterDelegate: AnyObject {
  func routerDidFinish(_ router: LegacyRouter)
}

/// A cache shared by every window; an actor so reads and writes never race.
actor RecipeCache {
  private var entries: [UUID: String] = [:]
  nonisolated let label = "recipes"

  func title(for id: UUID) async -> String? {
    entries[id]
  }

  func store(_ title: String, for id: UUID) {
    entries[id] = title
  }

  nonisolated func describe() -> String {
    "cache \(label)"
  }
}

class BaseScreenModel {
  var title: String { "Base" }
  func reload() async throws {}
}

final class DetailScreenModel: BaseScreenModel {
  override var title: String { "Detail" }

  override func reload() async throws {
    try await super.reload()
    let cache = RecipeCache()
    let name = await cache.title(for: UUID())
    print(name ?? "none")
  }
}

struct Ingredient: ~Copyable {
  var grams: Int
  consuming func finish() -> Int { grams }
}

func weigh(_ item: borrowing Ingredient) -> Int {
  item.grams
}

func cook() -> Int {
  let flour = Ingredient(grams: 500)
  let total = weigh(flour)
  let moved = consume flour
  return total + moved.finish()
}

func render(_ shape: some Shape, tint: any ShapeStyle) -> some View {
  shape.fill(tint)
}

func group(_ values: [Int]) -> Array<Set<Int>> {
  var result: Array<Set<Int>> = []
  var buckets: Dictionary<Int, Set<Int>> = [:]
  for value in values where value >= 0 {
    buckets[value % 3, default: []].insert(value)
  }
  for key in buckets.keys.sorted() {
    result.append(buckets[key] ?? [])
  }
  return result
}

func shifted(_ x: UInt8) -> UInt8 { (x << 2) >> 1 }

func withRetry<T: Sendable>(
  attempts: Int = 3,
  _ body: @escaping @Sendable () async throws -> T
) async rethrows -> T? {
  for _ in 0..<attempts {
    if let value = try? await body() { return value }
  }
  return nil
}

extension Route {
  static let all: [Route] = [.settings, .`default`, .author(name: "Ana")]
  subscript(index: Int) -> Route { Route.all[index] }
}

private typealias Handler = (Route) -> Void
fileprivate let noop: Handler = { _ in }
