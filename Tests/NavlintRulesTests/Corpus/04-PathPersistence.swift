//
//  PathPersistence.swift
//  Quillnote — a document editor. The navigation stack is saved when the scene goes to the
//  background and restored on the next launch.
//

import Foundation
import SwiftUI

/// A document as the library stores it.
struct NoteDocument: Identifiable, Hashable, Codable {
  let id: UUID
  var title: String
  var body: String
  var modifiedAt: Date
  var tags: [String]
}

/// A folder of documents.
struct NoteFolder: Identifiable, Hashable, Codable {
  let id: UUID
  var name: String
  var documentIDs: [UUID]
}

/// Sort options are plain values without identity; fine to carry in a route.
struct NoteSort: Hashable, Codable {
  var field: String
  var ascending: Bool
}

/// Routes are saved with the scene, so they carry identifiers, never documents.
enum NoteRoute: Hashable, Codable {
  case folder(NoteFolder.ID)
  case document(documentID: NoteDocument.ID)
  case history(documentID: NoteDocument.ID, revision: Int)
  case sorted(NoteSort)
  case trash
}

/// Saves and restores the library stack through `NavigationPath.CodableRepresentation`.
@MainActor
@Observable
final class LibraryNavigation {
  var path = NavigationPath()

  private let encoder = JSONEncoder()
  private let decoder = JSONDecoder()

  /// `codable` is nil when the path holds a value that is not Codable; nothing is saved then.
  func encoded() -> Data? {
    guard let representation = path.codable else { return nil }
    return try? encoder.encode(representation)
  }

  /// A path saved by an older build may not decode; fall back to the root.
  func restore(from data: Data?) {
    guard let data else { return }
    do {
      let representation = try decoder.decode(NavigationPath.CodableRepresentation.self, from: data)
      path = NavigationPath(representation)
    } catch {
      path = NavigationPath()
    }
  }
}

/// Scene-level storage: writes on every change, restores once when the scene appears.
struct LibrarySceneView: View {
  @State private var navigation = LibraryNavigation()
  @SceneStorage("library.navigation") private var savedPath: Data?

  var body: some View {
    NavigationStack(path: $navigation.path) {
      LibraryHomeView()
        .navigationDestination(for: NoteRoute.self) { route in
          NoteScreen(route: route)
        }
    }
    .task {
      navigation.restore(from: savedPath)
      for await _ in Observations({ navigation.path }) {
        savedPath = navigation.encoded()
      }
    }
  }
}

/// A typed path saved as JSON in Application Support, for the iPad multi-window build.
@MainActor
final class WindowNavigationStore: ObservableObject {
  @Published var path: [NoteRoute] = []
  let fileURL: URL

  init(fileURL: URL) {
    self.fileURL = fileURL
  }

  func save() {
    do {
      let data = try JSONEncoder().encode(path)
      try data.write(to: fileURL, options: .atomic)
    } catch {
      print("could not save navigation: \(error)")
    }
  }

  func load() {
    guard let data = try? Data(contentsOf: fileURL),
      let routes = try? JSONDecoder().decode([NoteRoute].self, from: data)
    else {
      path = []
      return
    }
    path = routes
  }

  /// The first restore code, from before crash reports showed corrupted files.
  func loadUnchecked() {
    guard let data = try? Data(contentsOf: fileURL) else { return }
    path = try! JSONDecoder().decode([NoteRoute].self, from: data) // expect: NAV008
  }

  func saveUnchecked() {
    let data = try! JSONEncoder().encode(path) // expect: NAV008
    try? data.write(to: fileURL)
  }
}

/// Restoration written for the first TestFlight; every force is a crash in the field.
@MainActor
@Observable
final class QuickRestore {
  var path = NavigationPath()

  func snapshot() -> Data? {
    let representation = path.codable! // expect: NAV008
    return try? JSONEncoder().encode(representation)
  }

  func restore(_ data: Data) {
    let representation = try! JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) // expect: NAV008
    path = NavigationPath(representation)
  }

  func restore(base64 string: String) {
    guard let data = Data(base64Encoded: string) else { return }
    path = NavigationPath(try! JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)) // expect: NAV008
  }

  /// The onboarding demo path ships in the bundle and is checked by `DemoPathTests`.
  func loadDemo(_ data: Data) {
    // navlint:disable:next NAV008 -- bundled resource, validated at build time
    let representation = try! JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
    path = NavigationPath(representation)
  }
}

// MARK: - Saved sessions

/// Good: the saved session holds routes and IDs only.
struct SavedLibrarySession: Codable {
  var path: [NoteRoute]
  var selectedFolder: NoteFolder.ID?
  var savedAt: Date
}

/// The v1 session format: it saved whole documents, so a restored stack showed old text.
struct SavedLibrarySessionV1: Codable {
  var path: [NoteDocument] // expect: NAV004
  var savedAt: Date
}

/// The v1 route enum, kept to migrate old sessions. Its cases embed full records.
enum LegacyNoteRoute: Hashable, Codable {
  case document(NoteDocument) // expect: NAV004
  case folder(folder: NoteFolder) // expect: NAV004
  case trash

  /// Converts a v1 route into the current, ID-based one.
  var migrated: NoteRoute {
    switch self {
    case .document(let document): .document(documentID: document.id)
    case .folder(let folder): .folder(folder.id)
    case .trash: .trash
    }
  }
}

/// Not a path: the offline cache stores documents on purpose.
struct OfflineCache: Codable {
  var documents: [NoteDocument] = []
  var folders: [NoteFolder] = []
  var lastSync: Date?
}

/// An in-memory route that carries a document for the preview sheet; never saved, not Codable.
enum PreviewRoute: Hashable {
  case quickLook(NoteDocument)
}

struct LibraryHomeView: View {
  private let folders: [NoteFolder] = []

  var body: some View {
    List(folders) { folder in
      NavigationLink(folder.name, value: NoteRoute.folder(folder.id))
    }
    .navigationTitle("Library")
    .toolbar {
      NavigationLink(value: NoteRoute.trash) {
        Label("Trash", systemImage: "trash")
      }
    }
  }
}

struct NoteScreen: View {
  let route: NoteRoute

  var body: some View {
    switch route {
    case .folder(let folderID): Text("Folder \(folderID.uuidString)")
    case .document(let documentID): Text("Document \(documentID.uuidString)")
    case .history(let documentID, let revision): Text("\(documentID.uuidString) r\(revision)")
    case .sorted(let sort): Text("Sorted by \(sort.field)")
    case .trash: Text("Trash")
    }
  }
}
