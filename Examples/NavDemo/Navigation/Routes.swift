// Routes.swift — what goes on a navigation path.

import Foundation

/// A recipe in the catalogue. A full model: it has many fields and changes on the server.
struct Recipe: Identifiable, Hashable, Codable {
  let id: UUID
  var title: String
  var summary: String
  var minutes: Int
  var ingredients: [String]
  var isFavorite: Bool
}

/// Good: routes carry identifiers only, so a restored path never holds stale model copies.
enum RecipeRoute: Hashable, Codable {
  case detail(recipeID: Recipe.ID)
  case author(authorID: String)
  case editor(recipeID: Recipe.ID, step: Int)
}

/// Good: the shopping tab pushes plain value routes too.
enum ShoppingRoute: Hashable, Codable {
  case list(listID: UUID)
  case item(itemID: UUID)
}

extension RecipeRoute {
  /// Parses `navdemo://recipe/<uuid>` and `navdemo://author/<id>`; returns nil for anything else.
  init?(url: URL) {
    guard url.scheme == "navdemo", let host = url.host() else { return nil }
    let last = url.lastPathComponent
    switch host {
    case "recipe":
      guard let id = UUID(uuidString: last) else { return nil }
      self = .detail(recipeID: id)
    case "author":
      self = .author(authorID: last)
    default:
      return nil
    }
  }
}

/// Good: what the app writes to disk between launches — route values, not recipes.
struct SavedRecipesNavigation: Codable {
  var routes: [RecipeRoute]
  var selectedTab: String
}

/// Bad: the saved navigation stores whole `Recipe` values. After a relaunch the path shows
/// whatever the recipe looked like when it was saved, and the file grows with every push.
struct BadSavedNavigation: Codable {
  var path: [Recipe]
  var savedAt: Date
}
