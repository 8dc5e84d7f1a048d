//
//  AppCoordinator.swift
//  Larder — a pantry and meal-planning app.
//
//  The coordinator owns the root navigation path and every modal presentation. Views never
//  push by themselves: they call the coordinator, which keeps deep links, restoration and
//  analytics in one place.
//

import Observation
import OSLog
import SwiftUI

/// Screens that can be pushed onto the root stack. Each case carries identifiers only, so the
/// path can be saved and restored without copying pantry records.
enum AppRoute: Hashable, Codable {
  case pantry
  case item(itemID: PantryItem.ID)
  case mealPlan(weekOf: Date)
  case recipe(recipeID: UUID)
  case shoppingList(listID: UUID)
  case settings
}

/// Modal screens. Sheets are not part of the path; they are presented one at a time.
enum AppSheet: Identifiable, Hashable {
  case addItem
  case editItem(itemID: PantryItem.ID)
  case scanner
  case share(listID: UUID)

  var id: Self { self }
}

/// Full-screen flows that hide the tab bar while they run.
enum AppCover: String, Identifiable {
  case onboarding
  case cookingMode

  var id: String { rawValue }
}

/// A pantry record as stored by `PantryStore`.
struct PantryItem: Identifiable, Hashable, Codable {
  var id: UUID
  var name: String
  var quantity: Double
  var unit: String
  var expiresOn: Date?
}

/// Root coordinator. Main-actor isolated because SwiftUI reads `path`, `sheet` and `cover` while
/// it lays out the stack; every mutation below therefore happens on the main thread.
@MainActor
@Observable
final class AppCoordinator {
  var path = NavigationPath()
  var sheet: AppSheet?
  var cover: AppCover?

  @ObservationIgnored private let logger = Logger(subsystem: "app.larder", category: "navigation")
  @ObservationIgnored private let store: PantryStore

  init(store: PantryStore) {
    self.store = store
  }

  // MARK: - Pushing

  func push(_ route: AppRoute) {
    logger.debug("push \(String(describing: route), privacy: .public)")
    path.append(route)
  }

  func pop() {
    guard !path.isEmpty else { return }
    path.removeLast()
  }

  func popToRoot() {
    path.removeLast(path.count)
  }

  /// Replaces the whole stack, e.g. after choosing a recipe from a notification.
  func replaceStack(with routes: [AppRoute]) {
    var fresh = NavigationPath()
    for route in routes {
      fresh.append(route)
    }
    path = fresh
  }

  // MARK: - Presenting

  func present(_ sheet: AppSheet) {
    self.sheet = sheet
  }

  func startCooking() {
    sheet = nil
    cover = .cookingMode
  }

  func dismissModal() {
    sheet = nil
    cover = nil
  }

  // MARK: - Loading, then navigating

  /// Opens an item after loading it. `Task` inherits the main actor, so the push is isolated.
  func openItem(named name: String) {
    Task {
      guard let item = await store.item(named: name) else {
        logger.notice("no item named \(name, privacy: .private)")
        return
      }
      path.append(AppRoute.item(itemID: item.id))
    }
  }

  /// Builds the label for the share sheet. Reads nothing isolated, so it can be nonisolated.
  nonisolated func shareTitle(for listID: UUID) -> String {
    "Shopping list \(listID.uuidString.prefix(6))"
  }
}

/// Reads and writes pantry records; an actor so the coordinator can await it from the main actor.
actor PantryStore {
  private var items: [PantryItem] = []

  func item(named name: String) -> PantryItem? {
    items.first { $0.name.localizedCaseInsensitiveCompare(name) == .orderedSame }
  }

  func add(_ item: PantryItem) {
    items.append(item)
  }
}

/// The root view: one stack bound to the coordinator, destinations registered once on the root.
struct CoordinatorRootView: View {
  @State private var coordinator = AppCoordinator(store: PantryStore())

  var body: some View {
    NavigationStack(path: $coordinator.path) {
      PantryHomeView()
        .navigationDestination(for: AppRoute.self) { route in
          AppRouteScreen(route: route)
        }
    }
    .sheet(item: $coordinator.sheet) { sheet in
      // A sheet is a separate presentation, so it brings its own stack.
      NavigationStack {
        AppSheetScreen(sheet: sheet)
      }
    }
    .fullScreenCover(item: $coordinator.cover) { cover in
      NavigationStack {
        switch cover {
        case .onboarding:
          Text("Welcome to Larder")
        case .cookingMode:
          Text("Cooking mode")
        }
      }
    }
    .environment(coordinator)
  }
}

/// Maps a route to its screen. Kept separate so previews can render any single screen.
struct AppRouteScreen: View {
  let route: AppRoute

  var body: some View {
    switch route {
    case .pantry:
      PantryHomeView()
    case .item(let itemID):
      Text("Item \(itemID.uuidString)")
    case .mealPlan(let weekOf):
      Text("Week of \(weekOf.formatted(date: .abbreviated, time: .omitted))")
    case .recipe(let recipeID):
      Text("Recipe \(recipeID.uuidString)")
    case .shoppingList(let listID):
      Text("List \(listID.uuidString)")
    case .settings:
      Text("Settings")
    }
  }
}

struct AppSheetScreen: View {
  let sheet: AppSheet
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Group {
      switch sheet {
      case .addItem: Text("New item")
      case .editItem(let itemID): Text("Edit \(itemID.uuidString)")
      case .scanner: Text("Scanner")
      case .share(let listID): Text("Share \(listID.uuidString)")
      }
    }
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Close") { dismiss() }
      }
    }
  }
}

/// The pantry list. Links carry route values; the stack resolves them.
struct PantryHomeView: View {
  @Environment(AppCoordinator.self) private var coordinator
  @State private var items: [PantryItem] = []

  var body: some View {
    List {
      Section("Expiring soon") {
        ForEach(items.filter { $0.expiresOn != nil }) { item in
          NavigationLink(value: AppRoute.item(itemID: item.id)) {
            LabeledContent(item.name, value: "\(item.quantity.formatted()) \(item.unit)")
          }
        }
      }
      Section {
        NavigationLink("Meal plan", value: AppRoute.mealPlan(weekOf: .now))
        Button("Start cooking") { coordinator.startCooking() }
      }
    }
    .navigationTitle("Pantry")
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Button("Add", systemImage: "plus") { coordinator.present(.addItem) }
      }
      ToolbarItem(placement: .secondaryAction) {
        Button("Settings", systemImage: "gear") { coordinator.push(.settings) }
      }
    }
  }
}

#Preview {
  CoordinatorRootView()
}
