/// A run of consecutive entries of one of a file's shared tables (the arguments of one call, the trailing
/// closures of one call…), indexed from 0 like an array.
///
/// The structure keeps every call's arguments and trailing closures in two flat tables, so that a `Call`
/// holds no array of its own: building and freeing a file's structure allocates a few tables, not one or
/// two arrays per call. Reading a slice retains the table; it never copies it.
public struct TableSlice<Element>: RandomAccessCollection {
  @usableFromInline let table: [Element]
  @usableFromInline let start: Int
  public let count: Int

  @inlinable
  init(_ table: [Element], start: Int, count: Int) {
    self.table = table
    self.start = start
    self.count = count
  }

  /// An empty slice.
  @inlinable
  init() {
    self.init([], start: 0, count: 0)
  }

  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { count }

  @inlinable
  public subscript(position: Int) -> Element {
    precondition(position >= 0 && position < count, "TableSlice index out of range")
    return table[start + position]
  }
}

extension TableSlice: Sendable where Element: Sendable {}

/// Where a list is in one of a file's shared tables: `count` entries from `start`.
public struct TableRange: Sendable, Equatable {
  public var start: Int32
  public var count: Int32

  @inlinable
  public init(start: Int32 = 0, count: Int32 = 0) {
    self.start = start
    self.count = count
  }

  /// The positions in the table.
  @inlinable public var indices: Range<Int> { Int(start)..<Int(start) + Int(count) }
}

extension TableSlice {
  /// The entries of `table` at `range`.
  @inlinable
  init(_ table: [Element], _ range: TableRange) {
    self.init(table, start: Int(range.start), count: Int(range.count))
  }
}
