/// navlint's version, shown by `navlint --version` and written into SARIF.
public enum NavlintVersion {
  public static let current = "0.1.0"
}
