// BOM.swift — saved by an editor that writes a UTF-8 byte-order mark.

import SwiftUI

/// The about screen; nothing special apart from the BOM before the first comment.
struct AboutView: View {
  let version = "2.1 — «beta»"

  var body: some View {
    NavigationStack {
      Text("Version \(version)")
        .navigationTitle("À propos")
    }
  }
}
