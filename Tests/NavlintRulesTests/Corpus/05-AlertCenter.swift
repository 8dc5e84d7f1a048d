//
//  AlertCenter.swift
//  Ledgerly — a budgeting app. Every alert in the app goes through one presenter: views set
//  a single optional `AppAlert` and one `.alert` modifier at the root shows it.
//

import SwiftUI

/// The content of one alert: title, message and up to two buttons.
struct AppAlert: Identifiable, Equatable {
  enum Role: Equatable { case normal, destructive, cancel }

  struct Action: Identifiable, Equatable {
    let id = UUID()
    var title: String
    var role: Role = .normal
    var perform: @MainActor () -> Void = {}

    static func == (lhs: Action, rhs: Action) -> Bool { lhs.id == rhs.id }
  }

  let id = UUID()
  var title: String
  var message: String?
  var actions: [Action] = [Action(title: "OK", role: .cancel)]

  static func error(_ error: any Error) -> AppAlert {
    AppAlert(title: "Something went wrong", message: error.localizedDescription)
  }

  static func confirmDelete(_ name: String, perform: @escaping @MainActor () -> Void) -> AppAlert {
    AppAlert(
      title: "Delete \(name)?",
      message: "This cannot be undone.",
      actions: [
        Action(title: "Delete", role: .destructive, perform: perform),
        Action(title: "Cancel", role: .cancel),
      ]
    )
  }
}

/// Holds the alert currently shown. Injected into the environment at the root.
@MainActor
@Observable
final class AlertCenter {
  var current: AppAlert?

  func show(_ alert: AppAlert) {
    current = alert
  }

  func show(_ error: any Error) {
    current = .error(error)
  }
}

/// Shows the center's alert with the iOS 15 `.alert(_:isPresented:presenting:)` API.
struct AlertPresenter: ViewModifier {
  @Bindable var center: AlertCenter

  func body(content: Content) -> some View {
    content.alert(
      center.current?.title ?? "",
      isPresented: Binding(get: { center.current != nil }, set: { if !$0 { center.current = nil } }),
      presenting: center.current
    ) { alert in
      ForEach(alert.actions) { action in
        Button(action.title, role: buttonRole(action.role)) { action.perform() }
      }
    } message: { alert in
      if let message = alert.message {
        Text(message)
      }
    }
  }

  private func buttonRole(_ role: AppAlert.Role) -> ButtonRole? {
    switch role {
    case .normal: nil
    case .destructive: .destructive
    case .cancel: .cancel
    }
  }
}

extension View {
  /// Attach once, at the root of a window.
  func alertPresenter(_ center: AlertCenter) -> some View {
    modifier(AlertPresenter(center: center))
  }
}

// MARK: - Screens that use the center

struct BudgetListView: View {
  @Environment(AlertCenter.self) private var alerts
  @State private var budgets = ["Groceries", "Rent", "Fun"]

  var body: some View {
    List {
      ForEach(budgets, id: \.self) { name in
        Text(name)
          .swipeActions {
            Button("Delete", role: .destructive) {
              alerts.show(.confirmDelete(name) { budgets.removeAll { $0 == name } })
            }
          }
      }
    }
    .navigationTitle("Budgets")
  }
}

/// One local alert item is also fine: a single optional drives a single `.alert`.
struct TransactionDetailView: View {
  enum Prompt: Identifiable {
    case split, refund
    var id: Self { self }
  }

  @State private var prompt: Prompt?
  @State private var isChoosingCategory = false
  let amount: Decimal

  var body: some View {
    Form {
      LabeledContent("Amount", value: amount.formatted(.currency(code: "EUR")))
      Button("Split") { prompt = .split }
      Button("Request refund") { prompt = .refund }
      Button("Category") { isChoosingCategory = true }
    }
    .alert(prompt == .split ? "Split evenly?" : "Request a refund?", isPresented: Binding(
      get: { prompt != nil },
      set: { if !$0 { prompt = nil } }
    )) {
      Button("Continue") {}
      Button("Cancel", role: .cancel) {}
    }
    .confirmationDialog("Category", isPresented: $isChoosingCategory, titleVisibility: .visible) {
      Button("Food") {}
      Button("Transport") {}
    }
  }
}

/// UIKit screens keep using `UIAlertController`; that is not the SwiftUI alert API.
#if canImport(UIKit)
import UIKit

final class ExportViewController: UIViewController {
  func showExportFailed() {
    let controller = UIAlertController(title: "Export failed", message: nil, preferredStyle: .alert)
    controller.addAction(UIAlertAction(title: "OK", style: .default))
    present(controller, animated: true)
  }
}
#endif

// MARK: - Screens from the iOS 14 version of the app

/// The reports screen still uses the iOS 13 alert struct.
struct ReportsView: View {
  @State private var isConfirmingReset = false

  var body: some View {
    List {
      Button("Reset reports", role: .destructive) { isConfirmingReset = true }
    }
    .alert(isPresented: $isConfirmingReset) {
      Alert( // expect: NAV015
        title: Text("Reset all reports?"),
        message: Text("Your budgets are kept."),
        primaryButton: .destructive(Text("Reset")),
        secondaryButton: .cancel()
      )
    }
  }
}

/// Import errors are shown through the item-based iOS 13 API.
struct ImportView: View {
  struct ImportError: Identifiable {
    let id = UUID()
    let reason: String
  }

  @State private var importError: ImportError?

  var body: some View {
    Button("Import CSV") { importError = ImportError(reason: "Unsupported column") }
      .alert(item: $importError) { error in
        Alert(title: Text("Import failed"), message: Text(error.reason), dismissButton: .default(Text("OK"))) // expect: NAV015
      }
  }
}

/// The account picker: an action sheet from before `confirmationDialog` existed.
struct AccountPickerView: View {
  @State private var isPickingAccount = false
  let accounts = ["Checking", "Savings"]

  var body: some View {
    Button("Switch account") { isPickingAccount = true }
      .actionSheet(isPresented: $isPickingAccount) { // expect: NAV015
        ActionSheet( // expect: NAV015
          title: Text("Accounts"),
          buttons: accounts.map { name in .default(Text(name)) } + [.cancel()]
        )
      }
  }
}

/// Shared helper from the first release; every call site gets the deprecated alert.
extension View {
  func legacyErrorAlert(_ message: Binding<String?>) -> some View {
    alert(isPresented: Binding(get: { message.wrappedValue != nil }, set: { _ in message.wrappedValue = nil })) {
      Alert(title: Text("Error"), message: Text(message.wrappedValue ?? "")) // expect: NAV015
    }
  }
}

/// Strings and comments mention the old API without calling it: `Alert(title:)`, `.actionSheet`.
enum AlertCopy {
  static let migrationNote = "Replaced Alert(title:message:) and ActionSheet(...) with .alert and .confirmationDialog"
  static let rawNote = #"Old code: .actionSheet(isPresented: $flag) { ActionSheet(title: Text("x")) }"#
}
