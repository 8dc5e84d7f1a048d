//
//  LegacySupport.swift
//  Fieldbook — a field-survey app that still supports iOS 15 devices used on site.
//
//  Rule of the module: NavigationView and view-based links only run where NavigationStack
//  does not exist, i.e. in the `else` branch of `if #available(iOS 16, *)` or inside types
//  marked `@available(iOS, deprecated: 16)`. Everything else uses the iOS 16 API.
//

import SwiftUI

struct Survey: Identifiable, Hashable {
  let id: Int
  var site: String
  var observations: Int
}

enum SurveyRoute: Hashable {
  case survey(surveyID: Survey.ID)
  case map(surveyID: Survey.ID)
  case export
}

/// Root of the surveys tab. Picks the navigation container by OS version.
struct SurveysRootView: View {
  @State private var path: [SurveyRoute] = []
  let surveys: [Survey]

  var body: some View {
    if #available(iOS 16, *) {
      NavigationStack(path: $path) {
        SurveyList(surveys: surveys)
          .navigationDestination(for: SurveyRoute.self) { route in
            SurveyRouteView(route: route)
          }
      }
    } else {
      NavigationView {
        LegacySurveyList(surveys: surveys)
      }
      .navigationViewStyle(.stack)
    }
  }
}

/// iPad layout: a split view on iOS 16, a column-style NavigationView before.
struct SurveysSplitRootView: View {
  @State private var selection: Survey.ID?
  let surveys: [Survey]

  var body: some View {
    if #available(iOS 16, *) {
      NavigationSplitView {
        List(surveys, selection: $selection) { survey in
          Text(survey.site)
        }
        .navigationTitle("Surveys")
      } detail: {
        if let selection {
          SurveyDetail(surveyID: selection)
        } else {
          Text("Select a survey")
        }
      }
    } else {
      NavigationView {
        LegacySurveyList(surveys: surveys)
        Text("Select a survey")
      }
      .navigationViewStyle(.columns)
    }
  }
}

/// The iOS 16 list: value links resolved by the stack.
struct SurveyList: View {
  let surveys: [Survey]

  var body: some View {
    List(surveys) { survey in
      NavigationLink(value: SurveyRoute.survey(surveyID: survey.id)) {
        VStack(alignment: .leading) {
          Text(survey.site)
          Text("\(survey.observations) observations").font(.caption)
        }
      }
    }
    .navigationTitle("Surveys")
    .toolbar {
      NavigationLink(value: SurveyRoute.export) {
        Image(systemName: "square.and.arrow.up")
      }
    }
  }
}

/// The iOS 15 list. Marked deprecated from iOS 16 on, so it documents itself as legacy-only.
@available(iOS, deprecated: 16, message: "Use SurveyList inside a NavigationStack")
struct LegacySurveyList: View {
  let surveys: [Survey]

  var body: some View {
    List(surveys) { survey in
      NavigationLink(destination: SurveyDetail(surveyID: survey.id)) {
        Text(survey.site)
      }
    }
    .navigationTitle("Surveys")
  }
}

/// A sheet used only on iOS 15 for exporting; obsoleted once the share link exists.
@available(iOS, obsoleted: 16)
struct LegacyExportSheet: View {
  @Binding var isPresented: Bool

  var body: some View {
    NavigationView {
      Form {
        Text("CSV")
        Text("GeoJSON")
      }
      .navigationTitle("Export")
      .toolbar {
        Button("Done") { isPresented = false }
      }
    }
  }
}

struct SurveyRouteView: View {
  let route: SurveyRoute

  var body: some View {
    switch route {
    case .survey(let surveyID): SurveyDetail(surveyID: surveyID)
    case .map(let surveyID): Text("Map of survey \(surveyID)")
    case .export: Text("Export")
    }
  }
}

struct SurveyDetail: View {
  let surveyID: Survey.ID

  var body: some View {
    Form {
      LabeledContent("Survey", value: "#\(surveyID)")
      if #available(iOS 16, *) {
        NavigationLink("Show on map", value: SurveyRoute.map(surveyID: surveyID))
      } else {
        NavigationLink("Show on map", destination: Text("Map of survey \(surveyID)"))
      }
    }
    .navigationTitle("Survey \(surveyID)")
  }
}

/// Settings is reached from both branches; it only uses modifiers that exist on iOS 15.
struct FieldbookSettingsView: View {
  @AppStorage("fieldbook.gpsAccuracy") private var accuracy = 5.0

  var body: some View {
    Form {
      Slider(value: $accuracy, in: 1...20) { Text("GPS accuracy") }
    }
    .navigationTitle("Settings")
    .navigationBarTitleDisplayMode(.inline)
  }
}

// MARK: - Look-alikes: names and text that only contain the API names

/// A view model whose name contains "NavigationView"; it is not the SwiftUI type.
@MainActor
final class MyNavigationViewModel: ObservableObject {
  @Published var navigationViewTitle = "NavigationView"
  @Published var isNavigationViewStyleCompact = false

  func describe() -> String {
    "NavigationView(.stack) was replaced by NavigationStack in Fieldbook 3.0"
  }
}

struct SurveyNavigationViewHeader: View {
  let navigationViewTitle: String

  var body: some View {
    // NavigationView { ... } used to wrap this header; see the 3.0 migration notes.
    Text(navigationViewTitle)
      .font(.headline)
  }
}

enum MigrationNotes {
  static let summary = """
    Replaced NavigationView with NavigationStack, and .navigationViewStyle(.stack) is gone.
    NavigationLink(destination:) became NavigationLink(value:).
    """
  static let rawExample = #"NavigationView { Text("old") }.navigationViewStyle(.columns)"#
  /* The block below is the old root, kept for reference:
     NavigationView {
       LegacySurveyList(surveys: surveys)
     }
  */
}

// MARK: - Screens that escaped the availability check

/// The help center was written for iOS 15 and shipped unguarded to every OS version.
struct HelpCenterView: View {
  var body: some View {
    NavigationView { // expect: NAV001
      List {
        Text("Getting started")
        Text("Syncing surveys")
      }
      .navigationTitle("Help")
    }
    .navigationViewStyle(StackNavigationViewStyle()) // expect: NAV001
  }
}

/// The iPad photo browser, also unguarded.
struct PhotoBrowserView: View {
  let photos: [String]

  var body: some View {
    NavigationView { // expect: NAV001
      List(photos, id: \.self) { Text($0) }
      Text("Pick a photo")
    }
  }
}
