import Foundation
import SmartDeviceLink
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An ``SDLByteStream`` made the way an app makes one from its own transport: an `AsyncSequence`
/// of `Data` chunks that a test thread reads from a TCP socket to the emulator, a writer that
/// writes the socket on a queue, and a close that shuts the socket down (which ends the reading).
final class SocketByteStream: @unchecked Sendable {
    // @unchecked: everything is set once in `init`; `CloseCounter` locks its count.
    private let closes = CloseCounter()
    private let writes = DispatchQueue(label: "SocketByteStream writes")
    let byteStream: SDLByteStream

    /// How many times the session called the stream's `close`.
    var closeCount: Int { closes.count }

    init(port: Int) throws {
        let descriptor = try PipeStreamsToEmulator.connect(port: port)
        let (incoming, continuation) = AsyncThrowingStream.makeStream(of: Data.self, throwing: (any Error).self)
        Thread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                continuation.yield(Data(buffer[0..<count]))
            }
            continuation.finish()
            close(descriptor)
        }.start()
        let writes = writes
        byteStream = SDLByteStream(
            incoming: incoming,
            write: { bytes in
                try await withCheckedThrowingContinuation { (done: CheckedContinuation<Void, any Error>) in
                    writes.async {
                        var offset = 0
                        while offset < bytes.count {
                            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                            guard written > 0 else { return done.resume(throwing: PipeStreamsToEmulator.Failure(description: "write failed")) }
                            offset += written
                        }
                        done.resume()
                    }
                }
            },
            close: { [closes] in
                closes.increment()
                shutdown(descriptor, Int32(SHUT_RDWR))
            })
    }
}

/// Counts calls, from any thread.
final class CloseCounter: @unchecked Sendable {
    // @unchecked: `value` is behind `lock`.
    private let lock = NSLock()
    private var value = 0

    var count: Int { lock.withLock { value } }

    func increment() {
        lock.withLock { value += 1 }
    }
}
