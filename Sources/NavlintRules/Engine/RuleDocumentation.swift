/// Where rule docs are published: the one place the base URL is spelled out (SARIF, LSP, `explain`).
public enum RuleDocumentation {
  /// `Rules/` of the repository's main branch; a rule's page is `<base>NAVnnn-name.md`.
  public static let baseURL = "https://github.com/navlint/navlint/blob/main/Rules/"

  /// The page of rule `id` named `name`.
  public static func url(id: RuleID, name: String) -> String { "\(baseURL)\(id.rawValue)-\(name).md" }
}
