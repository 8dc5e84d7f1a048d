import NavlintRules
import Yams

/// Turns `.navlint.yml` text into a `Configuration`, rejecting anything it does not understand.
///
/// Every error carries the line and column of the offending node (Yams marks are 1-based, columns in
/// Unicode scalars). The node tree is walked once with a node budget and a depth limit first, so
/// alias bombs and deep nesting fail fast with a clear message.
struct ConfigParser {
  static let topLevelKeys = ["extends", "root", "minimum_ios", "include", "exclude", "rules", "overrides"]

  /// SwiftLint's keys, answered with what navlint calls them (a team moving over writes them first).
  static let swiftLintHints: [String: String] = [
    "disabled_rules": "navlint turns a rule off under 'rules:' (for example 'NAV016: off')",
    "opt_in_rules": "every navlint rule is on by default; set a severity under 'rules:' instead",
    "only_rules": "turn the other rules off under 'rules:', or pass --rule ID on the command line",
    "analyzer_rules": "navlint has no analyzer rules; configure every rule under 'rules:'",
    "included": "navlint's key is 'include'",
    "excluded": "navlint's key is 'exclude'",
    "parent_config": "navlint's key is 'extends'",
    "child_config": "nested .navlint.yml files merge over their parents; use 'extends' in the child",
    "reporter": "choose the report with --format on the command line",
    "deployment_target": "navlint's key is 'minimum_ios' (for example 'minimum_ios: 16')",
    "strict": "pass --strict on the command line",
    "warning_threshold": "navlint has no warning threshold; use --strict to fail on warnings",
    "allow_zero_lintable_files": "navlint never fails for having no files to lint",
  ]

  let path: String
  let displayPath: String
  let rules: [any Rule.Type]
  let limits: YAMLLimits

  init(path: String, displayPath: String, rules: [any Rule.Type], limits: YAMLLimits) {
    self.path = path
    self.displayPath = displayPath
    self.rules = rules
    self.limits = limits
  }

  func parse(_ text: String) throws(ConfigError) -> Configuration {
    let bytes = Array(text.utf8)
    guard bytes.count <= limits.maxBytes else {
      throw ConfigError.unreadable(path: displayPath, reason: "larger than \(limits.maxBytes) bytes")
    }
    if let line = limits.lineExceedingNesting(in: bytes) {
      throw ConfigError.tooComplex(
        path: displayPath, line: line, column: 1,
        problem: "nesting is too deep (more than \(limits.maxDepth) levels)")
    }
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      throw yamlError(error, text: text)
    } catch {
      throw ConfigError.invalidYAML(path: displayPath, line: 1, column: 1, problem: "\(error)")
    }
    var configuration = Configuration(path: path, folder: FilePath.parent(path))
    guard let root else { return configuration }
    var budget = limits.maxNodes
    try checkSize(root, depth: 1, budget: &budget)
    if case .scalar(let scalar) = root, isNull(scalar) { return configuration }
    guard case .mapping(let mapping) = root else {
      throw invalid(
        root, "the configuration must be a mapping with keys such as 'rules' and 'exclude', found \(describe(root))")
    }
    var seen: Set<String> = []
    var layers: [Configuration.RuleLayer] = []
    var overrides: [Configuration.RuleLayer] = []
    var includeNode: Node?
    var excludeNode: Node?
    for (keyNode, value) in mapping {
      let key = try keyText(keyNode)
      guard seen.insert(key).inserted else { throw invalid(keyNode, "duplicate key '\(key)'") }
      switch key {
      case "minimum_ios":
        configuration.minimumIOS = try version(value)
      case "include":
        configuration.include = try globs(value, key: key)
        includeNode = value
      case "exclude":
        configuration.exclude = try globs(value, key: key)
        excludeNode = value
      case "rules":
        let rules = try self.rules(value)
        if !rules.isEmpty { layers.append(Configuration.RuleLayer(folder: configuration.folder, rules: rules)) }
      case "overrides":
        overrides = try self.overrides(value, folder: configuration.folder)
      case "extends":
        configuration.extends = try references(value)
      case "root":
        guard case .scalar(let scalar) = value, scalar.style == .plain, let flag = Bool(scalar.string.lowercased())
        else {
          throw invalid(value, "'root' expects true or false, found \(describe(value))")
        }
        configuration.isRoot = flag
      default:
        let hint = Self.swiftLintHints[key].map { "; \($0)" } ?? suggestion(for: key, among: Self.topLevelKeys)
        throw invalid(
          keyNode, "unknown key '\(key)'" + hint + "; valid keys are " + Self.topLevelKeys.joined(separator: ", "))
      }
    }
    configuration.ruleLayers = layers + overrides
    configuration.minimumIOSFile = configuration.minimumIOS == nil ? nil : path
    configuration.setsInclude = includeNode != nil
    configuration.setsExclude = excludeNode != nil
    return configuration
  }

  /// `overrides: [{ paths: [glob, ...], rules: {...} }, ...]`: rule settings for the files matching `paths`
  /// (relative to this file's folder), applied after `rules`, in order.
  private func overrides(_ node: Node, folder: String) throws(ConfigError) -> [Configuration.RuleLayer] {
    if case .scalar(let scalar) = node, isNull(scalar) { return [] }
    guard case .sequence(let sequence) = node else {
      throw invalid(node, "'overrides' expects a list of tables with 'paths' and 'rules', found \(describe(node))")
    }
    var layers: [Configuration.RuleLayer] = []
    for item in sequence {
      guard case .mapping(let mapping) = item else {
        throw invalid(
          item, "each entry of 'overrides' expects a table with 'paths' and 'rules', found \(describe(item))")
      }
      var paths: [Glob]?
      var rules: [RuleID: RuleConfiguration] = [:]
      var seen: Set<String> = []
      for (keyNode, value) in mapping {
        let key = try keyText(keyNode)
        guard seen.insert(key).inserted else { throw invalid(keyNode, "duplicate key '\(key)'") }
        switch key {
        case "paths": paths = try globs(value, key: "paths")
        case "rules": rules = try self.rules(value)
        default:
          throw invalid(
            keyNode,
            "unknown key '\(key)' in 'overrides'" + suggestion(for: key, among: ["paths", "rules"])
              + "; valid keys are paths, rules")
        }
      }
      guard let paths, !paths.isEmpty else {
        throw invalid(item, "an entry of 'overrides' needs 'paths': the globs of the files it applies to")
      }
      layers.append(Configuration.RuleLayer(folder: folder, paths: paths, rules: rules))
    }
    return layers
  }

  /// `extends: PATH` or a list of paths, relative to this file's folder.
  private func references(_ node: Node) throws(ConfigError) -> [Configuration.Reference] {
    let items: [Node]
    switch node {
    case .scalar(let scalar) where isNull(scalar): return []
    case .scalar: items = [node]
    case .sequence(let sequence): items = Array(sequence)
    case .mapping: throw invalid(node, "'extends' expects the path of a configuration file, found a mapping")
    }
    var result: [Configuration.Reference] = []
    for item in items {
      guard case .scalar(let scalar) = item, !isNull(scalar), !scalar.string.isEmpty else {
        throw invalid(item, "'extends' expects paths of configuration files, found \(describe(item))")
      }
      result.append(.init(path: scalar.string, line: item.mark?.line ?? 1, column: item.mark?.column ?? 1))
    }
    return result
  }

  // MARK: - Limits

  /// Walks the tree as consumers would see it (aliases expanded), charging one unit per node.
  private func checkSize(_ node: Node, depth: Int, budget: inout Int) throws(ConfigError) {
    budget -= 1
    if budget < 0 {
      throw tooComplex(
        node, "the document expands to more than \(limits.maxNodes) values (are anchors and aliases nested?)")
    }
    guard depth <= limits.maxDepth else {
      throw tooComplex(node, "nesting is too deep (more than \(limits.maxDepth) levels)")
    }
    switch node {
    case .scalar: return
    case .sequence(let sequence):
      for child in sequence { try checkSize(child, depth: depth + 1, budget: &budget) }
    case .mapping(let mapping):
      for (key, value) in mapping {
        try checkSize(key, depth: depth + 1, budget: &budget)
        try checkSize(value, depth: depth + 1, budget: &budget)
      }
    }
  }

  // MARK: - Keys

  private func version(_ node: Node) throws(ConfigError) -> DeploymentVersion {
    guard case .scalar(let scalar) = node, let version = DeploymentVersion(scalar.string) else {
      throw invalid(node, "'minimum_ios' expects an iOS version such as 15 or \"16.4\", found \(describe(node))")
    }
    return version
  }

  private func globs(_ node: Node, key: String) throws(ConfigError) -> [Glob] {
    let items: [Node]
    switch node {
    case .scalar(let scalar) where isNull(scalar): return []
    case .scalar: items = [node]
    case .sequence(let sequence): items = Array(sequence)
    case .mapping: throw invalid(node, "'\(key)' expects a list of glob patterns, found a mapping")
    }
    var result: [Glob] = []
    for item in items {
      guard case .scalar(let scalar) = item, !isNull(scalar), !scalar.string.isEmpty else {
        throw invalid(item, "'\(key)' expects glob patterns (strings), found \(describe(item))")
      }
      result.append(Glob(scalar.string))
    }
    return result
  }

  private func rules(_ node: Node) throws(ConfigError) -> [RuleID: RuleConfiguration] {
    if case .scalar(let scalar) = node, isNull(scalar) { return [:] }
    guard case .mapping(let mapping) = node else {
      throw invalid(
        node, "'rules' expects a mapping from rule id or name to a severity or a table, found \(describe(node))")
    }
    var result: [RuleID: RuleConfiguration] = [:]
    /// Where each rule was configured (the key as written, its line), for the "configured twice" error.
    var written: [RuleID: (key: String, line: Int)] = [:]
    for (keyNode, value) in mapping {
      let key = try keyText(keyNode)
      guard let rule = rule(named: key) else {
        throw invalid(keyNode, "unknown rule '\(key)'; run 'navlint rules' to list rules")
      }
      if let earlier = written[rule.id] {
        throw invalid(
          keyNode, "rule '\(displayName(rule))' is configured twice (also as '\(earlier.key)' on line \(earlier.line))")
      }
      written[rule.id] = (key, keyNode.mark?.line ?? 1)
      var entry = RuleConfiguration()
      switch value {
      case .scalar:
        entry = try severity(value, rule: rule, options: [:])
      case .mapping(let table):
        var seenOptions: Set<String> = []
        for (optionNode, optionNodeValue) in table {
          let option = try keyText(optionNode)
          guard seenOptions.insert(option).inserted else {
            throw invalid(optionNode, "duplicate key '\(option)' for rule '\(displayName(rule))'")
          }
          if option == "severity" {
            entry = try severity(optionNodeValue, rule: rule, options: entry.options)
            continue
          }
          guard let declared = rule.options.first(where: { $0.name == option }) else {
            let known = ["severity"] + rule.options.map(\.name).sorted()
            throw invalid(
              optionNode,
              "unknown option '\(option)' for rule '\(displayName(rule))'"
                + suggestion(for: option, among: known) + "; valid keys are " + known.joined(separator: ", "))
          }
          entry.options[option] = try optionValue(optionNodeValue, declared: declared, rule: rule)
        }
      case .sequence:
        throw invalid(
          value,
          "rule '\(displayName(rule))' expects off, info, warning, error or a table with "
            + "'severity' and options, found a list")
      }
      result[rule.id] = entry
    }
    return result
  }

  /// The rule whose id (case-insensitive) or name is `key`.
  private func rule(named key: String) -> (any Rule.Type)? {
    rules.first { $0.id.rawValue.uppercased() == key.uppercased() || $0.name == key }
  }

  /// `NAV001 deprecated-navigation-view`, the way messages name a rule.
  private func displayName(_ rule: any Rule.Type) -> String { "\(rule.id.rawValue) \(rule.name)" }

  /// `off` turns the rule off; `info`, `warning` and `error` set its severity. Options already read stay.
  private func severity(
    _ node: Node, rule: any Rule.Type, options: [String: RuleOptionValue]
  ) throws(ConfigError) -> RuleConfiguration {
    if case .scalar(let scalar) = node {
      if scalar.string == "off" { return RuleConfiguration(isEnabled: false, options: options) }
      if let severity = Severity(rawValue: scalar.string) {
        return RuleConfiguration(isEnabled: true, severity: severity, options: options)
      }
    }
    throw invalid(
      node,
      "invalid severity \(describe(node)) for rule '\(displayName(rule))'; expected off, info, warning or error")
  }

  private func optionValue(
    _ node: Node, declared: RuleOption, rule: any Rule.Type
  ) throws(ConfigError) -> RuleOptionValue {
    let option = declared.name
    let kind = OptionKind(declared)
    let value = try optionValue(node, kind: kind, option: option, rule: rule)
    if let number = value.numberValue {
      if let minimum = declared.minimum, number < minimum {
        throw invalid(
          node,
          "option '\(option)' of rule '\(displayName(rule))' must be at least \(OptionKind.text(minimum)), "
            + "found \(describe(node))")
      }
      if let maximum = declared.maximum, number > maximum {
        throw invalid(
          node,
          "option '\(option)' of rule '\(displayName(rule))' must be at most \(OptionKind.text(maximum)), "
            + "found \(describe(node))")
      }
    }
    return value
  }

  private func optionValue(
    _ node: Node, kind: OptionKind, option: String, rule: any Rule.Type
  ) throws(ConfigError) -> RuleOptionValue {
    let wrongType = invalid(
      node,
      "option '\(option)' of rule '\(displayName(rule))' expects \(kind), "
        + "found \(describe(node))")
    switch (kind, node) {
    case (.bool, .scalar(let scalar)) where scalar.style == .plain:
      switch scalar.string {
      case "true", "True", "TRUE": return .bool(true)
      case "false", "False", "FALSE": return .bool(false)
      default: throw wrongType
      }
    case (.integer, .scalar(let scalar)) where scalar.style == .plain:
      guard let value = Int(scalar.string) else { throw wrongType }
      return .integer(value)
    case (.number, .scalar(let scalar)) where scalar.style == .plain:
      if let value = Int(scalar.string) { return .integer(value) }
      guard let value = Double(scalar.string), value.isFinite else { throw wrongType }
      return .number(value)
    case (.string, .scalar(let scalar)) where !isNull(scalar):
      return .string(scalar.string)
    case (.oneOf(let choices), .scalar(let scalar)) where choices.contains(scalar.string):
      return .string(scalar.string)
    case (.stringList, .scalar(let scalar)) where !isNull(scalar):
      return .strings([scalar.string])
    case (.stringList, .sequence(let sequence)):
      var values: [String] = []
      for item in sequence {
        guard case .scalar(let scalar) = item, !isNull(scalar) else {
          throw invalid(
            item,
            "option '\(option)' of rule '\(displayName(rule))' expects a list of strings, "
              + "found \(describe(item)) in the list")
        }
        values.append(scalar.string)
      }
      return .strings(values)
    default:
      throw wrongType
    }
  }

  // MARK: - Helpers

  private func keyText(_ node: Node) throws(ConfigError) -> String {
    guard case .scalar(let scalar) = node, !isNull(scalar) else {
      throw invalid(node, "keys must be plain names, found \(describe(node))")
    }
    return scalar.string
  }

  private func isNull(_ scalar: Node.Scalar) -> Bool {
    scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
  }

  /// `'text'` for a scalar, `nothing` for an empty value, `a list`/`a mapping` otherwise.
  private func describe(_ node: Node) -> String {
    switch node {
    case .scalar(let scalar): return isNull(scalar) ? "nothing" : "'\(scalar.string)'"
    case .sequence: return "a list"
    case .mapping: return "a mapping"
    }
  }

  private func invalid(_ node: Node, _ problem: String) -> ConfigError {
    let mark = node.mark
    return .invalid(path: displayPath, line: mark?.line ?? 1, column: mark?.column ?? 1, problem: problem)
  }

  private func tooComplex(_ node: Node, _ problem: String) -> ConfigError {
    let mark = node.mark
    return .tooComplex(path: displayPath, line: mark?.line ?? 1, column: mark?.column ?? 1, problem: problem)
  }

  private func yamlError(_ error: YamlError, text: String) -> ConfigError {
    switch error {
    case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      var message = problem
      if let context { message += " (\(context.text) on line \(context.mark.line))" }
      return .invalidYAML(path: displayPath, line: mark.line, column: mark.column, problem: message)
    case .reader(let problem, let offset, _, _):
      let prefix = text.prefix(offset ?? 0).unicodeScalars
      let line = prefix.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
      let column = prefix.split(separator: "\n", omittingEmptySubsequences: false).last.map { $0.count + 1 } ?? 1
      return .invalidYAML(path: displayPath, line: line, column: column, problem: problem)
    default:
      return .invalidYAML(path: displayPath, line: 1, column: 1, problem: "\(error)")
    }
  }

  /// `"; did you mean 'x'?"` when a candidate is within two edits of `word`.
  private func suggestion(for word: String, among candidates: [String]) -> String {
    let scored = candidates.map { (candidate: $0, distance: EditDistance.between(word, $0)) }
    guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= 2 else { return "" }
    return "; did you mean '\(best.candidate)'?"
  }
}
