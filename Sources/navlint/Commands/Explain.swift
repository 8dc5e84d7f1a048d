import ArgumentParser
import NavlintReport
import NavlintRules

/// `navlint explain ID|NAME`: prints the rule's documentation (its `Rules/NAVnnn-name.md`).
struct Explain: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain", abstract: "Print a rule's documentation.")

  @Argument(help: "A rule id (NAV001) or name (deprecated-navigation-view).")
  var rule: String

  func run() throws {
    guard let descriptor = RuleCatalog.descriptor(for: rule) else {
      throw CLIError("unknown rule '\(rule)' (run 'navlint rules' to list the ids and names)")
    }
    var text = descriptor.documentation ?? Self.fallback(descriptor)
    if !text.hasSuffix("\n") { text += "\n" }
    Console.output(text)
  }

  /// The facts, for a rule whose doc is not embedded.
  static func fallback(_ descriptor: RuleDescriptor) -> String {
    let rule = ReportRule(descriptor)
    return """
      # \(rule.id) \(rule.name)

      \(rule.summary)

      Severity: \(rule.defaultSeverity.rawValue). Fix: \(rule.fixAvailability.rawValue).
      Documentation: \(rule.documentationURL)

      """
  }
}
