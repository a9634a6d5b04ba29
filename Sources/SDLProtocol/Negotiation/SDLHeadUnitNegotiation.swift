/// The head-unit side of service control, answering as Core 8.2 does (§A.6–§A.9, §G.6): what to
/// send back for a StartService, an EndService or a Heartbeat. Pure: it returns frames; the caller
/// assigns session IDs and hash IDs (see ``coreHashID(connectionHandle:sessionID:)``) and sends.
///
/// The first RPC StartService (§A.7):
///
/// | app sends (v1 header) | answer |
/// |---|---|
/// | no payload, or a payload that is not BSON | ACK in a v4 header, payload the 4-byte hash ID |
/// | BSON `protocolVersion` string with major ≥ 5 | ACK in a v5 header, BSON `protocolVersion` = min(app's, ``protocolVersion``), `hashId`, `mtu`, and the vehicle keys when the app's version ≥ 5.4.0 (each cut to 500 characters) |
/// | BSON without `protocolVersion`, not a string, unparsable or major < 5 | NAK in a v1 header, no payload |
/// | E bit set while ``supportsEncryption`` is false | NAK (reason given in v5 when the app's version ≥ 5.3.0) |
/// | a version below ``minimumProtocolVersion`` (when set) | NAK, `rejectedParams` `protocolVersion` |
///
/// Other services are answered in min(their header version, ``maximumFrameVersion``), with `mtu` (and
/// a video StartService's int32 `height`/`width` and its `videoProtocol`/`videoCodec`) in v5.
public struct SDLHeadUnitNegotiation: Sendable {
    /// An answer to StartService.
    public enum StartServiceAnswer: Hashable, Sendable {
        /// Started: the ACK frame to send, and for the RPC service the session's frame version and
        /// full version.
        case accepted(frame: SDLFrame, frameVersion: UInt8, protocolVersion: SDLProtocolVersion)
        /// Refused: the NAK frame to send, and why (for logs; it is in the frame only in v5 ≥ 5.3).
        case rejected(frame: SDLFrame, reason: String)
    }

    /// An answer to EndService.
    public enum EndServiceAnswer: Hashable, Sendable {
        /// Ended: the ACK frame to send.
        case accepted(frame: SDLFrame)
        /// Refused (wrong hash ID): the NAK frame to send, and why.
        case rejected(frame: SDLFrame, reason: String)
    }

    /// The head unit's top full version (Core 8.2: 5.4.0).
    public var protocolVersion: SDLProtocolVersion
    /// The highest frame header version (Core's `MaxSupportedProtocolVersion`, default 5).
    public var maximumFrameVersion: UInt8
    /// The `mtu` written in v5 ACKs: the maximum payload per frame (Core's shipped 131072).
    public var mtu: Int64
    /// Whether StartService with the E bit can be accepted (false: no TLS here, so it is refused).
    public var supportsEncryption: Bool
    /// 5.4+ vehicle keys for the RPC ACK; `nil` ones are left out.
    public var make: String?
    /// See ``make``.
    public var model: String?
    /// See ``make``.
    public var modelYear: String?
    /// See ``make``.
    public var trim: String?
    /// See ``make``.
    public var systemSoftwareVersion: String?
    /// See ``make``.
    public var systemHardwareVersion: String?
    /// The cloud app's token put in the first RPC StartServiceACK when the app offers 5.2.0 or
    /// later (Core reads it from the app's policy entry); `nil` sends none.
    public var authToken: SDLAuthToken?
    /// The lowest protocol version accepted for the first RPC StartService: an app offering less
    /// (a v1–v4 app offers its header version) gets a StartServiceNAK naming `protocolVersion`.
    /// `nil` (the default, as Core 8.2) accepts every version from 5.0.0 in BSON and every v1–v4 app.
    public var minimumProtocolVersion: SDLProtocolVersion?

    /// Creates a responder with Core 8.2's shipped settings.
    public init(
        protocolVersion: SDLProtocolVersion = .coreMaximum,
        maximumFrameVersion: UInt8 = 5,
        mtu: Int64 = Int64(SDLFrameValidation.coreMaximumPayloadSize),
        supportsEncryption: Bool = false
    ) {
        self.protocolVersion = protocolVersion
        self.maximumFrameVersion = min(max(maximumFrameVersion, 1), 5)
        self.mtu = mtu
        self.supportsEncryption = supportsEncryption
    }

    /// Core's hash ID for a session: `connection_handle | session_id << 16` (`KeyFromPair`, §A.8).
    public static func coreHashID(connectionHandle: UInt16, sessionID: UInt8) -> Int32 {
        Int32(bitPattern: UInt32(connectionHandle) | UInt32(sessionID) << 16)
    }

    /// The answer to a StartService frame.
    ///
    /// - Parameters:
    ///   - frame: the StartService received.
    ///   - sessionID: the session ID to put in the ACK (a new one for the first RPC StartService).
    ///   - hashID: the RPC service's hash ID to give the app.
    ///   - negotiatedVersion: the session's version for a later StartService (audio, video, RPC
    ///     encryption); `nil` for the first RPC StartService.
    /// - Throws: ``SDLProtocolError`` `unexpectedFrame` when `frame` is not a StartService.
    public func answer(
        toStartService frame: SDLFrame,
        sessionID: UInt8,
        hashID: Int32,
        negotiatedVersion: SDLProtocolVersion? = nil
    ) throws(SDLProtocolError) -> StartServiceAnswer {
        try frame.requireControl(.startService)
        let header = frame.header
        // A payload that is not BSON counts as no payload, as Core's ParseFullVersion does.
        let request = (try? SDLStartService(frame: frame)) ?? SDLStartService(serviceType: header.serviceType, isEncrypted: header.isEncrypted)
        if header.serviceType == .rpc && negotiatedVersion == nil {
            return firstRPCAnswer(request, header: header, sessionID: sessionID, hashID: hashID)
        }
        let version = negotiatedVersion ?? SDLProtocolVersion(Int(header.version), 0, 0)
        let frameVersion = min(header.version, maximumFrameVersion)
        if request.isEncrypted && !supportsEncryption {
            return reject(request.serviceType, frameVersion: frameVersion, sessionID: sessionID, messageID: header.messageID,
                          appVersion: version, reason: "Encryption is not supported", rejectedParams: nil)
        }
        var ack = SDLStartServiceACK(serviceType: request.serviceType)
        if frameVersion >= 5 {
            ack.mtu = mtu
            if request.serviceType == .video {
                ack.height = request.receivedDocument?[SDLControlKey.height]?.int32Value
                ack.width = request.receivedDocument?[SDLControlKey.width]?.int32Value
                ack.videoProtocol = request.videoProtocol
                ack.videoCodec = request.videoCodec
            }
        }
        if request.serviceType == .rpc {
            ack.hashID = hashID
            ack.isEncrypted = request.isEncrypted
        }
        return .accepted(
            frame: ack.frame(version: frameVersion, sessionID: sessionID, messageID: header.messageID),
            frameVersion: frameVersion,
            protocolVersion: version
        )
    }

    private func firstRPCAnswer(_ request: SDLStartService, header: SDLFrameHeader, sessionID: UInt8, hashID: Int32) -> StartServiceAnswer {
        guard let document = request.receivedDocument, maximumFrameVersion >= 5 else {
            let frameVersion = min(4, maximumFrameVersion)
            if let refusal = refusal(of: SDLProtocolVersion(Int(header.version), 0, 0), appVersion: nil) { return refusal }
            if request.isEncrypted && !supportsEncryption {
                return reject(.rpc, frameVersion: 1, sessionID: 0, messageID: 0, appVersion: nil,
                              reason: "Encryption is not supported", rejectedParams: nil)
            }
            let ack = SDLStartServiceACK(serviceType: .rpc, hashID: hashID)
            return .accepted(
                frame: ack.frame(version: frameVersion, sessionID: sessionID, messageID: header.messageID),
                frameVersion: frameVersion,
                protocolVersion: SDLProtocolVersion(Int(frameVersion), 0, 0)
            )
        }
        guard let text = document[SDLControlKey.protocolVersion]?.stringValue,
              let appVersion = SDLProtocolVersion(text), appVersion.major >= 5
        else {
            let reason = "protocolVersion is missing, not a string, or below 5.0.0"
            return reject(.rpc, frameVersion: 1, sessionID: 0, messageID: 0, appVersion: nil, reason: reason, rejectedParams: [SDLControlKey.protocolVersion])
        }
        if let refusal = refusal(of: appVersion, appVersion: appVersion) { return refusal }
        if request.isEncrypted && !supportsEncryption {
            return reject(.rpc, frameVersion: 1, sessionID: 0, messageID: 0, appVersion: appVersion,
                          reason: "Encryption is not supported", rejectedParams: nil)
        }
        let negotiated = min(appVersion, protocolVersion)
        var ack = SDLStartServiceACK(serviceType: .rpc, protocolVersion: negotiated, hashID: hashID, mtu: mtu)
        if negotiated >= .v5_2_0 {
            ack.authToken = authToken
        }
        if appVersion >= .v5_4_0 {
            func cut(_ value: String?) -> String? { value.map { String($0.prefix(500)) } }
            ack.make = cut(make)
            ack.model = cut(model)
            ack.modelYear = cut(modelYear)
            ack.trim = cut(trim)
            ack.systemSoftwareVersion = cut(systemSoftwareVersion)
            ack.systemHardwareVersion = cut(systemHardwareVersion)
        }
        let frameVersion = min(UInt8(clamping: negotiated.major), maximumFrameVersion)
        return .accepted(
            frame: ack.frame(version: frameVersion, sessionID: sessionID, messageID: header.messageID),
            frameVersion: frameVersion,
            protocolVersion: negotiated
        )
    }

    /// The NAK for an app offering `offered`, when it is below ``minimumProtocolVersion``; `appVersion`
    /// is what the app said in BSON (`nil` for a v1–v4 app), which decides whether `reason` is sent.
    private func refusal(of offered: SDLProtocolVersion, appVersion: SDLProtocolVersion?) -> StartServiceAnswer? {
        guard let minimumProtocolVersion, offered < minimumProtocolVersion else { return nil }
        // An app that speaks BSON gets the NAK in its own header version, so it carries `rejectedParams`.
        let frameVersion = appVersion.map { min(UInt8(clamping: $0.major), maximumFrameVersion) } ?? 1
        return reject(.rpc, frameVersion: frameVersion, sessionID: 0, messageID: 0, appVersion: appVersion,
                      reason: "protocol version \(offered) is below the head unit's minimum \(minimumProtocolVersion)",
                      rejectedParams: [SDLControlKey.protocolVersion])
    }

    /// A StartServiceNAK for `serviceType`, e.g. audio or video before the app registered (§A.7).
    /// In a v5 header it carries `rejectedParams` when given, and `reason` when `appVersion` ≥ 5.3.0.
    public func rejectStartService(
        _ serviceType: SDLServiceType,
        frameVersion: UInt8,
        sessionID: UInt8,
        messageID: UInt32,
        appVersion: SDLProtocolVersion?,
        reason: String,
        rejectedParams: [String]? = nil
    ) -> SDLFrame {
        var nak = SDLStartServiceNAK(serviceType: serviceType, rejectedParams: rejectedParams)
        if let appVersion, appVersion >= .v5_3_0 { nak.reason = reason }
        return nak.frame(version: frameVersion, sessionID: sessionID, messageID: messageID)
    }

    private func reject(
        _ serviceType: SDLServiceType, frameVersion: UInt8, sessionID: UInt8, messageID: UInt32,
        appVersion: SDLProtocolVersion?, reason: String, rejectedParams: [String]?
    ) -> StartServiceAnswer {
        let frame = rejectStartService(
            serviceType, frameVersion: frameVersion, sessionID: sessionID, messageID: messageID,
            appVersion: appVersion, reason: reason, rejectedParams: rejectedParams
        )
        return .rejected(frame: frame, reason: reason)
    }

    /// The answer to an EndService frame (§A.8).
    ///
    /// Services other than RPC, and v1 RPC EndService, are always ended. For the RPC service the
    /// hash ID must equal `expectedHashID`: v5 reads BSON `hashId` (only an int32 counts), v2–v4 the
    /// 4-byte big-endian payload (fewer bytes, or 0, is wrong). A mismatch gives EndServiceNAK, in v5
    /// with `rejectedParams: ["hashId"]` and, when `negotiatedVersion` ≥ 5.3.0,
    /// `reason: "Wrong hash_id for session N"`.
    /// - Throws: ``SDLProtocolError`` `unexpectedFrame` when `frame` is not an EndService.
    public func answer(
        toEndService frame: SDLFrame,
        expectedHashID: Int32,
        negotiatedVersion: SDLProtocolVersion
    ) throws(SDLProtocolError) -> EndServiceAnswer {
        try frame.requireControl(.endService)
        let header = frame.header
        var hashMatches = true
        if header.serviceType == .rpc && header.version >= 2 {
            let received = (try? SDLEndService(frame: frame))?.hashID
            hashMatches = received != nil && received != 0 && received == expectedHashID
        }
        guard hashMatches else {
            let reason = "Wrong hash_id for session \(header.sessionID)"
            var nak = SDLEndServiceNAK(serviceType: header.serviceType, rejectedParams: [SDLControlKey.hashID])
            if negotiatedVersion >= .v5_3_0 { nak.reason = reason }
            return .rejected(frame: nak.frame(version: header.version, sessionID: header.sessionID, messageID: header.messageID), reason: reason)
        }
        let ack = SDLEndServiceACK(serviceType: header.serviceType)
        return .accepted(frame: ack.frame(version: header.version, sessionID: header.sessionID, messageID: header.messageID))
    }

    /// The HeartbeatACK for a Heartbeat frame: same version, session and message ID (§A.9).
    /// - Throws: ``SDLProtocolError`` `unexpectedFrame` when `frame` is not a Heartbeat.
    public func answer(toHeartbeat frame: SDLFrame) throws(SDLProtocolError) -> SDLFrame {
        try frame.requireControl(.heartbeat)
        return SDLHeartbeatACK.answering(frame)
    }
}
