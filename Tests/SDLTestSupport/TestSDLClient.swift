import NIOConcurrencyHelpers
public import NIOCore
import NIOPosix
public import SDLProtocol
public import SDLRPCRuntime

/// A minimal app-side SDL client over real TCP, built from SDLProtocol, for conformance tests.
public final class TestSDLClient: Sendable {
    /// An RPC message received from the head unit.
    public struct RPC: Sendable, CustomStringConvertible {
        public var rpcType: UInt8
        public var functionID: Int
        public var correlationID: Int32
        public var jsonSize: Int
        public var json: SDLJSONValue?
        public var bulk: [UInt8]
        public var serviceType: SDLServiceType
        public var messageID: UInt32

        public var parameters: SDLJSONObject { json?.objectValue ?? SDLJSONObject() }
        public var resultCode: String? { parameters["resultCode"]?.stringValue }
        public var success: Bool? { parameters["success"]?.boolValue }
        public var info: String? { parameters["info"]?.stringValue }
        public var description: String { "RPC(type \(rpcType) fn \(functionID) corr \(correlationID) \(json?.jsonString ?? "-") bulk \(bulk.count))" }
    }

    public enum Inbound: Sendable {
        case control(SDLFrame)
        case rpc(RPC)
    }

    public struct Session: Sendable {
        public var sessionID: UInt8 = 0
        public var version: UInt8 = 1
        public var hashID: Int32 = 0
        public var nextMessageID: UInt32 = 1
        public var nextCorrelationID: Int32 = 1
    }

    public let channel: any Channel
    public let inbox: TestInbox<Inbound>
    private let session = NIOLockedValueBox(Session())

    private init(channel: any Channel, inbox: TestInbox<Inbound>) {
        self.channel = channel
        self.inbox = inbox
    }

    public static func connect(port: Int, host: String = "127.0.0.1") async throws -> TestSDLClient {
        let inbox = TestInbox<Inbound>()
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connectTimeout(TestTime.connectTimeout)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandlers([
                        ByteToMessageHandler(SDLFrameDecoder()),
                        MessageToByteHandler(SDLFrameEncoder()),
                        CollectingHandler(inbox: inbox),
                    ])
                }
            }
            .connect(host: host, port: port)
            .get()
        return TestSDLClient(channel: channel, inbox: inbox)
    }

    public var sessionID: UInt8 { session.withLockedValue { $0.sessionID } }
    public var hashID: Int32 { session.withLockedValue { $0.hashID } }
    public var frameVersion: UInt8 { session.withLockedValue { $0.version } }

    public func send(_ frame: SDLFrame) async throws {
        try await channel.writeAndFlush(frame)
    }

    public func close() async {
        try? await channel.close()
    }

    // MARK: Control

    /// Sends the first RPC StartService (v1 header, BSON `protocolVersion` when given) and returns the
    /// answer frame (ACK or NAK); on an ACK the session is adopted.
    @discardableResult
    public func startSession(protocolVersion: String? = "5.4.1") async throws -> SDLFrame {
        var request = SDLStartService(serviceType: .rpc)
        request.protocolVersion = protocolVersion.flatMap(SDLProtocolVersion.init)
        try await send(request.frame(version: 1, sessionID: 0))
        let answer = try await nextControl("StartService answer") { [.startServiceACK, .startServiceNAK].contains($0.header.controlFrameInfo) }
        if answer.header.controlFrameInfo == .startServiceACK {
            let ack = try SDLStartServiceACK(frame: answer)
            session.withLockedValue { state in
                state.sessionID = answer.header.sessionID
                state.version = answer.header.version
                state.hashID = ack.hashID ?? 0
            }
        }
        return answer
    }

    public func nextControl(_ what: String = "a control frame", timeout: Duration = .seconds(10), where predicate: @escaping @Sendable (SDLFrame) -> Bool = { _ in true }) async throws -> SDLFrame {
        let element = try await inbox.next(what, timeout: timeout) { inbound in
            if case .control(let frame) = inbound { return predicate(frame) }
            return false
        }
        guard case .control(let frame) = element else { throw TestInbox<Inbound>.Closed() }
        return frame
    }

    // MARK: RPC

    public func takeMessageID() -> UInt32 {
        session.withLockedValue { state in
            defer { state.nextMessageID += 1 }
            return state.nextMessageID
        }
    }

    public func takeCorrelationID() -> Int32 {
        session.withLockedValue { state in
            defer { state.nextCorrelationID += 1 }
            return state.nextCorrelationID
        }
    }

    /// Sends one RPC message with raw JSON bytes.
    public func sendRPC(type: SDLRPCType = .request, functionID: Int, correlationID: Int32, jsonBytes: [UInt8], bulk: [UInt8] = []) async throws {
        let payload = SDLRPCPayload(rpcType: type, functionID: UInt32(functionID), correlationID: correlationID, jsonBytes: jsonBytes, bulkData: bulk)
        let state = session.withLockedValue { $0 }
        let message = payload.message(version: state.version, sessionID: state.sessionID, messageID: takeMessageID())
        for frame in SDLMessageFragmenter.frames(for: message, maximumPayloadSize: 131_072) {
            try await send(frame)
        }
    }

    /// Sends a request and returns its correlation ID.
    @discardableResult
    public func sendRequest(_ functionID: Int, _ parameters: SDLJSONValue, correlationID: Int32? = nil, bulk: [UInt8] = []) async throws -> Int32 {
        let id = correlationID ?? takeCorrelationID()
        try await sendRPC(functionID: functionID, correlationID: id, jsonBytes: SDLJSONSerializer.serialize(parameters), bulk: bulk)
        return id
    }

    /// Sends a request and waits for its response.
    public func request(_ functionID: Int, _ parameters: SDLJSONValue = [:], bulk: [UInt8] = [], timeout: Duration = .seconds(10)) async throws -> RPC {
        let id = try await sendRequest(functionID, parameters, bulk: bulk)
        return try await response(to: id, timeout: timeout)
    }

    public func response(to correlationID: Int32, timeout: Duration = .seconds(10)) async throws -> RPC {
        try await nextRPC("response to \(correlationID)", timeout: timeout) { $0.rpcType == 1 && $0.correlationID == correlationID }
    }

    public func notification(_ functionID: Int, timeout: Duration = .seconds(10), where predicate: @escaping @Sendable (RPC) -> Bool = { _ in true }) async throws -> RPC {
        try await nextRPC("notification \(functionID)", timeout: timeout) { $0.rpcType == 2 && $0.functionID == functionID && predicate($0) }
    }

    public func nextRPC(_ what: String = "an RPC", timeout: Duration = .seconds(10), where predicate: @escaping @Sendable (RPC) -> Bool = { _ in true }) async throws -> RPC {
        let element = try await inbox.next(what, timeout: timeout) { inbound in
            if case .rpc(let rpc) = inbound { return predicate(rpc) }
            return false
        }
        guard case .rpc(let rpc) = element else { throw TestInbox<Inbound>.Closed() }
        return rpc
    }

    /// RPC messages received and not taken yet, in order.
    public var pendingRPCs: [RPC] {
        inbox.pending.compactMap { inbound in
            if case .rpc(let rpc) = inbound { return rpc }
            return nil
        }
    }

    /// Waits until the head unit closes the connection.
    public func waitForClose(timeout: Duration = .seconds(10)) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await self.channel.closeFuture.get() }
            group.addTask {
                try await Task.sleep(for: TestTime.scaled(timeout))
                throw TestInbox<Inbound>.TimedOut(what: "the connection to close")
            }
            defer { group.cancelAll() }
            try await group.next()
        }
    }
}

/// Reassembles messages and hands frames and RPCs to the inbox.
private final class CollectingHandler: ChannelInboundHandler {
    typealias InboundIn = SDLFrame

    let inbox: TestInbox<TestSDLClient.Inbound>
    var assembler = SDLMessageAssembler()

    init(inbox: TestInbox<TestSDLClient.Inbound>) {
        self.inbox = inbox
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        // Security queries (single frames on the control service, §A.12) come as control frames too.
        if frame.header.frameType == .control || SDLSecurityQuery.isCarried(by: frame.header) {
            inbox.push(.control(frame))
            return
        }
        guard let message = try? assembler.append(frame), message.serviceType.carriesRPCs,
              let payload = try? SDLRPCPayload(decoding: message.payload) else { return }
        let json = try? payload.jsonValue()
        inbox.push(.rpc(TestSDLClient.RPC(
            rpcType: payload.rpcType.rawValue, functionID: Int(payload.functionID), correlationID: payload.correlationID,
            jsonSize: payload.json.readableBytes, json: payload.json.readableBytes == 0 ? nil : json, bulk: payload.bulkBytes,
            serviceType: message.serviceType, messageID: message.messageID)))
    }

    func channelInactive(context: ChannelHandlerContext) {
        inbox.close()
    }
}
