//
//  BackgroundSync.swift
//  Tidepool — a team chat app. Sync runs in the background; navigation reacts to what sync
//  finds, always back on the main actor.
//

import Foundation
import SwiftUI

enum ChatRoute: Hashable, Codable {
  case channel(channelID: String)
  case thread(channelID: String, threadID: String)
  case member(memberID: String)
  case mentions
}

struct SyncResult: Sendable {
  var newMentions: Int
  var openedChannelID: String?
}

/// Talks to the server. Runs anywhere; knows nothing about navigation.
actor SyncEngine {
  private var lastCursor: String?

  func sync() async throws -> SyncResult {
    try await Task.sleep(for: .milliseconds(50))
    lastCursor = UUID().uuidString
    return SyncResult(newMentions: 2, openedChannelID: "general")
  }
}

/// The chat router. Slow work goes to the sync engine or a detached task; the path is only
/// touched on the main actor.
@MainActor
@Observable
final class ChatRouter {
  var path: [ChatRoute] = []
  var mentionBadge = 0
  private let engine = SyncEngine()

  /// `Task` inherits the router's main actor, so both the badge and the path are safe.
  func refresh() {
    Task {
      guard let result = try? await engine.sync() else { return }
      mentionBadge = result.newMentions
      if let channelID = result.openedChannelID, path.isEmpty {
        path.append(.channel(channelID: channelID))
      }
    }
  }

  /// Parsing a large export happens off the main actor; the push happens after `await`.
  func openExport(_ data: Data) async {
    let routes = await Task.detached(priority: .utility) {
      Self.parseRoutes(from: data)
    }.value
    path.append(contentsOf: routes)
  }

  /// Pure helper; safe to call from any thread.
  nonisolated static func parseRoutes(from data: Data) -> [ChatRoute] {
    (try? JSONDecoder().decode([ChatRoute].self, from: data)) ?? []
  }

  /// Builds a share link; nonisolated because it only reads its argument.
  nonisolated func shareURL(for route: ChatRoute) -> URL? {
    switch route {
    case .channel(let channelID): URL(string: "tidepool://channel/\(channelID)")
    case .thread(let channelID, let threadID): URL(string: "tidepool://channel/\(channelID)/\(threadID)")
    case .member(let memberID): URL(string: "tidepool://member/\(memberID)")
    case .mentions: URL(string: "tidepool://mentions")
    }
  }
}

/// The notification-service bridge predates Swift concurrency and still uses GCD. It hops
/// back to the main queue before touching navigation.
@MainActor
final class PushNotificationRouter: ObservableObject {
  @Published var path: [ChatRoute] = []
  private let decodeQueue = DispatchQueue(label: "push.decode", qos: .userInitiated)

  func handle(payload: [String: String]) {
    decodeQueue.async {
      let route = Self.route(from: payload)
      DispatchQueue.main.async {
        guard let route else { return }
        self.path.append(route)
      }
    }
  }

  func openMentions() {
    Task { @MainActor in
      path.append(.mentions)
    }
  }

  /// Builds the breadcrumb of a thread off the main actor; `path` here is a local array.
  func breadcrumb(for threadID: String) async -> String {
    await Task.detached {
      var path: [String] = ["Tidepool"]
      path.append(threadID)
      return path.joined(separator: " › ")
    }.value
  }

  nonisolated static func route(from payload: [String: String]) -> ChatRoute? {
    guard let channelID = payload["channel"] else { return nil }
    if let threadID = payload["thread"] {
      return .thread(channelID: channelID, threadID: threadID)
    }
    return .channel(channelID: channelID)
  }
}

struct ChatRootView: View {
  @State private var router = ChatRouter()

  var body: some View {
    NavigationStack(path: $router.path) {
      List {
        NavigationLink(value: ChatRoute.mentions) {
          Label("Mentions", systemImage: "at")
            .badge(router.mentionBadge)
        }
        NavigationLink("#general", value: ChatRoute.channel(channelID: "general"))
        NavigationLink("#random", value: ChatRoute.channel(channelID: "random"))
      }
      .navigationTitle("Tidepool")
      .navigationDestination(for: ChatRoute.self) { route in
        Text(String(describing: route))
      }
      .refreshable { router.refresh() }
    }
  }
}

// MARK: - The 1.x sync layer, before the router moved to the main actor

/// Sync callbacks arrive on background queues and push straight onto the path.
final class LegacySyncRouter: ObservableObject { // expect: NAV006
  @Published var path: [ChatRoute] = []
  @Published var channelPath = NavigationPath()
  private let engine = SyncEngine()

  func syncAndOpen() {
    Task.detached {
      guard let result = try? await self.engine.sync(), let channelID = result.openedChannelID else { return }
      self.path.append(.channel(channelID: channelID)) // expect: NAV005
    }
  }

  func openMentionsInBackground() {
    DispatchQueue.global(qos: .background).async {
      self.path.append(.mentions) // expect: NAV005
    }
  }

  func resetAfterLogout() {
    DispatchQueue(label: "legacy.logout").async {
      self.channelPath = NavigationPath() // expect: NAV005
    }
  }

  nonisolated func closeThread() {
    path.removeLast() // expect: NAV005
  }

  func purge() {
    Task.detached(priority: .background) {
      self.path.removeAll() // expect: NAV005
    }
  }
}
