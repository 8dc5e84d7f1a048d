import NavlintRules

/// The commented `.navlint.yml` that `navlint init` writes.
public enum StarterConfiguration {
  /// A valid configuration in which every setting is present but commented out, one block per rule
  /// listing its severity and options, so users uncomment what they need. Parsing it gives the
  /// default configuration.
  public static func text(rules: [any Rule.Type] = AllRules.types) -> String {
    var lines: [String] = [
      "# navlint configuration. Every setting below is commented out and shows its default.",
      "# navlint merges the .navlint.yml files above each linted file: the nearest one's keys win and the",
      "# rest is inherited (or it uses the file given with --config). 'navlint lint --show-settings FILE'",
      "# prints what applies to FILE and where it came from.",
      "",
      "# Stop merging with .navlint.yml files in folders above this one.",
      "# root: true",
      "",
      "# Shared configuration files (relative to this file's folder), applied first; this file wins.",
      "# extends: ../team/navlint.yml",
      "",
      "# Oldest iOS version the app supports. Rules about APIs that are fine on it stay quiet.",
      "# When unset, navlint reads it from Package.swift (platforms: [.iOS(...)]), from",
      "# IPHONEOS_DEPLOYMENT_TARGET in the Xcode project or its .xcconfig files, or from an XcodeGen",
      "# project.yml or a Tuist Project.swift (the lowest value found). A Mac app's macOS target",
      "# counts as the iOS release of its year (macOS 12 is iOS 15) when the project names no iOS.",
      "# minimum_ios: 16",
      "",
      "# Globs relative to this file's folder: * and ? stay within a folder, ** spans folders,",
      "# and a folder matches everything inside it. Files named on the command line are always linted.",
      "# include:",
      "#   - Sources",
      "# exclude:",
      "#   - \"**/Generated\"",
      "#   - Tests/Fixtures",
      "",
      "# Rules by id or name: off, info, warning or error, or a table with severity and options.",
      "# Run 'navlint rules' to list them and 'navlint explain ID' to read about one.",
      "# rules:",
    ]
    for rule in rules.sorted(by: { $0.id.rawValue < $1.id.rawValue }) {
      let summary = rule.summary.isEmpty ? "" : " — " + rule.summary
      lines.append("#   # \(rule.id.rawValue) \(rule.name)\(summary)")
      let severity = rule.defaultSeverity.rawValue
      if rule.options.isEmpty {
        lines.append("#   \(rule.id.rawValue): \(severity)")
        continue
      }
      lines.append("#   \(rule.id.rawValue):")
      lines.append("#     severity: \(severity)")
      for option in rule.options.sorted(by: { $0.name < $1.name }) {
        lines.append("#     \(option.name): \(option.defaultValue.yamlText)  # \(OptionKind(option))")
      }
    }
    if rules.isEmpty { lines.append("#   NAV001: warning") }
    // The delay rule is the usual one to quiet in previews and tests.
    let example = rules.first { $0.id.rawValue == "NAV014" }?.id.rawValue ?? rules.last?.id.rawValue ?? "NAV001"
    lines += [
      "",
      "# Rule settings for some paths only, applied in order after 'rules' (later entries win).",
      "# overrides:",
      "#   - paths: [\"**/Previews\", \"Tests/**\"]",
      "#     rules:",
      "#       \(example): off",
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}
