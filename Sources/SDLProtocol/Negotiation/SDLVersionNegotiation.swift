/// The app side of starting the RPC service and agreeing on a protocol version with the head unit,
/// as Core 8.2 does it (§A.7). A value-type state machine: it builds the frame to send and turns
/// the answer into an ``SDLNegotiatedSession`` or an error; the caller does the I/O.
///
/// 1. ``startServiceFrame()``: RPC StartService in a **v1 header**, session 0, carrying BSON
///    `{protocolVersion: "<maximumVersion>"}` (or no payload when ``sendsProtocolVersion`` is false,
///    which Core answers with a v4 ACK).
/// 2. ``receive(_:)`` with each control frame that arrives: a StartServiceACK for the RPC service gives
///    the session; a StartServiceNAK throws `startServiceRejected`; other frames are not for
///    this machine (`nil`).
public struct SDLVersionNegotiation: Sendable {
    /// Where the negotiation is.
    public enum State: Hashable, Sendable {
        /// Nothing sent yet.
        case idle
        /// StartService sent; waiting for the ACK or NAK.
        case awaitingResponse
        /// The head unit accepted.
        case accepted(SDLNegotiatedSession)
        /// The head unit refused.
        case rejected(SDLStartServiceNAK)
    }

    /// The app's highest version, sent as `protocolVersion` (default 5.4.0, Core 8.2's top).
    public var maximumVersion: SDLProtocolVersion
    /// Whether the StartService carries the BSON `protocolVersion` (true by default). Without it Core
    /// answers in v4 and the session is limited to v4.
    public var sendsProtocolVersion: Bool
    /// The current state.
    public private(set) var state: State = .idle

    /// Creates a negotiation.
    public init(maximumVersion: SDLProtocolVersion = .coreMaximum, sendsProtocolVersion: Bool = true) {
        self.maximumVersion = maximumVersion
        self.sendsProtocolVersion = sendsProtocolVersion
    }

    /// The RPC StartService to send first, and the move to ``State/awaitingResponse``. Calling it
    /// again (say on a new connection) starts over.
    public mutating func startServiceFrame() -> SDLFrame {
        state = .awaitingResponse
        let request = SDLStartService(serviceType: .rpc, protocolVersion: sendsProtocolVersion ? maximumVersion : nil)
        return request.frame(version: 1, sessionID: 0)
    }

    /// Takes a frame received while negotiating.
    ///
    /// - Returns: the negotiated session for an RPC StartServiceACK; `nil` for any frame that is not
    ///   an RPC StartServiceACK or NAK (heartbeats, other services), which the caller handles itself.
    /// - Throws: ``SDLProtocolError`` `startServiceRejected` (message with the NAK's `reason` and
    ///   `rejectedParams` when present) for a NAK, after which ``state`` is ``State/rejected(_:)``;
    ///   `unexpectedFrame` for an ACK or NAK when no StartService is outstanding; `badBSON` for an
    ///   unreadable ACK or NAK payload.
    public mutating func receive(_ frame: SDLFrame) throws(SDLProtocolError) -> SDLNegotiatedSession? {
        let header = frame.header
        guard header.frameType == .control, header.serviceType == .rpc else { return nil }
        let info = header.controlFrameInfo
        guard info == .startServiceACK || info == .startServiceNAK else { return nil }
        guard state == .awaitingResponse else {
            throw SDLProtocolError(code: .unexpectedFrame, message: "\(info) received with no StartService outstanding")
        }
        if info == .startServiceNAK {
            let rejection = try SDLStartServiceNAK(frame: frame)
            state = .rejected(rejection)
            var text = "the head unit refused the RPC service"
            if let reason = rejection.reason { text += ": \(reason)" }
            if let params = rejection.rejectedParams, !params.isEmpty { text += " (rejected: \(params.joined(separator: ", ")))" }
            throw SDLProtocolError(code: .startServiceRejected, message: text)
        }
        let ack = try SDLStartServiceACK(frame: frame)
        let ackMajor = ack.protocolVersion.map { $0.major } ?? Int(header.version)
        let major = max(1, min(ackMajor, maximumVersion.major, 5))
        let frameVersion = UInt8(major)
        var negotiated = ack.protocolVersion ?? SDLProtocolVersion(major, 0, 0)
        if negotiated > maximumVersion { negotiated = maximumVersion }
        var payloadLimit = SDLProtocolVersion.defaultMaximumPayloadSize(forFrameVersion: frameVersion)
        if let mtu = ack.mtu, mtu > 0 {
            payloadLimit = Int(min(mtu, Int64(UInt32.max)))
        }
        let session = SDLNegotiatedSession(
            frameVersion: frameVersion, protocolVersion: negotiated, sessionID: header.sessionID,
            hashID: ack.hashID, maximumPayloadSize: payloadLimit, acknowledgement: ack
        )
        state = .accepted(session)
        return session
    }
}
