// RecipeViews.swift — SwiftUI views, property wrappers, directives and macros.

import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

/// The root of the recipes tab: one stack, destinations registered outside the list.
struct RecipeListView: View {
  @Environment(RouteCoordinator.self) private var coordinator
  @State private var query = ""
  @State private var isFilterShown = false
  @State private var selection: Set<UUID> = []
  let recipes: [Recipe]

  var body: some View {
    @Bindable var coordinator = coordinator
    NavigationStack(path: $coordinator.path) {
      List(filtered, id: \.id, selection: $selection) { recipe in
        NavigationLink(value: Route.recipe(id: recipe.id)) {
          RecipeRow(recipe: recipe, isFavorite: .constant(recipe.isFavorite))
        }
      }
      .searchable(text: $query)
      .navigationTitle("Recipes")
      .navigationDestination(for: Route.self) { route in
        destination(for: route)
      }
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button("Filter", systemImage: "line.3.horizontal.decrease") { isFilterShown.toggle() }
        }
      }
      .sheet(isPresented: $isFilterShown) {
        FilterSheet()
      }
    }
  }

  private var filtered: [Recipe] {
    recipes.filter { query.isEmpty || $0.title.localizedCaseInsensitiveContains(query) }
      .sorted { $0.title < $1.title }
  }

  @ViewBuilder
  private func destination(for route: Route) -> some View {
    switch route {
    case .recipe(let id):
      RecipeDetailView(id: id)
    case .author(let name):
      Text(name)
    case .settings, .`default`:
      EmptyView()
    }
  }
}

struct Recipe: Identifiable, Hashable {
  let id: UUID
  var title: String
  var isFavorite: Bool
}

struct RecipeRow: View {
  let recipe: Recipe
  @Binding var isFavorite: Bool

  var body: some View {
    HStack {
      Text(recipe.title)
      Spacer()
      Image(systemName: isFavorite ? "heart.fill" : "heart")
        .onTapGesture { isFavorite.toggle() }
    }
  }
}

struct RecipeDetailView: View {
  let id: UUID
  @Environment(\.dismiss) private var dismiss
  @Environment(\.horizontalSizeClass) private var sizeClass
  @State private var isDeleting = false

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text(id.uuidString).font(.caption.monospaced())
      Button("Close") { dismiss() }
    }
    .padding()
    #if os(iOS)
    .navigationBarTitleDisplayMode(.inline)
    #elseif os(macOS)
    .frame(minWidth: 320)
    #else
    .padding(.horizontal)
    #endif
    .task {
      if #available(iOS 17, macOS 14, *) {
        await refresh()
      }
      if #unavailable(iOS 16) {
        print("old system")
      }
    }
  }

  private func refresh() async {
    try? await Task.sleep(for: .milliseconds(10))
    print(#fileID, #line, #function)
  }
}

struct FilterSheet: View {
  @Environment(\.dismiss) private var dismiss
  @AppStorage("minimumRating") private var minimumRating = 3

  var body: some View {
    NavigationStack {
      Form {
        Stepper("Rating \(minimumRating)", value: $minimumRating, in: 1...5)
      }
      .toolbar {
        Button("Done") { dismiss() }
      }
    }
  }
}

@available(iOS, deprecated: 16, message: "Use RecipeListView")
@available(macOS, unavailable)
struct OldRecipeList: View {
  var body: some View {
    Text("Replaced")
  }
}

#if os(iOS)
/// Bridges the share button of the UIKit screen.
final class ShareTarget: NSObject {
  @objc func share(_ sender: Any?) {}

  func install(on button: UIButton) {
    button.addTarget(self, action: #selector(share(_:)), for: .touchUpInside)
  }
}
#endif

#Preview("List") {
  RecipeListView(recipes: [Recipe(id: UUID(), title: "Soup", isFavorite: true)])
    .environment(RouteCoordinator())
}

#Preview {
  FilterSheet()
}
