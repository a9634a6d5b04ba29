import SDLTestSupport
import NIOCore
import NIOPosix

/// A minimal WebSocket client for the server tests (RFC 6455): the upgrade request, masked text
/// frames out, unmasked frames in. Written on NIO's TCP client alone, so the tests need no
/// WebSocket client library (and none of the TLS stack such libraries bring).
///
/// ```swift
/// let socket = try await RawWebSocket.connect(port: port, path: "/ws")
/// try await socket.send(text: #"{"action":"help"}"#)
/// let message = try await socket.nextText()
/// ```
/// One task uses it at a time (it is not `Sendable`).
final class RawWebSocket {
    struct Failure: Error, CustomStringConvertible { var description: String }

    private let channel: any Channel
    private var inbound: AsyncStream<[UInt8]>.Iterator
    private var buffered: [UInt8] = []

    private init(channel: any Channel, inbound: AsyncStream<[UInt8]>) {
        self.channel = channel
        self.inbound = inbound.makeAsyncIterator()
    }

    /// Connects to `127.0.0.1:port`, sends the upgrade request for `path` and reads the answer;
    /// throws unless the server switches protocols.
    static func connect(port: Int, path: String) async throws -> RawWebSocket {
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream()
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connectTimeout(TestTime.connectTimeout)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(Forwarder(continuation: continuation))
                }
            }
            .connect(host: "127.0.0.1", port: port)
            .get()
        let socket = RawWebSocket(channel: channel, inbound: stream)
        let key = "dGhlIHNhbXBsZSBub25jZQ=="  // any 16 bytes in base64; the server only echoes a hash of it
        let request = [
            "GET \(path) HTTP/1.1", "Host: 127.0.0.1:\(port)", "Upgrade: websocket", "Connection: Upgrade",
            "Sec-WebSocket-Key: \(key)", "Sec-WebSocket-Version: 13",
        ].joined(separator: "\r\n") + "\r\n\r\n"
        try await channel.writeAndFlush(ByteBuffer(string: request))
        let head = try await socket.readHead()
        guard head.hasPrefix("HTTP/1.1 101") else {
            try? await channel.close()
            throw Failure(description: "the server did not switch protocols: \(head)")
        }
        return socket
    }

    /// Sends one text message (a masked FIN frame).
    func send(text: String) async throws {
        try await write(opcode: 0x1, payload: Array(text.utf8))
    }

    /// Sends a close frame with status 1000 and closes the connection.
    func close() async {
        try? await write(opcode: 0x8, payload: [0x03, 0xE8])
        try? await channel.close()
    }

    /// The next text message; control frames are skipped (a ping is not answered: the tests are
    /// short). Throws when the connection ends first.
    func nextText() async throws -> String {
        while true {
            let (opcode, payload) = try await readFrame()
            switch opcode {
            case 0x1: return String(decoding: payload, as: UTF8.self)
            case 0x8: throw Failure(description: "the server closed the WebSocket")
            default: continue
            }
        }
    }

    // MARK: Reading

    private func readHead() async throws -> String {
        let separator: [UInt8] = [13, 10, 13, 10]
        while true {
            if let end = (0..<max(buffered.count - 3, 0)).first(where: { Array(buffered[$0..<$0 + 4]) == separator }) {
                let head = String(decoding: buffered[..<end], as: UTF8.self)
                buffered.removeFirst(end + 4)
                return head
            }
            try await receiveMore()
        }
    }

    /// One frame: FIN is assumed (the server sends each message whole), the payload unmasked.
    private func readFrame() async throws -> (opcode: UInt8, payload: [UInt8]) {
        while true {
            if let frame = Self.takeFrame(from: &buffered) { return frame }
            try await receiveMore()
        }
    }

    private static func takeFrame(from bytes: inout [UInt8]) -> (opcode: UInt8, payload: [UInt8])? {
        guard bytes.count >= 2 else { return nil }
        let opcode = bytes[0] & 0x0F
        let shortLength = Int(bytes[1] & 0x7F)
        var offset = 2
        var length = shortLength
        if shortLength == 126 {
            guard bytes.count >= 4 else { return nil }
            length = Int(bytes[2]) << 8 | Int(bytes[3])
            offset = 4
        } else if shortLength == 127 {
            guard bytes.count >= 10 else { return nil }
            length = bytes[2..<10].reduce(0) { $0 << 8 | Int($1) }
            offset = 10
        }
        guard bytes.count >= offset + length else { return nil }
        let payload = Array(bytes[offset..<offset + length])
        bytes.removeFirst(offset + length)
        return (opcode, payload)
    }

    private func receiveMore() async throws {
        guard let chunk = await inbound.next() else { throw Failure(description: "the connection ended") }
        buffered += chunk
    }

    // MARK: Writing

    private func write(opcode: UInt8, payload: [UInt8]) async throws {
        var frame: [UInt8] = [0x80 | opcode]
        switch payload.count {
        case ..<126: frame.append(0x80 | UInt8(payload.count))
        case ..<65536: frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default: frame += [0x80 | 127] + (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
        }
        let mask: [UInt8] = (0..<4).map { _ in UInt8.random(in: 0...255) }
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        try await channel.writeAndFlush(ByteBuffer(bytes: frame))
    }

    private final class Forwarder: ChannelInboundHandler, Sendable {
        typealias InboundIn = ByteBuffer
        let continuation: AsyncStream<[UInt8]>.Continuation

        init(continuation: AsyncStream<[UInt8]>.Continuation) { self.continuation = continuation }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            var buffer = unwrapInboundIn(data)
            continuation.yield(buffer.readBytes(length: buffer.readableBytes) ?? [])
        }

        func channelInactive(context: ChannelHandlerContext) {
            continuation.finish()
            context.fireChannelInactive()
        }
    }
}
