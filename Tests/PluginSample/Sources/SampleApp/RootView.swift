// Compiled everywhere; the SwiftUI part only where SwiftUI exists. navlint reads every branch.
#if canImport(SwiftUI)
  import SwiftUI

  struct RootView: View {
    var body: some View {
      NavigationView {
        Text("Inbox")
      }
    }
  }
#endif
