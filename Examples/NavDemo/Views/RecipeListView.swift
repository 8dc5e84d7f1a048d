// RecipeListView.swift — the recipes tab, once done right and once done wrong.

import SwiftUI

/// Good: value-based links, destinations registered on the stack's root (not inside the
/// lazy list), and a sheet that brings its own NavigationStack.
struct RecipeListView: View {
  @Environment(RecipesRouter.self) private var router
  @State private var recipes: [Recipe] = []
  @State private var isAddingRecipe = false

  var body: some View {
    List {
      ForEach(recipes) { recipe in
        NavigationLink(value: RecipeRoute.detail(recipeID: recipe.id)) {
          RecipeRow(recipe: recipe)
        }
      }
    }
    .navigationTitle("Recipes")
    .navigationBarTitleDisplayMode(.large)
    .toolbar {
      Button("Add", systemImage: "plus") { isAddingRecipe = true }
    }
    .sheet(isPresented: $isAddingRecipe) {
      // Good: a sheet is a new presentation, so it gets its own stack.
      NavigationStack {
        RecipeEditor()
      }
    }
  }
}

/// One row of the list.
struct RecipeRow: View {
  let recipe: Recipe

  var body: some View {
    HStack {
      Text(recipe.title)
      Spacer()
      Text("\(recipe.minutes) min").foregroundStyle(.secondary)
    }
  }
}

/// Resolves a route into its screen.
struct RecipeRouteView: View {
  let route: RecipeRoute

  var body: some View {
    switch route {
    case .detail(let recipeID):
      RecipeDetailView(recipeID: recipeID)
    case .author(let authorID):
      Text("Author \(authorID)")
    case .editor(let recipeID, let step):
      Text("Editing \(recipeID.uuidString), step \(step)")
    }
  }
}

/// Good: a detail screen pushed on the tab's stack; it adds no stack of its own.
struct RecipeDetailView: View {
  let recipeID: UUID
  @Environment(RecipesRouter.self) private var router

  var body: some View {
    VStack(spacing: 16) {
      Text(recipeID.uuidString).font(.caption.monospaced())
      NavigationLink("Open editor", value: RecipeRoute.editor(recipeID: recipeID, step: 1))
      Button("Back to all recipes") {
        router.popToRoot()
      }
    }
    .navigationTitle("Recipe")
  }
}

/// A form shown in a sheet.
struct RecipeEditor: View {
  @Environment(\.dismiss) private var dismiss
  @State private var title = ""

  var body: some View {
    Form {
      TextField("Title", text: $title)
    }
    .navigationTitle("New Recipe")
    .toolbar {
      Button("Done") { dismiss() }
    }
  }
}

/// Bad: the same list written the pre-iOS 16 way, with four navigation mistakes.
struct BadRecipeListView: View {
  let recipes: [Recipe]
  @State private var selectedRecipe: Recipe?

  var body: some View {
    // Bad: a constant binding; the stack can never record a push.
    NavigationStack(path: .constant([RecipeRoute]())) {
      List {
        ForEach(recipes) { recipe in
          // Bad: the destination view is built for every row, and is not restorable.
          NavigationLink(destination: RecipeDetailView(recipeID: recipe.id)) {
            RecipeRow(recipe: recipe)
          }
          // Bad: a destination registered inside the lazy ForEach; rows that scroll out
          // of view take their destination with them.
          .navigationDestination(for: RecipeRoute.self) { route in
            RecipeRouteView(route: route)
          }
        }
      }
      .toolbar {
        // Bad: a link inside a button; both react to the tap.
        Button {
          selectedRecipe = recipes.first
        } label: {
          NavigationLink(value: RecipeRoute.author(authorID: "me")) {
            Text("My recipes")
          }
        }
      }
    }
  }
}

/// Bad: a pushed screen that wraps itself in another NavigationStack.
struct BadRecipeDetailView: View {
  let recipeID: UUID

  var body: some View {
    NavigationStack {
      VStack {
        Text(recipeID.uuidString)
        NavigationStack {
          Text("Ingredients")
        }
      }
    }
  }
}

/// Bad: a fresh path made in `body`; every re-render throws the stack away.
struct BadPathInBodyView: View {
  var body: some View {
    NavigationStack(path: Binding(get: { NavigationPath() }, set: { _ in })) {
      Text("Shopping")
    }
  }
}

/// Good: the path lives in `@State`, created once for the lifetime of the view.
struct ShoppingListView: View {
  @Environment(ShoppingRouter.self) private var router
  @State private var lists: [UUID] = [UUID(), UUID()]

  var body: some View {
    List(lists, id: \.self) { id in
      NavigationLink("List \(id.uuidString.prefix(4))", value: ShoppingRoute.list(listID: id))
    }
    .navigationDestination(for: ShoppingRoute.self) { route in
      switch route {
      case .list(let listID): Text("List \(listID.uuidString)")
      case .item(let itemID): Text("Item \(itemID.uuidString)")
      }
    }
    .navigationTitle("Shopping")
  }
}
