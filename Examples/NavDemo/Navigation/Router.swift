// Router.swift — the objects that own navigation state.

import Foundation
import Observation
import SwiftUI

/// Good: the recipes router. It is `@MainActor`, so every change to `path` happens on the
/// main actor, and its persistence never traps on bad data.
@MainActor
@Observable
final class RecipesRouter {
  var path = NavigationPath()
  private let storageKey = "recipes.navigation"

  func show(_ route: RecipeRoute) {
    path.append(route)
  }

  func popToRoot() {
    path.removeLast(path.count)
  }

  /// Resets the stack, then pushes the screen the link names.
  func open(_ url: URL) {
    guard let route = RecipeRoute(url: url) else { return }
    path = NavigationPath()
    path.append(route)
  }

  /// Loads the recipe in the background, then pushes on the main actor.
  func showRecipe(loading id: UUID, from store: RecipeStore) {
    Task {
      guard let recipe = await store.recipe(id: id) else { return }
      path.append(RecipeRoute.detail(recipeID: recipe.id))
    }
  }

  func save(to defaults: UserDefaults = .standard) {
    guard let representation = path.codable,
      let data = try? JSONEncoder().encode(representation)
    else { return }
    defaults.set(data, forKey: storageKey)
  }

  func restore(from defaults: UserDefaults = .standard) {
    guard let data = defaults.data(forKey: storageKey) else { return }
    do {
      let representation = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
      path = NavigationPath(representation)
    } catch {
      // A path written by an older build: start at the root instead of crashing.
      path = NavigationPath()
    }
  }
}

/// Good: the shopping router uses a typed path of routes.
@MainActor
@Observable
final class ShoppingRouter {
  var path: [ShoppingRoute] = []

  func open(listID: UUID) {
    path.removeAll()
    path.append(.list(listID: listID))
  }
}

/// Loads recipes from disk or network. An actor: safe to call from anywhere.
actor RecipeStore {
  private var cache: [UUID: Recipe] = [:]

  func recipe(id: UUID) async -> Recipe? {
    cache[id]
  }
}

/// Bad: the router from the first version of the app, kept for the onboarding flow.
/// It owns a `NavigationPath` but is not isolated to the main actor, and each method
/// shows a different navigation mistake.
final class BadOnboardingRouter: ObservableObject {
  @Published var path = NavigationPath()
  let store = RecipeStore()

  /// Bad: changes the path from a detached task, off the main actor.
  func showRecipe(id: UUID) {
    Task.detached {
      if let recipe = await self.store.recipe(id: id) {
        self.path.append(RecipeRoute.detail(recipeID: recipe.id))
      }
    }
  }

  /// Bad: changes the path from a global-queue closure.
  func skipToEnd() {
    DispatchQueue.global(qos: .userInitiated).async {
      self.path.append(RecipeRoute.author(authorID: "welcome"))
    }
  }

  /// Bad: a nonisolated function that pops the stack.
  nonisolated func reset() {
    path.removeLast(path.count)
  }

  /// Bad: `try!` crashes the app when the saved path is from an older build.
  func restore(from data: Data) {
    let representation = try! JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
    path = NavigationPath(representation)
  }

  /// Bad: `codable` is nil as soon as the path holds a non-Codable value.
  func save() -> Data? {
    let representation = path.codable!
    return try? JSONEncoder().encode(representation)
  }

  /// Bad: the deep link is pushed on top of whatever the user had open.
  func handle(_ url: URL) {
    guard let route = RecipeRoute(url: url) else { return }
    path.append(route)
  }

  /// Bad: waits for an animation with a fixed delay before pushing.
  func finishWelcome() {
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {
      self.path.append(RecipeRoute.author(authorID: "tour"))
    }
  }

  /// Bad: the same timing hack with `Task.sleep`.
  func finishTour() async {
    try? await Task.sleep(for: .milliseconds(400))
    path.append(RecipeRoute.author(authorID: "done"))
  }
}
