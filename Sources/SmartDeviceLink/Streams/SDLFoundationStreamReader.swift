import Foundation
import SDLSession

/// Reads an app's `InputStream` on a dedicated thread (never on the Swift concurrency pool) and
/// hands its bytes on as an `AsyncThrowingStream`.
///
/// The thread owns the stream once reading started: it reads only when the stream says it has
/// bytes (`hasBytesAvailable`) and otherwise sleeps a few milliseconds, so a ``stop()`` from any
/// thread is seen within one sleep and the thread closes the stream itself — no other thread
/// touches it while a read may be running. The stream's end finishes the sequence; its error
/// (a negative read, or `streamStatus == .error`) finishes it with that error.
final class SDLFoundationStreamReader: @unchecked Sendable {
    // @unchecked: `input` is used by the reading thread only once it started; `stopped` is behind `lock`.
    private let input: InputStream
    private let lock = NSLock()
    private var stopped = false
    /// The idle wait between two looks at `hasBytesAvailable`.
    static let idleWait: TimeInterval = 0.002
    /// The most bytes one read takes.
    static let chunkSize = 16 * 1024

    init(_ input: InputStream) {
        self.input = input
    }

    /// The stream's bytes, read by a new thread from now on; iterate it once.
    func chunks() -> AsyncThrowingStream<[UInt8], any Error> {
        AsyncThrowingStream { continuation in
            continuation.onTermination = { [self] _ in stop() }
            let thread = Thread { [self] in readUntilEnd(into: continuation) }
            thread.name = "SDL stream reader"
            thread.start()
        }
    }

    /// Makes the thread stop reading and close the stream (within one idle wait, or when a read
    /// that is under way returns).
    func stop() {
        lock.withLock { stopped = true }
    }

    private var isStopped: Bool {
        lock.withLock { stopped }
    }

    private func readUntilEnd(into continuation: AsyncThrowingStream<[UInt8], any Error>.Continuation) {
        defer { input.close() }
        var buffer = [UInt8](repeating: 0, count: Self.chunkSize)
        while !isStopped {
            switch input.streamStatus {
            case .atEnd, .closed:
                continuation.finish()
                return
            case .error:
                continuation.finish(throwing: SDLFoundationStreamError.failed("reading", input.reportedError))
                return
            case .notOpen, .opening:
                Thread.sleep(forTimeInterval: Self.idleWait)
                continue
            default:
                break
            }
            guard input.hasBytesAvailable else {
                Thread.sleep(forTimeInterval: Self.idleWait)
                continue
            }
            let count = buffer.withUnsafeMutableBufferPointer { bytes in
                guard let base = bytes.baseAddress else { return 0 }
                return input.read(base, maxLength: bytes.count)
            }
            if count > 0 {
                continuation.yield(Array(buffer[0..<count]))
            } else if count == 0 {
                continuation.finish()
                return
            } else {
                continuation.finish(throwing: SDLFoundationStreamError.failed("reading", input.reportedError))
                return
            }
        }
        continuation.finish()
    }
}
