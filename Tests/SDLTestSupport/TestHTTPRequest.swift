import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix

/// One plain HTTP/1.1 request over real TCP, read until the server closes: what a load balancer's
/// health check sends.
///
/// ```swift
/// let (status, body) = try await TestHTTPRequest.send("GET", path: "/health", port: port)
/// ```
public enum TestHTTPRequest {
    /// Sends `method path` to 127.0.0.1:`port`; returns the status code and the body.
    public static func send(_ method: String, path: String, port: Int) async throws -> (status: Int, body: String) {
        let request = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
        let text = String(decoding: try await answer(to: request, port: port), as: UTF8.self)
        let parts = text.components(separatedBy: "\r\n\r\n")
        let statusLine = parts.first?.split(separator: "\r\n").first ?? ""
        let fields = statusLine.split(separator: " ")
        let status = fields.count > 1 ? Int(fields[1]) ?? 0 : 0
        return (status, parts.dropFirst().joined(separator: "\r\n\r\n"))
    }

    /// Sends `request` (whole, as bytes on the wire) to 127.0.0.1:`port` and returns every byte the
    /// server sent until it closed the connection.
    public static func answer(to request: String, port: Int) async throws -> [UInt8] {
        let received = NIOLockedValueBox<[UInt8]>([])
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connectTimeout(TestTime.connectTimeout)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(Collector(received: received)) }
            }
            .connect(host: "127.0.0.1", port: port).get()
        try await channel.writeAndFlush(channel.allocator.buffer(string: request))
        try await channel.closeFuture.get()
        return received.withLockedValue { $0 }
    }

    private final class Collector: ChannelInboundHandler, Sendable {
        typealias InboundIn = ByteBuffer
        let received: NIOLockedValueBox<[UInt8]>
        init(received: NIOLockedValueBox<[UInt8]>) { self.received = received }
        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            let bytes = Array(buffer: unwrapInboundIn(data))
            received.withLockedValue { $0 += bytes }
        }
    }
}
