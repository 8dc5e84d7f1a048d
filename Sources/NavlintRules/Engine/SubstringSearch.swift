/// Whether any of a fixed set of byte strings (needles) occurs in a buffer, in one pass over the buffer.
///
/// Each needle is found through one two-byte *anchor* inside it, chosen to be rare in source code (a
/// lowercase-to-uppercase step such as `nS` in `actionSheet`, or letters that seldom meet, such as `vl` in
/// `navlint:`). The pass tests every adjacent byte pair against a 65,536-bit table of anchors and compares
/// whole needles only where an anchor matches, so its cost is close to a plain byte scan's.
///
/// Each needle carries a mask (bit `i` for the `i`-th of up to 64 owners, e.g. rules); a search names the
/// owners it cares about and a needle counts only when its mask meets them. A needle that contains another
/// is dropped and its mask given to the shorter one, which occurs wherever it does.
struct SubstringSearch: Sendable {
  private struct Needle: Sendable {
    var bytes: [UInt8]
    var mask: UInt64
    /// Where the anchor starts in `bytes`, and its two bytes (first byte in the low half).
    var anchorOffset: Int
    var anchor: Int
  }

  private let needles: [Needle]
  /// One bit per byte pair `first | second << 8`: set for the anchors of `needles`.
  private let anchorBits: [UInt64]
  /// The masks of needles shorter than two bytes: they are taken to occur in every buffer.
  private let alwaysMatching: UInt64

  /// `needles`, each with its owners' mask.
  init(_ needles: [(bytes: [UInt8], mask: UInt64)]) {
    // Merge duplicates, then drop needles containing a shorter one.
    var merged: [(bytes: [UInt8], mask: UInt64)] = []
    for needle in needles {
      if let position = merged.firstIndex(where: { $0.bytes == needle.bytes }) {
        merged[position].mask |= needle.mask
      } else {
        merged.append(needle)
      }
    }
    var kept: [(bytes: [UInt8], mask: UInt64)] = []
    for needle in merged.sorted(by: { $0.bytes.count < $1.bytes.count }) {
      if let shorter = kept.firstIndex(where: { Self.contains(needle.bytes, $0.bytes) }) {
        kept[shorter].mask |= needle.mask
      } else {
        kept.append(needle)
      }
    }
    var alwaysMatching: UInt64 = 0
    var result: [Needle] = []
    var bits = [UInt64](repeating: 0, count: 1024)
    for needle in kept {
      guard needle.bytes.count >= 2 else {
        alwaysMatching |= needle.mask
        continue
      }
      var best = 0
      for offset in 1..<(needle.bytes.count - 1)
      where Self.commonness(needle.bytes[offset], needle.bytes[offset + 1])
        < Self.commonness(needle.bytes[best], needle.bytes[best + 1])
      {
        best = offset
      }
      let anchor = Int(needle.bytes[best]) | Int(needle.bytes[best + 1]) << 8
      bits[anchor >> 6] |= 1 << UInt64(anchor & 63)
      result.append(Needle(bytes: needle.bytes, mask: needle.mask, anchorOffset: best, anchor: anchor))
    }
    self.needles = result
    self.anchorBits = bits
    self.alwaysMatching = alwaysMatching
  }

  /// Whether a needle whose mask meets `owners` occurs in `bytes`.
  func occurs(in bytes: [UInt8], owners: UInt64) -> Bool {
    if alwaysMatching & owners != 0 { return true }
    return bytes.withUnsafeBufferPointer { buffer in
      anchorBits.withUnsafeBufferPointer { bits in
        guard let base = buffer.baseAddress, buffer.count >= 2 else { return false }
        let count = buffer.count
        var position = 0
        // Reads `base[position]` and `base[position + 1]` with `position + 1 < count`.
        while position < count - 1 {
          let pair = Int(base[position]) | Int(base[position + 1]) << 8
          if bits[pair >> 6] & (1 << UInt64(pair & 63)) != 0 && matches(pair, at: position, buffer, owners) {
            return true
          }
          position += 1
        }
        return false
      }
    }
  }

  /// Whether a needle anchored by `pair` at `position` occurs there, with an owner in `owners`.
  private func matches(_ pair: Int, at position: Int, _ buffer: UnsafeBufferPointer<UInt8>, _ owners: UInt64) -> Bool {
    for needle in needles where needle.anchor == pair && needle.mask & owners != 0 {
      let start = position - needle.anchorOffset
      guard start >= 0, start + needle.bytes.count <= buffer.count else { continue }
      var index = 0
      while index < needle.bytes.count && buffer[start + index] == needle.bytes[index] { index += 1 }
      if index == needle.bytes.count { return true }
    }
    return false
  }

  private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard needle.count <= haystack.count else { return false }
    for start in 0...(haystack.count - needle.count)
    where haystack[start..<(start + needle.count)].elementsEqual(needle) {
      return true
    }
    return false
  }

  /// How often the byte pair is expected in Swift source, roughly (lower is rarer): the product of the two
  /// bytes' frequencies, with English letter frequencies for lowercase letters, a low one for capitals
  /// (a lowercase-to-capital step is rarer still) and a middling one for anything else.
  private static func commonness(_ first: UInt8, _ second: UInt8) -> Int {
    let base = frequency(first) * frequency(second)
    let isStep = (0x61...0x7A).contains(first) && (0x41...0x5A).contains(second)
    return isStep ? base / 2 : base
  }

  /// Percent times ten of lowercase letters in English text (e 12.7 %, z 0.07 %, at least 1).
  private static let letterFrequencies: [Int] = [
    82, 15, 28, 43, 127, 22, 20, 61, 70, 2, 8, 40, 24, 67, 75, 19, 1, 60, 63, 91, 28, 10, 24, 2, 20, 1,
  ]

  private static func frequency(_ byte: UInt8) -> Int {
    switch byte {
    case 0x61...0x7A: letterFrequencies[Int(byte - 0x61)]
    case 0x41...0x5A: 10
    default: 30
    }
  }
}
