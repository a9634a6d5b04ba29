import NIOCore
import NIOHTTP1
import NIOWebSocket

/// The server side of an SDL WebSocket connection (a head unit's Core dials a cloud app; an app
/// dials an emulator's WebSocket server): HTTP/1.1, an upgrade to WebSocket on the configured
/// path only, then the frame bridge.
package enum SDLWebSocketServerPipeline {
    /// Sets up an accepted `channel`. Once upgraded, the bridge is in place and `upgraded` adds
    /// what reads SDL frames (it runs on the channel's loop). A request that is not an upgrade on
    /// the path over HTTP/1.1 gets 404, 505 or 426 and the connection closes; so does one that has
    /// not upgraded within ``SDLWebSocketSettings/upgradeTimeout``. A request on
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
        let upgrader = NIOWebSocketServerUpgrader(
            maxFrameSize: settings.maximumMessageSize, automaticErrorHandling: true,
            shouldUpgrade: { channel, head in
                let acceptable = head.version == .http1_1 && Self.path(of: head.uri) == path
                return channel.eventLoop.makeSucceededFuture(acceptable ? HTTPHeaders() : nil)
            },
            upgradePipelineHandler: { channel, _ in
                channel.eventLoop.makeCompletedFuture {
                    pendingUpgrade.cancel()
                    try channel.pipeline.syncOperations.addHandler(SDLWebSocketFrameBridge(isClient: false, settings: settings))
                    try upgraded(channel)
                }
            })
        let responseEncoder = HTTPResponseEncoder()
        let requestDecoder = ByteToMessageHandler(HTTPRequestDecoder(leftOverBytesStrategy: .forwardBytes))
        let refusal = SDLWebSocketUpgradeRefusal(path: path, healthCheckPath: settings.healthCheckPath, health: health)
        let upgradeHandler = HTTPServerUpgradeHandler(
            upgraders: [upgrader], httpEncoder: responseEncoder, extraHTTPHandlers: [requestDecoder, refusal],
            upgradeCompletionHandler: { _ in })
        try channel.pipeline.syncOperations.addHandlers([responseEncoder, requestDecoder, upgradeHandler, refusal])
    }

    /// The path of a request target, without its query.
    static func path(of uri: String) -> String {
        String(uri.prefix { $0 != "?" })
    }
}
