import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import SDLSession
import SDLTestSupport

/// An app-provided byte stream to a ``FakeHeadUnit`` whose end the test controls: the head unit's
/// bytes arrive over a NIO TCP connection and are handed on through an `AsyncThrowingStream` the
/// test can finish (the stream ended) or fail (the stream broke) at any moment; writes go to the
/// TCP connection. Counts how often the session closed it.
final class ControlledByteStream: Sendable {
    private let channel: any Channel
    private let continuation: AsyncThrowingStream<[UInt8], any Error>.Continuation
    private let closes = NIOLockedValueBox(0)
    private let forwarder: Forwarder
    let byteStream: SDLByteStream

    /// How many times the session called the stream's `close`.
    var closeCount: Int { closes.withLockedValue { $0 } }

    /// Connects to `port` on 127.0.0.1.
    init(port: Int) async throws {
        let (incoming, continuation) = AsyncThrowingStream.makeStream(of: [UInt8].self, throwing: (any Error).self)
        let forwarder = Forwarder(continuation: continuation)
        self.forwarder = forwarder
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(forwarder)
                }
            }
            .connect(host: "127.0.0.1", port: port)
            .get()
        self.channel = channel
        self.continuation = continuation
        let closes = closes
        byteStream = SDLByteStream(
            incoming: incoming,
            write: { bytes in try await channel.writeAndFlush(ByteBuffer(bytes: bytes)) },
            close: {
                closes.withLockedValue { $0 += 1 }
                continuation.finish()
                try? await channel.close()
            })
    }

    /// Whether the session called `close` exactly once, waiting for the first call up to 10
    /// (scaled) seconds: the bridge closes the app's stream right after the session's connection closed.
    func closedOnce() async -> Bool {
        let deadline = ContinuousClock.now + TestTime.scaled(.seconds(10))
        while closeCount == 0, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
        // A second call would come right after the first.
        try? await Task.sleep(for: .milliseconds(50))
        return closeCount == 1
    }

    /// Ends the stream right after the head unit's next bytes, as an accessory that sends its last
    /// answer and goes away.
    func endAfterNextBytes() {
        forwarder.endsAfterNextBytes.withLockedValue { $0 = true }
    }

    /// The stream ends, as when the accessory went away.
    func end() {
        continuation.finish()
    }

    /// The stream breaks with `error`.
    func fail(_ error: any Error) {
        continuation.finish(throwing: error)
    }

    /// Hands what TCP reads to the stream.
    private final class Forwarder: ChannelInboundHandler, Sendable {
        typealias InboundIn = ByteBuffer
        let continuation: AsyncThrowingStream<[UInt8], any Error>.Continuation
        let endsAfterNextBytes = NIOLockedValueBox(false)

        init(continuation: AsyncThrowingStream<[UInt8], any Error>.Continuation) {
            self.continuation = continuation
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            continuation.yield(Array(unwrapInboundIn(data).readableBytesView))
            if endsAfterNextBytes.withLockedValue({ $0 }) { continuation.finish() }
        }

        func channelInactive(context: ChannelHandlerContext) {
            continuation.finish()
            context.fireChannelInactive()
        }
    }
}

/// What a test stream fails with.
struct BrokenAccessory: Error, CustomStringConvertible {
    var description: String { "the accessory broke" }
}
