//
//  ProfileSettings.swift
//  Cadence — a running app. The profile tab and its settings screens.
//

import SwiftUI

enum SettingsRoute: Hashable {
  case account
  case units
  case privacy
  case notifications
  case connectedDevices
  case about
}

/// Profile tab navigation and presentation state.
@MainActor
@Observable
final class ProfileModel {
  var path: [SettingsRoute] = []
  var isEditingProfile = false
  var isShowingPaywall = false
  var displayName = "Runner"
  var usesMetricUnits = true

  func openSettings(_ route: SettingsRoute) {
    path = [route]
  }
}

struct ProfileTab: View {
  @State private var model = ProfileModel()

  var body: some View {
    NavigationStack(path: $model.path) {
      ProfileSummaryView()
        .navigationTitle(model.displayName)
        .navigationBarTitleDisplayMode(.large)
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) {
            Button("Edit") { model.isEditingProfile = true }
          }
        }
        .navigationDestination(for: SettingsRoute.self) { route in
          SettingsScreen(route: route)
        }
        .sheet(isPresented: $model.isEditingProfile) {
          NavigationStack {
            EditProfileView()
              .navigationTitle("Edit Profile")
              .toolbarTitleDisplayMode(.inline)
          }
        }
        .fullScreenCover(isPresented: $model.isShowingPaywall) {
          NavigationStack {
            PaywallView()
              .toolbar(.hidden, for: .navigationBar)
          }
        }
    }
    .environment(model)
  }
}

struct ProfileSummaryView: View {
  @Environment(ProfileModel.self) private var model
  @State private var isShowingShoeInfo = false

  var body: some View {
    List {
      Section("Training") {
        LabeledContent("This week", value: "32 km")
        LabeledContent("Streak", value: "12 days")
        Button("Shoe mileage") { isShowingShoeInfo = true }
          .popover(isPresented: $isShowingShoeInfo) {
            NavigationStack {
              Text("Pegasus 41 — 412 km")
                .navigationTitle("Shoes")
            }
            .frame(minWidth: 280, minHeight: 200)
          }
      }
      Section("Settings") {
        NavigationLink("Account", value: SettingsRoute.account)
        NavigationLink("Units", value: SettingsRoute.units)
        NavigationLink("Privacy", value: SettingsRoute.privacy)
        NavigationLink("Notifications", value: SettingsRoute.notifications)
        NavigationLink("Connected devices", value: SettingsRoute.connectedDevices)
        NavigationLink("About", value: SettingsRoute.about)
      }
      Section {
        Button("Upgrade to Pro") { model.isShowingPaywall = true }
      }
    }
  }
}

struct SettingsScreen: View {
  let route: SettingsRoute

  var body: some View {
    switch route {
    case .account: AccountSettingsView()
    case .units: UnitsSettingsView()
    case .privacy: Text("Privacy").navigationTitle("Privacy")
    case .notifications: Text("Notifications").navigationTitle("Notifications")
    case .connectedDevices: DevicesView()
    case .about: AboutView()
    }
  }
}

struct AccountSettingsView: View {
  @State private var email = "runner@example.com"

  var body: some View {
    Form {
      TextField("Email", text: $email)
    }
    .navigationTitle("Account")
    .navigationBarBackButtonHidden(false)
    .toolbarBackground(.visible, for: .navigationBar)
  }
}

struct UnitsSettingsView: View {
  @Environment(ProfileModel.self) private var model

  var body: some View {
    @Bindable var model = model
    Form {
      Toggle("Metric units", isOn: $model.usesMetricUnits)
    }
    .navigationTitle("Units")
  }
}

struct EditProfileView: View {
  @Environment(\.dismiss) private var dismiss
  @State private var name = ""

  var body: some View {
    Form {
      TextField("Display name", text: $name)
    }
    .toolbar {
      ToolbarItem(placement: .confirmationAction) {
        Button("Save") { dismiss() }
      }
    }
  }
}

struct PaywallView: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(spacing: 20) {
      Text("Cadence Pro").font(.largeTitle.bold())
      Button("Not now") { dismiss() }
    }
  }
}

// MARK: - Screens not yet migrated from iOS 13 modifiers

struct DevicesView: View {
  @State private var devices = ["Watch", "Chest strap"]
  @State private var isEditing = false

  var body: some View {
    List(devices, id: \.self) { Text($0) }
      .navigationBarTitle("Connected Devices") // expect: NAV012
      .navigationBarItems(trailing: Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }) // expect: NAV012
  }
}

struct AboutView: View {
  var body: some View {
    ScrollView {
      Text("Cadence 4.2").padding()
    }
    .navigationBarTitle(Text("About"), displayMode: .inline) // expect: NAV012
  }
}

struct WorkoutSummaryView: View {
  @Environment(\.dismiss) private var dismiss
  @State private var isImmersive = true

  var body: some View {
    NavigationStack {
      VStack {
        Text("5.2 km in 27:41")
          .font(.title)
      }
      .navigationBarHidden(isImmersive) // expect: NAV012
      .navigationBarItems(leading: Button("Close") { dismiss() }, trailing: Button("Share") {}) // expect: NAV012
    }
  }
}

struct SplashView: View {
  var body: some View {
    NavigationStack {
      Image(systemName: "figure.run")
        .font(.system(size: 96))
        .navigationBarHidden(true) // expect: NAV012
    }
  }
}

// MARK: - Stacks inside stacks

/// The coach screen was pushed from the profile stack and wrapped itself in a stack "to get
/// a title bar", which gives it a second navigation bar and a second, disconnected history.
struct CoachFlowView: View {
  @State private var path: [SettingsRoute] = []

  var body: some View {
    NavigationStack(path: $path) {
      List {
        NavigationLink("Plans", value: SettingsRoute.about)
      }
      .navigationDestination(for: SettingsRoute.self) { route in
        NavigationStack { // expect: NAV009
          SettingsScreen(route: route)
        }
      }
    }
  }
}

struct TrainingPlanView: View {
  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        Text("Week 3 of 12")
        NavigationStack { // expect: NAV009
          List(1...7, id: \.self) { day in
            Text("Day \(day)")
          }
          .navigationTitle("This week")
        }
      }
    }
  }
}

/// Inspector panels are separate surfaces; their stack is independent and correct.
struct RouteEditorView: View {
  @State private var isInspectorShown = true

  var body: some View {
    NavigationStack {
      Text("Map")
        .inspector(isPresented: $isInspectorShown) {
          NavigationStack {
            Form { Text("Elevation") }
              .navigationTitle("Segment")
          }
        }
    }
  }
}
