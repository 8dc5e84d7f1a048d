/// Trivia: whitespace (with U+00A0), line breaks, comments and byte-order marks (U+FEFF anywhere, as in
/// swift-syntax).
extension Lexer {
  /// Skips whitespace and comments before a token, recording comments and trivia flags.
  ///
  /// With `insideSingleLine` (the interpolation of a single-line string), stops before a line break and
  /// returns true: the string is unterminated and the driver closes it.
  @discardableResult
  mutating func lexTrivia(insideSingleLine: Bool = false) -> Bool {
    while cursor.position < cursor.count {
      switch cursor.base[cursor.position] {
      case 0x20, 0x09, 0x0B, 0x0C:
        cursor.position += 1
      case 0x0A, 0x0D:
        if insideSingleLine { return true }
        cursor.position += 1
        isAtStartOfLine = true
      case 0x2F:  // '/'
        switch cursor.peek(1) {
        case 0x2F: lexLineComment()
        case 0x2A: lexBlockComment()
        default: return false
        }
      case 0x3C, 0x3E:  // `<<<<<<< ` or `>>>> ` at the start of a line
        guard skipConflictMarker() else { return false }
      case 0xEF:
        guard cursor.peek(1) == 0xBB && cursor.peek(2) == 0xBF else { return false }
        cursor.position += 3
      case 0xC2:
        // U+00A0 NO-BREAK SPACE is whitespace to swift-syntax (with a warning).
        guard cursor.peek(1) == 0xA0 else { return false }
        cursor.position += 2
      default:
        return false
      }
    }
    return false
  }

  /// `// ...` up to (not including) the line break. `///` starts a doc comment (as in swift-syntax,
  /// `////` too).
  private mutating func lexLineComment() {
    let start = cursor.position
    let isDoc = cursor.peek(2) == 0x2F && cursor.position + 2 < cursor.count
    cursor.position = Lexer.lineEnd(cursor.base, count: cursor.count, from: cursor.position + 2)
    comments.append(Comment(kind: isDoc ? .docLine : .line, range: start..<cursor.position))
  }

  /// `/* ... */` with nesting. Unterminated block comments run to the end of the file with a diagnostic.
  /// `/**` followed by anything but `/` starts a doc comment (`/**/` is a plain one), as in swift-syntax.
  private mutating func lexBlockComment() {
    let start = cursor.position
    let isDoc = cursor.peek(2) == 0x2A && cursor.position + 3 < cursor.count && cursor.peek(3) != 0x2F
    cursor.advance(by: 2)
    var depth = 1
    while cursor.position < cursor.count {
      let byte = cursor.base[cursor.position]
      if byte == 0x2A && cursor.peek(1) == 0x2F {
        cursor.position += 2
        depth -= 1
        if depth == 0 { break }
      } else if byte == 0x2F && cursor.peek(1) == 0x2A {
        cursor.position += 2
        depth += 1
      } else {
        if byte == 0x0A || byte == 0x0D { isAtStartOfLine = true }
        cursor.position += 1
      }
    }
    if depth > 0 { diagnose("unterminated block comment", at: start) }
    comments.append(Comment(kind: isDoc ? .docBlock : .block, range: start..<cursor.position))
  }

  /// A version-control conflict marker, trivia as in swift-syntax: `<<<<<<< ` at the start of a line up
  /// to a `>>>>>>> ` line (or Perforce's `>>>> ` up to `<<<<\n`), through the end of that line. Returns
  /// false, consuming nothing, when the cursor is not at a complete marker.
  private mutating func skipConflictMarker() -> Bool {
    let start = cursor.position
    guard
      start == 0 || cursor.base[start - 1] == 0x0A || cursor.base[start - 1] == 0x0D
        || cursor.base[start - 1] == 0x00
    else { return false }
    let terminator: StaticString
    let introducerLength: Int
    let isPerforce: Bool
    if cursor.is(at: "<<<<<<< ") {
      terminator = ">>>>>>> "
      introducerLength = 8
      isPerforce = false
    } else if cursor.is(at: ">>>> ") {
      terminator = "<<<<\n"
      introducerLength = 5
      isPerforce = true
    } else {
      return false
    }
    // A search that found no terminator finds none from any later offset either: keeps this linear.
    let knownMissingFrom = isPerforce ? conflictTerminatorMissingFrom.perforce : conflictTerminatorMissingFrom.normal
    if start >= knownMissingFrom { return false }
    var probe = cursor
    probe.position += introducerLength
    while probe.position < probe.count {
      let byte = probe.base[probe.position]
      if probe.is(at: terminator), byte == terminator.utf8Start[0] {
        let previous = probe.base[probe.position - 1]
        if previous == 0x0A || previous == 0x0D {
          probe.position += terminator.utf8CodeUnitCount
          cursor.position = Lexer.lineEnd(cursor.base, count: cursor.count, from: probe.position)
          diagnose("source control conflict marker in source file", at: start)
          return true
        }
      }
      probe.position += 1
    }
    if isPerforce {
      conflictTerminatorMissingFrom.perforce = start
    } else {
      conflictTerminatorMissingFrom.normal = start
    }
    return false
  }
}
