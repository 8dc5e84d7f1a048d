import NavlintSyntax

extension FileStructure {
  /// Whether call `call` names a SwiftUI type directly: written bare (`TabView { … }`) or qualified with
  /// the module (`SwiftUI.TabView { … }`), never as a member of something else (`Custom.TabView`,
  /// `.TabView`).
  func isSwiftUITypeCall(_ call: Int) -> Bool {
    // NOTE: a call right after a `#else`/`#endif` line is marked as a macro by the structure layer; only a
    // lone `#` really makes one.
    guard calls[call].isMember else { return !calls[call].isMacro || tokens[calls[call].nameToken - 1].length > 1 }
    guard let receiver = receiverEnd(of: call), isIdentifier(receiver, "SwiftUI") else { return false }
    return kind(receiver - 1) != .period
  }

  /// The call `call`'s argument labelled `label` when it is exactly one closure: its `{`.
  func closureArgument(labelled label: StaticString, of call: Int) -> Int? {
    argument(labelled: label, of: call)?.closure?.lowerBound
  }
}
