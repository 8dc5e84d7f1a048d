import NavlintSyntax
/// STUB: replaced by the rule engine.
public enum RuleEngineStub {}
