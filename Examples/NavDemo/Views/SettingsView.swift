// SettingsView.swift — alerts and confirmation dialogs.

import SwiftUI

/// Everything the settings screen may need to ask or tell the user, as one value.
enum SettingsAlert: Identifiable {
  case confirmSignOut
  case confirmClearCache(megabytes: Int)
  case failure(message: String)

  var id: String {
    switch self {
    case .confirmSignOut: "sign-out"
    case .confirmClearCache: "clear-cache"
    case .failure: "failure"
    }
  }

  var title: String {
    switch self {
    case .confirmSignOut: "Sign out?"
    case .confirmClearCache(let megabytes): "Clear \(megabytes) MB?"
    case .failure: "Something went wrong"
    }
  }
}

/// Good: one optional alert item drives a single `.alert`, using the iOS 15+ API.
struct SettingsView: View {
  @State private var alert: SettingsAlert?
  @State private var isShowingExportOptions = false

  var body: some View {
    NavigationStack {
      Form {
        Button("Sign out", role: .destructive) { alert = .confirmSignOut }
        Button("Clear cache") { alert = .confirmClearCache(megabytes: 120) }
        Button("Export") { isShowingExportOptions = true }
      }
      .navigationTitle("Settings")
      .alert(alert?.title ?? "", isPresented: isPresentingAlert, presenting: alert) { item in
        switch item {
        case .confirmSignOut:
          Button("Sign out", role: .destructive) {}
        case .confirmClearCache:
          Button("Clear", role: .destructive) {}
        case .failure:
          Button("OK") {}
        }
      } message: { item in
        if case .failure(let message) = item { Text(message) }
      }
      .confirmationDialog("Export as", isPresented: $isShowingExportOptions) {
        Button("PDF") {}
        Button("Plain text") {}
      }
    }
  }

  private var isPresentingAlert: Binding<Bool> {
    Binding(get: { alert != nil }, set: { if !$0 { alert = nil } })
  }
}

/// Bad: the iOS 13 alert and action-sheet APIs, deprecated since iOS 15–16.
struct BadLegacyAlertsView: View {
  @State private var isConfirmingSignOut = false
  @State private var isChoosingExport = false

  var body: some View {
    VStack {
      Button("Sign out") { isConfirmingSignOut = true }
      Button("Export") { isChoosingExport = true }
    }
    .alert(isPresented: $isConfirmingSignOut) {
      Alert(
        title: Text("Sign out?"),
        primaryButton: .destructive(Text("Sign out")),
        secondaryButton: .cancel()
      )
    }
    .actionSheet(isPresented: $isChoosingExport) {
      ActionSheet(title: Text("Export as"), buttons: [.default(Text("PDF")), .cancel()])
    }
  }
}

/// Bad: one Boolean and one `.alert` per message. Two can be set at once, and SwiftUI then
/// shows only one of them.
struct BadScatteredAlertsView: View {
  @State private var showSignOutAlert = false
  @State private var showClearCacheAlert = false
  @State private var showErrorAlert = false
  @State private var errorMessage = ""

  var body: some View {
    Form {
      Button("Sign out") { showSignOutAlert = true }
      Button("Clear cache") { showClearCacheAlert = true }
    }
    .alert("Sign out?", isPresented: $showSignOutAlert) {
      Button("Sign out", role: .destructive) {}
    }
    .alert("Clear cache?", isPresented: $showClearCacheAlert) {
      Button("Clear", role: .destructive) {}
    }
    .alert("Something went wrong", isPresented: $showErrorAlert) {
      Button("OK") {}
    } message: {
      Text(errorMessage)
    }
  }
}
