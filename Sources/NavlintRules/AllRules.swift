/// The rule registry: one line per rule, in id order.
public enum AllRules {
  public static let types: [any Rule.Type] = [
    UnusedSuppressionRule.self,
    DeprecatedNavigationViewRule.self,
    ViewBasedNavigationLinkRule.self,
    DestinationInLazyContainerRule.self,
    ModelObjectsInRestoredPathRule.self,
    PathMutationOffMainActorRule.self,
    NavigationStateMissingMainActorRule.self,
    TabViewInsideNavigationStackRule.self,
    ForceUnwrappedPathDecodingRule.self,
    NestedNavigationStackRule.self,
    NavigationLinkInButtonRule.self,
    NavigationPathInBodyRule.self,
    DeprecatedNavigationModifiersRule.self,
    DeepLinkWithoutResetRule.self,
    DelayedNavigationRule.self,
    DeprecatedAlertAPIRule.self,
    ScatteredAlertStateRule.self,
    LinkWithoutDestinationRule.self,
    DuplicateDestinationRule.self,
    LinkOutsideStackRule.self,
  ]
}
