import NIOCore
import NIOPosix
import SDLProtocol
import SDLRPC

/// An in-process echo head unit for benchmarks: listens on 127.0.0.1, ACKs the RPC StartService
/// with a v5 BSON payload, and answers every request at once with
/// `{"success": true, "resultCode": "SUCCESS"}` under the request's function and correlation IDs.
final class LoopbackPeer: Sendable {
    private let channel: any Channel

    /// The port it listens on.
    var port: Int { channel.localAddress?.port ?? 0 }

    private init(channel: any Channel) {
        self.channel = channel
    }

    /// Starts listening on an ephemeral loopback port.
    static func start() async throws -> LoopbackPeer {
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandlers(
                        ByteToMessageHandler(SDLFrameDecoder()),
                        MessageToByteHandler(SDLFrameEncoder()),
                        EchoHandler()
                    )
                }
            }
            .bind(host: "127.0.0.1", port: 0)
            .get()
        return LoopbackPeer(channel: channel)
    }

    /// Stops listening.
    func stop() async {
        try? await channel.close()
    }
}

/// Answers StartService, EndService and every request of one connection.
private final class EchoHandler: ChannelInboundHandler {
    typealias InboundIn = SDLFrame
    typealias OutboundOut = SDLFrame

    private static let sessionID: UInt8 = 1
    private static let answer = SDLJSONSerializer.serialize(.object(["success": .bool(true), "resultCode": .string("SUCCESS")]))
    private var assembler = SDLMessageAssembler()
    private var messageIDs = SDLMessageID()

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        if frame.header.frameType == .control {
            control(frame, context: context)
            return
        }
        guard let message = try? assembler.append(frame),
              let request = try? SDLRPCPayload(decoding: message.payload),
              request.rpcType == .request
        else { return }
        let response = SDLRPCPayload(
            rpcType: .response, functionID: request.functionID, correlationID: request.correlationID, jsonBytes: Self.answer
        )
        let reply = response.message(version: 5, sessionID: Self.sessionID, messageID: messageIDs.next())
        for frame in SDLMessageFragmenter.frames(for: reply, maximumPayloadSize: 131_072) {
            context.write(wrapOutboundOut(frame), promise: nil)
        }
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        context.flush()
    }

    private func control(_ frame: SDLFrame, context: ChannelHandlerContext) {
        let reply: SDLControlFrameInfo
        var payload: [UInt8] = []
        switch frame.header.controlFrameInfo {
        case .startService:
            reply = .startServiceACK
            let document: SDLBSONDocument = [
                SDLControlKey.protocolVersion: .string("5.4.0"),
                SDLControlKey.hashID: .int32(0x1234),
                SDLControlKey.mtu: .int64(131_072),
            ]
            payload = (try? SDLBSONEncoder.encode(document)) ?? []
        case .endService:
            reply = .endServiceACK
        case .heartbeat:
            reply = .heartbeatACK
        default:
            return
        }
        let answer = SDLFrame(
            version: 5, frameType: .control, serviceType: frame.header.serviceType, frameInfo: reply.rawValue,
            sessionID: Self.sessionID, messageID: frame.header.messageID, payload: payload
        )
        context.writeAndFlush(wrapOutboundOut(answer), promise: nil)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
