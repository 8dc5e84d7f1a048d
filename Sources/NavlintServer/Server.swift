import NavlintJSON
import NavlintRules
/// STUB: replaced by the language server.
public enum ServerStub {}
