//
//  CheckoutFlow.swift
//  Corner Shop — the cart and checkout. Checkout is a full-screen cover with its own
//  NavigationStack: address, delivery slot, payment, confirmation.
//

import SwiftUI

struct CartLine: Identifiable, Hashable {
  let id: UUID
  var productName: String
  var quantity: Int
  var unitPrice: Decimal
}

enum CheckoutStep: Hashable {
  case address
  case deliverySlot
  case payment
  case confirmation(orderNumber: String)
}

enum PaymentMethod: String, Hashable, CaseIterable, Identifiable {
  case card, applePay, invoice
  var id: String { rawValue }
}

@MainActor
@Observable
final class CheckoutModel {
  var lines: [CartLine] = []
  var path: [CheckoutStep] = []
  var isCheckingOut = false
  var paymentMethod: PaymentMethod = .card

  var total: Decimal {
    lines.reduce(0) { $0 + $1.unitPrice * Decimal($1.quantity) }
  }

  func beginCheckout() {
    path = []
    isCheckingOut = true
  }

  func next(after step: CheckoutStep?) {
    switch step {
    case nil: path.append(.address)
    case .address?: path.append(.deliverySlot)
    case .deliverySlot?: path.append(.payment)
    case .payment?: path.append(.confirmation(orderNumber: "CS-\(Int.random(in: 1000...9999))"))
    case .confirmation?: isCheckingOut = false
    }
  }
}

struct CartView: View {
  @State private var model = CheckoutModel()

  var body: some View {
    NavigationStack {
      List {
        ForEach(model.lines) { line in
          HStack {
            Text(line.productName)
            Spacer()
            Stepper("\(line.quantity)", value: binding(for: line), in: 0...20)
              .fixedSize()
          }
        }
        .onDelete { model.lines.remove(atOffsets: $0) }
        Section {
          LabeledContent("Total", value: model.total.formatted(.currency(code: "EUR")))
        }
      }
      .navigationTitle("Cart")
      .toolbar {
        ToolbarItem(placement: .bottomBar) {
          Button("Check out") { model.beginCheckout() }
            .buttonStyle(.borderedProminent)
            .disabled(model.lines.isEmpty)
        }
      }
      .fullScreenCover(isPresented: $model.isCheckingOut) {
        // A cover is a new presentation: its own stack, its own path.
        NavigationStack(path: $model.path) {
          CheckoutStartView()
            .navigationDestination(for: CheckoutStep.self) { step in
              CheckoutStepView(step: step)
            }
        }
        .environment(model)
      }
    }
  }

  private func binding(for line: CartLine) -> Binding<Int> {
    Binding(
      get: { model.lines.first { $0.id == line.id }?.quantity ?? 0 },
      set: { newValue in
        if let index = model.lines.firstIndex(where: { $0.id == line.id }) {
          model.lines[index].quantity = newValue
        }
      }
    )
  }
}

struct CheckoutStartView: View {
  @Environment(CheckoutModel.self) private var model
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(spacing: 16) {
      Text("Ready to check out?").font(.title2)
      Button("Continue") { model.next(after: nil) }
        .buttonStyle(.borderedProminent)
    }
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel") { dismiss() }
      }
    }
  }
}

struct CheckoutStepView: View {
  let step: CheckoutStep
  @Environment(CheckoutModel.self) private var model

  var body: some View {
    @Bindable var model = model
    Form {
      switch step {
      case .address:
        Text("Delivery address")
      case .deliverySlot:
        Text("Tomorrow, 8–10")
      case .payment:
        Picker("Pay with", selection: $model.paymentMethod) {
          ForEach(PaymentMethod.allCases) { method in
            Text(method.rawValue.capitalized).tag(method)
          }
        }
        .pickerStyle(.inline)
      case .confirmation(let orderNumber):
        Text("Order \(orderNumber) placed")
      }
      Button(stepButtonTitle) { model.next(after: step) }
    }
    .navigationTitle(stepTitle)
  }

  private var stepTitle: String {
    switch step {
    case .address: "Address"
    case .deliverySlot: "Delivery"
    case .payment: "Payment"
    case .confirmation: "Done"
    }
  }

  private var stepButtonTitle: String {
    if case .confirmation = step { return "Close" }
    return "Continue"
  }
}

// MARK: - The 1.x checkout, still reachable from the "Buy again" widget

struct LegacyCheckoutView: View {
  @State private var isShowingPayment = false
  @State private var selectedMethod: PaymentMethod?

  var body: some View {
    NavigationStack {
      Form {
        NavigationLink("Payment", isActive: $isShowingPayment) { Text("Payment") } // expect: NAV002
        NavigationLink("Card", destination: Text("Card details"), tag: PaymentMethod.card, selection: $selectedMethod) // expect: NAV002
        NavigationLink { // expect: NAV002
          Text("Delivery options")
        } label: {
          Label("Delivery", systemImage: "shippingbox")
        }
      }
      .navigationTitle("Checkout")
    }
  }
}

/// The "Track order" row logged analytics in a button and linked inside its label.
struct LegacyTrackOrderRow: View {
  let orderNumber: String
  let log: (String) -> Void

  var body: some View {
    Button {
      log("track_\(orderNumber)")
    } label: {
      HStack {
        Image(systemName: "shippingbox")
        NavigationLink(value: CheckoutStep.confirmation(orderNumber: orderNumber)) { // expect: NAV010
          Text("Track \(orderNumber)")
        }
      }
    }
  }
}

/// The delivery map put a second stack on top of the map inside the first one.
struct LegacyDeliveryMapView: View {
  var body: some View {
    NavigationStack {
      ZStack {
        Color.green.opacity(0.2).ignoresSafeArea()
        NavigationStack { // expect: NAV009
          Text("Driver is 5 minutes away")
            .navigationTitle("Delivery")
        }
      }
    }
  }
}

/// The signed-in shell of 1.x: a stack around the tabs, chosen by sign-in state.
struct LegacyShopShell: View {
  @State private var isSignedIn = true

  var body: some View {
    NavigationStack {
      Group {
        if isSignedIn {
          TabView { // expect: NAV007
            CartView().tabItem { Label("Cart", systemImage: "cart") } // expect: NAV009
            Text("Account").tabItem { Label("Account", systemImage: "person") }
          }
        } else {
          Button("Sign in") { isSignedIn = true }
        }
      }
    }
  }
}
