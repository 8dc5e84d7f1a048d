//
//  Routers.swift
//  Bookshelf — a reading tracker. One router per feature; every object that owns a path is
//  isolated to the main actor, written in each of the styles the team has used over time.
//

import Combine
import Observation
import SwiftUI

enum ShelfRoute: Hashable {
  case book(isbn: String)
  case author(authorID: Int)
  case series(seriesID: Int)
}

enum SearchRoute: Hashable {
  case results(query: String)
  case book(isbn: String)
}

enum ClubRoute: Hashable {
  case club(clubID: UUID)
  case discussion(clubID: UUID, chapter: Int)
}

// MARK: - Main-actor routers

/// `@MainActor` on its own line, `@Observable` below it.
@MainActor
@Observable
final class ShelfRouter {
  var path: [ShelfRoute] = []

  func show(_ route: ShelfRoute) { path.append(route) }
  func pop() { _ = path.popLast() }
}

/// Both attributes on one line, the other order.
@Observable @MainActor
final class ClubRouter {
  var path = NavigationPath()
  var activeClubID: UUID?

  func openDiscussion(clubID: UUID, chapter: Int) {
    activeClubID = clubID
    path.append(ClubRoute.club(clubID: clubID))
    path.append(ClubRoute.discussion(clubID: clubID, chapter: chapter))
  }
}

/// An ObservableObject with the attribute on the same line as the class.
@MainActor final class SearchRouter: ObservableObject {
  @Published var path: [SearchRoute] = []
  @Published var query = ""

  func submit() {
    path = [.results(query: query)]
  }
}

/// A base coordinator isolated to the main actor; subclasses inherit the isolation.
@MainActor
class BaseCoordinator: ObservableObject {
  @Published var navigationPath = NavigationPath()

  func popToRoot() {
    navigationPath.removeLast(navigationPath.count)
  }
}

final class ReadingGoalsCoordinator: BaseCoordinator {
  @Published var goalPath: [ShelfRoute] = []

  func showCurrentBook(isbn: String) {
    goalPath.append(.book(isbn: isbn))
  }
}

/// Public, open for the SDK target, still main-actor isolated.
@MainActor
open class EmbeddableBookRouter: ObservableObject {
  @Published public var path = NavigationPath()

  public init() {}

  open func open(isbn: String) {
    path.append(ShelfRoute.book(isbn: isbn))
  }
}

// MARK: - Observable objects that hold no navigation state

/// Reading statistics; plain data, no path, so no main-actor requirement from navlint.
@Observable
final class ReadingStats {
  var pagesThisWeek = 0
  var booksFinished = 0
  var streakDays = 0

  func record(pages: Int) {
    pagesThisWeek += pages
  }
}

/// Downloads covers; publishes images, not navigation.
final class CoverLoader: ObservableObject {
  @Published var imageData: Data?
  private var task: URLSessionDataTask?

  func load(_ url: URL) {
    task = URLSession.shared.dataTask(with: url) { [weak self] data, _, _ in
      DispatchQueue.main.async { self?.imageData = data }
    }
    task?.resume()
  }
}

/// An actor, not a class: its state is isolated by definition.
actor ReadingSessionRecorder {
  private var sessions: [Date] = []
  func record() { sessions.append(.now) }
}

/// Text that mentions the pattern without being it.
enum RouterDocs {
  static let note = "A class ObservableObject { var path = NavigationPath() } must be @MainActor"
}

// MARK: - Routers written before the team adopted strict concurrency

/// The checkout router from the 2.0 release.
@Observable
final class CheckoutRouter { // expect: NAV006
  var path = NavigationPath()
  var isShowingPayment = false

  func startCheckout() {
    path.append(ShelfRoute.book(isbn: "cart"))
  }
}

/// The search router of the iPad build.
final class LegacySearchRouter: ObservableObject { // expect: NAV006
  @Published var path: [SearchRoute] = []

  func search(_ text: String) {
    path.append(.results(query: text))
  }
}

/// A library navigator that owns one path per sidebar section.
@Observable class LibraryNavigator { // expect: NAV006
  var homePath: [ShelfRoute] = []
  var clubsPath: [ClubRoute] = []
  var selectedSection = 0
}

/// An NSObject subclass because it is also the UIKit scene delegate's helper.
class SceneCoordinator: NSObject, ObservableObject { // expect: NAV006
  @Published var navigationPath = NavigationPath()

  func reset() {
    navigationPath = NavigationPath()
  }
}

// MARK: - Views

struct ShelfRootView: View {
  @State private var shelf = ShelfRouter()
  @StateObject private var search = SearchRouter()

  var body: some View {
    TabView {
      NavigationStack(path: $shelf.path) {
        List {
          NavigationLink("Dune", value: ShelfRoute.book(isbn: "9780441013593"))
          NavigationLink("Frank Herbert", value: ShelfRoute.author(authorID: 7))
        }
        .navigationTitle("Shelf")
        .navigationDestination(for: ShelfRoute.self) { route in
          Text(String(describing: route))
        }
      }
      .tabItem { Label("Shelf", systemImage: "books.vertical") }

      NavigationStack(path: $search.path) {
        TextField("Search", text: $search.query)
          .onSubmit { search.submit() }
          .navigationTitle("Search")
          .navigationDestination(for: SearchRoute.self) { route in
            Text(String(describing: route))
          }
      }
      .tabItem { Label("Search", systemImage: "magnifyingglass") }
    }
  }
}
