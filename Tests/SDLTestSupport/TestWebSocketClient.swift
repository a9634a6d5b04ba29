import NIOConcurrencyHelpers
import NIOCore
import NIOPosix

/// A WebSocket client (RFC 6455) written by hand over raw TCP, so tests can send what a
/// well-behaved client never would (text or binary frames the server refuses, oversize messages,
/// another path, HTTP/1.0, a foreign `Origin`, plain HTTP requests on a kept-open connection) and
/// see every byte the server answers — close codes included. It never answers pings unless told to.
///
/// ```swift
/// let socket = try await TestWebSocketClient.upgraded(port: port, path: "/ws")
/// try await socket.send(text: #"{"action":"help"}"#)
/// let reply = try await socket.nextText()
/// ```
public final class TestWebSocketClient: Sendable {
    /// What arrives: bytes, or the end of the connection.
    enum Event: Sendable {
        case bytes([UInt8])
        case closed
    }

    /// A frame the server sent.
    public struct Frame: Sendable {
        /// The opcode: 0x1 text, 0x2 binary, 0x8 close, 0x9 ping, 0xA pong.
        public var opcode: UInt8
        /// The payload (servers do not mask).
        public var payload: [UInt8]
        /// The close code of a close frame.
        public var closeCode: Int? {
            guard opcode == 0x8, payload.count >= 2 else { return nil }
            return Int(payload[0]) << 8 | Int(payload[1])
        }
    }

    /// The head of an HTTP response: its status and its header fields, names lower-cased.
    public struct ResponseHead: Sendable {
        /// The status code, 0 when the status line could not be read.
        public var status: Int
        /// Header values by lower-cased name (the last of a repeated name).
        public var headers: [String: String]
    }

    /// The server closed the WebSocket or the connection before the awaited message.
    public struct Closed: Error, CustomStringConvertible {
        /// What was awaited.
        public var description: String
    }

    private let channel: any Channel
    private let inbox: TestInbox<Event>
    private let pending = NIOLockedValueBox<[UInt8]>([])
    private let closed = NIOLockedValueBox(false)

    private init(channel: any Channel, inbox: TestInbox<Event>) {
        self.channel = channel
        self.inbox = inbox
    }

    /// Opens TCP to 127.0.0.1:`port`, on `group`'s loops (the shared ones by default).
    public static func connect(port: Int, group: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton) async throws -> TestWebSocketClient {
        let inbox = TestInbox<Event>()
        let channel = try await ClientBootstrap(group: group)
            .connectTimeout(TestTime.connectTimeout)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(Recorder(inbox: inbox)) }
            }
            .connect(host: "127.0.0.1", port: port).get()
        return TestWebSocketClient(channel: channel, inbox: inbox)
    }

    /// Opens TCP on `group`'s loops and, on the connection's loop the moment it is up, calls
    /// `whenConnected` with a function that sends an upgrade request for `path`: for tests whose
    /// timing must not wait for the test's task to run again (a loaded run can starve it for seconds).
    public static func connect(
        port: Int, group: any EventLoopGroup, path: String = "/",
        whenConnected: @escaping @Sendable (_ sendUpgrade: @escaping @Sendable () -> Void) -> Void
    ) async throws -> TestWebSocketClient {
        let inbox = TestInbox<Event>()
        let request = Array(Self.upgradeRequest(path: path, version: "HTTP/1.1", headers: []).utf8)
        let channel = try await ClientBootstrap(group: group)
            .connectTimeout(TestTime.connectTimeout)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(Recorder(inbox: inbox)) }
            }
            .connect(host: "127.0.0.1", port: port)
            .map { channel in
                whenConnected { channel.writeAndFlush(channel.allocator.buffer(bytes: request), promise: nil) }
                return channel
            }
            .get()
        return TestWebSocketClient(channel: channel, inbox: inbox)
    }

    /// Opens TCP and upgrades on `path` (with the extra `headers` lines, such as `Origin: …`);
    /// returns the client after the server's 101.
    public static func upgraded(port: Int, path: String = "/", headers: [String] = []) async throws -> TestWebSocketClient {
        let client = try await connect(port: port)
        try await client.sendUpgrade(path: path, headers: headers)
        let status = try await client.responseStatus()
        guard status == 101 else { throw TestInbox<Event>.TimedOut(what: "a 101 (got \(status))") }
        return client
    }

    /// Sends an upgrade request for `path` in `version` ("HTTP/1.1"), with the extra `headers` lines
    /// (`Host: 127.0.0.1` unless they name another).
    public func sendUpgrade(path: String, version: String = "HTTP/1.1", headers: [String] = []) async throws {
        try await write(Array(Self.upgradeRequest(path: path, version: version, headers: headers).utf8))
    }

    private static func upgradeRequest(path: String, version: String, headers: [String]) -> String {
        let lines = [
            "GET \(path) \(version)", "Upgrade: websocket", "Connection: Upgrade",
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version: 13",
        ] + withHost(headers)
        return lines.joined(separator: "\r\n") + "\r\n\r\n"
    }

    /// `headers` with `Host: 127.0.0.1` unless they name a host of their own.
    private static func withHost(_ headers: [String]) -> [String] {
        headers.contains { $0.lowercased().hasPrefix("host:") } ? headers : ["Host: 127.0.0.1"] + headers
    }

    /// Sends a plain HTTP/1.1 request (no upgrade, kept open unless `headers` say `Connection:
    /// close`), e.g. a load balancer's health check. `Host: 127.0.0.1` unless `headers` name another.
    public func sendRequest(_ method: String, path: String, headers: [String] = []) async throws {
        let lines = ["\(method) \(path) HTTP/1.1"] + Self.withHost(headers)
        try await write(Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8))
    }

    /// Sends the body of a request sent with ``sendRequest(_:path:headers:)`` (its `Content-Length` given there).
    public func sendBody(_ text: String) async throws {
        try await write(Array(text.utf8))
    }

    /// What the server sent after the response head until it closed the connection.
    public func bodyUntilClose() async throws -> String {
        try await waitForClose()
        return String(decoding: pending.withLockedValue { $0 }, as: UTF8.self)
    }

    /// The next `count` bytes after a response head (a body of known length on a kept-open connection).
    public func body(count: Int) async throws -> [UInt8] {
        while pending.withLockedValue({ $0.count }) < count { try await receiveMore() }
        return pending.withLockedValue { bytes in
            defer { bytes.removeFirst(count) }
            return Array(bytes[..<count])
        }
    }

    /// The status code of the server's HTTP response (its head is consumed).
    public func responseStatus() async throws -> Int {
        try await responseHead().status
    }

    /// The head of the server's HTTP response (consumed).
    public func responseHead() async throws -> ResponseHead {
        while true {
            let bytes = pending.withLockedValue { $0 }
            if let end = Self.headEnd(bytes) {
                let head = String(decoding: bytes[..<end], as: UTF8.self)
                pending.withLockedValue { $0.removeFirst(end + 4) }
                let lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
                let fields = lines.first?.split(separator: " ") ?? []
                var headers: [String: String] = [:]
                for line in lines.dropFirst() {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingPrefix(" ").description
                }
                return ResponseHead(status: fields.count > 1 ? Int(fields[1]) ?? 0 : 0, headers: headers)
            }
            try await receiveMore()
        }
    }

    /// The next frame the server sent.
    public func nextFrame() async throws -> Frame {
        while true {
            if let frame = pending.withLockedValue({ Self.takeFrame(&$0) }) { return frame }
            try await receiveMore()
        }
    }

    /// The next frame whose opcode is `opcode` (others are skipped).
    public func nextFrame(opcode: UInt8) async throws -> Frame {
        while true {
            let frame = try await nextFrame()
            if frame.opcode == opcode { return frame }
        }
    }

    /// The next text message; other frames but a close are skipped. Throws ``Closed`` at a close.
    public func nextText() async throws -> String {
        while true {
            let frame = try await nextFrame()
            if frame.opcode == 0x1 { return String(decoding: frame.payload, as: UTF8.self) }
            if frame.opcode == 0x8 { throw Closed(description: "the server closed the WebSocket (\(frame.closeCode ?? 0))") }
        }
    }

    /// Sends one text message (a masked frame).
    public func send(text: String) async throws {
        try await send(opcode: 0x1, payload: Array(text.utf8))
    }

    /// Sends one masked frame.
    public func send(opcode: UInt8, payload: [UInt8], fin: Bool = true) async throws {
        var bytes: [UInt8] = [(fin ? 0x80 : 0) | opcode]
        let count = payload.count
        if count < 126 {
            bytes.append(0x80 | UInt8(count))
        } else if count <= 0xFFFF {
            bytes.append(0x80 | 126)
            bytes += [UInt8(count >> 8), UInt8(count & 0xFF)]
        } else {
            bytes.append(0x80 | 127)
            bytes += (0..<8).reversed().map { UInt8((count >> ($0 * 8)) & 0xFF) }
        }
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        bytes += mask
        bytes += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        try await write(bytes)
    }

    /// Waits for the server's close frame (other frames are skipped) and then for the end of the
    /// connection; returns the close code.
    public func closeCode() async throws -> Int? {
        let code = try await nextFrame(opcode: 0x8).closeCode
        try await waitForClose()
        return code
    }

    /// Waits until the server closed the TCP connection.
    public func waitForClose() async throws {
        while !closed.withLockedValue({ $0 }) { try await receiveMore() }
    }

    /// Whether the TCP connection is still up (neither end closed it yet).
    public var isConnected: Bool { channel.isActive }

    /// Closes this end.
    public func close() async {
        try? await channel.close()
    }

    private func write(_ bytes: [UInt8]) async throws {
        try await channel.writeAndFlush(channel.allocator.buffer(bytes: bytes))
    }

    private func receiveMore() async throws {
        guard !closed.withLockedValue({ $0 }) else { throw TestInbox<Event>.Closed() }
        switch try await inbox.next("bytes from the server", timeout: TestTime.scaled(.seconds(10)), where: { _ in true }) {
        case .bytes(let bytes): pending.withLockedValue { $0 += bytes }
        case .closed: closed.withLockedValue { $0 = true }
        }
    }

    private static func headEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        return (0...(bytes.count - 4)).first { bytes[$0] == 13 && bytes[$0 + 1] == 10 && bytes[$0 + 2] == 13 && bytes[$0 + 3] == 10 }
    }

    /// Parses one unmasked server frame from the front of `bytes`, if whole.
    private static func takeFrame(_ bytes: inout [UInt8]) -> Frame? {
        guard bytes.count >= 2 else { return nil }
        var length = Int(bytes[1] & 0x7F)
        var offset = 2
        if length == 126 {
            guard bytes.count >= 4 else { return nil }
            length = Int(bytes[2]) << 8 | Int(bytes[3])
            offset = 4
        } else if length == 127 {
            guard bytes.count >= 10 else { return nil }
            length = bytes[2..<10].reduce(0) { $0 << 8 | Int($1) }
            offset = 10
        }
        guard bytes.count >= offset + length else { return nil }
        let frame = Frame(opcode: bytes[0] & 0x0F, payload: Array(bytes[offset..<(offset + length)]))
        bytes.removeFirst(offset + length)
        return frame
    }

    private final class Recorder: ChannelInboundHandler, Sendable {
        typealias InboundIn = ByteBuffer
        let inbox: TestInbox<Event>
        init(inbox: TestInbox<Event>) { self.inbox = inbox }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            let buffer = unwrapInboundIn(data)
            inbox.push(.bytes(Array(buffer.readableBytesView)))
        }

        func channelInactive(context: ChannelHandlerContext) {
            inbox.push(.closed)
            context.fireChannelInactive()
        }
    }
}
