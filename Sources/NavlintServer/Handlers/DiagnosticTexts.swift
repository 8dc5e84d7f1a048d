import NavlintJSON

/// The serialised texts of the diagnostics last sent for the most recently published documents.
///
/// A keystroke changes few of a document's diagnostics, but every publish carries all of them: a
/// diagnostic that says what one sent last time said (`DiagnosticContent`) is sent as that text
/// (`JSON.text`) instead of being built and printed by json-c again. For a 5,000-line file with 110 diagnostics that was a quarter of the server's
/// time per keystroke. Only the last `capacity` documents keep texts, so memory stays flat however many
/// documents are open.
struct DiagnosticTexts: Sendable {
  /// How many documents keep their texts.
  let capacity: Int
  /// Per document, each diagnostic last sent and its text.
  private var texts: [String: [DiagnosticContent: JSON.Text]] = [:]
  /// The documents in `texts`, least recently published first.
  private var recent: [String] = []

  init(capacity: Int = 8) {
    self.capacity = capacity
  }

  /// The diagnostics to send now for `uri`: each as the text it had last time, or as a new text that is kept
  /// for next time. Texts of diagnostics no longer sent are dropped.
  mutating func reuse(_ diagnostics: [DiagnosticContent], for uri: String) -> [JSON] {
    let previous = texts.removeValue(forKey: uri) ?? [:]
    recent.removeAll { $0 == uri }
    var current: [DiagnosticContent: JSON.Text] = [:]
    current.reserveCapacity(diagnostics.count)
    let sent = diagnostics.map { diagnostic -> JSON in
      if let text = previous[diagnostic] ?? (try? JSON.Text(diagnostic.json)) {
        current[diagnostic] = text
        return .text(text)
      }
      return diagnostic.json
    }
    texts[uri] = current
    recent.append(uri)
    if recent.count > capacity { texts[recent.removeFirst()] = nil }
    return sent
  }

  /// Forgets a closed document's texts.
  mutating func forget(_ uri: String) {
    texts[uri] = nil
    recent.removeAll { $0 == uri }
  }

  /// The documents that keep texts, least recently published first (for tests).
  var documents: [String] { recent }
}
