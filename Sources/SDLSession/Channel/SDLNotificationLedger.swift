import NIOConcurrencyHelpers
public import SDLRPC

/// The notifications of one type a channel has received since the ledger was made, in order, read
/// without waiting. Made by ``SDLRPCChannel/notificationLedger(of:)``.
///
/// A stream's consumer runs when its task is scheduled, so a response can reach its awaiting
/// caller before a notification the head unit sent *earlier* reaches a stream's consumer. A
/// ledger is filled on the receive path itself: on an ``SDLSession``, every notification that
/// arrived before a response is in the ledger by the time that response's caller resumes. An
/// overlay uses one to learn which of its buttons closed it.
///
/// The ledger stops listening when it is released.
public final class SDLNotificationLedger<Notification: SDLNotification>: Sendable {
    private let entries = NIOLockedValueBox<[Notification]>([])
    private let onRelease = NIOLockedValueBox<(@Sendable () -> Void)?>(nil)

    /// An empty ledger; a channel fills it with ``record(_:)``.
    public init() {}

    deinit {
        onRelease.withLockedValue { $0 }?()
    }

    /// Appends `notification` (called by the channel as it receives one).
    public func record(_ notification: Notification) {
        entries.withLockedValue { $0.append(notification) }
    }

    /// The notifications recorded since the last call, oldest first; the ledger is then empty.
    public func take() -> [Notification] {
        entries.withLockedValue { entries in
            defer { entries.removeAll() }
            return entries
        }
    }

    /// Runs `body` once when the ledger is released (the channel stops filling it there).
    public func whenReleased(_ body: @escaping @Sendable () -> Void) {
        onRelease.withLockedValue { $0 = body }
    }
}
