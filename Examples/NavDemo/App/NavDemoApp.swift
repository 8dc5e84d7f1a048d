// NavDemoApp.swift — entry point of the navlint demo app.
//
// The app has three tabs. Each tab owns its own NavigationStack and router, which is the
// shape navlint expects. Deep links arrive at the app level and are forwarded to the router
// that owns the matching tab.

import SwiftUI

/// The tabs of the demo app, used as the `TabView` selection.
enum AppTab: String, Hashable, CaseIterable {
  case recipes
  case shopping
  case settings
}

@main
struct NavDemoApp: App {
  @State private var recipesRouter = RecipesRouter()
  @State private var shoppingRouter = ShoppingRouter()
  @State private var selectedTab: AppTab = .recipes

  var body: some Scene {
    WindowGroup {
      // Good: one NavigationStack per tab, each bound to its own path.
      TabView(selection: $selectedTab) {
        NavigationStack(path: $recipesRouter.path) {
          RecipeListView()
            .navigationDestination(for: RecipeRoute.self) { route in
              RecipeRouteView(route: route)
            }
        }
        .tabItem { Label("Recipes", systemImage: "book") }
        .tag(AppTab.recipes)

        NavigationStack(path: $shoppingRouter.path) {
          ShoppingListView()
        }
        .tabItem { Label("Shopping", systemImage: "cart") }
        .tag(AppTab.shopping)

        SettingsView()
          .tabItem { Label("Settings", systemImage: "gear") }
          .tag(AppTab.settings)
      }
      .environment(recipesRouter)
      .environment(shoppingRouter)
      .onOpenURL { url in
        // Good: the router resets its path before pushing the linked screen.
        selectedTab = .recipes
        recipesRouter.open(url)
      }
    }
  }
}

/// Bad: a single NavigationStack around the whole TabView, so every tab shares one stack and
/// the tab bar disappears as soon as anything is pushed.
struct BadSharedStackRoot: View {
  @State private var path = NavigationPath()

  var body: some View {
    NavigationStack(path: $path) {
      TabView {
        RecipeListView()
          .tabItem { Label("Recipes", systemImage: "book") }
        ShoppingListView()
          .tabItem { Label("Shopping", systemImage: "cart") }
      }
    }
  }
}
