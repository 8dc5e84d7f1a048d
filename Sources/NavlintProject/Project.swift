import NavlintRules
/// STUB: replaced by configuration loading, discovery and atomic writes.
public enum ProjectStub {}
