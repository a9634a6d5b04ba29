import NIOConcurrencyHelpers
import SDLRPC

/// Keeps log entries in memory (for tests).
public final class SDLMessageLogMemory: SDLMessageLogSink {
    private let storage = NIOLockedValueBox<[SDLJSONObject]>([])

    /// Creates an empty log.
    public init() {}

    /// Keeps `entry`.
    public func record(_ entry: SDLJSONObject) {
        storage.withLockedValue { $0.append(entry) }
    }

    /// Everything recorded so far.
    public var entries: [SDLJSONObject] {
        storage.withLockedValue { $0 }
    }
}
