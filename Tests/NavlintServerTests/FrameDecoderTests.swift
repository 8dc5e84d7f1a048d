import Testing

@testable import NavlintServer

/// The frame decoder: every split point of a stream, header variants, size cap and resynchronisation.
struct FrameDecoderTests {
  private static func frame(_ body: String, headers: String = "") -> [UInt8] {
    Array("\(headers)Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
  }

  private static func decodeAll(_ chunks: [[UInt8]], decoder: FrameDecoder = FrameDecoder()) -> [FrameDecoder.Event] {
    var decoder = decoder
    var events: [FrameDecoder.Event] = []
    for chunk in chunks {
      decoder.append(chunk)
      while let event = decoder.next() { events.append(event) }
    }
    return events
  }

  private static func frames(_ bodies: [String]) -> [FrameDecoder.Event] { bodies.map { .frame(Array($0.utf8)) } }

  @Test func decodesEverySplitPointOfAStream() {
    let bodies = [#"{"a":1}"#, #"{"text":"héllo 🎉"}"#, "{}"]
    let stream =
      Self.frame(bodies[0])
      + Self.frame(bodies[1], headers: "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n")
      + Self.frame(bodies[2])
    for split in 0...stream.count {
      let events = Self.decodeAll([Array(stream[..<split]), Array(stream[split...])])
      #expect(events == Self.frames(bodies), "split at \(split)")
    }
    for first in stride(from: 0, through: stream.count, by: 3) {
      for second in stride(from: first, through: stream.count, by: 7) {
        let chunks = [Array(stream[..<first]), Array(stream[first..<second]), Array(stream[second...])]
        #expect(Self.decodeAll(chunks) == Self.frames(bodies), "splits at \(first), \(second)")
      }
    }
  }

  @Test func decodesByteAtATime() {
    let stream = Self.frame("[1,2]") + Self.frame("null")
    #expect(Self.decodeAll(stream.map { [$0] }) == Self.frames(["[1,2]", "null"]))
  }

  @Test func headerNamesAreCaseInsensitiveAndOtherHeadersIgnored() {
    let stream = Array("content-LENGTH:   2 \r\nX-Other: 1\r\ncontent-type: text/plain\r\n\r\n{}".utf8)
    #expect(Self.decodeAll([stream]) == Self.frames(["{}"]))
  }

  @Test func countsBytesNotCharacters() {
    let body = #"{"s":"🎉é"}"#
    #expect(Self.decodeAll([Self.frame(body)]) == Self.frames([body]))
    #expect(FrameEncoder.encode(Array(body.utf8)) == Self.frame(body))
  }

  @Test func missingContentLengthIsReportedAndSkipped() {
    let stream = Array("Content-Type: x\r\n\r\n".utf8) + Self.frame("{}")
    #expect(Self.decodeAll([stream]) == [.error(.missingContentLength)] + Self.frames(["{}"]))
  }

  @Test func invalidContentLengthIsReportedAndSkipped() {
    for bad in ["abc", "-1", "", "1e3", "99999999999999999999"] {
      let stream = Array("Content-Length: \(bad)\r\n\r\n".utf8) + Self.frame("{}")
      let events = Self.decodeAll([stream])
      #expect(events.count == 2, "\(bad)")
      #expect(events.last == .frame(Array("{}".utf8)), "\(bad)")
    }
  }

  @Test func garbageBeforeAFrameIsSkipped() {
    let stream = Array("garbage without colon\r\n\r\n".utf8) + Self.frame("1") + Array("xx".utf8) + Self.frame("2")
    let events = Self.decodeAll([stream])
    #expect(events.filter { if case .frame = $0 { true } else { false } } == Self.frames(["1", "2"]))
    #expect(events.count == 4)
  }

  @Test func oversizedBodyIsSkippedWithoutBuffering() {
    var decoder = FrameDecoder(maximumBodySize: 100)
    decoder.append(Array("Content-Length: 1000\r\n\r\n".utf8))
    #expect(decoder.next() == .error(.bodyTooLarge(length: 1000, limit: 100)))
    for _ in 0..<10 {
      decoder.append([UInt8](repeating: 0x41, count: 100))
      #expect(decoder.next() == nil)
      #expect(decoder.bufferedByteCount == 0)
    }
    decoder.append(Self.frame("{}"))
    #expect(decoder.next() == .frame(Array("{}".utf8)))
    #expect(decoder.isAtFrameBoundary)
  }

  @Test func endlessHeaderIsCappedAndResynchronised() {
    var decoder = FrameDecoder(maximumHeaderSize: 64)
    decoder.append([UInt8](repeating: 0x61, count: 500))
    #expect(decoder.next() == .error(.headerTooLarge))
    #expect(decoder.bufferedByteCount <= 64)
    decoder.append(Self.frame("{}"))
    var events: [FrameDecoder.Event] = []
    while let event = decoder.next() { events.append(event) }
    #expect(events.last == .frame(Array("{}".utf8)))
  }

  @Test func reportsWhetherInputStoppedMidMessage() {
    var decoder = FrameDecoder()
    decoder.append(Array("Content-Length: 10\r\n\r\n{\"a\"".utf8))
    #expect(decoder.next() == nil)
    #expect(!decoder.isAtFrameBoundary)
    var complete = FrameDecoder()
    complete.append(Self.frame("{}"))
    _ = complete.next()
    #expect(complete.isAtFrameBoundary)
  }

  @Test func zeroLengthBodyIsAFrame() {
    #expect(Self.decodeAll([Array("Content-Length: 0\r\n\r\n".utf8)]) == [.frame([])])
  }

  @Test func recoversFromRandomGarbageInRandomChunks() {
    let alphabet = Array("ab:C \r\n0123456789-Content-Lengthé{}".utf8)
    var random = SplitMix(state: 42)
    for round in 0..<300 {
      var garbage = (0..<random.next(400)).map { _ in alphabet[random.next(alphabet.count)] }
      // Garbage that happens to announce a body could swallow the frame; that is not what this checks.
      if String(decoding: garbage, as: UTF8.self).lowercased().contains("content-length") { garbage = [] }
      let body = #"{"round":\#(round)}"#
      let separator = random.next(2) == 0 ? Array("\r\n\r\n".utf8) : []
      let stream = garbage + separator + Self.frame(body)
      var chunks: [[UInt8]] = []
      var index = 0
      while index < stream.count {
        let size = 1 + random.next(64)
        chunks.append(Array(stream[index..<min(index + size, stream.count)]))
        index += size
      }
      let events = Self.decodeAll(chunks, decoder: FrameDecoder(maximumHeaderSize: 256))
      #expect(events.last == .frame(Array(body.utf8)), "round \(round)")
    }
  }
}
