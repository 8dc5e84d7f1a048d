import NavlintProject

/// Converts between `file:` URIs and absolute paths (percent-decoding and -encoding UTF-8 bytes).
enum FileURI {
  /// The absolute path of a `file:` URI (`file:///a/b`, `file://localhost/a/b`), or `nil` for others.
  static func path(of uri: String) -> String? {
    let bytes = Array(uri.utf8)
    let prefix = Array("file://".utf8)
    guard bytes.count > prefix.count, bytes[..<prefix.count].map({ $0 | 0x20 }) == prefix else { return nil }
    var rest = bytes[prefix.count...]
    if rest.first != 0x2F {
      // An authority: only an empty one or localhost names this machine.
      guard let slash = rest.firstIndex(of: 0x2F),
        String(decoding: rest[rest.startIndex..<slash], as: UTF8.self).lowercased() == "localhost"
      else { return nil }
      rest = rest[slash...]
    }
    var decoded: [UInt8] = []
    var index = rest.startIndex
    while index < rest.endIndex {
      let byte = rest[index]
      if byte == 0x25, index + 2 < rest.endIndex, let high = hexValue(rest[index + 1]),
        let low = hexValue(rest[index + 2])
      {
        decoded.append(high << 4 | low)
        index += 3
        continue
      }
      if byte == 0x3F || byte == 0x23 { break }  // query or fragment
      decoded.append(byte)
      index += 1
    }
    return String(validating: decoded, as: UTF8.self)
  }

  /// The `file:` URI of an absolute path.
  static func uri(ofPath path: String) -> String {
    "file://" + FilePath.percentEncoded(path)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
  }
}

/// The code action kinds navlint offers.
enum CodeActionKind {
  static let quickFix = "quickfix"
  static let fixAll = "source.fixAll.navlint"
}
