/// Every LSP method navlint receives or sends. The only place a method name is spelled out.
public enum LSPMethod: String, Sendable, CaseIterable {
  // Lifecycle
  case initialize
  case initialized
  case shutdown
  case exit
  case cancelRequest = "$/cancelRequest"
  case setTrace = "$/setTrace"
  // Documents
  case didOpen = "textDocument/didOpen"
  case didChange = "textDocument/didChange"
  case didClose = "textDocument/didClose"
  case didSave = "textDocument/didSave"
  // Language features
  case publishDiagnostics = "textDocument/publishDiagnostics"
  case diagnostic = "textDocument/diagnostic"
  case codeAction = "textDocument/codeAction"
  case hover = "textDocument/hover"
  case definition = "textDocument/definition"
  case references = "textDocument/references"
  case codeLens = "textDocument/codeLens"
  // Workspace
  case didChangeWatchedFiles = "workspace/didChangeWatchedFiles"
  case didChangeConfiguration = "workspace/didChangeConfiguration"
  case diagnosticRefresh = "workspace/diagnostic/refresh"
  // Window and client
  case showMessage = "window/showMessage"
  case logMessage = "window/logMessage"
  case workDoneProgressCreate = "window/workDoneProgress/create"
  case progress = "$/progress"
  case registerCapability = "client/registerCapability"
}
