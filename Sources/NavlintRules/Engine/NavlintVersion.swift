/// navlint's version: `navlint --version`, SARIF's tool version and the server's `serverInfo`.
public enum NavlintVersion {
  public static let current = "0.1.0"
}
