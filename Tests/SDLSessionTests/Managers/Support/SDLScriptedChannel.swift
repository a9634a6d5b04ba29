import Foundation
import SDLRPC
import SDLSession

/// An in-memory `SDLRPCChannel`: scripted responses per RPC, recorded requests, and
/// notifications pushed by the test.
final class SDLScriptedChannel: SDLRPCChannel, @unchecked Sendable {
    /// One request the channel was asked to send.
    struct SentRequest: Sendable {
        var rpcName: String
        var request: any SDLRequest
        var bulkData: [UInt8]?
        var timeout: Duration?
    }

    /// Thrown for a request the test did not script.
    struct UnscriptedRequest: Error, CustomStringConvertible {
        var rpcName: String
        var description: String { "no response scripted for \(rpcName)" }
    }

    /// Stands in for the session's timeout error.
    struct SimulatedTimeout: Error, CustomStringConvertible {
        var description: String { "simulated timeout" }
    }

    typealias Handler = @Sendable (any SDLRequest, [UInt8]?) async throws -> any SDLResponse

    private let lock = NSLock()
    private var handlers: [String: Handler] = [:]
    private var log: [SentRequest] = []
    private var subscribers: [String: [@Sendable (any SDLNotification) -> Void]] = [:]
    private var finishers: [@Sendable () -> Void] = []
    private var sendWatchers: [AsyncStream<SentRequest>.Continuation] = []
    private var payloadSize: Int

    init(maximumFramePayloadSize: Int = 131_072) {
        self.payloadSize = maximumFramePayloadSize
    }

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    // MARK: Scripting

    /// Answers every `Request` with `body`'s result (or error).
    func handle<Request: SDLRequest>(
        _ type: Request.Type, _ body: @escaping @Sendable (Request, [UInt8]?) async throws -> Request.Response
    ) {
        let handler: Handler = { request, bulkData in
            guard let typed = request as? Request else { throw UnscriptedRequest(rpcName: Request.rpcName) }
            return try await body(typed, bulkData)
        }
        locked { handlers[Request.rpcName] = handler }
    }

    /// Answers every `Request` with `response`.
    func respond<Request: SDLRequest>(to type: Request.Type, with response: Request.Response) {
        handle(type) { _, _ in response }
    }

    /// Sets the frame payload limit.
    func setMaximumFramePayloadSize(_ size: Int) {
        locked { payloadSize = size }
    }

    /// Sends `notification` to every stream subscribed to its type.
    func push<Notification: SDLNotification>(_ notification: Notification) {
        let targets = locked { subscribers[Notification.rpcName] ?? [] }
        for target in targets { target(notification) }
    }

    /// Ends every notification stream (the connection closed).
    func finish() {
        let all = locked { finishers }
        for finish in all { finish() }
        let watchers = locked { sendWatchers }
        for watcher in watchers { watcher.finish() }
    }

    // MARK: Inspection

    /// Every request sent so far, in order.
    var sentRequests: [SentRequest] { locked { log } }

    /// The names of every request sent so far, in order.
    var sentNames: [String] { sentRequests.map(\.rpcName) }

    /// Every request of `type` sent so far, with its bulk data.
    func sent<Request: SDLRequest>(_ type: Request.Type) -> [(request: Request, bulkData: [UInt8]?)] {
        sentRequests.compactMap { entry in
            (entry.request as? Request).map { ($0, entry.bulkData) }
        }
    }

    /// Every request sent from now on, as it is sent (before it is answered).
    func sends() -> AsyncStream<SentRequest> {
        let (stream, continuation) = AsyncStream.makeStream(of: SentRequest.self)
        locked { sendWatchers.append(continuation) }
        return stream
    }

    // MARK: SDLRPCChannel

    func send<Request: SDLRequest>(_ request: Request, bulkData: [UInt8]?, timeout: Duration?) async throws(SDLError) -> Request.Response {
        do {
            return try await scriptedSend(request, bulkData: bulkData, timeout: timeout)
        } catch {
            // A scripted error that is not an SDLError reaches the caller as its underlying error.
            throw SDLError(error, otherwise: .requestFailed)
        }
    }

    /// Logs the request and answers it with its script.
    private func scriptedSend<Request: SDLRequest>(_ request: Request, bulkData: [UInt8]?, timeout: Duration?) async throws -> Request.Response {
        let entry = SentRequest(rpcName: Request.rpcName, request: request, bulkData: bulkData, timeout: timeout)
        let (handler, watchers) = locked { () -> (Handler?, [AsyncStream<SentRequest>.Continuation]) in
            log.append(entry)
            return (handlers[Request.rpcName], sendWatchers)
        }
        for watcher in watchers { watcher.yield(entry) }
        guard let handler else { throw UnscriptedRequest(rpcName: Request.rpcName) }
        let response = try await handler(request, bulkData)
        guard let typed = response as? Request.Response else { throw UnscriptedRequest(rpcName: Request.rpcName) }
        return typed
    }

    func notifications<Notification: SDLNotification>(of type: Notification.Type) -> AsyncStream<Notification> {
        let (stream, continuation) = AsyncStream.makeStream(of: Notification.self)
        locked {
            subscribers[Notification.rpcName, default: []].append { notification in
                if let typed = notification as? Notification { continuation.yield(typed) }
            }
            finishers.append { continuation.finish() }
        }
        return stream
    }

    var maximumFramePayloadSize: Int {
        get async { locked { payloadSize } }
    }
}
