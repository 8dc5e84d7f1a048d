/// The keywords and contextual words the structure layer looks at, classified once per token so the
/// passes compare small integers instead of bytes.
enum Word: UInt8 {
  case none
  // Declarations.
  case `class`, `struct`, `enum`, `protocol`, `extension`, `func`, `subscript`, `typealias`, initializer
  case `var`, `let`
  case actor, `deinit`, `import`, `case`
  // Statements.
  case `if`, `guard`, `while`, `for`, `switch`, `catch`, `do`, `else`, `repeat`, `defer`, `return`, `throw`
  case `break`, `continue`, `fallthrough`, `default`, `where`, `in`
  // Expressions.
  case `try`, `as`, `is`, await, `self`, selfType, `super`, `throws`, async
  // Accessors.
  case get, set, willSet, didSet, modify, read
  // Modifiers.
  case `public`, `private`, `fileprivate`, `internal`, open, package, `static`, final, override, mutating
  case nonmutating, lazy, weak, unowned, required, convenience, dynamic, optional, indirect, nonisolated
  case isolated, distributed, prefix, postfix, infix, consuming, borrowing, underscoredConsuming, sending

  var isModifier: Bool { rawValue >= Word.public.rawValue }

  /// Keywords whose statement may have a body `{`.
  var mayOpenStatementBody: Bool {
    switch self {
    case .do, .else, .repeat, .defer, .if, .guard, .while, .for, .switch, .catch: true
    default: false
    }
  }

  /// Words that can introduce a declaration (`class` … `actor`, contiguous above).
  var introducesDeclaration: Bool { rawValue >= Word.class.rawValue && rawValue <= Word.actor.rawValue }

  /// Words that begin a declaration or a statement (used to end expressions at line breaks).
  var startsStatement: Bool {
    switch self {
    case .let, .var, .if, .guard, .for, .while, .switch, .return, .func, .class, .struct, .enum, .case, .default,
      .import, .defer, .do, .repeat, .throw, .break, .continue, .initializer, .extension, .protocol, .typealias,
      .static,
      .fallthrough, .deinit, .subscript:
      true
    default:
      false
    }
  }

  private static let spellings: [(String, Word)] = [
    ("class", .class), ("struct", .struct), ("enum", .enum), ("protocol", .protocol), ("extension", .extension),
    ("func", .func), ("subscript", .subscript), ("typealias", .typealias), ("init", .initializer), ("var", .var),
    ("let", .let), ("actor", .actor), ("deinit", .deinit), ("import", .import), ("case", .case), ("if", .if),
    ("guard", .guard), ("while", .while), ("for", .for), ("switch", .switch), ("catch", .catch), ("do", .do),
    ("else", .else), ("repeat", .repeat), ("defer", .defer), ("return", .return), ("throw", .throw),
    ("break", .break), ("continue", .continue), ("fallthrough", .fallthrough), ("default", .default),
    ("where", .where), ("in", .in), ("try", .try), ("as", .as), ("is", .is), ("await", .await), ("self", .self),
    ("Self", .selfType), ("super", .super), ("throws", .throws), ("async", .async), ("get", .get), ("set", .set),
    ("willSet", .willSet), ("didSet", .didSet), ("_modify", .modify), ("_read", .read), ("public", .public),
    ("private", .private), ("fileprivate", .fileprivate), ("internal", .internal), ("open", .open),
    ("package", .package), ("static", .static), ("final", .final), ("override", .override),
    ("mutating", .mutating), ("nonmutating", .nonmutating), ("lazy", .lazy), ("weak", .weak),
    ("unowned", .unowned), ("required", .required), ("convenience", .convenience), ("dynamic", .dynamic),
    ("optional", .optional), ("indirect", .indirect), ("nonisolated", .nonisolated), ("isolated", .isolated),
    ("distributed", .distributed), ("prefix", .prefix), ("postfix", .postfix), ("infix", .infix),
    ("consuming", .consuming), ("borrowing", .borrowing), ("__consuming", .underscoredConsuming),
    ("sending", .sending),
  ]

  /// One slot of the lookup table: the word's first 8 bytes (little-endian, zero-padded), the rest, and
  /// its length (0 for an empty slot).
  struct Entry: Sendable {
    var head: UInt64 = 0
    var tail: UInt64 = 0
    var length: UInt8 = 0
    var word = Word.none
  }

  /// An open-addressing table of `spellings` keyed by a multiplicative hash of the head and length
  /// (no `Hasher`, no allocation per lookup). Fetch it once per file (`Word.table`), not per token.
  struct Table: Sendable {
    static let slotCount = 256
    let slots: [Entry]

    init() {
      var slots = [Entry](repeating: Entry(), count: Table.slotCount)
      for (spelling, word) in Word.spellings {
        let bytes = Array(spelling.utf8)
        var head: UInt64 = 0
        var tail: UInt64 = 0
        for (index, byte) in bytes.enumerated() {
          if index < 8 {
            head |= UInt64(byte) << (8 * UInt64(index))
          } else {
            tail |= UInt64(byte) << (8 * UInt64(index - 8))
          }
        }
        var slot = Table.slot(head, bytes.count)
        while slots[slot].length != 0 { slot = (slot + 1) & (Table.slotCount - 1) }
        slots[slot] = Entry(head: head, tail: tail, length: UInt8(bytes.count), word: word)
      }
      self.slots = slots
    }

    static func slot(_ head: UInt64, _ length: Int) -> Int {
      Int(truncatingIfNeeded: ((head ^ UInt64(length)) &* 0x9E37_79B9_7F4A_7C15) >> 56)
    }

    /// The word spelled by the `length` bytes at `base`, or `.none`. `base` must point at `readable`
    /// readable bytes, `readable >= length`.
    @inline(__always)
    func classify(_ base: UnsafePointer<UInt8>, length: Int, readable: Int) -> Word {
      slots.withUnsafeBufferPointer { Table.classify(slots: $0, base, length: length, readable: readable) }
    }

    /// `classify` over `slots` (the table's `slotCount` slots), for loops that fetch the slots once.
    @inline(__always)
    static func classify(
      slots: UnsafeBufferPointer<Entry>, _ base: UnsafePointer<UInt8>, length: Int, readable: Int
    ) -> Word {
      // Every word is 2 to 11 bytes and starts with a lowercase letter, `_` or `S` (`Self`).
      guard length >= 2 && length <= 11 else { return .none }
      let first = base[0]
      guard
        (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")) || first == UInt8(ascii: "_")
          || first == UInt8(ascii: "S")
      else { return .none }
      let head: UInt64
      let tail: UInt64
      if readable >= 16 {
        // Two 8-byte loads (16 readable bytes), masked to the token's `length` (2 ... 11) bytes.
        let raw = UnsafeRawPointer(base)
        let fullHead = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        if length >= 8 {
          head = fullHead
          let fullTail = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
          tail = length == 8 ? 0 : fullTail & ((1 << (8 * UInt64(length - 8))) - 1)
        } else {
          head = fullHead & ((1 << (8 * UInt64(length))) - 1)
          tail = 0
        }
      } else {
        (head, tail) = Word.pack(base, length)
      }
      // `slot` stays in 0 ..< slotCount; the table is never full, so the probe ends at an empty slot.
      var slot = Table.slot(head, length)
      while true {
        let entry = slots[slot]
        if entry.length == 0 { return .none }
        if entry.head == head && entry.tail == tail && Int(entry.length) == length { return entry.word }
        slot = (slot + 1) & (Table.slotCount - 1)
      }
    }
  }

  static let table = Table()

  /// The first 8 bytes and the next (up to 8) bytes of `base[0 ..< length]`, little-endian, zero-padded.
  @inline(__always)
  static func pack(_ base: UnsafePointer<UInt8>, _ length: Int) -> (head: UInt64, tail: UInt64) {
    var head: UInt64 = 0
    var tail: UInt64 = 0
    var index = 0
    while index < min(length, 8) {
      head |= UInt64(base[index]) << (8 * UInt64(index))
      index += 1
    }
    while index < min(length, 16) {
      tail |= UInt64(base[index]) << (8 * UInt64(index - 8))
      index += 1
    }
    return (head, tail)
  }

  /// The word spelled by `bytes[start ..< start + length]`, or `.none`.
  static func classify(_ bytes: [UInt8], start: Int, length: Int) -> Word {
    guard start >= 0, length >= 0, start + length <= bytes.count else { return .none }
    return bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return .none }
      return table.classify(base + start, length: length, readable: buffer.count - start)
    }
  }
}
