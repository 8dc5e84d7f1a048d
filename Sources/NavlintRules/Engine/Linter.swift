import NavlintNavigation
import NavlintSyntax

/// Runs the enabled rules over one file, applies suppression comments, reports unused suppressions
/// (NAV000) and returns findings sorted by position. A pure function of its inputs.
///
/// Files and rules are gated on the rules' `triggers` (see `RuleTriggers`): `lint(_:)` on bytes returns no
/// findings without tokenizing when no trigger of an enabled rule and no `navlint:` occurs in the bytes, and
/// a rule none of whose triggers is an identifier of the file is not checked. Callers holding raw bytes
/// should pass them (`lint(_ bytes:)`), or ask `mayHaveFindings(_:)` before building a `SourceText`.
public struct Linter: Sendable {
  public var settings: RuleSettings {
    didSet { plan = Plan(settings: settings, rules: rules) }
  }
  public var rules: [any Rule.Type] {
    didSet { plan = Plan(settings: settings, rules: rules) }
  }
  /// Whether the trigger gates are used (tests turn them off to show they change no finding).
  var usesTriggers = true
  private var plan: Plan

  public init(settings: RuleSettings = RuleSettings(), rules: [any Rule.Type] = AllRules.types) {
    self.settings = settings
    self.rules = rules
    self.plan = Plan(settings: settings, rules: rules)
  }

  /// What the settings make of the rules, worked out once per linter rather than once per file.
  private struct Plan: Sendable {
    var triggers: RuleTriggers
    /// For each rule, its severity, or nil when it is off.
    var severities: [Severity?]
    /// The enabled rules as bits for the byte gate.
    var enabled: UInt64
    /// Every enabled rule: a suppression naming one that found nothing is unused.
    var judged: Set<RuleID>
    /// `judged` without the cross-file rules, for a lint that runs no project pass (`fix`): their suppressions
    /// cannot be judged there, so they are never reported unused, or removed.
    var judgedWithoutProject: Set<RuleID>
    var unusedSeverity: Severity?
    /// Whether any rule of the project pass is on.
    var runsProjectRules: Bool

    init(settings: RuleSettings, rules: [any Rule.Type]) {
      let registered = AllRules.types
      var isRegistered = rules.count == registered.count
      var severities: [Severity?] = []
      var judged = Set<RuleID>()
      var unusedSeverity: Severity?
      for (position, rule) in rules.enumerated() {
        if isRegistered && ObjectIdentifier(rule) != ObjectIdentifier(registered[position]) { isRegistered = false }
        let severity = settings.severity(of: rule)
        severities.append(severity)
        guard severity != nil else { continue }
        judged.insert(rule.id)
        if rule.id == .unusedSuppression { unusedSeverity = severity }
      }
      let triggers = isRegistered ? RuleTriggers.registered : RuleTriggers(rules: rules)
      self.triggers = triggers
      self.severities = severities
      self.enabled = triggers.mask(enabledAt: severities.indices.filter { severities[$0] != nil })
      self.judged = judged
      self.judgedWithoutProject = judged.filter { id in !rules.contains { $0.id == id && $0 is any ProjectRule.Type } }
      self.unusedSeverity = unusedSeverity
      self.runsProjectRules = rules.indices.contains { severities[$0] != nil && rules[$0] is any ProjectRule.Type }
    }
  }

  /// Whether a file of `bytes` may have findings under these settings: false only when none of the enabled
  /// rules' triggers and no `navlint:` occurs in the bytes, so the file need not be tokenized. One pass over
  /// the bytes, close to a plain scan's speed (it stops at the first trigger found).
  public func mayHaveFindings(_ bytes: [UInt8]) -> Bool {
    !usesTriggers || plan.triggers.mayHaveFindings(bytes, enabled: plan.enabled)
  }

  /// Findings for `bytes`, sorted by position. Tokenizes only when `mayHaveFindings(bytes)`.
  public func lint(_ bytes: [UInt8]) -> [Finding] {
    lint(bytes, judgesProjectRules: true)
  }

  /// `lint`; without `judgesProjectRules` (no project pass ran) suppressions of cross-file rules are neither
  /// used nor unused.
  private func lint(_ bytes: [UInt8], judgesProjectRules: Bool) -> [Finding] {
    guard mayHaveFindings(bytes) else { return [] }
    return lintGated(SourceText(bytes: bytes), judgesProjectRules: judgesProjectRules)
  }

  /// Findings for `source`, sorted by position. No byte gate: the file is already tokenized, and callers
  /// that hold bytes ask `mayHaveFindings(_:)` before building the `SourceText` (the identifier gate still
  /// skips rules whose triggers are absent, so the findings are the same).
  public func lint(_ source: SourceText) -> [Finding] {
    lintGated(source)
  }

  /// Findings for `source` whose structure the caller has built (to read the file's navigation facts from
  /// it too, through `navigation`, which the rules then share), with the project pass's findings for this
  /// file (`ProjectFindings`) joined before suppressions. Project findings of rules these settings turn off
  /// are dropped; the others get their configured severity.
  public func lint(
    _ source: SourceText, structure: FileStructure, navigation: FileNavigation? = nil, projectFindings: [Finding] = []
  ) -> [Finding] {
    lintGated(source, structure: structure, navigation: navigation, projectFindings: projectFindings)
  }

  /// `lint(_:structure:navigation:projectFindings:)`, where the findings of the rules in `shared` come from
  /// `sharedFindings` (asked once the other rules have run) instead of being checked here: another thread
  /// may have checked them on its own structure of the same text (`findings(of:in:structure:navigation:)`).
  public func lint(
    _ source: SourceText, structure: FileStructure, projectFindings: [Finding] = [], sharing shared: Set<RuleID>,
    sharedFindings: () -> [Finding]
  ) -> [Finding] {
    lintGated(
      source, structure: structure, projectFindings: projectFindings, skipping: shared, joining: sharedFindings)
  }

  /// What the rules in `ruleIDs` find in the text, before suppressions (which
  /// `lint(_:structure:projectFindings:sharing:sharedFindings:)` applies): the part of a lint another thread
  /// can check.
  public func findings(
    of ruleIDs: Set<RuleID>, in source: SourceText, structure: FileStructure, navigation: FileNavigation? = nil
  ) -> [Finding] {
    let toRun = usesTriggers ? plan.triggers.rulesToRun(in: structure) : nil
    return checks(source, structure, navigation, toRun: toRun) { ruleIDs.contains($0.id) }
  }

  /// Whether any rule of the project pass is on under these settings.
  public var runsProjectRules: Bool { plan.runsProjectRules }

  /// `lint`, once the byte gate has let the file through (or the caller has tokenized it anyway). The rules in
  /// `skipped` are not checked here: `joined` gives their findings, after the other rules have run.
  private func lintGated(
    _ source: SourceText, structure: FileStructure? = nil, navigation: FileNavigation? = nil,
    projectFindings: [Finding] = [], judgesProjectRules: Bool = true, skipping skipped: Set<RuleID> = [],
    joining joined: () -> [Finding] = { [] }
  ) -> [Finding] {
    let structure = structure ?? FileStructure(source)
    let toRun = usesTriggers ? plan.triggers.rulesToRun(in: structure) : nil
    var findings: [Finding] = []
    for var finding in projectFindings {
      guard let position = rules.firstIndex(where: { $0.id == finding.ruleID }),
        let severity = plan.severities[position],
        (rules[position] as? any ProjectRule.Type)?.isQuiet(under: settings) != true
      else { continue }
      finding.severity = severity
      findings.append(finding)
    }
    findings += checks(source, structure, navigation, toRun: toRun) { skipped.isEmpty || !skipped.contains($0.id) }
    if !skipped.isEmpty { findings += joined() }
    let suppressions = Suppressions(source: source)
    if !suppressions.directives.isEmpty || !suppressions.unknownDirectives.isEmpty {
      findings = suppressions.apply(
        to: findings, source: source, judged: judgesProjectRules ? plan.judged : plan.judgedWithoutProject,
        unusedSeverity: plan.unusedSeverity)
    }
    return Finding.sortedByPosition(findings)
  }

  /// The findings of the enabled rules that `toRun` lets through (all, without gates) and `isIncluded`
  /// accepts, before suppressions.
  private func checks(
    _ source: SourceText, _ structure: FileStructure, _ navigation: FileNavigation?, toRun: [Bool]?,
    isIncluded: (any Rule.Type) -> Bool
  ) -> [Finding] {
    var findings: [Finding] = []
    var context: RuleContext?
    for (position, rule) in rules.enumerated() {
      guard let severity = plan.severities[position], rule.id != .unusedSuppression,
        toRun?[position] ?? true, isIncluded(rule)
      else { continue }
      // One context for the file, handed from rule to rule.
      if let context {
        context.prepare(for: rule, severity: severity)
      } else {
        context = RuleContext(
          source: source, structure: structure, navigation: navigation, settings: settings, rule: rule)
      }
      guard let context else { continue }
      rule.init().check(context)
      findings += context.findings
    }
    return findings
  }

  /// Applies fixes (safe ones, or all with `includeUnsafe`) until none applies, re-linting between
  /// passes (at most `maximumPasses`). Returns the new bytes, how many fixes were applied and the findings
  /// left in the result.
  ///
  /// `projectFindings` gives the project pass's findings for a text of the file, whose fixes are applied with
  /// the others (after this file's settings and suppressions, like any finding).
  public func fix(
    _ bytes: [UInt8], includeUnsafe: Bool = false, maximumPasses: Int = 10,
    projectFindings: ([UInt8]) -> [Finding] = { _ in [] }
  ) -> FixOutcome {
    // Suppressions of cross-file rules are not judged here, so none is taken for unused and removed.
    func findings(of bytes: [UInt8]) -> [Finding] {
      let crossFile = projectFindings(bytes)
      guard !crossFile.isEmpty || mayHaveFindings(bytes) else { return [] }
      return lintGated(SourceText(bytes: bytes), projectFindings: crossFile, judgesProjectRules: false)
    }
    var current = bytes
    var appliedTotal = 0
    var found = findings(of: current)
    for _ in 0..<maximumPasses {
      let fixes = found.compactMap(\.fix).filter { includeUnsafe || $0.isSafe }
      guard !fixes.isEmpty else { break }
      let (next, applied) = FixApplier.apply(fixes, to: current)
      guard applied > 0, next != current else { break }
      appliedTotal += applied
      current = next
      found = findings(of: current)
    }
    return FixOutcome(bytes: current, appliedFixes: appliedTotal, remainingFindings: found)
  }
}

/// The result of `Linter.fix`.
public struct FixOutcome: Sendable {
  public var bytes: [UInt8]
  public var appliedFixes: Int
  public var remainingFindings: [Finding]
}
