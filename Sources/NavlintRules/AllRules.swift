/// The rule registry: one line per rule, in id order.
public enum AllRules {
  public static let types: [any Rule.Type] = [
    UnusedSuppressionRule.self,
    DeprecatedNavigationViewRule.self,
    DestinationInLazyContainerRule.self,
    NavigationStateMissingMainActorRule.self,
    ForceUnwrappedPathDecodingRule.self,
  ]
}
