import SDLRPC
import SDLSession

/// The application's notification streams: each stream of a type gets every notification of that
/// type the head unit sends on any registration, so a subscriber outlives reconnects and never
/// subscribes again. Each envelope is decoded once per type however many streams listen (the
/// envelope's shared decoding cache), and a notification that cannot be read is skipped.
@MainActor
final class SDLNotificationHub {
    /// Live subscribers by function ID: each decodes and yields, and says whether it still lives.
    private var subscribers: [Int: [Int: (SDLRPCEnvelope) -> Bool]] = [:]
    private var nextID = 0

    /// A stream of every `Notification` from now on, until ``finish()`` (the application stopped).
    func stream<Notification: SDLNotification>(of type: Notification.Type) -> AsyncStream<Notification> {
        let (stream, continuation) = AsyncStream.makeStream(of: Notification.self)
        let id = nextID
        nextID += 1
        subscribers[Notification.rpcFunctionID, default: [:]][id] = { envelope in
            guard let notification = try? envelope.decode(as: Notification.self) else { return true }
            if case .terminated = continuation.yield(notification) { return false }
            return true
        }
        finishers[id] = { continuation.finish() }
        return stream
    }

    /// A stream of every notification envelope with `functionID` from now on (undecoded: for the
    /// parameters a typed message does not name, such as an OEM's vehicle data items).
    func envelopes(functionID: Int) -> AsyncStream<SDLRPCEnvelope> {
        let (stream, continuation) = AsyncStream.makeStream(of: SDLRPCEnvelope.self)
        let id = nextID
        nextID += 1
        subscribers[functionID, default: [:]][id] = { envelope in
            if case .terminated = continuation.yield(envelope) { return false }
            return true
        }
        finishers[id] = { continuation.finish() }
        return stream
    }

    /// How to end each stream.
    private var finishers: [Int: () -> Void] = [:]

    /// Hands `envelope` (a notification) to the streams of its type.
    func deliver(_ envelope: SDLRPCEnvelope) {
        guard let listeners = subscribers[envelope.functionID] else { return }
        for (id, listener) in listeners where !listener(envelope) {
            subscribers[envelope.functionID]?[id] = nil
            finishers[id] = nil
        }
    }

    /// Forwards `notifications` (a session's ``SDLSession/allNotifications()``, subscribed before
    /// it registers) until they end or the task is cancelled; anything else in the stream is skipped.
    func follow(_ notifications: AsyncStream<SDLRPCEnvelope>) async {
        for await envelope in notifications where envelope.kind == .notification {
            deliver(envelope)
        }
    }

    /// Ends every stream.
    func finish() {
        for finish in finishers.values { finish() }
        finishers.removeAll()
        subscribers.removeAll()
    }
}
