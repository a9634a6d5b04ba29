import NIOConcurrencyHelpers
import NIOCore
import NIOPosix

/// Opens a session's connections on byte streams the app opens: for each connection (the first,
/// and each one a reconnect asks for) it calls the app's opener for a new ``SDLByteStream`` and
/// joins it to the usual pipeline (frame codec, ``SDLTransportHandler``) through an
/// ``SDLSocketPair`` and an ``SDLByteStreamBridge``. The session cannot tell it from TCP.
struct SDLByteStreamDialer: SDLTransportDialer {
    /// What the stream is called in errors and logs (`"iAP"`, `"USB"` …).
    let name: String
    /// The app's opener.
    let open: @Sendable () async throws -> SDLByteStream

    /// Opens stream `generation`; the future fails with `connectionFailed` when the opener throws
    /// (as a refused TCP connect does) or with `connectTimedOut` when it takes longer than `timeout`.
    func connect(timeout: Duration, generation: Int, delegate: any SDLTransportDelegate) -> EventLoopFuture<SDLTransportConnection> {
        let loop = MultiThreadedEventLoopGroup.singleton.next()
        let result = SDLDialResult(loop.makePromise(of: SDLTransportConnection.self))
        let (name, open) = (name, open)
        let opening = Task {
            do {
                let stream = try await open()
                let connection = try await Self.attach(stream, generation: generation, delegate: delegate, loop: loop)
                // Too late (timed out): the session never sees it; closing it closes the app's stream.
                if !result.succeed(connection) { connection.close() }
            } catch {
                result.fail(Self.openError(error, name: name))
            }
        }
        let timer = loop.scheduleTask(in: TimeAmount(max(timeout, .milliseconds(1)))) {
            if result.fail(SDLError(code: .connectTimedOut, message: "\(name) did not open within \(timeout)")) {
                opening.cancel()
            }
        }
        return result.future.always { _ in timer.cancel() }
    }

    /// Joins `stream` to a new session channel; closes the stream when that fails.
    private static func attach(
        _ stream: SDLByteStream, generation: Int, delegate: any SDLTransportDelegate, loop: any EventLoop
    ) async throws -> SDLTransportConnection {
        let pair: SDLSocketPair
        do {
            pair = try SDLSocketPair.make()
        } catch {
            await stream.close()
            throw error
        }
        let sessionChannel: any Channel
        do {
            sessionChannel = try await ClientBootstrap(group: loop)
                .channelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try SDLTransportConnector.addSDLHandlers(to: channel, generation: generation, delegate: delegate)
                    }
                }
                .withConnectedSocket(pair.sessionEnd)
                .get()
        } catch {
            SDLSocketPair.close(pair.bridgeEnd)
            await stream.close()
            throw error
        }
        let bridge: NIOAsyncChannel<ByteBuffer, ByteBuffer>
        do {
            bridge = try await ClientBootstrap(group: loop).withConnectedSocket(pair.bridgeEnd) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        } catch {
            sessionChannel.close(promise: nil)
            await stream.close()
            throw error
        }
        // Lives as long as the connection: ends when either the app's stream or the session's channel ends.
        Task { await SDLByteStreamBridge.run(stream, bridge: bridge, session: sessionChannel) }
        return SDLTransportConnection(generation: generation, channel: sessionChannel)
    }

    /// The error of a failed open: the app's own ``SDLError`` as it is, cancellation as `cancelled`,
    /// anything else as `connectionFailed` (what a refused TCP connect gives).
    private static func openError(_ error: any Error, name: String) -> SDLError {
        if let error = error as? SDLError { return error }
        if error is CancellationError {
            return SDLError(code: .cancelled, message: "opening \(name) was cancelled", underlyingError: error)
        }
        return SDLError(code: .connectionFailed, message: "could not open \(name): \(error)", underlyingError: error)
    }
}

/// The outcome of one dial, decided once: by the opener or by the timeout, whichever comes first.
private final class SDLDialResult: Sendable {
    private let promise: EventLoopPromise<SDLTransportConnection>
    private let decided = NIOLockedValueBox(false)

    init(_ promise: EventLoopPromise<SDLTransportConnection>) {
        self.promise = promise
    }

    var future: EventLoopFuture<SDLTransportConnection> { promise.futureResult }

    /// Succeeds unless decided already; returns whether it did.
    func succeed(_ connection: SDLTransportConnection) -> Bool {
        guard decide() else { return false }
        promise.succeed(connection)
        return true
    }

    /// Fails unless decided already; returns whether it did.
    @discardableResult
    func fail(_ error: SDLError) -> Bool {
        guard decide() else { return false }
        promise.fail(error)
        return true
    }

    private func decide() -> Bool {
        decided.withLockedValue { decided in
            defer { decided = true }
            return !decided
        }
    }
}
