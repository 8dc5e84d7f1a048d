/// Converts UTF-8 byte offsets to lines and columns and back.
///
/// Lines end after `\n`, `\r\n` or a lone `\r`. Lines are 0-based internally; `location(of:)` gives the
/// 1-based line and 1-based column in Unicode scalars the CLI prints. LSP positions are 0-based lines
/// with characters in UTF-16 code units or UTF-8 bytes.
public struct LineTable: Sendable {
  /// Byte offset of the first byte of each line; `lineStarts[0] == 0`.
  public let lineStarts: [Int]
  private let bytes: [UInt8]

  public init(_ bytes: [UInt8]) {
    var starts: [Int] = []
    // Real Swift averages 30 to 40 bytes a line: usually one allocation.
    starts.reserveCapacity(bytes.count / 28 + 8)
    starts.append(0)
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let count = buffer.count
      var index = 0
      while true {
        // The next `\n` or `\r`, 8 bytes at a time.
        index = Lexer.lineEnd(base, count: count, from: index)
        guard index < count else { return }
        if base[index] == 0x0D && index + 1 < count && base[index + 1] == 0x0A { index += 1 }
        index += 1
        starts.append(index)
      }
    }
    self.lineStarts = starts
    self.bytes = bytes
  }

  /// The table of `bytes`, which are `old`'s text with the bytes in `edited` replaced by `insertedCount` bytes:
  /// the lines before and after the edit are `old`'s, moved by the change in length; only around the edit
  /// are the bytes read (a keystroke in a long file does not scan it again).
  ///
  /// A line starts at `p` when `bytes[p - 1]` is `\n`, or is `\r` not followed by `\n` (or by the end), so a
  /// start depends on the two bytes around it: `old`'s starts before `edited` and at least two bytes after it
  /// are the new table's, and the positions in between are decided here.
  public init(_ bytes: [UInt8], replacing edited: Range<Int>, in old: LineTable, insertedCount: Int) {
    guard old.bytes.count - edited.count + insertedCount == bytes.count, edited.upperBound <= old.bytes.count else {
      // Not the table of the text before this edit: scanned whole.
      self.init(bytes)
      return
    }
    self.init(
      bytes: bytes, lineStarts: Self.lineStarts(of: bytes, replacing: edited, in: old, insertedCount: insertedCount))
  }

  private init(bytes: [UInt8], lineStarts: [Int]) {
    self.bytes = bytes
    self.lineStarts = lineStarts
  }

  private static func lineStarts(
    of bytes: [UInt8], replacing edited: Range<Int>, in old: LineTable, insertedCount: Int
  ) -> [Int] {
    let delta = insertedCount - edited.count
    let insertedEnd = edited.lowerBound + insertedCount
    var starts: [Int] = []
    starts.reserveCapacity(old.lineStarts.count + 8)
    // `lineStarts[0]` is 0; later starts before the edit keep their place.
    let before = old.lineStarts.partitioningIndex { $0 >= max(1, edited.lowerBound) }
    starts.append(contentsOf: old.lineStarts[..<before])
    var position = max(1, edited.lowerBound)
    while position <= min(insertedEnd + 1, bytes.count) {
      let previous = bytes[position - 1]
      if previous == 0x0A || (previous == 0x0D && (position == bytes.count || bytes[position] != 0x0A)) {
        starts.append(position)
      }
      position += 1
    }
    let after = old.lineStarts.partitioningIndex { $0 >= edited.upperBound + 2 }
    for start in old.lineStarts[after...] { starts.append(start + delta) }
    return starts
  }

  public var lineCount: Int { lineStarts.count }

  /// The 0-based line containing `offset` (offsets past the end belong to the last line).
  public func line(of offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// Byte offset where the 0-based `line` starts; clamps to the file.
  public func start(ofLine line: Int) -> Int {
    if line < 0 { return 0 }
    if line >= lineStarts.count { return bytes.count }
    return lineStarts[line]
  }

  /// Byte offset where the content of 0-based `line` ends (before its line break).
  public func contentEnd(ofLine line: Int) -> Int {
    guard line >= 0, line < lineStarts.count else { return bytes.count }
    var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
    if end > lineStarts[line] && bytes[end - 1] == 0x0A { end -= 1 }
    if end > lineStarts[line] && bytes[end - 1] == 0x0D { end -= 1 }
    return end
  }

  /// 1-based line and 1-based column counted in Unicode scalars, as the CLI reports them.
  public func location(of offset: Int) -> SourceLocation {
    let line = line(of: offset)
    var column = 1
    var index = lineStarts[line]
    let end = min(offset, bytes.count)
    while index < end {
      // Count every byte that is not a UTF-8 continuation byte: one per scalar (or invalid byte).
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return SourceLocation(line: line + 1, column: column)
  }

  /// 0-based LSP position of `offset`, the character counted in `encoding` code units.
  public func position(of offset: Int, encoding: PositionEncoding) -> (line: Int, character: Int) {
    let line = line(of: offset)
    let start = lineStarts[line]
    let end = min(offset, bytes.count)
    switch encoding {
    case .utf8:
      return (line, end - start)
    case .utf16:
      var units = 0
      var index = start
      while index < end {
        let byte = bytes[index]
        if byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
        index += 1
      }
      return (line, units)
    }
  }

  /// Byte offset of an LSP position. Characters past the line's end clamp to it; lines past the end
  /// clamp to the end of the file. A position inside a UTF-16 surrogate pair rounds up to the scalar end.
  public func offset(line: Int, character: Int, encoding: PositionEncoding) -> Int {
    if line >= lineStarts.count { return bytes.count }
    if line < 0 { return 0 }
    let start = lineStarts[line]
    let end = contentEnd(ofLine: line)
    switch encoding {
    case .utf8:
      return min(start + max(character, 0), end)
    case .utf16:
      var units = 0
      var index = start
      while index < end && units < character {
        let byte = bytes[index]
        units += byte >= 0xF0 ? 2 : 1
        index += 1
        while index < end && bytes[index] & 0xC0 == 0x80 { index += 1 }
      }
      return index
    }
  }
}

/// How an LSP client counts characters within a line.
public enum PositionEncoding: String, Sendable {
  case utf8 = "utf-8"
  case utf16 = "utf-16"
}

/// A 1-based line and column (column in Unicode scalars).
public struct SourceLocation: Sendable, Equatable, Hashable, Comparable {
  public var line: Int
  public var column: Int
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

extension Array {
  /// The first index whose element satisfies `belongs`, for a predicate false for a prefix and true after it.
  fileprivate func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if belongs(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
