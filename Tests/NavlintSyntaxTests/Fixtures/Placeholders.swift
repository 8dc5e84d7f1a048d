// Placeholders.swift — an unfinished screen as Xcode leaves it after completing a snippet.

import SwiftUI

/// Settings screen still being written: editor placeholders mark the gaps.
struct SettingsDraftView: View {
  @State private var isOn = false

  var body: some View {
    Form {
      Toggle(<#title#>, isOn: $isOn)
      Button(<#T##titleKey: LocalizedStringKey##LocalizedStringKey#>) {
        <#code#>
      }
    }
    .navigationTitle("Settings")
  }

  func handle(_ value: Int) -> Int {
    guard value > 0 else { return <#default value#> }
    return value
  }
}
