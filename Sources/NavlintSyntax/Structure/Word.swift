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

  /// Key: length in the top byte, then up to the first 7 bytes. Entries keep their bytes for verification.
  private static let table: [UInt64: (bytes: [UInt8], word: Word)] = {
    var table: [UInt64: (bytes: [UInt8], word: Word)] = [:]
    for (spelling, word) in spellings {
      let bytes = Array(spelling.utf8)
      table[key(bytes, 0, bytes.count)] = (bytes, word)
    }
    return table
  }()

  private static func key(_ bytes: [UInt8], _ start: Int, _ length: Int) -> UInt64 {
    var value = UInt64(length) << 56
    var index = 0
    while index < min(length, 7) {
      value |= UInt64(bytes[start + index]) << (8 * UInt64(index))
      index += 1
    }
    return value
  }

  /// The word spelled by `bytes[start ..< start + length]`, or `.none`.
  static func classify(_ bytes: [UInt8], start: Int, length: Int) -> Word {
    guard length >= 2 && length <= 11 else { return .none }
    guard let entry = table[key(bytes, start, length)] else { return .none }
    if length > 7 {
      var index = 7
      while index < length {
        if bytes[start + index] != entry.bytes[index] { return .none }
        index += 1
      }
    }
    return entry.word
  }
}
