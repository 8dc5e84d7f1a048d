/// Splits identifiers into words, for rules that judge a name by what it says (`showDeleteAlert`,
/// `localCachePath`).
public enum IdentifierWords {
  /// The lowercased camel-case words of an identifier: `showDeleteAlert` → `show`, `delete`, `alert`;
  /// `URLCache` → `url`, `cache`; `alert_item` → `alert`, `item`.
  public static func words(of name: String) -> [String] {
    if let words = asciiWords(of: name) { return words }
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

  /// Whether the last of `words(of: name)` is one of `candidates` (lowercase words): `appRouter` ends with
  /// `router`. The end of an ASCII name is compared first, so most names are answered without splitting them.
  public static func lastWord(of name: String, isOneOf candidates: Set<String>) -> Bool {
    var utf8 = name
    let mayEndWithOne = utf8.withUTF8 { bytes -> Bool in
      // The last word ends at the last letter or digit; a non-ASCII name takes the slow path.
      var end = bytes.count
      while end > 0, !isASCIIAlphanumeric(bytes[end - 1]) {
        if bytes[end - 1] >= 0x80 { return true }
        end -= 1
      }
      return candidates.contains { candidate in
        let word = candidate.utf8
        guard word.count <= end else { return false }
        return zip(bytes[(end - word.count)..<end], word).allSatisfy { byte, letter in
          byte == letter || (isUpper(byte) && byte + 0x20 == letter)
        }
      }
    }
    guard mayEndWithOne else { return false }
    return words(of: name).last.map(candidates.contains) ?? false
  }

  private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool { isDigit(byte) || isUpper(byte) || isLower(byte) }
  private static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
  private static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// `words(of:)` for an ASCII name, on its bytes (the Unicode character properties are slow); `nil` when
  /// the name has a non-ASCII byte. Same word boundaries: letters and digits form words, a capital after
  /// a lowercase letter or digit starts one, and so does the last capital of an acronym before lowercase.
  private static func asciiWords(of name: String) -> [String]? {
    var utf8 = name
    return utf8.withUTF8 { bytes -> [String]? in
      var words: [String] = []
      var wordStart = -1
      func flush(_ end: Int) {
        guard wordStart >= 0, wordStart < end else { return }
        var word = [UInt8](bytes[wordStart..<end])
        for index in word.indices where isUpper(word[index]) { word[index] += 0x20 }
        words.append(String(decoding: word, as: UTF8.self))
      }
      for position in 0..<bytes.count {
        let byte = bytes[position]
        guard byte < 0x80 else { return nil }
        guard isUpper(byte) || isLower(byte) || isDigit(byte) else {
          flush(position)
          wordStart = -1
          continue
        }
        if wordStart < 0 {
          wordStart = position
          continue
        }
        if isUpper(byte) {
          let previousIsUpper = isUpper(bytes[position - 1])
          let nextIsLower = position + 1 < bytes.count && isLower(bytes[position + 1])
          if !previousIsUpper || nextIsLower {
            flush(position)
            wordStart = position
          }
        }
      }
      flush(bytes.count)
      return words
    }
  }
}
