import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix
import SDLSession

/// One HTTP/1.1 POST over SwiftNIO (no URLSession, which not every Linux set-up has): connects,
/// sends the body, reads the whole answer, closes. `http://` only. Ends exactly once — with the
/// answer's body (2xx), or an `SDLError`: `policyUpdateFailed` (bad URL, unreachable, not 2xx,
/// connection lost) or `timedOut` (no whole answer within the timeout, connecting included).
enum SDLHTTPPost {
    /// POSTs `body` with `contentType` to `url` and returns the answer's body.
    static func post(
        _ body: [UInt8], to url: String, contentType: String, timeout: Duration,
        group: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton
    ) async throws(SDLError) -> [UInt8] {
        guard let address = SDLHTTPAddress(url) else {
            throw SDLError(code: .policyUpdateFailed, message: "'\(url)' is no http:// URL (https is not supported)")
        }
        let loop = group.next()
        let exchange = SDLHTTPExchange(promise: loop.makePromise(), url: url, timeout: timeout)
        let limit = TimeAmount(max(timeout, .milliseconds(1)))
        let timer = loop.scheduleTask(in: limit) { exchange.timeOut() }
        ClientBootstrap(group: loop)
            .connectTimeout(limit)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    try channel.pipeline.syncOperations.addHandler(SDLHTTPAnswerHandler(exchange: exchange))
                }
            }
            .connect(host: address.host, port: address.port)
            .whenComplete { result in
                switch result {
                case .failure(let error):
                    exchange.fail("could not connect to \(address.hostHeader): \(error)")
                case .success(let channel):
                    exchange.attach(channel)
                    var head = HTTPRequestHead(version: .http1_1, method: .POST, uri: address.target)
                    head.headers.add(name: "Host", value: address.hostHeader)
                    head.headers.add(name: "Content-Type", value: contentType)
                    head.headers.add(name: "Content-Length", value: String(body.count))
                    head.headers.add(name: "Connection", value: "close")
                    channel.write(HTTPClientRequestPart.head(head), promise: nil)
                    channel.write(HTTPClientRequestPart.body(.byteBuffer(ByteBuffer(bytes: body))), promise: nil)
                    channel.writeAndFlush(HTTPClientRequestPart.end(nil), promise: nil)
                }
            }
        defer { timer.cancel() }
        do {
            return try await exchange.promise.futureResult.get()
        } catch let error as SDLError {
            throw error
        } catch {
            throw SDLError(code: .policyUpdateFailed, message: "POST to \(url) failed: \(error)", underlyingError: error)
        }
    }
}

/// One POST's outcome, settled once from whichever comes first (answer, failure, timeout); the
/// channel is closed then.
final class SDLHTTPExchange: Sendable {
    let promise: EventLoopPromise<[UInt8]>
    let url: String
    let timeout: Duration
    private let state = NIOLockedValueBox<(done: Bool, channel: (any Channel)?)>((false, nil))

    init(promise: EventLoopPromise<[UInt8]>, url: String, timeout: Duration) {
        self.promise = promise
        self.url = url
        self.timeout = timeout
    }

    /// Keeps the connected channel so the outcome can close it (at once, if already settled).
    func attach(_ channel: any Channel) {
        let done = state.withLockedValue { state in
            state.channel = channel
            return state.done
        }
        if done { channel.close(promise: nil) }
    }

    /// The whole answer came: its body for a 2xx status, else a failure naming the status.
    func answer(status: HTTPResponseStatus, body: [UInt8]) {
        guard (200..<300).contains(status.code) else {
            fail("\(url) answered HTTP \(status.code) \(status.reasonPhrase)")
            return
        }
        settle(.success(body))
    }

    /// No whole answer within the timeout.
    func timeOut() {
        settle(.failure(SDLError(code: .timedOut, message: "no answer from \(url) within \(timeout)")))
    }

    /// Fails with `policyUpdateFailed` and `message`.
    func fail(_ message: String) {
        settle(.failure(SDLError(code: .policyUpdateFailed, message: message)))
    }

    private func settle(_ result: Result<[UInt8], SDLError>) {
        let (first, channel) = state.withLockedValue { state in
            defer { state.done = true }
            return (!state.done, state.channel)
        }
        guard first else { return }
        channel?.close(promise: nil)
        promise.completeWith(result.mapError { $0 as any Error })
    }
}

/// Collects the answer's status and body and hands them to the exchange.
final class SDLHTTPAnswerHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPClientResponsePart

    private let exchange: SDLHTTPExchange
    private var status: HTTPResponseStatus?
    private var body: [UInt8] = []

    init(exchange: SDLHTTPExchange) {
        self.exchange = exchange
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            status = head.status
        case .body(var buffer):
            body += buffer.readBytes(length: buffer.readableBytes) ?? []
        case .end:
            if let status { exchange.answer(status: status, body: body) }
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        exchange.fail("\(exchange.url) closed the connection before a whole answer")
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        exchange.fail("POST to \(exchange.url) failed: \(error)")
        context.close(promise: nil)
    }
}
