import NavlintJSON
import NavlintRules
/// STUB: replaced by the reporters.
public enum ReportStub {}
