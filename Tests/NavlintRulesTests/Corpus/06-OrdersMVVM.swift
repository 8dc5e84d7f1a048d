//
//  OrdersMVVM.swift
//  Crate — a store app. Orders, tracking and returns, written MVVM style: each screen has a
//  view model, and one navigation model owns the orders stack.
//

import Combine
import Foundation
import SwiftUI

struct Order: Identifiable, Hashable {
  let id: Int
  var number: String
  var status: Status
  var total: Decimal
  var placedAt: Date

  enum Status: String, Hashable, CaseIterable {
    case placed, packed, shipped, delivered, returned
  }
}

enum OrderRoute: Hashable {
  case detail(orderID: Order.ID)
  case tracking(orderID: Order.ID)
  case returns(orderID: Order.ID)
  case invoice(orderID: Order.ID)
  case help
}

/// Navigation model of the orders tab.
@MainActor
final class OrdersNavigationModel: ObservableObject {
  @Published var path: [OrderRoute] = []

  func showDetail(_ order: Order) {
    path.append(.detail(orderID: order.id))
  }

  func showTracking(for orderID: Order.ID) {
    path.append(contentsOf: [.detail(orderID: orderID), .tracking(orderID: orderID)])
  }

  func backToOrders() {
    path.removeAll()
  }
}

/// Loads and filters orders. Holds no navigation state: it only publishes data.
@MainActor
final class OrdersViewModel: ObservableObject {
  @Published private(set) var orders: [Order] = []
  @Published var filter: Order.Status?
  @Published private(set) var isLoading = false
  @Published var errorMessage: String?

  private let service: OrderService
  private var cancellables: Set<AnyCancellable> = []

  init(service: OrderService = OrderService()) {
    self.service = service
    $filter
      .removeDuplicates()
      .sink { [weak self] _ in self?.objectWillChange.send() }
      .store(in: &cancellables)
  }

  var visibleOrders: [Order] {
    guard let filter else { return orders }
    return orders.filter { $0.status == filter }
  }

  func load() async {
    isLoading = true
    defer { isLoading = false }
    do {
      orders = try await service.fetchOrders()
    } catch {
      errorMessage = error.localizedDescription
    }
  }
}

/// The network layer; not an observable object, no UI state.
struct OrderService: Sendable {
  func fetchOrders() async throws -> [Order] {
    try await Task.sleep(for: .milliseconds(200))
    return (1...12).map { index in
      Order(id: index, number: "CR-\(1000 + index)", status: .shipped, total: 19.99, placedAt: .now)
    }
  }
}

/// Formats prices and dates; a plain object with no navigation state and no main-actor needs.
final class OrderFormatter: ObservableObject {
  @Published var currencyCode = "USD"

  func price(_ value: Decimal) -> String {
    value.formatted(.currency(code: currencyCode))
  }
}

struct OrdersTab: View {
  @StateObject private var navigation = OrdersNavigationModel()
  @StateObject private var viewModel = OrdersViewModel()

  var body: some View {
    NavigationStack(path: $navigation.path) {
      OrdersListView(viewModel: viewModel)
        .navigationDestination(for: OrderRoute.self) { route in
          OrderRouteView(route: route)
        }
    }
    .environmentObject(navigation)
    .task { await viewModel.load() }
  }
}

struct OrdersListView: View {
  @ObservedObject var viewModel: OrdersViewModel
  @EnvironmentObject private var navigation: OrdersNavigationModel

  var body: some View {
    List {
      Picker("Status", selection: $viewModel.filter) {
        Text("All").tag(Order.Status?.none)
        ForEach(Order.Status.allCases, id: \.self) { status in
          Text(status.rawValue.capitalized).tag(Order.Status?.some(status))
        }
      }
      ForEach(viewModel.visibleOrders) { order in
        NavigationLink(value: OrderRoute.detail(orderID: order.id)) {
          OrderRow(order: order)
        }
        .swipeActions {
          Button("Track") { navigation.showTracking(for: order.id) }
        }
      }
    }
    .overlay {
      if viewModel.isLoading { ProgressView() }
    }
    .refreshable { await viewModel.load() }
    .navigationTitle("Orders")
  }
}

struct OrderRow: View {
  let order: Order

  var body: some View {
    VStack(alignment: .leading) {
      Text(order.number).font(.headline)
      Text(order.status.rawValue.capitalized).font(.subheadline).foregroundStyle(.secondary)
    }
  }
}

struct OrderRouteView: View {
  let route: OrderRoute

  var body: some View {
    switch route {
    case .detail(let orderID): OrderDetailView(orderID: orderID)
    case .tracking(let orderID): Text("Tracking \(orderID)")
    case .returns(let orderID): Text("Returns for \(orderID)")
    case .invoice(let orderID): Text("Invoice \(orderID)")
    case .help: Text("Help")
    }
  }
}

/// The detail screen: actions side by side, a link and a button, neither inside the other.
struct OrderDetailView: View {
  let orderID: Order.ID
  @EnvironmentObject private var navigation: OrdersNavigationModel
  @State private var isSharing = false

  var body: some View {
    Form {
      Section {
        NavigationLink("Track package", value: OrderRoute.tracking(orderID: orderID))
        NavigationLink("Invoice", value: OrderRoute.invoice(orderID: orderID))
      }
      Section {
        HStack {
          NavigationLink(value: OrderRoute.returns(orderID: orderID)) {
            Label("Return", systemImage: "arrow.uturn.left")
          }
          Spacer()
          Button("Share") { isSharing = true }
        }
      }
      Button("Back to orders") { navigation.backToOrders() }
    }
    .navigationTitle("Order \(orderID)")
  }
}

/// A grid of recent orders; the destination is attached to the scroll view, outside the grid.
struct RecentOrdersGrid: View {
  let orders: [Order]
  @State private var selectedOrder: Order?

  var body: some View {
    ScrollView {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 140))]) {
        ForEach(orders) { order in
          Button { selectedOrder = order } label: {
            OrderRow(order: order).padding().background(.quaternary, in: .rect(cornerRadius: 12))
          }
          .buttonStyle(.plain)
        }
      }
      .padding()
    }
    .navigationDestination(item: $selectedOrder) { order in
      OrderDetailView(orderID: order.id)
    }
  }
}

// MARK: - The orders screen of the 2.x release, kept behind the `legacyOrders` flag

struct LegacyOrdersListView: View {
  @ObservedObject var viewModel: OrdersViewModel

  var body: some View {
    List {
      ForEach(viewModel.visibleOrders) { order in
        NavigationLink(destination: OrderDetailView(orderID: order.id)) { // expect: NAV002
          OrderRow(order: order)
        }
      }
      NavigationLink("Help") { Text("Help center") } // expect: NAV002
    }
    .navigationTitle("Orders")
  }
}

/// Each row registered its own destination, so scrolled-away rows lost their links.
struct LegacyOrderHistoryView: View {
  let orders: [Order]

  var body: some View {
    List {
      ForEach(orders) { order in
        NavigationLink(value: order.id) {
          OrderRow(order: order)
        }
        .navigationDestination(for: Order.ID.self) { orderID in // expect: NAV003
          OrderDetailView(orderID: orderID)
        }
      }
    }
  }
}

/// Cards in a lazy stack, each with a Boolean-driven destination.
struct LegacyOrderCardsView: View {
  let orders: [Order]
  @State private var openOrderID: Order.ID?

  var body: some View {
    ScrollView {
      LazyVStack(spacing: 12) {
        ForEach(orders) { order in
          OrderRow(order: order)
            .onTapGesture { openOrderID = order.id }
            .navigationDestination(isPresented: Binding(get: { openOrderID == order.id }, set: { _ in openOrderID = nil })) { // expect: NAV003
              OrderDetailView(orderID: order.id)
            }
        }
      }
    }
  }
}

/// A tracked "Reorder" action wrapped around a link: the tap fires both.
struct LegacyReorderRow: View {
  let order: Order
  let analytics: (String) -> Void

  var body: some View {
    Button {
      analytics("reorder_tapped")
    } label: {
      NavigationLink(value: OrderRoute.detail(orderID: order.id)) { // expect: NAV010
        Label("Reorder \(order.number)", systemImage: "arrow.clockwise")
      }
    }
  }
}

struct LegacyHelpButton: View {
  let analytics: (String) -> Void

  var body: some View {
    Button(action: { analytics("help_tapped") }) {
      NavigationLink("Get help", value: OrderRoute.help) // expect: NAV010
    }
  }
}
