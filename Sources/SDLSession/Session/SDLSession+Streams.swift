import Logging
import NIOConcurrencyHelpers
public import SDLRPC

extension SDLSession {
    /// Every notification of one type from now on, until the session closes.
    ///
    /// Notifications are decoded leniently: parts the head unit got wrong are dropped and listed
    /// in the notification's `decodingIssues` (and logged once, however many streams there are).
    /// One whose own mandatory parameters are unusable is skipped with a warning (it still
    /// appears in ``messages()``). Reconnects do not end the stream; ``close()`` or a final
    /// disconnect does.
    public func notifications<Notification: SDLNotification>(of type: Notification.Type) -> AsyncStream<Notification> {
        subscribe(functionID: Notification.rpcFunctionID) { [weak self] envelope, continuation in
            guard let self else { return }
            if case .success(let notification) = decodeIncoming(envelope, as: Notification.self) {
                continuation.yield(notification)
            }
        }
    }

    /// A ledger of every notification of `type` from now on, filled on the receive path before
    /// any later response resumes its caller (see ``SDLNotificationLedger``); it stops listening
    /// when released.
    public func notificationLedger<Notification: SDLNotification>(of type: Notification.Type) -> SDLNotificationLedger<Notification> {
        let ledger = SDLNotificationLedger<Notification>()
        let subscriber = SDLSessionState.Subscriber(
            functionID: Notification.rpcFunctionID,
            deliver: { [weak self, weak ledger] envelope in
                guard let self, let ledger else { return }
                if case .success(let notification) = decodeIncoming(envelope, as: Notification.self) {
                    ledger.record(notification)
                }
            },
            finish: {}
        )
        let added = add(subscriber)
        if let id = added {
            ledger.whenReleased { [weak self] in
                self?.state.withLockedValue { _ = $0.subscribers.removeValue(forKey: id) }
            }
        }
        return ledger
    }

    /// Every message the head unit sends from now on — responses (even late ones nobody waits
    /// for), notifications and requests — untyped, until the session closes.
    public func messages() -> AsyncStream<SDLRPCEnvelope> {
        subscribe(functionID: nil) { envelope, continuation in
            continuation.yield(envelope)
        }
    }

    /// Every notification the head unit sends from now on, of any function, untyped, until the
    /// session closes. Unlike ``messages()`` it never carries responses or requests, so a task
    /// following it is not woken for each response (an app's notification hub follows this).
    public func allNotifications() -> AsyncStream<SDLRPCEnvelope> {
        subscribe(functionID: nil) { envelope, continuation in
            if envelope.kind == .notification { continuation.yield(envelope) }
        }
    }

    /// Connection changes from now on: drops that a reconnect follows, reconnect attempts,
    /// reconnects and the final close (which carries the error of a drop that ends the session).
    /// On a session that is already closed the stream yields that `.closed` event and finishes.
    public func events() -> AsyncStream<SDLSessionEvent> {
        let (stream, continuation) = AsyncStream<SDLSessionEvent>.makeStream()
        let added: Result<Int, SDLErrorBox> = state.withLockedValue { state in
            if case .closed(let error) = state.phase { return .failure(SDLErrorBox(error: error)) }
            let id = state.nextSubscriberID
            state.nextSubscriberID += 1
            state.eventStreams[id] = continuation
            return .success(id)
        }
        let id: Int
        switch added {
        case .success(let added):
            id = added
        case .failure(let closed):
            continuation.yield(.closed(closed.error))
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLockedValue { _ = $0.eventStreams.removeValue(forKey: id) }
        }
        return stream
    }

    /// Adds `subscriber` unless the session is closed; its ID.
    private func add(_ subscriber: SDLSessionState.Subscriber) -> Int? {
        state.withLockedValue { state in
            guard !state.isClosed else { return nil }
            let id = state.nextSubscriberID
            state.nextSubscriberID += 1
            state.subscribers[id] = subscriber
            return id
        }
    }

    private func subscribe<Element: Sendable>(
        functionID: Int?,
        _ deliver: @escaping @Sendable (SDLRPCEnvelope, AsyncStream<Element>.Continuation) -> Void
    ) -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream<Element>.makeStream()
        let subscriber = SDLSessionState.Subscriber(
            functionID: functionID,
            deliver: { deliver($0, continuation) },
            finish: { continuation.finish() }
        )
        let added = add(subscriber)
        guard let id = added else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLockedValue { _ = $0.subscribers.removeValue(forKey: id) }
        }
        return stream
    }
}

/// Carries the close reason of a closed session out of the lock.
private struct SDLErrorBox: Error {
    var error: SDLError?
}
