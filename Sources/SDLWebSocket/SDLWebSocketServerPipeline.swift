import NIOCore
import NIOHTTP1
import NIOWebSocket

/// The server side of a WebSocket connection over HTTP/1.1: an upgrade to WebSocket for the
/// requests a server accepts, then a ``SDLWebSocketMessageBridge``. SDL's (a head unit's Core dials a
/// cloud app; an app dials an emulator's WebSocket server) upgrades on the configured path only and
/// answers nothing else but a health check; the emulator's web page serves its files beside the
/// upgrade on the same connections.
package enum SDLWebSocketServerPipeline {
    /// Sets up an accepted `channel` for SDL. Once upgraded, the bridge is in place and `upgraded`
    /// adds what reads SDL frames (it runs on the channel's loop). A request that is not an upgrade
    /// on the path over HTTP/1.1 gets 404, 505 or 426 and the connection closes; so does one that
    /// has not upgraded within ``SDLWebSocketSettings/upgradeTimeout``. A request on
    /// ``SDLWebSocketSettings/healthCheckPath`` gets `health()`'s answer.
    package static func configure(
        _ channel: any Channel, settings: SDLWebSocketSettings,
        health: @escaping @Sendable () -> SDLWebSocketHealth = { SDLWebSocketHealth(isServing: true, report: "{\"status\":\"serving\"}") },
        upgraded: @escaping @Sendable (any Channel) throws -> Void
    ) throws {
        let path = settings.path
        // A connection that has not upgraded within the timeout is closed (cancelled by the upgrade).
        // The close looks again after the loop's next read: on a loop busier than the timeout, the
        // request may sit unread in the socket when the timer fires (the loop runs due timers
        // before it reads again), and a car that did ask in time keeps its connection.
        let pendingUpgrade = channel.eventLoop.scheduleTask(in: TimeAmount(settings.upgradeTimeout)) {
            channel.eventLoop.scheduleTask(in: .milliseconds(100)) {
                guard (try? channel.pipeline.syncOperations.handler(type: SDLWebSocketFrameBridge.self)) == nil else { return }
                channel.close(promise: nil)
            }
        }
        channel.closeFuture.whenComplete { _ in pendingUpgrade.cancel() }
        let refusal = SDLWebSocketUpgradeRefusal(path: path, healthCheckPath: settings.healthCheckPath, health: health)
        try configure(
            channel, messages: SDLWebSocketBinaryMessages.self, settings: settings, keepsConnectionsOpen: false,
            accepts: { head in head.version == .http1_1 && Self.path(of: head.uri) == path },
            answering: refusal,
            upgraded: { channel in
                pendingUpgrade.cancel()
                try upgraded(channel)
            })
    }

    /// Sets up an accepted `channel` for HTTP/1.1 with an upgrade to WebSocket messages of `Kind`
    /// for the requests `accepts` takes; `answering` gets every other request as
    /// `HTTPServerRequestPart`s and answers with `HTTPServerResponsePart`s. With
    /// `keepsConnectionsOpen`, NIO's pipelining assistance orders the answers of several requests on
    /// one connection, a malformed request gets 400, and a connection waiting longer than
    /// ``SDLWebSocketSettings/keepAliveTimeout`` for its next request is closed. At the upgrade the
    /// HTTP handlers leave the pipeline, the bridge takes their place (bounded by `settings`), and
    /// `upgraded` adds what reads the messages (on the channel's loop).
    package static func configure<Kind: SDLWebSocketMessageKind>(
        _ channel: any Channel, messages: Kind.Type, settings: SDLWebSocketSettings, keepsConnectionsOpen: Bool,
        accepts: @escaping @Sendable (HTTPRequestHead) -> Bool,
        answering handler: any RemovableChannelHandler,
        upgraded: @escaping @Sendable (any Channel) throws -> Void
    ) throws {
        let upgrader = NIOWebSocketServerUpgrader(
            maxFrameSize: settings.maximumMessageSize, automaticErrorHandling: true,
            shouldUpgrade: { channel, head in
                channel.eventLoop.makeSucceededFuture(accepts(head) ? HTTPHeaders() : nil)
            },
            upgradePipelineHandler: { channel, _ in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(SDLWebSocketMessageBridge<Kind>(isClient: false, settings: settings))
                    try upgraded(channel)
                }
            })
        let responseEncoder = HTTPResponseEncoder()
        let requestDecoder = ByteToMessageHandler(HTTPRequestDecoder(leftOverBytesStrategy: .forwardBytes))
        let keepAlive: [any RemovableChannelHandler] = keepsConnectionsOpen ? [HTTPServerPipelineHandler(), HTTPServerProtocolErrorHandler()] : []
        // After the decoder in the pipeline, but leaving it first at the upgrade: the decoder hands
        // its leftover bytes on as it leaves, and the closer reads request parts only.
        let idleCloser: [any RemovableChannelHandler] =
            if keepsConnectionsOpen, let timeout = settings.keepAliveTimeout { [SDLHTTPIdleConnectionCloser(timeout: timeout)] } else { [] }
        let upgradeHandler = HTTPServerUpgradeHandler(
            upgraders: [upgrader], httpEncoder: responseEncoder, extraHTTPHandlers: idleCloser + [requestDecoder] + keepAlive + [handler],
            upgradeCompletionHandler: { _ in })
        try channel.pipeline.syncOperations.addHandlers([responseEncoder, requestDecoder] + idleCloser + keepAlive + [upgradeHandler, handler])
    }

    /// The path of a request target, without its query.
    package static func path(of uri: String) -> String {
        String(uri.prefix { $0 != "?" })
    }
}
