extension JSON {
  /// A JSON object: members in a fixed order, each key at most once.
  ///
  /// Keys are compared by their UTF-8 bytes, as JSON does (Swift's `==` would merge canonically
  /// equivalent spellings such as a precomposed and a decomposed "é"). Setting an existing key replaces
  /// its value in place; a new key goes at the end. Lookups scan the members, which is fastest for the
  /// small objects of LSP messages and reports.
  public struct Object: Sendable, Hashable, RandomAccessCollection {
    public typealias Element = (key: String, value: JSON)

    /// Invariant: no two members have byte-equal keys.
    private var members: [Element]

    /// An empty object.
    public init() { members = [] }

    /// An object with these members in this order; a repeated key keeps its first position and its last
    /// value.
    public init(_ members: some Sequence<Element>) {
      self.members = []
      self.members.reserveCapacity(members.underestimatedCount)
      for member in members {
        if let index = index(forKey: member.key) {
          self.members[index].value = member.value
        } else {
          self.members.append(member)
        }
      }
    }

    /// Members whose keys are already known to be distinct (json-c hands out each key once).
    init(uniqueMembers: [Element]) {
      members = uniqueMembers
    }

    public var startIndex: Int { members.startIndex }
    public var endIndex: Int { members.endIndex }
    public subscript(position: Int) -> Element { members[position] }

    /// The keys in order.
    public var keys: [String] { members.map(\.key) }

    /// The values in key order.
    public var values: [JSON] { members.map(\.value) }

    /// The value for `key`, or `nil`. Setting `nil` removes the member.
    public subscript(key: String) -> JSON? {
      get { index(forKey: key).map { members[$0].value } }
      set {
        switch (index(forKey: key), newValue) {
        case (let index?, let value?): members[index].value = value
        case (let index?, nil): members.remove(at: index)
        case (nil, let value?): members.append((key: key, value: value))
        case (nil, nil): break
        }
      }
    }

    /// The position of the member named `key`, or `nil`.
    public func index(forKey key: String) -> Int? {
      members.firstIndex { Self.isSameKey($0.key, key) }
    }

    /// Sets `value` for `key` and returns the value it replaced, if any.
    @discardableResult
    public mutating func updateValue(_ value: JSON, forKey key: String) -> JSON? {
      defer { self[key] = value }
      return self[key]
    }

    /// Removes the member named `key` and returns its value, if any.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> JSON? {
      guard let index = index(forKey: key) else { return nil }
      return members.remove(at: index).value
    }

    /// Whether two objects have the same members in the same order.
    public static func == (lhs: Object, rhs: Object) -> Bool {
      guard lhs.members.count == rhs.members.count else { return false }
      for index in lhs.members.indices {
        let (left, right) = (lhs.members[index], rhs.members[index])
        guard isSameKey(left.key, right.key), left.value == right.value else { return false }
      }
      return true
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(members.count)
      for member in members {
        // Byte-equal keys are `==`, so they hash alike.
        hasher.combine(member.key)
        hasher.combine(member.value)
      }
    }

    /// Byte equality of keys, over the contiguous UTF-8 that native strings have.
    private static func isSameKey(_ lhs: String, _ rhs: String) -> Bool {
      let contiguous = lhs.utf8.withContiguousStorageIfAvailable { left in
        rhs.utf8.withContiguousStorageIfAvailable { right in left.elementsEqual(right) }
      }
      return (contiguous ?? nil) ?? lhs.utf8.elementsEqual(rhs.utf8)
    }
  }
}
