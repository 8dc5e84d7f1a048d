#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The server's only contact with file descriptors: reads stdin, writes framed messages to stdout and
/// log lines to stderr.
///
/// On creation it moves the real stdout to a private descriptor and points descriptor 1 at stderr, so a
/// stray `print` anywhere in the process can never corrupt the message stream.
public final class StdioChannel: Sendable {
  private let input: Int32
  private let output: Int32
  private let errors: Int32
  /// Whether `poll` tells anything about stdin (a pipe, socket or terminal, not a regular file).
  private let isPollable: Bool

  public init() {
    input = 0
    errors = 2
    var info = stat()
    isPollable = fstat(input, &info) == 0 && info.st_mode & S_IFMT != S_IFREG
    // A client that goes away must not kill the server mid-write; failed writes are reported instead.
    _ = signal(SIGPIPE, SIG_IGN)
    let duplicate = dup(1)
    if duplicate >= 0 {
      output = duplicate
      _ = dup2(2, 1)
    } else {
      output = 1
    }
    Self.enlargePipe(output)
  }

  /// Reads the next chunk of stdin; `nil` at end of input or on a read error.
  public func read(maximumCount: Int = 64 << 10) -> [UInt8]? {
    var failed = false
    let chunk = [UInt8](unsafeUninitializedCapacity: maximumCount) { buffer, count in
      count = 0
      guard let base = buffer.baseAddress else { return }
      while true {
        // Reads at most `buffer.count` bytes into `buffer`.
        let result = systemRead(input, base, buffer.count)
        if result > 0 {
          count = result
          return
        }
        if result < 0 && errno == EINTR { continue }
        failed = true
        return
      }
    }
    return failed ? nil : chunk
  }

  /// Whether stdin has bytes (or its end) ready to read right now: the client has sent more than the
  /// reader has taken. Always `false` for a regular file, which `poll` reports readable forever.
  public var hasPendingInput: Bool {
    guard isPollable else { return false }
    var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLIN | POLLHUP) != 0
  }

  /// Asks for a 1 MiB pipe buffer when stdout is a pipe (Linux), so a large message (a hundred
  /// diagnostics is about 64 KiB, the default pipe size) is written in one go instead of in turns with
  /// the client's reads. Best effort: the size stays as it was when the system refuses.
  private static func enlargePipe(_ descriptor: Int32) {
    #if os(Linux)
      var info = stat()
      guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFIFO else { return }
      let setPipeSize: Int32 = 1031  // F_SETPIPE_SZ, not exported by Glibc's Swift overlay.
      _ = fcntl(descriptor, setPipeSize, Int32(1 << 20))
    #endif
  }

  /// Writes a whole frame to stdout; returns `false` when stdout is gone.
  @discardableResult
  public func write(frame: [UInt8]) -> Bool { writeAll(frame, to: output) }

  /// Writes one log line to stderr.
  public func log(_ line: String) {
    _ = writeAll(Array("navlint lsp: \(line)\n".utf8), to: errors)
  }

  private func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        guard let base = buffer.baseAddress else { return 0 }
        return systemWrite(descriptor, base + written, bytes.count - written)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      written += count
    }
    return true
  }
}

#if canImport(Glibc)
  private let systemRead = Glibc.read
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  private let systemRead = Darwin.read
  private let systemWrite = Darwin.write
#endif
