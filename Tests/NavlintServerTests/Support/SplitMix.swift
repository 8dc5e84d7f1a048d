/// A small deterministic generator (SplitMix64), so a random test's failures reproduce from its seed.
struct SplitMix {
  var state: UInt64

  /// A number in `0..<bound`.
  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((value ^ (value >> 31)) % UInt64(bound))
  }
}
