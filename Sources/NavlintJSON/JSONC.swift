// The only file that touches json-c. Every json-c object made here is released before the function that
// made it returns, so no json-c pointer ever reaches a `JSON` value or another thread.

import CJSONC

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Ownership

/// Holds exactly one reference to a json-c object and gives it up exactly once.
///
/// Noncopyable, so the compiler rules out a second `json_object_put`: the reference ends either in
/// `deinit` (put), in `release()` (put, reporting whether that freed the object) or in `relinquish()`,
/// which hands it to a json-c call that takes ownership (`json_object_array_add`,
/// `json_object_object_add_ex`). A `nil` pointer is json-c's JSON `null`; putting it is a no-op.
///
/// Objects reached from an owned object (`json_object_array_get_idx`, the object iterator) are borrowed:
/// they are only read while the owner is alive and never put.
struct JSONCReference: ~Copyable {
  let pointer: OpaquePointer?

  /// Takes over the reference a json-c constructor or parser returned.
  init(adopting pointer: OpaquePointer?) {
    self.pointer = pointer
  }

  /// Gives the reference to a json-c call that takes ownership of it.
  consuming func relinquish() -> OpaquePointer? {
    let pointer = self.pointer
    discard self
    return pointer
  }

  /// Puts the reference now and reports whether that freed the object (always `true` for `null`).
  ///
  /// Every owner holds the only reference to its object (nothing here calls `json_object_get`), so
  /// this is `true` unless json-c kept a reference of its own: tests check it after each conversion.
  consuming func release() -> Bool {
    let pointer = self.pointer
    discard self
    return Self.put(pointer)
  }

  deinit {
    let wasFreed = Self.put(pointer)
    assert(wasFreed, "a json-c object outlived its only owner")
  }

  private static func put(_ pointer: OpaquePointer?) -> Bool {
    guard let pointer else { return true }
    return json_object_put(pointer) == 1
  }

  /// Appends `child` to this array; json-c takes the child's reference.
  func append(_ child: consuming JSONCReference) {
    let childPointer = child.relinquish()
    let status = json_object_array_add(pointer, childPointer)
    // json-c only fails here when it cannot grow the array; it then did not take the child.
    precondition(status == 0, "json-c could not grow an array (out of memory)")
  }

  /// Adds `child` to this object under `key`, which must be new and contain no NUL; json-c copies the
  /// key and takes the child's reference.
  func add(_ child: consuming JSONCReference, forKey key: String) {
    let childPointer = child.relinquish()
    let status = key.withCString { json_object_object_add_ex(pointer, $0, childPointer, newKeyOption) }
    precondition(status == 0, "json-c could not grow an object (out of memory)")
  }
}

/// `JSON.Object` keeps keys distinct, so json-c may skip its duplicate lookup.
private let newKeyOption = UInt32(JSON_C_OBJECT_ADD_KEY_IS_NEW)

/// An owner for a freshly allocated object; json-c constructors return NULL only when out of memory.
private func allocated(_ pointer: OpaquePointer?) -> JSONCReference {
  guard let pointer else { fatalError("json-c could not allocate a value (out of memory)") }
  return JSONCReference(adopting: pointer)
}

/// The JSON conversions over json-c.
enum JSONC {
  // MARK: - Parsing

  /// Parses `input` (a whole JSON text) with json-c and converts the tree to `JSON`.
  ///
  /// Returns whether putting the root freed the whole json-c tree, for tests.
  static func parse(
    _ input: UnsafeBufferPointer<UInt8>,
    maxDepth: Int
  ) throws(JSONError) -> (value: JSON, rootWasFreed: Bool) {
    precondition(
      (1...JSON.maxDepthCeiling).contains(maxDepth),
      "maxDepth must be between 1 and \(JSON.maxDepthCeiling)"
    )
    // json-c takes an `int` length, and the terminating call below needs one more.
    guard input.count < Int(Int32.max) else { throw .tooLarge(byteCount: input.count) }
    let start = hasByteOrderMark(input) ? 3 : 0
    guard let base = input.baseAddress, input.count > start else { throw .emptyInput }

    guard let tokener = json_tokener_new_ex(Int32(maxDepth)) else {
      fatalError("json-c could not allocate a tokener (out of memory)")
    }
    defer { json_tokener_free(tokener) }
    // Trailing characters are "allowed" so that json-c stops after the value and reports where;
    // everything after it except whitespace is then rejected below as `.trailingBytes`.
    json_tokener_set_flags(
      tokener,
      JSON_TOKENER_STRICT | JSON_TOKENER_ALLOW_TRAILING_CHARS | JSON_TOKENER_VALIDATE_UTF8
    )

    let text = UnsafeRawPointer(base + start).assumingMemoryBound(to: CChar.self)
    var root = JSONCReference(adopting: json_tokener_parse_ex(tokener, text, Int32(input.count - start)))
    var status = json_tokener_get_error(tokener)
    let end = start + json_tokener_get_parse_end(tokener)
    if status == json_tokener_continue {
      // A number or literal at the very end is only complete once json-c sees the byte after it: the
      // terminating NUL, passed as a one-byte chunk of its own.
      let terminator: CChar = 0
      root = withUnsafePointer(to: terminator) { JSONCReference(adopting: json_tokener_parse_ex(tokener, $0, 1)) }
      status = json_tokener_get_error(tokener)
    }
    guard status == json_tokener_success else {
      throw error(for: status, at: end, in: input, from: start, maxDepth: maxDepth)
    }
    if let offset = input[end...].firstIndex(where: { !isWhitespace($0) }) {
      throw .trailingBytes(offset: offset)
    }

    var context = ConversionContext()
    let value = convert(root.pointer, &context)
    // json-c accepts a few texts strict JSON does not, and loses a few values (NUL in keys, integers
    // beyond 64 bits). Conversion flags the suspicious values; a scan of the text then finds the
    // exact place, or clears the suspicion (e.g. an `Int64.min` that was written as such).
    if context.isSuspicious || containsEscapedNUL(input) {
      if let offset = StrictScan.firstInvalidUTF8(in: input, from: start) { throw .invalidUTF8(offset: offset) }
      if let violation = StrictScan.firstViolation(in: input, from: start) { throw violation }
      if let literal = context.invalidLiteral { throw .invalidNumber(literal: literal, offset: start) }
    }
    return (value, root.release())
  }

  /// The user-facing error for a json-c tokener failure that stopped at `offset`.
  private static func error(
    for status: json_tokener_error,
    at offset: Int,
    in input: UnsafeBufferPointer<UInt8>,
    from start: Int,
    maxDepth: Int
  ) -> JSONError {
    switch status {
    case json_tokener_error_depth:
      return .tooDeep(limit: maxDepth, offset: offset)
    case json_tokener_error_parse_utf8_string:
      // json-c stops at the byte that breaks a sequence; report where the sequence starts.
      return .invalidUTF8(offset: StrictScan.firstInvalidUTF8(in: input, from: start) ?? offset)
    case json_tokener_error_parse_eof, json_tokener_continue:
      // json-c treats a NUL byte as the end of its input, and may stop on it or just after it.
      if let nul = [offset, offset - 1].first(where: { input.indices.contains($0) && input[$0] == 0 }) {
        return .syntax(offset: nul, reason: "unexpected NUL byte")
      }
      if input[start...].allSatisfy(isWhitespace) { return .emptyInput }
      return .unexpectedEnd(offset: offset)
    default:
      return .syntax(offset: offset, reason: String(cString: json_tokener_error_desc(status)))
    }
  }

  /// The string json-c decoded. json-c's UTF-8 check lets overlong forms, surrogates and code points
  /// above U+10FFFF through; Swift's does not, and the scan then finds the offending bytes.
  private static func string(_ bytes: UnsafeRawBufferPointer, _ context: inout ConversionContext) -> String {
    if let string = String(validating: bytes, as: UTF8.self) { return string }
    context.isSuspicious = true
    return String(decoding: bytes, as: UTF8.self)
  }

  /// What conversion noticed that needs a look at the text.
  private struct ConversionContext {
    /// A value json-c may have clamped or accepted too leniently was seen.
    var isSuspicious = false
    /// The first double whose text is not a strict JSON number (json-c keeps the text).
    var invalidLiteral: String?
  }

  /// Converts a json-c tree (borrowed; its owner outlives this call) to `JSON`.
  ///
  /// Recursion depth is bounded by the tokener's depth limit, at most `JSON.maxDepthCeiling`.
  private static func convert(_ object: OpaquePointer?, _ context: inout ConversionContext) -> JSON {
    switch json_object_get_type(object) {
    case json_type_boolean:
      return .bool(json_object_get_boolean(object) != 0)
    case json_type_int:
      let value = json_object_get_int64(object)
      if value == .max {
        // json-c stores integers above Int64.max as UInt64 and clamps at UInt64.max.
        let unsigned = json_object_get_uint64(object)
        if unsigned > UInt64(Int64.max) {
          if unsigned == .max { context.isSuspicious = true }
          return .double(Double(unsigned))
        }
      } else if value == .min {
        // json-c clamps integers below Int64.min to it.
        context.isSuspicious = true
      }
      return .integer(value)
    case json_type_double:
      let value = json_object_get_double(object)
      if !value.isFinite { context.isSuspicious = true }
      // json-c keeps the text of a parsed double as its userdata (see json_object_new_double_s).
      if let text = json_object_get_userdata(object)?.assumingMemoryBound(to: CChar.self),
        !StrictScan.isStrictNumber(text)
      {
        context.isSuspicious = true
        if context.invalidLiteral == nil { context.invalidLiteral = String(cString: text) }
      }
      return .double(value)
    case json_type_string:
      let length = Int(json_object_get_string_len(object))
      guard let text = json_object_get_string(object) else { return .string("") }
      return .string(string(UnsafeRawBufferPointer(start: text, count: length), &context))
    case json_type_array:
      let count = json_object_array_length(object)
      var elements: [JSON] = []
      elements.reserveCapacity(count)
      for index in 0..<count {
        elements.append(convert(json_object_array_get_idx(object, index), &context))
      }
      return .array(elements)
    case json_type_object:
      var members: [JSON.Object.Element] = []
      members.reserveCapacity(Int(json_object_object_length(object)))
      var iterator = json_object_iter_begin(object)
      var end = json_object_iter_end(object)
      while json_object_iter_equal(&iterator, &end) == 0 {
        let name = json_object_iter_peek_name(&iterator)
        let key = name.map { string(UnsafeRawBufferPointer(start: $0, count: strlen($0)), &context) } ?? ""
        members.append((key: key, value: convert(json_object_iter_peek_value(&iterator), &context)))
        json_object_iter_next(&iterator)
      }
      return .object(JSON.Object(uniqueMembers: members))
    default:
      return .null
    }
  }

  // MARK: - Serialising

  /// Builds a json-c tree for `value`, serialises it and copies the bytes out before releasing the tree.
  ///
  /// Returns whether putting the root freed the whole json-c tree, for tests.
  static func serialize(
    _ value: JSON,
    pretty: Bool,
    maxDepth: Int
  ) throws(JSONError) -> (bytes: [UInt8], rootWasFreed: Bool) {
    precondition(
      (1...JSON.maxDepthCeiling).contains(maxDepth),
      "maxDepth must be between 1 and \(JSON.maxDepthCeiling)"
    )
    let builder = Builder(isPretty: pretty, maxDepth: maxDepth)
    let root = try builder.build(value, level: 1)
    let flags =
      pretty
      ? JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED | JSON_C_TO_STRING_NOSLASHESCAPE
      : JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE
    var length = 0
    // The text belongs to the root and dies with it: copy it first.
    guard let text = json_object_to_json_string_length(root.pointer, flags, &length) else {
      fatalError("json-c could not serialise a value (out of memory)")
    }
    let bytes = [UInt8](UnsafeRawBufferPointer(start: text, count: length))
    return (bytes, root.release())
  }

  /// Builds json-c trees; recursion stops at `maxDepth`, so the stack stays bounded.
  private struct Builder {
    let isPretty: Bool
    let maxDepth: Int

    func build(_ value: JSON, level: Int) throws(JSONError) -> JSONCReference {
      guard level <= maxDepth else { throw .tooDeep(limit: maxDepth, offset: nil) }
      switch value {
      case .null:
        return JSONCReference(adopting: nil)
      case .bool(let value):
        return allocated(json_object_new_boolean(value ? 1 : 0))
      case .integer(let value):
        return allocated(json_object_new_int64(value))
      case .double(let value):
        guard value.isFinite else { throw .nonFiniteNumber(value: value.description) }
        // Swift's description is the shortest text that reads back as the same double, and keeps a
        // `.0` on whole numbers so they stay doubles; json-c's own "%.17g" would print 0.1 as
        // 0.10000000000000001.
        return allocated(value.description.withCString { json_object_new_double_s(value, $0) })
      case .string(var string):
        guard string.utf8.count < Int(Int32.max) else { throw .tooLarge(byteCount: string.utf8.count) }
        return allocated(string.withUTF8 { json_object_new_string_len($0.baseAddress, Int32($0.count)) })
      case .array(let elements):
        let array = allocated(json_object_new_array_ext(Int32(clamping: elements.count)))
        if elements.isEmpty { tightenIfEmpty(array, text: "[]") }
        for element in elements {
          array.append(try build(element, level: level + 1))
        }
        return array
      case .text(let text):
        guard level + text.depth - 1 <= maxDepth else { throw .tooDeep(limit: maxDepth, offset: nil) }
        // Pretty output indents by level, which the compact text cannot: it is read back and built.
        if isPretty { return try build(JSON.parse(text.bytes, maxDepth: JSON.maxDepthCeiling), level: level) }
        // A placeholder whose serializer prints the text; the text outlives the tree (the value being
        // serialised holds it), and json-c frees nothing of it (no delete function).
        let placeholder = allocated(json_object_new_boolean(0))
        json_object_set_serializer(
          placeholder.pointer,
          json_object_userdata_to_json_string,
          UnsafeMutableRawPointer(mutating: text.cString),
          nil
        )
        return placeholder
      case .object(let members):
        let object = allocated(json_object_new_object())
        if members.isEmpty { tightenIfEmpty(object, text: "{}") }
        for (key, value) in members {
          guard !key.utf8.contains(0) else { throw .keyContainsNUL(key: key, offset: nil) }
          object.add(try build(value, level: level + 1), forKey: key)
        }
        return object
      }
    }

    /// Makes an empty container print as `[]` / `{}` in pretty output, where json-c would print the
    /// brackets on two lines. The text is static, so json-c has nothing to free.
    private func tightenIfEmpty(_ container: borrowing JSONCReference, text: StaticString) {
      guard isPretty else { return }
      json_object_set_serializer(
        container.pointer,
        json_object_userdata_to_json_string,
        UnsafeMutableRawPointer(mutating: text.utf8Start),
        nil
      )
    }
  }

  // MARK: - Bytes

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  private static func hasByteOrderMark(_ input: UnsafeBufferPointer<UInt8>) -> Bool {
    input.count >= 3 && input[0] == 0xEF && input[1] == 0xBB && input[2] == 0xBF
  }

  /// Whether the text contains the escape `\u0000` (a candidate NUL in a key, which json-c would cut
  /// short). `memchr` finds the backslashes, so escape-free text costs one C scan.
  private static func containsEscapedNUL(_ input: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = input.baseAddress else { return false }
    var offset = 0
    while offset < input.count, let hit = memchr(base + offset, 0x5C, input.count - offset) {
      let index = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
      if index + 5 < input.count, input[index + 1] == 0x75, input[index + 2] == 0x30, input[index + 3] == 0x30,
        input[index + 4] == 0x30, input[index + 5] == 0x30
      {
        return true
      }
      // Skip the escaped byte too: `\\u0000` is a backslash followed by text, not a NUL.
      offset = index + 2
    }
    return false
  }
}
