import Foundation

/// Writes to an app's `OutputStream` on a serial dispatch queue of its own (never on the Swift
/// concurrency pool): each ``write(_:)`` waits until the stream took every byte, the stream
/// failed, or it was closed. While the stream has no space it waits a few milliseconds at a time,
/// so ``close()`` is never stuck behind a blocked write.
final class SDLFoundationStreamWriter: @unchecked Sendable {
    // @unchecked: `output` is used on `queue` only; `closed` is behind `lock`.
    private let output: OutputStream
    private let queue = DispatchQueue(label: "SDL stream writer")
    private let lock = NSLock()
    private var closed = false

    init(_ output: OutputStream) {
        self.output = output
    }

    /// Writes all of `bytes`; throws when the stream fails, ends or was closed first.
    func write(_ bytes: [UInt8]) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            queue.async { [self] in
                continuation.resume(with: Result { try writeAll(bytes) })
            }
        }
    }

    /// Closes the stream after the writes under way; later writes throw.
    func close() {
        lock.withLock { closed = true }
        queue.async { [self] in output.close() }
    }

    private var isClosed: Bool {
        lock.withLock { closed }
    }

    private func writeAll(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            guard !isClosed else { throw SDLFoundationStreamError.closed }
            switch output.streamStatus {
            case .error: throw SDLFoundationStreamError.failed("writing", output.reportedError)
            case .atEnd, .closed: throw SDLFoundationStreamError.closed
            default: break
            }
            guard output.hasSpaceAvailable else {
                Thread.sleep(forTimeInterval: SDLFoundationStreamReader.idleWait)
                continue
            }
            let written = bytes[offset...].withUnsafeBufferPointer { chunk in
                guard let base = chunk.baseAddress else { return 0 }
                return output.write(base, maxLength: chunk.count)
            }
            if written > 0 {
                offset += written
            } else if written == 0 {
                throw SDLFoundationStreamError.closed
            } else {
                throw SDLFoundationStreamError.failed("writing", output.reportedError)
            }
        }
    }
}
