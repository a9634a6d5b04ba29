import NIOCore
import NIOHTTP1
import NIOWebSocket

/// The client side of an SDL WebSocket connection: sends the HTTP/1.1 upgrade for the path once
/// the TCP connection is up, checks the server's answer (NIO checks `Sec-WebSocket-Accept`), then
/// puts the frame bridge in place.
package enum SDLWebSocketClientPipeline {
    /// Sets up a dialled `channel`. `upgraded` adds what reads SDL frames once the server agreed
    /// (on the channel's loop); `result` completes then, or fails with an ``SDLWebSocketUpgradeError``
    /// when the server refuses or the connection ends first.
    package static func configure(
        _ channel: any Channel, host: String, settings: SDLWebSocketSettings, result: EventLoopPromise<Void>,
        upgraded: @escaping @Sendable (any Channel) throws -> Void
    ) throws {
        let upgrader = NIOWebSocketClientUpgrader(
            maxFrameSize: settings.maximumMessageSize, automaticErrorHandling: true,
            upgradePipelineHandler: { channel, _ in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(SDLWebSocketFrameBridge(isClient: true, settings: settings))
                    try upgraded(channel)
                }.always { outcome in
                    result.completeWith(outcome)
                }
            })
        let requestEncoder = HTTPRequestEncoder()
        let responseDecoder = ByteToMessageHandler(HTTPResponseDecoder(leftOverBytesStrategy: .forwardBytes))
        let request = SDLWebSocketUpgradeRequest(host: host, path: settings.path, result: result)
        // Everything that handles HTTP leaves the pipeline at the upgrade, the request too.
        let upgradeHandler = NIOHTTPClientUpgradeHandler(
            upgraders: [upgrader], httpHandlers: [requestEncoder, responseDecoder, request], upgradeCompletionHandler: { _ in })
        try channel.pipeline.syncOperations.addHandlers([requestEncoder, responseDecoder, upgradeHandler, request])
    }
}

/// Why a WebSocket upgrade did not happen.
package struct SDLWebSocketUpgradeError: Error, Sendable, CustomStringConvertible {
    /// A sentence for errors.
    package let description: String
}

/// Sends the upgrade request when the connection is up and fails `result` when the upgrade is
/// refused or the connection ends before it; passes everything else along.
final class SDLWebSocketUpgradeRequest: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPClientResponsePart
    typealias OutboundOut = HTTPClientRequestPart

    private let host: String
    private let path: String
    private let result: EventLoopPromise<Void>

    init(host: String, path: String, result: EventLoopPromise<Void>) {
        self.host = host
        self.path = path
        self.result = result
    }

    func channelActive(context: ChannelHandlerContext) {
        let headers = HTTPHeaders([("Host", host), ("Content-Length", "0")])
        let head = HTTPRequestHead(version: .http1_1, method: .GET, uri: path, headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        // An HTTP answer that reaches this handler is not the upgrade (which removed HTTP decoding).
        if case .head(let head) = unwrapInboundIn(data) {
            result.fail(SDLWebSocketUpgradeError(description: "the server refused the WebSocket upgrade of \(path): HTTP \(head.status.code)"))
            context.close(promise: nil)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        result.fail(SDLWebSocketUpgradeError(description: "the WebSocket upgrade of \(path) failed: \(error)"))
        context.close(promise: nil)
    }

    func channelInactive(context: ChannelHandlerContext) {
        // After a successful upgrade the promise is complete already and this does nothing.
        result.fail(SDLWebSocketUpgradeError(description: "the connection closed before the WebSocket upgrade of \(path)"))
        context.fireChannelInactive()
    }
}
