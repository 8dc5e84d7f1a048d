//
//  SplitViewApp.swift
//  Atlas — a travel planner for iPad and Mac. Sidebar of trips, a list of days, and a detail
//  column that has its own stack for drilling into places.
//

import SwiftUI

struct Trip: Identifiable, Hashable {
  let id: UUID
  var name: String
  var days: [TripDay]
}

struct TripDay: Identifiable, Hashable {
  let id: UUID
  var date: Date
  var placeIDs: [String]
}

enum PlaceRoute: Hashable {
  case place(placeID: String)
  case photos(placeID: String)
  case directions(from: String, to: String)
}

@MainActor
@Observable
final class AtlasModel {
  var trips: [Trip] = []
  var selectedTripID: Trip.ID?
  var selectedDayID: TripDay.ID?
  var detailPath: [PlaceRoute] = []
  var columnVisibility: NavigationSplitViewVisibility = .automatic

  var selectedTrip: Trip? {
    trips.first { $0.id == selectedTripID }
  }

  var selectedDay: TripDay? {
    selectedTrip?.days.first { $0.id == selectedDayID }
  }

  /// Choosing another day starts the detail column over.
  func select(day: TripDay.ID?) {
    selectedDayID = day
    detailPath.removeAll()
  }
}

/// Three columns; the detail column holds the only NavigationStack, which is the pattern
/// Apple recommends for split views.
struct AtlasRootView: View {
  @State private var model = AtlasModel()

  var body: some View {
    NavigationSplitView(columnVisibility: $model.columnVisibility) {
      List(model.trips, selection: $model.selectedTripID) { trip in
        Label(trip.name, systemImage: "suitcase")
      }
      .navigationTitle("Trips")
    } content: {
      if let trip = model.selectedTrip {
        List(trip.days, selection: Binding(get: { model.selectedDayID }, set: { model.select(day: $0) })) { day in
          Text(day.date.formatted(date: .complete, time: .omitted))
        }
        .navigationTitle(trip.name)
      } else {
        ContentUnavailableView("No trip selected", systemImage: "map")
      }
    } detail: {
      NavigationStack(path: $model.detailPath) {
        DayDetailView(day: model.selectedDay)
          .navigationDestination(for: PlaceRoute.self) { route in
            PlaceScreen(route: route)
          }
      }
    }
    .environment(model)
  }
}

struct DayDetailView: View {
  let day: TripDay?

  var body: some View {
    if let day {
      List(day.placeIDs, id: \.self) { placeID in
        NavigationLink(placeID, value: PlaceRoute.place(placeID: placeID))
      }
      .navigationTitle(day.date.formatted(date: .abbreviated, time: .omitted))
    } else {
      Text("Pick a day")
    }
  }
}

struct PlaceScreen: View {
  let route: PlaceRoute
  @State private var isShowingShare = false

  var body: some View {
    switch route {
    case .place(let placeID):
      VStack {
        Text(placeID).font(.title)
        NavigationLink("Photos", value: PlaceRoute.photos(placeID: placeID))
        NavigationLink("Directions", value: PlaceRoute.directions(from: "hotel", to: placeID))
        Button("Share") { isShowingShare = true }
      }
      .sheet(isPresented: $isShowingShare) {
        NavigationStack {
          Text("Share \(placeID)")
            .navigationTitle("Share")
        }
        .presentationDetents([.medium])
      }
    case .photos(let placeID):
      ScrollView {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
          ForEach(0..<24, id: \.self) { index in
            Color.gray.aspectRatio(1, contentMode: .fill).overlay(Text("\(placeID) \(index)"))
          }
        }
      }
    case .directions(let from, let to):
      Text("\(from) → \(to)")
    }
  }
}

/// A compact-width stack used on iPhone; the path is owned by `@State`, created once.
struct AtlasCompactView: View {
  @State private var path: [PlaceRoute]
  let placeIDs: [String]

  init(placeIDs: [String], initialPath: [PlaceRoute] = []) {
    self.placeIDs = placeIDs
    _path = State(initialValue: initialPath)
  }

  var body: some View {
    NavigationStack(path: $path) {
      List(placeIDs, id: \.self) { placeID in
        NavigationLink(placeID, value: PlaceRoute.place(placeID: placeID))
      }
      .navigationDestination(for: PlaceRoute.self) { PlaceScreen(route: $0) }
    }
  }
}

/// Erased-path variant for the Mac window: the empty path is made outside `body`.
struct AtlasMacWindow: View {
  @State private var path = NavigationPath()

  var body: some View {
    NavigationStack(path: $path) {
      Text("Atlas for Mac")
        .navigationDestination(for: PlaceRoute.self) { PlaceScreen(route: $0) }
    }
  }
}

// MARK: - Prototype screens from the design sprint

/// The widget gallery was mocked with a constant path, so links from it never stick.
struct WidgetGalleryView: View {
  let placeIDs: [String]

  var body: some View {
    NavigationStack(path: .constant([PlaceRoute]())) { // expect: NAV011
      List(placeIDs, id: \.self) { placeID in
        NavigationLink(placeID, value: PlaceRoute.place(placeID: placeID))
      }
      .navigationDestination(for: PlaceRoute.self) { PlaceScreen(route: $0) }
    }
  }
}

/// A fresh path on every render: any state change pops back to the root.
struct NearbyPlacesView: View {
  let placeIDs: [String]
  @State private var filter = ""

  var body: some View {
    let path = NavigationPath() // expect: NAV011
    NavigationStack(path: .constant(path)) { // expect: NAV011
      List(placeIDs.filter { filter.isEmpty || $0.contains(filter) }, id: \.self) { placeID in
        NavigationLink(placeID, value: PlaceRoute.place(placeID: placeID))
      }
      .searchable(text: $filter)
      .navigationDestination(for: PlaceRoute.self) { PlaceScreen(route: $0) }
    }
  }
}

/// The first sidebar registered the place destination on every row of the list.
struct PrototypeSidebar: View {
  let placeIDs: [String]

  var body: some View {
    NavigationStack {
      List(placeIDs, id: \.self) { placeID in
        NavigationLink(placeID, value: PlaceRoute.place(placeID: placeID))
          .navigationDestination(for: PlaceRoute.self) { route in // expect: NAV003
            PlaceScreen(route: route)
          }
      }
    }
  }
}
