//
//  OnboardingFlow.swift
//  Sprout — a plant-care app. Onboarding is a pushed flow: welcome, permissions, first plant.
//  Steps advance when the work they wait for finishes, never after a fixed delay.
//

import SwiftUI
import UserNotifications

enum OnboardingStep: Hashable {
  case permissions
  case location
  case firstPlant
  case done
}

@MainActor
@Observable
final class OnboardingModel {
  var path: [OnboardingStep] = []
  var notificationsGranted = false
  var isRequesting = false
  var toast: String?

  /// Advances once the system prompt has been answered.
  func requestNotifications() async {
    isRequesting = true
    defer { isRequesting = false }
    let center = UNUserNotificationCenter.current()
    notificationsGranted = (try? await center.requestAuthorization(options: [.alert, .sound])) ?? false
    path.append(.location)
  }

  func skipLocation() {
    path.append(.firstPlant)
  }

  func finish() {
    path.append(.done)
  }

  /// Shows a short confirmation; the delay only hides the toast, it navigates nowhere.
  func showToast(_ message: String) {
    toast = message
    DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in
      self?.toast = nil
    }
  }
}

struct OnboardingFlowView: View {
  @State private var model = OnboardingModel()
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack(path: $model.path) {
      WelcomeStep()
        .navigationDestination(for: OnboardingStep.self) { step in
          switch step {
          case .permissions: PermissionsStep()
          case .location: LocationStep()
          case .firstPlant: FirstPlantStep()
          case .done: DoneStep(onClose: { dismiss() })
          }
        }
    }
    .overlay(alignment: .bottom) {
      if let toast = model.toast {
        Text(toast)
          .padding()
          .background(.thinMaterial, in: .capsule)
          .transition(.move(edge: .bottom))
      }
    }
    .animation(.default, value: model.toast)
    .environment(model)
  }
}

struct WelcomeStep: View {
  var body: some View {
    VStack(spacing: 24) {
      Image(systemName: "leaf.fill").font(.system(size: 80)).foregroundStyle(.green)
      Text("Welcome to Sprout").font(.largeTitle.bold())
      NavigationLink("Get started", value: OnboardingStep.permissions)
        .buttonStyle(.borderedProminent)
    }
    .toolbar(.hidden, for: .navigationBar)
  }
}

struct PermissionsStep: View {
  @Environment(OnboardingModel.self) private var model

  var body: some View {
    VStack(spacing: 16) {
      Text("Reminders help you water on time.")
      Button("Allow notifications") {
        Task { await model.requestNotifications() }
      }
      .disabled(model.isRequesting)
    }
    .navigationTitle("Reminders")
  }
}

struct LocationStep: View {
  @Environment(OnboardingModel.self) private var model

  var body: some View {
    VStack {
      Text("Local weather adjusts your watering schedule.")
      Button("Skip for now") { model.skipLocation() }
    }
    .navigationTitle("Weather")
  }
}

/// Plant search with a debounce: the sleep delays a search request, not navigation.
struct FirstPlantStep: View {
  @Environment(OnboardingModel.self) private var model
  @State private var query = ""
  @State private var results: [String] = []

  var body: some View {
    List(results, id: \.self) { name in
      Button(name) {
        model.showToast("\(name) added")
        model.finish()
      }
    }
    .searchable(text: $query)
    .task(id: query) {
      do {
        try await Task.sleep(for: .milliseconds(300))
        results = await PlantCatalog.search(query)
      } catch {
        // Cancelled because the query changed again.
      }
    }
    .navigationTitle("Your first plant")
  }
}

struct DoneStep: View {
  let onClose: () -> Void

  var body: some View {
    VStack(spacing: 20) {
      Text("All set!").font(.title)
      Button("Start caring", action: onClose)
    }
    .navigationBarBackButtonHidden()
  }
}

enum PlantCatalog {
  static func search(_ query: String) async -> [String] {
    let all = ["Monstera", "Pothos", "Snake plant", "Fiddle-leaf fig", "Calathea"]
    guard !query.isEmpty else { return all }
    return all.filter { $0.localizedCaseInsensitiveContains(query) }
  }

  /// Retries a flaky request with backoff; the sleeps only space out network calls.
  static func fetchWithRetry(attempts: Int = 3) async -> [String] {
    for attempt in 0..<attempts {
      if let result = try? await fetchRemote() { return result }
      try? await Task.sleep(for: .seconds(Double(attempt + 1)))
    }
    return []
  }

  private static func fetchRemote() async throws -> [String] { [] }
}

// MARK: - The first onboarding, timed to the splash animation

/// Each step waited for an animation with a hard-coded delay, which broke on slow devices
/// and when the user tapped during the delay.
@MainActor
final class TimedOnboardingCoordinator: ObservableObject {
  @Published var path: [OnboardingStep] = []

  func splashFinished() {
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) { self.path.append(.permissions) } // expect: NAV014
  }

  func permissionsAnswered() {
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(350)) { self.path.append(.location) } // expect: NAV014
  }

  func plantAdded() async {
    try? await Task.sleep(nanoseconds: 600_000_000); path.append(.done) // expect: NAV014
  }

  func undoLastStep() {
    Task { try? await Task.sleep(for: .seconds(0.5)); path.removeLast() } // expect: NAV014
  }
}

struct TimedWelcomeView: View {
  @StateObject private var coordinator = TimedOnboardingCoordinator()

  var body: some View {
    NavigationStack(path: $coordinator.path) {
      Text("Sprout")
        .font(.system(size: 48, weight: .bold))
        .onAppear { coordinator.splashFinished() }
        .navigationDestination(for: OnboardingStep.self) { step in
          Text(String(describing: step))
        }
    }
  }
}
