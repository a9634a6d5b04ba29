#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Logging
import NIOCore
import SDLProtocol

/// One connection's capture file (``SDLHeadUnitConfiguration/captureDirectory``): frames are
/// encoded into a buffer and written when it holds ``flushThreshold`` bytes, when asked (a timer)
/// and when the file closes. Used on the head unit's event loop only. A file that cannot be
/// opened or written is logged once and then left alone; the connection goes on.
final class HeadUnitCaptureFile {
    /// Buffered bytes that are written at once.
    static let flushThreshold = 65_536

    let path: String
    private let logger: Logger
    private var descriptor: Int32?
    private var buffer = ByteBuffer()

    /// Creates (or truncates) the file at `path`.
    init(path: String, logger: Logger) {
        self.path = path
        self.logger = logger
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if descriptor >= 0 {
            self.descriptor = descriptor
        } else {
            fail("cannot create")
        }
    }

    deinit {
        close()
    }

    /// Whether bytes are waiting to be written.
    var hasPendingBytes: Bool { buffer.readableBytes > 0 }

    /// Adds the frame's wire bytes; writes them out once the buffer is full.
    func append(_ frame: SDLFrame) {
        guard descriptor != nil else { return }
        frame.encode(into: &buffer)
        if buffer.readableBytes >= Self.flushThreshold { flush() }
    }

    /// Writes what is buffered.
    func flush() {
        guard let descriptor else { return }
        while buffer.readableBytes > 0 {
            let written = buffer.withUnsafeReadableBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                fail("cannot write")
                return
            }
            buffer.moveReaderIndex(forwardBy: written)
        }
        buffer.clear()
    }

    /// Writes what is buffered and closes the file (again: nothing happens).
    func close() {
        flush()
        if let descriptor { closeDescriptor(descriptor) }
        descriptor = nil
    }

    private func fail(_ what: String) {
        let reason = String(cString: strerror(errno))
        logger.warning("capture: \(what) \(path): \(reason); this connection is not captured")
        if let descriptor { closeDescriptor(descriptor) }
        descriptor = nil
        buffer = ByteBuffer()
    }
}

/// `close(2)` (the class's own `close()` hides it there).
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
