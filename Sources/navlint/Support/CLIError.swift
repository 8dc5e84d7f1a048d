/// A usage, configuration or I/O problem: the run stops with exit status 2 and the message on stderr.
struct CLIError: Error, CustomStringConvertible {
  static let exitStatus: Int32 = 2

  /// One message per problem, each printed as `navlint: error: <message>`.
  var messages: [String]

  init(_ message: String) { messages = [message] }

  init(messages: [String]) { self.messages = messages }

  var description: String { messages.joined(separator: "\n") }
}
