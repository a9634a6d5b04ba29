import Dispatch
import Foundation

/// SIGINT (Ctrl-C) and SIGTERM as a stream: the first one ends `--stay` in order (unregister,
/// end the service) instead of killing the process.
enum StopSignals {
    private static let sources = LockedSources()

    static func stream() -> AsyncStream<Int32> {
        let (stream, continuation) = AsyncStream<Int32>.makeStream()
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { continuation.yield(signalNumber) }
            source.resume()
            sources.keep(source)
        }
        return stream
    }

    /// Keeps the dispatch sources alive for the life of the process.
    private final class LockedSources: @unchecked Sendable {
        private let lock = NSLock()
        private var sources: [any DispatchSourceSignal] = []

        func keep(_ source: any DispatchSourceSignal) {
            lock.lock()
            sources.append(source)
            lock.unlock()
        }
    }
}
