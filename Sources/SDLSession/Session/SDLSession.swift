import NIOConcurrencyHelpers
import NIOCore
import SDLRPC
import SDLProtocol

/// A connection to an SDL head unit over TCP or WebSocket (``SDLSessionConfiguration/transport``;
/// cars that dial a cloud app arrive through an ``SDLSessionServer``): negotiates the protocol version, sends RPCs and
/// matches their responses by correlation ID, and streams what the head unit sends.
///
/// ```swift
/// let session = try await SDLSession.connect(host: "127.0.0.1", port: 12345)
/// let response = try await session.send(SDLRegisterAppInterface(...))
/// for await status in session.notifications(of: SDLOnHMIStatus.self) { … }
/// await session.close()
/// ```
///
/// - Connecting opens TCP and sends the RPC StartService in a v1 header offering
///   ``SDLSessionConfiguration/maximumProtocolVersion`` (protocol.md §A.7); the head unit's ACK
///   fixes the frame version (2…5), session ID, hash ID and MTU. A NAK fails the connect.
/// - Each request gets its own correlation ID (§C.6) and waits for its response at most its
///   timeout (Core's rule from §C.7 plus a margin). Cancelling the waiting task removes the entry;
///   a response arriving later is ignored. Large messages and bulk data are split into frames of
///   the negotiated MTU (§A.4).
/// - Heartbeats from the head unit are answered (§A.9); sending them is optional.
/// - When the connection drops or the head unit breaks the protocol, every pending request fails
///   exactly once with an ``SDLError``, and — unless a ``SDLReconnectPolicy`` reconnects —
///   every stream finishes.
///
/// The session is safe to use from any task. Its state is a value type behind a lock; every
/// change returns the effects (resumptions, deliveries, writes) to run after the lock is released.
public final class SDLSession: SDLRPCChannel, Sendable {
    /// The head unit's host (for a session an ``SDLSessionServer`` accepted: the car's address; for
    /// one over an app's byte stream, ``connect(name:configuration:opening:)``: the stream's name).
    public let host: String
    /// The head unit's TCP port (Core's default is 12345, §C.1; for an accepted session, the car's
    /// port; 0 over an app's byte stream).
    public let port: Int
    /// The configuration the session was created with.
    public let configuration: SDLSessionConfiguration
    /// The version offered in the StartService.
    let offeredVersion: SDLProtocolVersion
    let state = NIOLockedValueBox(SDLSessionState())
    /// The app's handlers of requests the head unit sends, by function ID.
    let requestHandlers = NIOLockedValueBox<[Int: SDLIncomingRequestHandler]>([:])

    /// Opens each connection (TCP, a WebSocket, an app's byte stream, or the one a server accepted).
    let dialer: any SDLTransportDialer

    init(host: String, port: Int, configuration: SDLSessionConfiguration, offeredVersion: SDLProtocolVersion, dialer: any SDLTransportDialer) {
        self.host = host
        self.port = port
        self.configuration = configuration
        self.offeredVersion = offeredVersion
        self.dialer = dialer
    }

    /// Connects to a head unit and negotiates the RPC service.
    ///
    /// - Throws: ``SDLError`` — `connectTimedOut` when TCP plus the StartService answer take
    ///   longer than ``SDLSessionConfiguration/connectTimeout``; `connectionFailed` when TCP fails
    ///   (e.g. refused); `startServiceRejected` on a StartServiceNAK; `negotiationFailed` on an
    ///   unusable ACK; `protocolViolation` when the head unit sends malformed frames; `cancelled`
    ///   when the task is cancelled.
    public static func connect(
        host: String, port: Int, configuration: SDLSessionConfiguration = SDLSessionConfiguration()
    ) async throws(SDLError) -> SDLSession {
        let dialer: any SDLTransportDialer = switch configuration.transport.kind {
        case .tcp: SDLTCPDialer(host: host, port: port)
        case .webSocket(let options): SDLWebSocketDialer(host: host, port: port, options: options)
        }
        return try await open(host: host, port: port, configuration: configuration, dialer: dialer)
    }

    /// Makes a session that opens its connections with `dialer` and waits for the first to be negotiated.
    static func open(
        host: String, port: Int, configuration: SDLSessionConfiguration, dialer: any SDLTransportDialer
    ) async throws(SDLError) -> SDLSession {
        guard let offered = SDLProtocolVersion(configuration.maximumProtocolVersion), offered.major >= 2, offered.major <= 5 else {
            throw SDLError(
                code: .negotiationFailed,
                message: "maximumProtocolVersion \"\(configuration.maximumProtocolVersion)\" is not a version 2.0.0–5.x.y"
            )
        }
        let session = SDLSession(host: host, port: port, configuration: configuration, offeredVersion: offered, dialer: dialer)
        do {
            try await session.openFirstConnection()
        } catch {
            throw SDLError(error, otherwise: .connectionFailed)
        }
        return session
    }

    // MARK: What was negotiated

    /// The largest number of payload bytes one frame carries, as negotiated with the head unit
    /// (the v5 ACK's `mtu`, else the version's default, §A.3); 0 while not connected.
    public var maximumFramePayloadSize: Int {
        state.withLockedValue { $0.negotiated?.maximumPayloadSize ?? 0 }
    }

    /// The negotiated protocol version, e.g. `"5.4.0"`; `nil` while not connected.
    public var negotiatedProtocolVersion: String? {
        state.withLockedValue { $0.negotiated?.protocolVersion.description }
    }

    /// The frame header version in use (2…5); `nil` while not connected.
    public var frameVersion: Int? {
        state.withLockedValue { $0.negotiated.map { Int($0.frameVersion) } }
    }

    /// The hash ID from the StartServiceACK, sent back in the EndService (§A.8).
    public var hashID: Int32? {
        state.withLockedValue { $0.negotiated?.hashID }
    }

    /// The cloud app's token from the StartServiceACK (protocol 5.2+; Core sends it to cloud apps
    /// from their policy entry): says which account connected. A secret that prints redacted;
    /// `nil` when the head unit sent none or while not connected.
    public var authToken: SDLAuthToken? {
        state.withLockedValue { $0.negotiated?.acknowledgement.authToken }
    }

    /// The session ID the head unit assigned.
    public var sessionID: UInt8? {
        state.withLockedValue { $0.negotiated?.sessionID }
    }

    /// Whether a RegisterAppInterface succeeded on the current connection and no unregister
    /// (UnregisterAppInterface, OnAppInterfaceUnregistered) or reconnect followed.
    public var isRegistered: Bool {
        state.withLockedValue { $0.isRegistered }
    }

    /// Whether RPCs can be sent now.
    public var isConnected: Bool {
        state.withLockedValue { $0.readyConnection != nil }
    }

    /// Whether the session is closed for good.
    public var isClosed: Bool {
        state.withLockedValue { $0.isClosed }
    }

    /// How many requests wait for a response.
    public var pendingRequestCount: Int {
        state.withLockedValue { $0.correlations.count }
    }

    /// How many message streams and notification ledgers listen to what the head unit sends (a
    /// dropped stream or a released ledger no longer counts).
    public var subscriberCount: Int {
        state.withLockedValue { $0.subscribers.count }
    }

    /// Runs a transition under the lock, then its effects.
    @discardableResult
    func transition<Result>(_ body: (inout SDLSessionState, inout SDLSessionEffects) -> Result) -> Result {
        var effects = SDLSessionEffects()
        let result = state.withLockedValue { body(&$0, &effects) }
        effects.run()
        return result
    }
}
