// LegacyScreens.swift — screens written for iOS 14 and 15, before NavigationStack.
//
// The demo app uses navlint's defaults (no minimum_ios set), so the
// deprecated APIs here are findings — except where the code only runs on older systems.

import SwiftUI

/// Bad: NavigationView with a stack style and the iOS 13 bar modifiers.
struct BadLegacyProfileView: View {
  @State private var isShowingOrders = false

  var body: some View {
    NavigationView {
      VStack(spacing: 12) {
        Text("Profile")
        // Bad: a link driven by a Boolean instead of a value on the path.
        NavigationLink("Orders", isActive: $isShowingOrders) { Text("Orders") }
      }
      .navigationBarTitle("Profile", displayMode: .inline)
      .navigationBarItems(trailing: Button("Edit") {})
    }
    .navigationViewStyle(.stack)
  }
}

/// Bad: a full-screen welcome with the bar hidden the old way.
struct BadWelcomeView: View {
  var body: some View {
    NavigationStack {
      Text("Welcome")
        .navigationBarHidden(true)
    }
  }
}

/// Good: the same profile screen with the iOS 16+ API.
struct ProfileView: View {
  @State private var path: [ProfileRoute] = []

  var body: some View {
    NavigationStack(path: $path) {
      VStack(spacing: 12) {
        Text("Profile")
        NavigationLink("Orders", value: ProfileRoute.orders)
      }
      .navigationTitle("Profile")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
      }
      .navigationDestination(for: ProfileRoute.self) { route in
        switch route {
        case .orders: Text("Orders")
        case .order(let orderID): Text("Order \(orderID)")
        }
      }
    }
  }
}

/// Routes of the profile stack.
enum ProfileRoute: Hashable, Codable {
  case orders
  case order(orderID: Int)
}

/// Good: a welcome screen with the bar hidden through the toolbar API.
struct WelcomeView: View {
  var body: some View {
    NavigationStack {
      Text("Welcome")
        .toolbar(.hidden, for: .navigationBar)
    }
  }
}

/// Good: still supports iOS 15. NavigationView only runs where NavigationStack does not exist.
struct CompatibleRootView: View {
  var body: some View {
    if #available(iOS 16, *) {
      ProfileView()
    } else {
      NavigationView {
        Text("Profile")
      }
      .navigationViewStyle(.stack)
    }
  }
}

/// Good: marked deprecated from iOS 16 on, so it documents itself as the pre-16 path.
@available(iOS, deprecated: 16, message: "Use ProfileView with NavigationStack")
struct LegacyProfileContent: View {
  var body: some View {
    NavigationView {
      Text("Profile")
    }
  }
}

/// Not a finding: a view model whose name merely contains "NavigationView".
final class MyNavigationViewModel {
  let title = "NavigationView is only mentioned in this string"
}
