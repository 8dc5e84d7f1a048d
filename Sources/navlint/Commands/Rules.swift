import ArgumentParser
import NavlintJSON
import NavlintReport
import NavlintRules

/// `navlint rules [--format text|json]`: every registered rule with its id, name, default severity
/// and fix availability.
struct Rules: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules", abstract: "List the rules: id, name, default severity, fix and summary.")

  /// The formats `navlint rules` can print.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
  }

  @Option(help: "text (a table) or json.")
  var format: Format = .text

  func run() throws {
    let rules = ReportRule.all
    switch format {
    case .text:
      Console.output(Self.table(rules))
    case .json:
      do {
        Console.output(try Self.json(rules).serialized(pretty: true) + [0x0A])
      } catch {
        throw CLIError("cannot write the rule list: \(error)")
      }
    }
  }

  /// `NAV001  deprecated-navigation-view  warning  safe    summary`, columns padded.
  static func table(_ rules: [ReportRule]) -> String {
    let nameWidth = rules.map(\.name.count).max() ?? 0
    var text = ""
    for rule in rules {
      let name = rule.name.padding(to: nameWidth)
      let severity = rule.defaultSeverity.rawValue.padding(to: 7)
      let fix = (rule.fixAvailability == .none ? "-" : rule.fixAvailability.rawValue).padding(to: 6)
      text += "\(rule.id)  \(name)  \(severity)  \(fix)  \(rule.summary)\n"
    }
    return text
  }

  /// `{"version":1,"rules":[{"id","name","severity","fix","summary","url"}]}`; fix is none, safe or unsafe.
  static func json(_ rules: [ReportRule]) -> JSON {
    let entries: [JSON] = rules.map { rule in
      [
        "id": .string(rule.id.rawValue),
        "name": .string(rule.name),
        "severity": .string(rule.defaultSeverity.rawValue),
        "fix": .string(rule.fixAvailability.rawValue),
        "summary": .string(rule.summary),
        "url": .string(rule.documentationURL),
      ]
    }
    return ["version": 1, "rules": .array(entries)]
  }
}

extension String {
  /// The string followed by spaces up to `width` characters.
  func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
