import NavlintRules

/// What `navlint lint --show-settings FILE` prints: the config files that apply to the file, in the order
/// they apply, whether the file is linted, the deployment target and where it came from, the default actor
/// isolation, and every rule's effective severity and options (after `--rule`/`--disable`).
public enum SettingsReport {
  public static func text(for plan: FilePlan, currentDirectory: String) -> String {
    func shown(_ path: String) -> String { FilePath.display(path, currentDirectory: currentDirectory) }
    let configuration = plan.settings.configuration
    var lines = ["Settings for \(shown(plan.path))", ""]

    lines.append("Configuration files, in the order they apply (later files win):")
    let files = configuration?.files ?? []
    lines += files.isEmpty ? ["  none (built-in defaults)"] : files.map { "  \(shown($0))" }
    lines.append("")

    lines.append("Linted in a folder walk: \(plan.isExcluded ? "no (excluded by include/exclude)" : "yes")")
    switch plan.settings.deploymentTarget {
    case nil:
      lines.append("Deployment target: none found (rules about older iOS versions all run)")
    case let target?:
      if let macOS = target.macOS {
        lines.append(
          "Deployment target: iOS \(target.version), the SwiftUI of macOS \(macOS) (no iOS target; "
            + "\(describe(target.source, macOS: true, shown: shown)))")
      } else {
        lines.append("Deployment target: iOS \(target.version) (\(describe(target.source, shown: shown)))")
      }
    }
    lines.append(
      plan.settings.isMainActorByDefault
        ? "Default actor isolation: MainActor (set by a project file)"
        : "Default actor isolation: nonisolated (no project file sets MainActor)")
    lines.append("")

    lines.append("Rules:")
    let settings = plan.linter.settings
    let width = RuleCatalog.all.map { "\($0.id.rawValue) \($0.name)".count }.max() ?? 0
    for rule in RuleCatalog.all {
      let title = "\(rule.id.rawValue) \(rule.name)"
      var line = "  " + title + String(repeating: " ", count: width - title.count + 2)
      guard let severity = settings.severity(of: rule.type) else {
        lines.append(line + "off")
        continue
      }
      line += severity.rawValue + (severity == rule.defaultSeverity ? " (default)" : "")
      let options = settings.options(for: rule.id)
      let shownOptions = rule.options.map { option in
        "\(option.name): \(describe(options[option.name] ?? option.defaultValue))"
          + (options[option.name] == nil ? " (default)" : "")
      }
      if !shownOptions.isEmpty { line += "; " + shownOptions.joined(separator: ", ") }
      lines.append(line)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func describe(_ source: DeploymentTarget.Source, macOS: Bool = false, shown: (String) -> String) -> String {
    switch source {
    case .configuration(let path): "minimum_ios in \(shown(path))"
    case .packageManifest(let path): "platforms in \(shown(path))"
    case .xcodeProject(let path), .xcconfig(let path):
      "\(macOS ? "MACOSX" : "IPHONEOS")_DEPLOYMENT_TARGET in \(shown(path))"
    case .xcodeGen(let path): "deploymentTarget in \(shown(path))"
    case .tuist(let path): "deployment targets in \(shown(path))"
    }
  }

  static func describe(_ value: RuleOptionValue) -> String {
    switch value {
    case .bool(let flag): String(flag)
    case .integer(let number): String(number)
    case .number(let number): OptionKind.text(number)
    case .string(let text): text
    case .strings(let texts): "[" + texts.joined(separator: ", ") + "]"
    }
  }
}
