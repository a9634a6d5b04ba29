import NIOConcurrencyHelpers
import NIOCore

/// The server's open connections and the page sessions running on them, so that stopping closes
/// them all: a connection between HTTP requests at once, a page's WebSocket with a normal close
/// (1000, sent by its bridge) first.
final class WebConnections: Sendable {
    private struct State {
        var channels: [ObjectIdentifier: any Channel] = [:]
        var pages: [ObjectIdentifier: Task<Void, Never>] = [:]
        var isClosed = false
    }

    private let state = NIOLockedValueBox(State())

    /// Tracks an accepted `channel` until it closes.
    /// - Returns: `false` once ``closeAll()`` began: the caller closes the channel.
    func add(_ channel: any Channel) -> Bool {
        let id = ObjectIdentifier(channel)
        let added = state.withLockedValue { state -> Bool in
            guard !state.isClosed else { return false }
            state.channels[id] = channel
            return true
        }
        if added {
            channel.closeFuture.whenComplete { _ in
                self.state.withLockedValue { _ = $0.channels.removeValue(forKey: id) }
            }
        }
        return added
    }

    /// Runs a page's session for `channel` as a task of its own, tracked until it ends.
    func runPage(on channel: any Channel, _ session: @escaping @Sendable () async -> Void) {
        let id = ObjectIdentifier(channel)
        state.withLockedValue { state in
            // Stored under the lock, so the task's own removal at its end comes after it.
            state.pages[id] = Task {
                await session()
                self.state.withLockedValue { _ = $0.pages.removeValue(forKey: id) }
            }
        }
    }

    /// Closes every connection, accepts none from now on, and returns once all are closed.
    func closeAll() async {
        let channels = state.withLockedValue { state in
            state.isClosed = true
            return Array(state.channels.values)
        }
        for channel in channels { channel.close(promise: nil) }
        for channel in channels { try? await channel.closeFuture.get() }
    }

    /// Returns once every page session has ended (their connections closed, or the hub finished).
    func pagesEnded() async {
        let pages = state.withLockedValue { Array($0.pages.values) }
        for page in pages { await page.value }
    }
}
