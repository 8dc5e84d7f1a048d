//
//  TabApp.swift
//  Trailhead — a hiking app with four tabs.
//
//  Each tab keeps its own history: the TabView is the outermost container and every tab
//  wraps its content in its own NavigationStack bound to its own path.
//

import SwiftUI

enum HomeTab: String, CaseIterable, Identifiable {
  case explore, saved, record, profile
  var id: String { rawValue }

  var title: LocalizedStringKey {
    switch self {
    case .explore: "Explore"
    case .saved: "Saved"
    case .record: "Record"
    case .profile: "Profile"
    }
  }

  var symbol: String {
    switch self {
    case .explore: "map"
    case .saved: "bookmark"
    case .record: "record.circle"
    case .profile: "person.crop.circle"
    }
  }
}

enum ExploreRoute: Hashable {
  case trail(trailID: Int)
  case region(name: String)
  case photos(trailID: Int)
}

enum SavedRoute: Hashable {
  case collection(collectionID: UUID)
  case trail(trailID: Int)
}

enum ProfileRoute: Hashable {
  case stats
  case badges
  case editProfile
}

/// Per-tab navigation state. One instance per tab, all on the main actor.
@MainActor
@Observable
final class TabRouter {
  var selectedTab: HomeTab = .explore
  var explorePath: [ExploreRoute] = []
  var savedPath: [SavedRoute] = []
  var profilePath: [ProfileRoute] = []

  /// Tapping the selected tab again pops that tab to its root, like the system apps do.
  func select(_ tab: HomeTab) {
    if tab == selectedTab {
      switch tab {
      case .explore: explorePath.removeAll()
      case .saved: savedPath.removeAll()
      case .profile: profilePath.removeAll()
      case .record: break
      }
    }
    selectedTab = tab
  }

  func showTrail(_ trailID: Int) {
    selectedTab = .explore
    explorePath.append(.trail(trailID: trailID))
  }
}

struct TrailheadRootView: View {
  @State private var router = TabRouter()

  var body: some View {
    TabView(selection: Binding(get: { router.selectedTab }, set: { router.select($0) })) {
      NavigationStack(path: $router.explorePath) {
        ExploreView()
          .navigationDestination(for: ExploreRoute.self) { route in
            ExploreDestination(route: route)
          }
      }
      .tabItem { Label(HomeTab.explore.title, systemImage: HomeTab.explore.symbol) }
      .tag(HomeTab.explore)

      NavigationStack(path: $router.savedPath) {
        SavedTrailsView()
          .navigationDestination(for: SavedRoute.self) { route in
            switch route {
            case .collection(let collectionID): Text("Collection \(collectionID.uuidString)")
            case .trail(let trailID): Text("Trail \(trailID)")
            }
          }
      }
      .tabItem { Label(HomeTab.saved.title, systemImage: HomeTab.saved.symbol) }
      .tag(HomeTab.saved)

      RecordView()
        .tabItem { Label(HomeTab.record.title, systemImage: HomeTab.record.symbol) }
        .tag(HomeTab.record)

      NavigationStack(path: $router.profilePath) {
        ProfileHomeView()
          .navigationDestination(for: ProfileRoute.self) { route in
            switch route {
            case .stats: Text("Stats")
            case .badges: Text("Badges")
            case .editProfile: Text("Edit profile")
            }
          }
      }
      .tabItem { Label(HomeTab.profile.title, systemImage: HomeTab.profile.symbol) }
      .tag(HomeTab.profile)
    }
    .environment(router)
  }
}

/// The iOS 18 `Tab` syntax, same structure: the stacks live inside the tabs.
@available(iOS 18, *)
struct TrailheadRootViewModern: View {
  @State private var router = TabRouter()

  var body: some View {
    TabView(selection: $router.selectedTab) {
      Tab("Explore", systemImage: "map", value: HomeTab.explore) {
        NavigationStack(path: $router.explorePath) {
          ExploreView()
            .navigationDestination(for: ExploreRoute.self) { ExploreDestination(route: $0) }
        }
      }
      Tab("Saved", systemImage: "bookmark", value: HomeTab.saved) {
        NavigationStack(path: $router.savedPath) {
          SavedTrailsView()
        }
      }
      Tab("Profile", systemImage: "person.crop.circle", value: HomeTab.profile) {
        NavigationStack(path: $router.profilePath) {
          ProfileHomeView()
        }
      }
    }
    .tabViewStyle(.sidebarAdaptable)
    .environment(router)
  }
}

struct ExploreView: View {
  @Environment(TabRouter.self) private var router
  private let featured = [101, 102, 205]

  var body: some View {
    ScrollView {
      // A paging carousel inside the tab's stack: a TabView used as a pager, not as tabs.
      TabView {
        ForEach(featured, id: \.self) { trailID in
          NavigationLink(value: ExploreRoute.trail(trailID: trailID)) {
            Text("Featured trail \(trailID)")
              .frame(maxWidth: .infinity, minHeight: 180)
          }
        }
      }
      .tabViewStyle(.page(indexDisplayMode: .always))
      .frame(height: 200)

      LazyVStack(alignment: .leading) {
        ForEach(1...30, id: \.self) { trailID in
          NavigationLink("Trail \(trailID)", value: ExploreRoute.trail(trailID: trailID))
            .padding(.vertical, 6)
        }
      }
      .padding()
    }
    .navigationTitle("Explore")
  }
}

struct ExploreDestination: View {
  let route: ExploreRoute

  var body: some View {
    switch route {
    case .trail(let trailID):
      VStack {
        Text("Trail \(trailID)")
        NavigationLink("Photos", value: ExploreRoute.photos(trailID: trailID))
      }
    case .region(let name):
      Text(name)
    case .photos(let trailID):
      Text("Photos of \(trailID)")
    }
  }
}

struct SavedTrailsView: View {
  var body: some View {
    List(0..<8, id: \.self) { index in
      NavigationLink("Saved trail \(index)", value: SavedRoute.trail(trailID: index))
    }
    .navigationTitle("Saved")
  }
}

struct RecordView: View {
  @State private var isRecording = false

  var body: some View {
    VStack(spacing: 24) {
      Image(systemName: isRecording ? "stop.circle.fill" : "record.circle")
        .font(.system(size: 72))
      Button(isRecording ? "Stop" : "Start") { isRecording.toggle() }
        .buttonStyle(.borderedProminent)
    }
  }
}

struct ProfileHomeView: View {
  @State private var isShowingAchievements = false

  var body: some View {
    List {
      NavigationLink("Stats", value: ProfileRoute.stats)
      NavigationLink("Badges", value: ProfileRoute.badges)
      Button("Achievements") { isShowingAchievements = true }
    }
    .navigationTitle("Profile")
    .sheet(isPresented: $isShowingAchievements) {
      // A tabbed sheet: the TabView lives in a new presentation, not in the profile stack.
      TabView {
        Text("This year").tabItem { Label("Year", systemImage: "calendar") }
        Text("All time").tabItem { Label("All", systemImage: "infinity") }
      }
    }
  }
}

// MARK: - The first version of the shell, still used by the watch-companion preview target.

/// One stack around the whole tab bar: pushing from any tab pushes onto this single stack.
struct LegacyTrailheadShell: View {
  @State private var path: [ExploreRoute] = []

  var body: some View {
    NavigationStack(path: $path) {
      TabView { // expect: NAV007
        ExploreView()
          .tabItem { Label("Explore", systemImage: "map") }
        SavedTrailsView()
          .tabItem { Label("Saved", systemImage: "bookmark") }
      }
      .navigationDestination(for: ExploreRoute.self) { ExploreDestination(route: $0) }
    }
  }
}

/// The offline banner was added above the tabs, but the stack still wraps them all.
struct OfflineAwareShell: View {
  @State private var isOffline = false

  var body: some View {
    NavigationStack {
      VStack(spacing: 0) {
        if isOffline {
          Text("You are offline").font(.footnote).padding(4)
        }
        TabView { // expect: NAV007
          ExploreView().tabItem { Label("Explore", systemImage: "map") }
          ProfileHomeView().tabItem { Label("Profile", systemImage: "person") }
        }
      }
    }
  }
}
