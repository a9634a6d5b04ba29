import NIOCore

/// A StartServiceACK control frame (frame info 0x02, §A.6): the head unit started a service.
///
/// Payload by header version: v5, a BSON document of the keys that are set; v2–v4, the 4-byte
/// big-endian ``hashID`` when set (the RPC service's ACK); v1, nothing.
public struct SDLStartServiceACK: Hashable, Sendable {
    /// The service started.
    public var serviceType: SDLServiceType
    /// The E bit: the service is encrypted.
    public var isEncrypted: Bool
    /// RPC: the negotiated full version (header version = its major).
    public var protocolVersion: SDLProtocolVersion?
    /// RPC: the hash ID the app needs to end the RPC service (int32).
    public var hashID: Int32?
    /// The head unit's frame size limit (int64). Core puts its maximum *payload* size here (§A.3, §G.1).
    public var mtu: Int64?
    /// RPC, 5.1+: transports the app may use as secondary.
    public var secondaryTransports: [String]?
    /// RPC, 5.1+: audio's transport preference (1 primary, 2 secondary).
    public var audioServiceTransports: [Int32]?
    /// RPC, 5.1+: video's transport preference.
    public var videoServiceTransports: [Int32]?
    /// RPC, 5.2+: cloud apps' token (a secret; it prints redacted).
    public var authToken: SDLAuthToken?
    /// RPC, 5.4+: vehicle make.
    public var make: String?
    /// RPC, 5.4+: vehicle model.
    public var model: String?
    /// RPC, 5.4+: vehicle model year.
    public var modelYear: String?
    /// RPC, 5.4+: vehicle trim.
    public var trim: String?
    /// RPC, 5.4+: head unit software version.
    public var systemSoftwareVersion: String?
    /// RPC, 5.4+: head unit hardware version.
    public var systemHardwareVersion: String?
    /// Video: accepted height.
    public var height: Int32?
    /// Video: accepted width.
    public var width: Int32?
    /// Video: accepted protocol.
    public var videoProtocol: String?
    /// Video: accepted codec.
    public var videoCodec: String?

    /// Creates an ACK for `serviceType` with no keys; set the ones needed.
    public init(serviceType: SDLServiceType, isEncrypted: Bool = false, protocolVersion: SDLProtocolVersion? = nil, hashID: Int32? = nil, mtu: Int64? = nil) {
        self.serviceType = serviceType
        self.isEncrypted = isEncrypted
        self.protocolVersion = protocolVersion
        self.hashID = hashID
        self.mtu = mtu
    }

    /// The BSON keys that are set, in Core's order.
    public var document: SDLBSONDocument {
        var document = SDLBSONDocument()
        document.set(SDLControlKey.protocolVersion, protocolVersion?.description)
        document.set(SDLControlKey.hashID, hashID)
        document.set(SDLControlKey.mtu, mtu)
        document.set(SDLControlKey.secondaryTransports, secondaryTransports)
        document.set(SDLControlKey.audioServiceTransports, audioServiceTransports)
        document.set(SDLControlKey.videoServiceTransports, videoServiceTransports)
        document.set(SDLControlKey.authToken, authToken?.revealedValue)
        document.set(SDLControlKey.make, make)
        document.set(SDLControlKey.model, model)
        document.set(SDLControlKey.modelYear, modelYear)
        document.set(SDLControlKey.trim, trim)
        document.set(SDLControlKey.systemSoftwareVersion, systemSoftwareVersion)
        document.set(SDLControlKey.systemHardwareVersion, systemHardwareVersion)
        document.set(SDLControlKey.height, height)
        document.set(SDLControlKey.width, width)
        document.set(SDLControlKey.videoProtocol, videoProtocol)
        document.set(SDLControlKey.videoCodec, videoCodec)
        return document
    }

    /// The frame, with the payload form of `version` (see the type's documentation).
    public func frame(version: UInt8, sessionID: UInt8, messageID: UInt32 = 0) -> SDLFrame {
        let payload: ByteBuffer
        if version >= 5 {
            payload = SDLFrame.bsonBuffer(document)
        } else if version >= 2, let hashID {
            payload = SDLFrame.rawHashBuffer(hashID)
        } else {
            payload = ByteBuffer()
        }
        return .control(
            .startServiceACK, serviceType: serviceType, version: version, sessionID: sessionID,
            messageID: messageID, isEncrypted: isEncrypted, payload: payload
        )
    }

    /// Parses a StartServiceACK frame.
    ///
    /// Types are read strictly, as Core and Java do (a `hashId` that is not int32 is left `nil`),
    /// except `mtu`, which is also accepted as int32.
    /// - Throws: ``SDLProtocolError`` `unexpectedFrame` when `frame` is not a StartServiceACK,
    ///   `badBSON` when a v5 payload is not a BSON document.
    public init(frame: SDLFrame) throws(SDLProtocolError) {
        try frame.requireControl(.startServiceACK)
        self.init(serviceType: frame.header.serviceType, isEncrypted: frame.header.isEncrypted)
        let version = frame.header.version
        if version >= 5 {
            guard let document = try frame.bsonPayload() else { return }
            protocolVersion = document[SDLControlKey.protocolVersion]?.stringValue.flatMap(SDLProtocolVersion.init)
            hashID = document[SDLControlKey.hashID]?.int32Value
            mtu = document[SDLControlKey.mtu]?.int64Value ?? document[SDLControlKey.mtu]?.int32Value.map(Int64.init)
            secondaryTransports = document.strings(SDLControlKey.secondaryTransports)
            audioServiceTransports = document.int32s(SDLControlKey.audioServiceTransports)
            videoServiceTransports = document.int32s(SDLControlKey.videoServiceTransports)
            authToken = document[SDLControlKey.authToken]?.stringValue.map { SDLAuthToken($0) }
            make = document[SDLControlKey.make]?.stringValue
            model = document[SDLControlKey.model]?.stringValue
            modelYear = document[SDLControlKey.modelYear]?.stringValue
            trim = document[SDLControlKey.trim]?.stringValue
            systemSoftwareVersion = document[SDLControlKey.systemSoftwareVersion]?.stringValue
            systemHardwareVersion = document[SDLControlKey.systemHardwareVersion]?.stringValue
            height = document[SDLControlKey.height]?.int32Value
            width = document[SDLControlKey.width]?.int32Value
            videoProtocol = document[SDLControlKey.videoProtocol]?.stringValue
            videoCodec = document[SDLControlKey.videoCodec]?.stringValue
        } else if version >= 2 {
            hashID = frame.rawHashID()
        }
    }
}
