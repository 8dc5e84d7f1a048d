import NavlintJSON
import NavlintProject
import NavlintSyntax

/// The app's navigation model in the server: the workspace is indexed in the background at start (the
/// first diagnostics do not wait for it), kept current from open documents and watched Swift files, and
/// every open document whose cross-file findings change is republished.
extension Server {
  /// After the model changed: every other open document whose cross-file findings are not the ones its
  /// last lint joined is linted again, pushed (push clients) or announced with `workspace/diagnostic/refresh`
  /// (pull clients).
  mutating func refreshCrossFileFindings(except changed: String?) {
    guard let generation = session?.modelGeneration, generation != checkedModelGeneration else { return }
    checkedModelGeneration = generation
    var isStale = false
    for uri in documents.uris where uri != changed {
      guard let document = documents[uri], let lint = document.lint, lint.generation == document.generation,
        lint.settingsEpoch == settingsEpoch
      else { continue }
      let plan = filePlan(forURI: uri)
      guard let crossFile = session?.projectFindings(for: plan, bytes: document.bytes), crossFile != lint.crossFile
      else { continue }
      documents[uri]?.lint = nil
      isStale = true
      if document.hasPublished || !client.supportsPullDiagnostics { scheduleDiagnostics(uri: uri) }
    }
    if isStale, client.supportsPullDiagnostics, client.supportsDiagnosticRefresh {
      sendRequest(.diagnosticRefresh, .null)
    }
    checkedModelGeneration = session?.modelGeneration ?? generation
  }

  // MARK: - Facts of typed documents

  /// Hands the facts of a typed document's text to the runner when they can be read off the worker: its
  /// project is modelled, and the document was linted before (so there are cross-file findings to carry over;
  /// a document just opened is linted with its facts at once). When the model holds the text's facts already,
  /// the reading only checks the rules it shares with the lint, which joins the held facts' findings.
  mutating func startsReadingFacts(uri: String) -> Bool {
    guard let document = documents[uri], document.isLinted, document.lint?.generation != document.generation,
      document.lastLinted != nil, factsInFlight[uri] != document.generation, document.readStructure == nil,
      session != nil
    else { return false }
    let plan = filePlan(forURI: uri)
    guard let facts = session?.factsOfTypedText(plan, bytes: document.bytes) else { return false }
    if facts == .toRead { factsInFlight[uri] = document.generation }
    // The structure is built here, once: the reading's thread extracts the facts from it while the next tick
    // runs the rules on it.
    // The rules that ask what the facts ask are checked by whichever thread comes to them first.
    let structure = FileStructure(document.source)
    let shared = plan.sharedRuleCheck(for: document.bytes)
    documents[uri]?.readStructure = ReadStructure(
      generation: document.generation, settingsEpoch: settingsEpoch, structure: structure, shared: shared)
    outbox.append(
      .readFacts(
        FactsReading(
          path: plan.path, structure: structure.copyForAnotherThread(), uri: uri, generation: document.generation,
          shared: shared, readsFacts: facts == .toRead)))
    return true
  }

  /// Facts read off the worker: into the model when they are still the document's text. The document is
  /// linted again when its cross-file findings are not those its lint carried over, and the other open
  /// documents are checked as after any change of the model.
  mutating func installFacts(_ read: ReadFacts) {
    let uri = read.reading.uri
    guard factsInFlight[uri] == read.reading.generation else { return }
    factsInFlight[uri] = nil
    guard let document = documents[uri], document.generation == read.reading.generation,
      let crossFile = session?.install(read)
    else { return }
    if let lint = document.lint, lint.generation == document.generation, lint.crossFile != crossFile {
      documents[uri]?.lint = nil
      if document.hasPublished || !client.supportsPullDiagnostics { scheduleDiagnostics(uri: uri) }
      if client.supportsPullDiagnostics, client.supportsDiagnosticRefresh { sendRequest(.diagnosticRefresh, .null) }
    }
    refreshCrossFileFindings(except: uri)
  }

  // MARK: - Background indexing

  /// Hands the builds the session asked for to the runner, with a progress bar when the client shows one.
  mutating func startIndexBuilds() {
    guard var session, lifecycle == .running else { return }
    let builds = session.takeIndexBuilds()
    self.session = session
    for build in builds {
      var token: String?
      if client.supportsWorkDoneProgress {
        token = "navlint-index-\(nextRequestNumber)"
        sendRequest(.workDoneProgressCreate, ["token": .string(token!)])
        send(
          .progress,
          ["token": .string(token!), "value": ["kind": "begin", "title": "navlint: indexing", "cancellable": false]])
      }
      indexBuilds[build.root] = token
      log("indexing \(build.root)")
      outbox.append(.index(build))
    }
  }

  /// A finished build: the model is in, and every open document's cross-file findings are checked.
  mutating func installIndex(_ built: BuiltProjectIndex) {
    session?.install(built)
    log("indexed \(built.fileCount) files in \(built.root)")
    if let token = indexBuilds.removeValue(forKey: built.root) ?? nil {
      send(
        .progress, ["token": .string(token), "value": ["kind": "end", "message": .string("\(built.fileCount) files")]])
    }
    refreshCrossFileFindings(except: nil)
  }
}
