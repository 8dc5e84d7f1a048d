import Foundation
import Testing

@testable import NavlintProject

@Suite struct ConfigurationLookupTests {
  @Test func nearestConfigWins() throws {
    try withTemporaryDirectory { folder in
      try folder.write(".navlint.yml", "rules:\n  NAV001: error\n")
      try folder.write("App/Feature/.navlint.yml", "rules:\n  NAV001: off\n")
      try folder.write("App/Feature/Deep/A.swift")
      try folder.write("App/B.swift")
      var lookup = try ConfigurationLookup(currentDirectory: folder.path, rules: sampleRules)
      let deep = try lookup.configuration(forFile: "App/Feature/Deep/A.swift")
      #expect(deep?.path == folder.url("App/Feature/.navlint.yml"))
      #expect(deep?.rules["NAV001"] == .off)
      let shallow = try lookup.configuration(forFile: folder.url("App/B.swift"))
      #expect(shallow?.path == folder.url(".navlint.yml"))
      #expect(shallow?.rules["NAV001"]?.severity == .error)
    }
  }

  @Test func explicitConfigAppliesEverywhere() throws {
    try withTemporaryDirectory { folder in
      try folder.write("App/.navlint.yml", "rules:\n  NAV001: off\n")
      try folder.write("ci.yml", "rules:\n  NAV001: info\n")
      var lookup = try ConfigurationLookup(explicitPath: "ci.yml", currentDirectory: folder.path, rules: sampleRules)
      #expect(try lookup.configuration(forFile: "App/A.swift")?.rules["NAV001"]?.severity == .info)
      #expect(lookup.explicitConfiguration?.path == folder.url("ci.yml"))
    }
  }

  @Test func explicitConfigErrorsAtOnce() throws {
    try withTemporaryDirectory { folder in
      #expect(throws: ConfigError.unreadable(path: "nope.yml", reason: "no such file")) {
        try ConfigurationLookup(explicitPath: "nope.yml", currentDirectory: folder.path, rules: sampleRules)
      }
    }
  }

  @Test func noConfigGivesNil() throws {
    try withTemporaryDirectory { folder in
      try folder.write("A.swift")
      var lookup = try ConfigurationLookup(currentDirectory: folder.path, rules: sampleRules)
      // Walks to the file system root; the temp folder's ancestors hold no .navlint.yml.
      #expect(try lookup.configuration(forFile: "A.swift") == nil)
    }
  }

  @Test func errorsUseDisplayPathsAndRepeatFromTheCache() throws {
    try withTemporaryDirectory { folder in
      try folder.write("App/.navlint.yml", "rules:\n  NAV001: loud\n")
      var lookup = try ConfigurationLookup(currentDirectory: folder.path, rules: sampleRules)
      for _ in 0..<2 {
        #expect(throws: ConfigError.self) { try lookup.configuration(forFile: "App/A.swift") }
        do {
          _ = try lookup.configuration(forFile: "App/Sub/B.swift")
        } catch {
          #expect("\(error)".hasPrefix("App/.navlint.yml:2:11: invalid severity 'loud'"))
        }
      }
    }
  }

  @Test func cacheIsPerFolderAndInvalidates() throws {
    try withTemporaryDirectory { folder in
      try folder.write(".navlint.yml", "rules:\n  NAV001: error\n")
      var lookup = try ConfigurationLookup(currentDirectory: folder.path, rules: sampleRules)
      #expect(try lookup.configuration(forFile: "A.swift")?.rules["NAV001"]?.severity == .error)
      try folder.write(".navlint.yml", "rules:\n  NAV001: info\n")
      #expect(try lookup.configuration(forFile: "A.swift")?.rules["NAV001"]?.severity == .error)
      lookup.invalidate()
      #expect(try lookup.configuration(forFile: "A.swift")?.rules["NAV001"]?.severity == .info)
    }
  }

  @Test func settingsPreferConfigThenProjectFiles() throws {
    try withTemporaryDirectory { folder in
      try folder.write("Package.swift", "let package = Package(platforms: [.iOS(.v16)])\n")
      try folder.write("Configured/.navlint.yml", "minimum_ios: 15\n")
      try folder.write("Plain/.navlint.yml", "rules:\n  NAV001: info\n")
      var settings = ProjectSettings(
        lookup: try ConfigurationLookup(currentDirectory: folder.path, rules: sampleRules))
      let configured = try settings.settings(forFile: "Configured/A.swift")
      #expect(configured.deploymentTarget?.version == DeploymentVersion(major: 15))
      #expect(configured.deploymentTarget?.source == .configuration(path: folder.url("Configured/.navlint.yml")))
      let plain = try settings.settings(forFile: "Plain/A.swift")
      #expect(plain.configuration?.rules["NAV001"]?.severity == .info)
      #expect(plain.deploymentTarget?.version == DeploymentVersion(major: 16))
      #expect(plain.deploymentTarget?.source == .packageManifest(path: folder.url("Package.swift")))
    }
  }
}

@Suite struct StarterConfigurationTests {
  @Test func listsEveryRuleAndOptionAndParsesToTheDefault() throws {
    let text = StarterConfiguration.text(rules: sampleRules)
    for rule in sampleRules {
      #expect(text.contains(rule.id.rawValue))
      #expect(text.contains(rule.name))
      for option in rule.options.map(\.name) { #expect(text.contains("#     \(option): "), "\(option)") }
    }
    #expect(text.contains("#     max_depth: 3  # an integer"))
    #expect(text.contains("#     containers: [\"List\", \"LazyVStack\"]  # a list of strings"))
    #expect(text.contains("minimum_ios"))
    #expect(text.contains("exclude"))
    #expect(text.contains("include"))
    let configuration = try Configuration.parse(text, path: "/p/.navlint.yml", rules: sampleRules)
    #expect(configuration == Configuration(path: "/p/.navlint.yml", folder: "/p"))
  }

  /// Uncommenting the whole starter gives a valid configuration that sets every option.
  @Test func uncommentedStarterIsValid() throws {
    let text = StarterConfiguration.text(rules: sampleRules)
    let uncommented = text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
      guard line.hasPrefix("# ") else { return String(line) }
      let body = line.dropFirst(2)
      // Keep commented prose out: settings are the lines that start with a key or a list item.
      if body.hasPrefix("minimum_ios") || body.hasPrefix("include") || body.hasPrefix("exclude")
        || body.hasPrefix("rules") || body.hasPrefix("root") || body.hasPrefix("extends")
        || body.hasPrefix("overrides") || body.hasPrefix("  ") && !body.hasPrefix("  #")
      {
        return String(body)
      }
      return nil
    }.joined(separator: "\n")
    let configuration = try Configuration.parse(uncommented, path: "/p/.navlint.yml", rules: sampleRules)
    #expect(configuration.minimumIOS == DeploymentVersion(major: 16))
    #expect(configuration.rules.count == sampleRules.count)
    #expect(configuration.rules["NAV002"]?.options.count == sampleRules[1].options.count)
    #expect(configuration.rules["NAV002"]?.severity == .error)
    #expect(configuration.isRoot)
    #expect(configuration.extends.count == 1)
    #expect(configuration.hasOverrides)
  }
}
