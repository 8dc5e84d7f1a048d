/// Splits identifiers into words, for rules that judge a name by what it says (`showDeleteAlert`,
/// `localCachePath`).
public enum IdentifierWords {
  /// The lowercased camel-case words of an identifier: `showDeleteAlert` → `show`, `delete`, `alert`;
  /// `URLCache` → `url`, `cache`; `alert_item` → `alert`, `item`.
  public static func words(of name: String) -> [String] {
    var words: [String] = []
    var current = ""
    let characters = Array(name)
    for (position, character) in characters.enumerated() {
      guard character.isLetter || character.isNumber else {
        if !current.isEmpty { words.append(current) }
        current = ""
        continue
      }
      if character.isUppercase && !current.isEmpty {
        let previousIsUpper = characters[position - 1].isUppercase
        let nextIsLower = position + 1 < characters.count && characters[position + 1].isLowercase
        // A word starts at a capital after a lowercase letter, or at the last capital of an acronym
        // followed by lowercase letters (`URLCache` → `URL`, `Cache`).
        if !previousIsUpper || nextIsLower {
          words.append(current)
          current = ""
        }
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words.map { $0.lowercased() }
  }
}
