import NavlintJSON
import NavlintProject

/// What the server feeds on: decoded frame bodies, framing problems and the end of input.
public enum Inbound: Sendable, Equatable {
  case frame([UInt8])
  case framingError(FramingError)
  /// Input closed; `isMidMessage` when it stopped inside a message.
  case endOfInput(isMidMessage: Bool)
  /// A project's navigation model, built off the worker thread (`ServerOutput.index`).
  case indexed(BuiltProjectIndex)
  /// A document's facts, read off the worker thread (`ServerOutput.readFacts`).
  case factsRead(ReadFacts)
}

/// What the server asks its runner to do, in order.
public enum ServerOutput: Sendable, Equatable {
  /// Write one framed JSON-RPC message to the client.
  case message(JSON)
  /// Write a log line to stderr.
  case log(String)
  /// Exit the process with this status.
  case exit(Int32)
  /// Build a project's navigation model on a thread of its own, then feed it back as `Inbound.indexed`.
  case index(ProjectIndexBuild)
  /// Read a typed document's facts off the worker thread, then feed them back as `Inbound.factsRead`; the
  /// worker lints the text meanwhile (`tick` again).
  case readFacts(FactsReading)
}

/// Settings of a server instance that are not negotiated with the client.
public struct ServerOptions: Sendable {
  /// How long after the last change diagnostics are pushed, at the least. Zero (the default) pushes as
  /// soon as no more input is on its way: the runner coalesces a burst of changes by draining every
  /// queued and readable message before it lints.
  public var debounce: Duration
  /// Used as the workspace root when the client sends none.
  public var currentDirectory: String

  public init(debounce: Duration = .zero, currentDirectory: String = FilePath.currentDirectory()) {
    self.debounce = debounce
    self.currentDirectory = currentDirectory
  }
}
