import NavlintNavigation
import NavlintSyntax

/// The project pass: the findings of the cross-file rules (`ProjectRule`) for one file of a project's
/// navigation model. `Linter.lint(_:structure:projectFindings:)` joins them with the file's own findings,
/// applies the file's settings and suppressions.
public enum ProjectFindings {
  /// The registered project rules.
  public static let rules: [any ProjectRule.Type] = AllRules.types.compactMap { $0 as? any ProjectRule.Type }

  /// Every project rule's findings in `model.files[file]`, sorted by position (severity: the rule's default;
  /// `Linter` applies the configured one).
  public static func findings(inFile file: Int, of model: NavigationModel) -> [Finding] {
    var findings: [Finding] = []
    for rule in rules {
      rule.check(file: file, in: model) { range, message, fix in
        findings.append(
          Finding(
            ruleID: rule.id, ruleName: rule.name, severity: rule.defaultSeverity, range: range, message: message,
            fix: fix))
      }
    }
    return Finding.sortedByPosition(findings)
  }
}
