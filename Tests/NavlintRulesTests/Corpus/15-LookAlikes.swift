//
//  LookAlikes.swift
//  Snippets — a code-snippet manager for Swift developers. Its content talks about SwiftUI
//  navigation APIs all the time: in names, strings, raw strings, comments and documentation.
//  None of that is a call to the API.
//

import SwiftUI

/// Snippet categories. The names mirror the SwiftUI APIs they describe.
enum SnippetTopic: String, CaseIterable, Identifiable {
  case navigationView = "NavigationView"
  case navigationStack = "NavigationStack"
  case navigationLink = "NavigationLink(destination:)"
  case alert = "Alert(title:)"
  case actionSheet = "ActionSheet"
  case navigationBarTitle = ".navigationBarTitle"

  var id: String { rawValue }
}

/// A snippet as stored in the library.
struct Snippet: Identifiable, Hashable {
  let id: UUID
  var title: String
  var code: String
  var topic: SnippetTopic
}

/// Sample content shipped with the app. Every string below is data, not code.
enum SampleSnippets {
  static let deprecatedRoot = """
    struct OldRoot: View {
      var body: some View {
        NavigationView {
          List { NavigationLink(destination: Detail()) { Text("Go") } }
            .navigationBarTitle("Home")
            .navigationBarItems(trailing: EditButton())
        }
        .navigationViewStyle(.stack)
      }
    }
    """

  static let oldAlert = #"""
    .alert(isPresented: $show) {
      Alert(title: Text("Hi"), message: Text("\(name)"), dismissButton: .default(Text("OK")))
    }
    .actionSheet(isPresented: $pick) { ActionSheet(title: Text("Pick")) }
    """#

  static let unsafeRestore = #"let path = NavigationPath(try! JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))"#

  static let timingHack = "DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { path.append(.next) }"

  static let detachedPush = "Task.detached { path.append(route) }"

  static let nestedStacks = "NavigationStack { NavigationStack { Text(\"two bars\") } }"

  static let tabsInStack = "NavigationStack { TabView { Text(\"A\") } }"

  static let constantPath = "NavigationStack(path: .constant(NavigationPath())) { Root() }"
}

/// The rule list in the "Learn" tab, written as a doc comment:
///
///     NavigationView { ... }                       // deprecated in iOS 16
///     NavigationLink(destination: Detail())        // view-based link
///     .navigationBarTitle("Title")                 // use .navigationTitle
///     Alert(title: Text("x"))                      // use .alert(_:isPresented:)
///
struct LearnView: View {
  let topics = SnippetTopic.allCases
  @State private var path: [SnippetTopic] = []

  var body: some View {
    /* The old implementation, kept for the changelog:
       NavigationView {
         List(topics) { NavigationLink(destination: TopicView(topic: $0)) { Text($0.rawValue) } }
       }
       .navigationViewStyle(.stack)
       /* nested: .navigationBarHidden(true) */
    */
    NavigationStack(path: $path) {
      List(topics) { topic in
        NavigationLink(topic.rawValue, value: topic)
      }
      .navigationTitle("Learn")
      .navigationDestination(for: SnippetTopic.self) { topic in
        TopicView(topic: topic)
      }
    }
  }
}

struct TopicView: View {
  let topic: SnippetTopic

  var body: some View {
    ScrollView {
      Text("About \(topic.rawValue)")
        .font(.title2)
      Text("Search the library for `\(topic.rawValue)` examples.")
    }
    .navigationTitle(topic.rawValue)
    .navigationBarTitleDisplayMode(.inline)
  }
}

// MARK: - Identifiers that contain API names

/// Custom components named after the APIs they wrap.
struct NavigationViewContainer<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    NavigationStack { content }
  }
}

struct NavigationLinkRow: View {
  let title: String
  let topic: SnippetTopic

  var body: some View {
    NavigationLink(value: topic) {
      Label(title, systemImage: "chevron.left.forwardslash.chevron.right")
    }
  }
}

struct AlertBanner: View {
  let message: String

  var body: some View {
    Text(message)
      .padding()
      .background(.yellow.opacity(0.3), in: .rect(cornerRadius: 8))
  }
}

struct ActionSheetStyleGuide {
  var navigationBarTitleFont: Font = .headline
  var navigationViewBackground: Color = .clear
  var tabViewAccent: Color = .accentColor
  var alertTitle = "Alert"
  var actionSheetTitle = "ActionSheet"
}

@MainActor
@Observable
final class TabViewModel {
  var selectedTopic: SnippetTopic = .navigationStack
  var navigationBarHiddenPreference = false
  var isNavigationViewStyleColumns = false
}

/// Presentation kinds of the snippet editor. `.alert` here is an enum case, not a modifier.
enum EditorPresentation: Equatable {
  case none, sheet, alert, popover

  var isModal: Bool { self == .sheet || self == .alert }
}

/// Editor helpers whose names contain API words.
enum SnippetFormatter {
  static func navigationDestinationName(for topic: SnippetTopic) -> String {
    "navigationDestination(for: \(topic.rawValue).self)"
  }

  static func alertMessage(for error: any Error) -> String {
    "Alert: \(error.localizedDescription)"
  }

  static func tryDecodeHint() -> String {
    "Prefer `try?` over `try!` when decoding a NavigationPath."
  }
}

// MARK: - Real calls that slipped through review

/// The snippet preview window was copied from an old sample.
struct SnippetPreviewWindow: View {
  let snippet: Snippet

  var body: some View {
    NavigationStack {
      ScrollView {
        Text(snippet.code).font(.body.monospaced()).padding()
      }
      .navigationTitle(snippet.title)
    }
    .navigationViewStyle(.stack) // expect: NAV001
  }
}

#if os(iOS)
/// The iOS share extension; written for iOS 14 and never guarded.
struct ShareExtensionRoot: View {
  let snippet: Snippet

  var body: some View {
    NavigationView { // expect: NAV001
      Text(snippet.title)
        .navigationTitle("Save Snippet")
    }
  }
}

/// The watch companion's list: the deprecated modifier is kept on purpose and suppressed.
struct CompanionSnippetList: View {
  let snippets: [Snippet]

  var body: some View {
    List(snippets) { Text($0.title) }
      .navigationBarTitle("Snippets") // navlint:disable:this NAV012 -- watchOS 8 build shares this file
  }
}
#endif
