//
//  DeepLinks.swift
//  Postbox — a mail client. Universal links, the custom `postbox://` scheme and
//  notification taps all end up here.
//

import Foundation
import SwiftUI

/// Where a link can lead.
enum InboxRoute: Hashable, Codable {
  case mailbox(mailboxID: String)
  case thread(threadID: String)
  case message(threadID: String, messageID: String)
  case compose(draftID: UUID?)
  case search(query: String)
}

/// Parses links into the routes to push, from the root down. Pure and testable.
struct DeepLinkParser {
  let host = "postbox.example.com"

  /// `postbox://thread/<id>` and `https://postbox.example.com/m/<mailbox>/t/<thread>`.
  func routes(for url: URL) -> [InboxRoute] {
    let parts = url.pathComponents.filter { $0 != "/" }
    switch (url.scheme, url.host()) {
    case ("postbox", "thread"?):
      return parts.first.map { [.thread(threadID: $0)] } ?? []
    case ("postbox", "compose"?):
      return [.compose(draftID: nil)]
    case ("https", host?):
      return universalRoutes(parts)
    default:
      return []
    }
  }

  private func universalRoutes(_ parts: [String]) -> [InboxRoute] {
    var routes: [InboxRoute] = []
    var index = 0
    while index + 1 < parts.count {
      switch parts[index] {
      case "m": routes.append(.mailbox(mailboxID: parts[index + 1]))
      case "t": routes.append(.thread(threadID: parts[index + 1]))
      default: break
      }
      index += 2
    }
    return routes
  }

  func route(for url: URL) -> InboxRoute? {
    routes(for: url).last
  }
}

/// Owns the inbox stack and applies links to it.
@MainActor
@Observable
final class InboxRouter {
  var path: [InboxRoute] = []
  var recentLinks: [URL] = []
  private let parser = DeepLinkParser()

  /// A link replaces what the user had open: reset first, then push the linked screens.
  func open(_ url: URL) {
    let routes = parser.routes(for: url)
    guard !routes.isEmpty else { return }
    path.removeAll()
    path.append(contentsOf: routes)
    remember(url)
  }

  /// Keeps the last links for the "Recently opened" menu. Not navigation: it never touches `path`.
  func remember(_ url: URL) {
    recentLinks.append(url)
    if recentLinks.count > 10 { recentLinks.removeFirst() }
  }

  /// Notification taps carry a thread ID; the stack becomes mailbox > thread.
  func openThread(_ threadID: String, in mailboxID: String) {
    path = [.mailbox(mailboxID: mailboxID), .thread(threadID: threadID)]
  }

  // A handler written during the universal-links spike; it stacks links on top of each other.
  func openUniversalLink(_ url: URL) { if let route = parser.route(for: url) { path.append(route) } } // expect: NAV013
}

/// The same router shape with a type-erased path, used by the macOS target.
@MainActor
final class DesktopInboxRouter: ObservableObject {
  @Published var path = NavigationPath()
  private let parser = DeepLinkParser()

  func open(_ url: URL) {
    path = NavigationPath()
    for route in parser.routes(for: url) {
      path.append(route)
    }
  }

  func openFromSpotlight(_ url: URL) {
    guard let route = parser.route(for: url) else { return }
    path.removeLast(path.count)
    path.append(route)
  }

  func openInBrowser(_ url: URL) {
    NSWorkspaceOpener.open(url)
  }

  func handleHandoff(_ url: URL) { parser.route(for: url).map { path.append($0) } } // expect: NAV013
}

/// Stand-in for `NSWorkspace.shared.open` so this file builds for every platform.
enum NSWorkspaceOpener {
  static func open(_ url: URL) {}
}

struct InboxRootView: View {
  @State private var router = InboxRouter()

  var body: some View {
    NavigationStack(path: $router.path) {
      MailboxListView()
        .navigationDestination(for: InboxRoute.self) { route in
          InboxScreen(route: route)
        }
    }
    .onOpenURL { url in
      router.open(url)
    }
    .environment(router)
  }
}

/// A widget-driven variant: resets inside the handler itself, then pushes.
struct WidgetInboxRootView: View {
  @State private var path: [InboxRoute] = []
  private let parser = DeepLinkParser()

  var body: some View {
    NavigationStack(path: $path) {
      MailboxListView()
        .navigationDestination(for: InboxRoute.self) { InboxScreen(route: $0) }
    }
    .onOpenURL { url in
      path = []
      if let route = parser.route(for: url) {
        path.append(route)
      }
    }
  }
}

/// The share extension's inbox: a quick handler added for a demo, never revisited.
struct ShareExtensionInboxView: View {
  @State private var path: [InboxRoute] = []
  private let parser = DeepLinkParser()

  var body: some View {
    NavigationStack(path: $path) {
      MailboxListView()
        .navigationDestination(for: InboxRoute.self) { InboxScreen(route: $0) }
    }
    .onOpenURL { url in if let route = parser.route(for: url) { path.append(route) } } // expect: NAV013
  }
}

/// The search window accepts `postbox://search?q=` links and pushes every parsed route.
struct SearchWindowView: View {
  @State private var searchPath = NavigationPath()
  private let parser = DeepLinkParser()

  var body: some View {
    NavigationStack(path: $searchPath) {
      Text("Search")
        .navigationDestination(for: InboxRoute.self) { InboxScreen(route: $0) }
    }
    .onOpenURL { url in searchPath.append(contentsOf: parser.routes(for: url)) } // expect: NAV013
  }
}

struct MailboxListView: View {
  private let mailboxes = ["Inbox", "Archive", "Sent", "Drafts"]

  var body: some View {
    List(mailboxes, id: \.self) { name in
      NavigationLink(name, value: InboxRoute.mailbox(mailboxID: name.lowercased()))
    }
    .navigationTitle("Mailboxes")
  }
}

struct InboxScreen: View {
  let route: InboxRoute

  var body: some View {
    switch route {
    case .mailbox(let mailboxID):
      List(0..<20, id: \.self) { index in
        NavigationLink("Thread \(index)", value: InboxRoute.thread(threadID: "\(mailboxID)-\(index)"))
      }
      .navigationTitle(mailboxID.capitalized)
    case .thread(let threadID):
      Text("Thread \(threadID)")
    case .message(let threadID, let messageID):
      Text("\(threadID) / \(messageID)")
    case .compose(let draftID):
      Text(draftID.map { "Draft \($0.uuidString)" } ?? "New message")
    case .search(let query):
      Text("Results for \(query)")
    }
  }
}

/// Opens support pages in the system browser; takes a URL but has no navigation path.
struct SupportLinks {
  let openURL: OpenURLAction

  func openHelp(_ url: URL) {
    openURL(url)
  }
}
