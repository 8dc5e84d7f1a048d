/// Splits a byte stream into LSP frames (`Content-Length` framing), fed arbitrary chunks.
///
/// A pure value: `append(_:)` adds bytes, `next()` returns the next complete event or `nil` when more
/// bytes are needed. Header names compare case-insensitively; `Content-Type` and unknown headers are
/// accepted and ignored; `Content-Length` is required. A body larger than `maximumBodySize` is skipped
/// without being buffered. After any error the decoder resynchronises at the next `Content-Length`
/// header, so one bad frame never ends the stream.
public struct FrameDecoder: Sendable {
  /// One result of decoding: a complete body or a framing problem (already skipped).
  public enum Event: Sendable, Equatable {
    case frame([UInt8])
    case error(FramingError)
  }

  /// The largest body accepted (64 MiB by default).
  public let maximumBodySize: Int
  /// The largest header block accepted before it is treated as garbage.
  public let maximumHeaderSize: Int

  private enum State: Sendable {
    /// Looking for a header block ending in `\r\n\r\n`.
    case header
    /// Waiting for `length` body bytes after the header block.
    case body(length: Int)
    /// Discarding `remaining` bytes of an oversized body.
    case skipping(remaining: Int)
  }

  private var state = State.header
  private var buffer: [UInt8] = []
  /// Start of the unconsumed bytes in `buffer` (compacted lazily so consuming is O(1)).
  private var start = 0

  public init(maximumBodySize: Int = 64 << 20, maximumHeaderSize: Int = 8 << 10) {
    self.maximumBodySize = maximumBodySize
    self.maximumHeaderSize = maximumHeaderSize
  }

  /// The bytes received but not yet returned as an event.
  public var bufferedByteCount: Int { buffer.count - start }

  /// Whether the stream is between frames (nothing partial buffered). At end of input, `false` means
  /// the stream stopped in the middle of a message.
  public var isAtFrameBoundary: Bool {
    if case .header = state { return bufferedByteCount == 0 }
    return false
  }

  /// Adds received bytes.
  public mutating func append(_ bytes: some Collection<UInt8>) {
    if start > 0 && start >= buffer.count / 2 {
      buffer.removeFirst(start)
      start = 0
    }
    buffer.append(contentsOf: bytes)
  }

  /// The next event, or `nil` when more bytes are needed.
  public mutating func next() -> Event? {
    while true {
      switch state {
      case .skipping(let remaining):
        let available = min(remaining, bufferedByteCount)
        start += available
        if available == remaining {
          state = .header
          continue
        }
        state = .skipping(remaining: remaining - available)
        return nil
      case .body(let length):
        guard bufferedByteCount >= length else { return nil }
        let body = Array(buffer[start..<start + length])
        start += length
        state = .header
        return .frame(body)
      case .header:
        // Blank lines between messages are tolerated.
        while bufferedByteCount > 0, buffer[start] == 0x0D || buffer[start] == 0x0A { start += 1 }
        guard bufferedByteCount > 0 else { return nil }
        guard let end = headerEnd() else {
          if bufferedByteCount > maximumHeaderSize { return resynchronise(.headerTooLarge) }
          return nil
        }
        let block = buffer[start..<end]
        switch Self.contentLength(ofHeader: block) {
        case .success(let length):
          start = end + 4
          if length > maximumBodySize {
            state = .skipping(remaining: length)
            return .error(.bodyTooLarge(length: length, limit: maximumBodySize))
          }
          state = .body(length: length)
        case .failure(let error):
          return resynchronise(error, blockEnd: end + 4)
        }
      }
    }
  }

  /// Drops garbage up to the next `Content-Length` header (or to `blockEnd`, or everything but a possible
  /// partial header) and reports `error`.
  private mutating func resynchronise(_ error: FramingError, blockEnd: Int? = nil) -> Event {
    let limit = blockEnd ?? buffer.count
    if let next = findContentLength(from: start + 1, before: limit) {
      start = next
    } else if let blockEnd {
      start = blockEnd
    } else {
      // Keep a tail that might be the beginning of a header split across chunks.
      start = max(start, buffer.count - 16)
    }
    return .error(error)
  }

  /// Index of the `\r\n\r\n` ending the header block that starts at `start`.
  private func headerEnd() -> Int? {
    var index = start
    let last = buffer.count - 4
    while index <= last {
      if buffer[index] == 0x0D && buffer[index + 1] == 0x0A && buffer[index + 2] == 0x0D && buffer[index + 3] == 0x0A {
        return index
      }
      index += 1
    }
    return nil
  }

  private static let contentLengthName = Array("content-length".utf8)

  /// Index of the next `content-length` (any case) at or after `from` and before `limit`.
  private func findContentLength(from: Int, before limit: Int) -> Int? {
    let name = Self.contentLengthName
    var index = from
    while index + name.count <= limit {
      var matches = true
      for offset in 0..<name.count where Self.lowercased(buffer[index + offset]) != name[offset] {
        matches = false
        break
      }
      if matches { return index }
      index += 1
    }
    return nil
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
  }

  /// The `Content-Length` of a header block (without its final `\r\n\r\n`).
  static func contentLength(ofHeader block: ArraySlice<UInt8>) -> Result<Int, FramingError> {
    var length: Int?
    for line in block.split(separator: 0x0A, omittingEmptySubsequences: false) {
      var line = line
      if line.last == 0x0D { line = line.dropLast() }
      guard let colon = line.firstIndex(of: 0x3A) else {
        return .failure(.malformedHeader(String(decoding: line.prefix(80), as: UTF8.self)))
      }
      let name = line[line.startIndex..<colon].map(lowercased)
      guard !name.isEmpty, name.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
        return .failure(.malformedHeader(String(decoding: line.prefix(80), as: UTF8.self)))
      }
      guard name == contentLengthName else { continue }
      let value = line[(colon + 1)...].drop { $0 == 0x20 || $0 == 0x09 }
      let digits = value.reversed().drop { $0 == 0x20 || $0 == 0x09 }.reversed()
      guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ (0x30...0x39).contains($0) }) else {
        return .failure(.invalidContentLength(String(decoding: value.prefix(40), as: UTF8.self)))
      }
      let parsed = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
      if let length, length != parsed {
        return .failure(.invalidContentLength("conflicting values \(length) and \(parsed)"))
      }
      length = parsed
    }
    guard let length else { return .failure(.missingContentLength) }
    return .success(length)
  }
}
