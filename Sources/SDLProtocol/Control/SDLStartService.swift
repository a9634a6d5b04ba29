import NIOCore

/// A StartService control frame (frame info 0x01, §A.6, §A.7): the app asks to start a service.
///
/// Payload: a BSON document holding the keys that are set, or nothing when none is. The very first
/// RPC StartService travels in a **v1 header** yet carries BSON `protocolVersion` — the one
/// exception to "BSON from v5 on" — so the payload depends on the keys, not on the header version.
public struct SDLStartService: Hashable, Sendable {
    /// The service to start.
    public var serviceType: SDLServiceType
    /// The E bit: ask for the service to be encrypted (§A.12).
    public var isEncrypted: Bool
    /// RPC: the app's highest protocol version, e.g. 5.4.0.
    public var protocolVersion: SDLProtocolVersion?
    /// Video: desired height in pixels.
    public var height: Int32?
    /// Video: desired width in pixels.
    public var width: Int32?
    /// Video: `VideoStreamingProtocol` name (RAW, RTP, RTSP, RTMP, WEBM).
    public var videoProtocol: String?
    /// Video: `VideoStreamingCodec` name (H264, H265, Theora, VP8, VP9).
    public var videoCodec: String?
    /// When parsed from a frame: its BSON document as received (`nil` when the payload was empty).
    /// Core decides by it (e.g. `protocolVersion` present but not a string). Not written by ``frame(version:sessionID:messageID:)``.
    public var receivedDocument: SDLBSONDocument?

    /// Creates a StartService.
    public init(
        serviceType: SDLServiceType,
        isEncrypted: Bool = false,
        protocolVersion: SDLProtocolVersion? = nil,
        height: Int32? = nil,
        width: Int32? = nil,
        videoProtocol: String? = nil,
        videoCodec: String? = nil
    ) {
        self.serviceType = serviceType
        self.isEncrypted = isEncrypted
        self.protocolVersion = protocolVersion
        self.height = height
        self.width = width
        self.videoProtocol = videoProtocol
        self.videoCodec = videoCodec
    }

    /// The BSON keys that are set.
    public var document: SDLBSONDocument {
        var document = SDLBSONDocument()
        document.set(SDLControlKey.protocolVersion, protocolVersion?.description)
        document.set(SDLControlKey.height, height)
        document.set(SDLControlKey.width, width)
        document.set(SDLControlKey.videoProtocol, videoProtocol)
        document.set(SDLControlKey.videoCodec, videoCodec)
        return document
    }

    /// The frame. `messageID` is not written in a v1 header.
    public func frame(version: UInt8, sessionID: UInt8, messageID: UInt32 = 0) -> SDLFrame {
        .control(
            .startService, serviceType: serviceType, version: version, sessionID: sessionID,
            messageID: messageID, isEncrypted: isEncrypted, payload: SDLFrame.bsonBuffer(document)
        )
    }

    /// Parses a StartService frame. Keys of the wrong BSON type are left `nil`.
    ///
    /// - Throws: ``SDLProtocolError`` `unexpectedFrame` when `frame` is not a StartService, `badBSON`
    ///   when its payload is not a BSON document.
    public init(frame: SDLFrame) throws(SDLProtocolError) {
        try frame.requireControl(.startService)
        self.init(serviceType: frame.header.serviceType, isEncrypted: frame.header.isEncrypted)
        guard let document = try frame.bsonPayload() else { return }
        receivedDocument = document
        protocolVersion = document[SDLControlKey.protocolVersion]?.stringValue.flatMap(SDLProtocolVersion.init)
        height = document[SDLControlKey.height]?.int32Value
        width = document[SDLControlKey.width]?.int32Value
        videoProtocol = document[SDLControlKey.videoProtocol]?.stringValue
        videoCodec = document[SDLControlKey.videoCodec]?.stringValue
    }
}
