// CRLF.swift — written on Windows: every line ends with CR LF.

import SwiftUI

/// Profile screen whose multi-line string also carries CRLF line endings.
struct ProfileView: View {
  let name: String
  @State private var isEditing = false

  var summary: String {
    """
    Name: \(name)
    Editing: \(isEditing)
    """
  }

  var body: some View {
    NavigationStack {
      VStack {
        Text(summary) /* block comment
        spanning CRLF lines */
        Toggle("Edit", isOn: $isEditing)
      }
      .navigationTitle(name)
    }
  }
}
