import NIOConcurrencyHelpers
import SDLHeadUnit
import SDLRPC

/// Fans the head unit's state and message log out to every open page. The head unit's loop
/// publishes into it; each WebSocket connection subscribes and gets the current state and the
/// recent log at once, then every change. Messages to one page keep their order.
final class WebHub: Sendable {
    /// How many log entries a newly opened page gets.
    static let logHistory = 500
    /// How many unsent messages a slow page may fall behind before the oldest are dropped (the
    /// newest state always stays).
    static let pageBacklog = 4096

    private struct State {
        var snapshot: SDLHeadUnitSnapshot?
        var endpoint: (host: String, port: Int)?
        var stateMessage: String?
        var log: [String] = []
        var pages: [Int: AsyncStream<String>.Continuation] = [:]
        var nextPageID = 1
        var isFinished = false
        var video = WebVideoFeed()
    }

    private let state = NIOLockedValueBox(State())

    /// The last published snapshot, if any.
    var snapshot: SDLHeadUnitSnapshot? {
        state.withLockedValue { $0.snapshot }
    }

    /// Publishes `snapshot` to every page unless it equals the last one.
    func publish(_ snapshot: SDLHeadUnitSnapshot) {
        state.withLockedValue { state in
            guard state.snapshot != snapshot else { return }
            Self.store(snapshot, in: &state)
        }
    }

    /// Publishes `snapshot` only when nothing was published yet (the state at start; a change that
    /// raced ahead of it is newer and wins).
    func publishFirst(_ snapshot: SDLHeadUnitSnapshot) {
        state.withLockedValue { state in
            guard state.snapshot == nil else { return }
            Self.store(snapshot, in: &state)
        }
    }

    /// Where apps connect, shown on the page; published states from now on carry it.
    func setEndpoint(host: String, port: Int) {
        state.withLockedValue { state in
            state.endpoint = (host, port)
            if let snapshot = state.snapshot { Self.store(snapshot, in: &state) }
        }
    }

    private static func store(_ snapshot: SDLHeadUnitSnapshot, in state: inout State) {
        let message = SDLJSONSerializer.serializeToString(WebStateFeed.state(snapshot, endpoint: state.endpoint))
        state.snapshot = snapshot
        state.stateMessage = message
        for page in state.pages.values { page.yield(message) }
    }

    /// Adds a message-log entry and sends it to every page.
    func record(_ entry: SDLJSONObject) {
        let text = SDLJSONSerializer.serializeToString(.object(entry))
        let message = WebStateFeed.log(CollectionOfOne(text))
        state.withLockedValue { state in
            state.log.append(text)
            if state.log.count > Self.logHistory { state.log.removeFirst(state.log.count - Self.logHistory) }
            for page in state.pages.values { page.yield(message) }
        }
    }

    /// A new page: its id and its messages, starting with the current state and the log history.
    /// The stream ends when the hub finishes.
    func subscribe() -> (id: Int, messages: AsyncStream<String>) {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(Self.pageBacklog))
        let id = state.withLockedValue { state -> Int in
            let id = state.nextPageID
            state.nextPageID += 1
            if state.isFinished {
                continuation.finish()
                return id
            }
            if let message = state.stateMessage { continuation.yield(message) }
            if !state.log.isEmpty { continuation.yield(WebStateFeed.log(state.log)) }
            for message in state.video.joined(id) { continuation.yield(message) }
            state.pages[id] = continuation
            return id
        }
        return (id, stream)
    }

    /// Sends an app's access unit to every page that keeps up (``WebVideoFeed``).
    func publish(_ unit: SDLHeadUnitVideoAccessUnit) {
        state.withLockedValue { state in
            guard !state.isFinished else { return }
            let (message, pages) = state.video.accessUnit(unit)
            for page in pages { state.pages[page]?.yield(message) }
        }
    }

    /// A video message was written to `page`: it may take another.
    func videoWritten(to page: Int) {
        state.withLockedValue { $0.video.written(to: page) }
    }

    /// Sends `message` to one page only (the reply to its own message).
    func send(_ message: String, to page: Int) {
        state.withLockedValue { state in
            _ = state.pages[page]?.yield(message)
        }
    }

    /// Forgets a page (its connection ended).
    func unsubscribe(_ page: Int) {
        state.withLockedValue { state in
            state.pages.removeValue(forKey: page)?.finish()
            state.video.left(page)
        }
    }

    /// Ends every page's stream; later pages get none.
    func finish() {
        state.withLockedValue { state in
            state.isFinished = true
            for page in state.pages.values { page.finish() }
            state.pages.removeAll()
        }
    }

    /// An uploaded file of an app in the last published state.
    func file(appID: Int, name: String) -> SDLRegisteredApp.StoredFile? {
        state.withLockedValue { state in
            state.snapshot?.apps.first { $0.id == appID }?.files[name]
        }
    }
}

/// Passes every message-log entry to the hub and on to the sink that was configured before (such
/// as `--log FILE`).
struct WebLogSink: SDLMessageLogSink {
    let hub: WebHub
    let next: (any SDLMessageLogSink)?

    func record(_ entry: SDLJSONObject) {
        next?.record(entry)
        hub.record(entry)
    }
}
