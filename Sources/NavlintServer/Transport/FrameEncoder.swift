/// Frames message bodies with a `Content-Length` header counting bytes (never characters).
public enum FrameEncoder {
  /// `Content-Length: N\r\n\r\n` followed by `body`.
  public static func encode(_ body: [UInt8]) -> [UInt8] {
    var frame = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
    frame.reserveCapacity(frame.count + body.count)
    frame += body
    return frame
  }
}
