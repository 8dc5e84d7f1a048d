/// Applies fixes to source bytes in one pass.
///
/// Fixes are taken in the given order; a fix whose edits overlap an edit already taken is skipped whole
/// (the next lint pass offers it again on the new text). Identical edits from different fixes are
/// applied once, so fixes that share an edit can both be taken.
public enum FixApplier {
  /// The new bytes and the number of fixes taken.
  public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Int) {
    var taken: [Edit] = []
    var applied = 0
    for fix in fixes {
      let fresh = fix.edits.filter { !taken.contains($0) }
      let valid = fix.edits.allSatisfy { $0.range.lowerBound >= 0 && $0.range.upperBound <= bytes.count }
      guard valid, !fresh.contains(where: { edit in taken.contains { $0.overlaps(edit) } }) else { continue }
      taken += fresh
      applied += 1
    }
    return (apply(edits: taken, to: bytes), applied)
  }

  /// Applies non-overlapping edits (any order) to `bytes`.
  public static func apply(edits: [Edit], to bytes: [UInt8]) -> [UInt8] {
    let sorted = edits.sorted {
      ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
    }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var cursor = 0
    for edit in sorted {
      guard edit.range.lowerBound >= cursor else { continue }
      result += bytes[cursor..<edit.range.lowerBound]
      result += Array(edit.replacement.utf8)
      cursor = edit.range.upperBound
    }
    result += bytes[min(cursor, bytes.count)...]
    return result
  }
}
