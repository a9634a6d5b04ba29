/// A Heartbeat control frame (frame info 0x00 on the control service, §A.9). No payload.
///
/// Core services heartbeats in v3–v5 and only monitors a session after the app sent one; the peer
/// answers with ``SDLHeartbeatACK`` echoing the message ID.
public struct SDLHeartbeat: Hashable, Sendable {
    /// Creates a heartbeat.
    public init() {}

    /// The frame (control service).
    public func frame(version: UInt8, sessionID: UInt8, messageID: UInt32 = 0) -> SDLFrame {
        .control(.heartbeat, serviceType: .control, version: version, sessionID: sessionID, messageID: messageID)
    }

    /// Checks that `frame` is a Heartbeat.
    /// - Throws: ``SDLProtocolError`` `unexpectedFrame` otherwise.
    public init(frame: SDLFrame) throws(SDLProtocolError) {
        try frame.requireControl(.heartbeat)
    }
}

/// A HeartbeatACK control frame (frame info 0xFF on the control service, §A.9). No payload.
public struct SDLHeartbeatACK: Hashable, Sendable {
    /// Creates an ACK.
    public init() {}

    /// The frame (control service).
    public func frame(version: UInt8, sessionID: UInt8, messageID: UInt32 = 0) -> SDLFrame {
        .control(.heartbeatACK, serviceType: .control, version: version, sessionID: sessionID, messageID: messageID)
    }

    /// The ACK to `heartbeat`: same version, session and message ID, as Core answers.
    public static func answering(_ heartbeat: SDLFrame) -> SDLFrame {
        SDLHeartbeatACK().frame(version: heartbeat.header.version, sessionID: heartbeat.header.sessionID, messageID: heartbeat.header.messageID)
    }

    /// Checks that `frame` is a HeartbeatACK.
    /// - Throws: ``SDLProtocolError`` `unexpectedFrame` otherwise.
    public init(frame: SDLFrame) throws(SDLProtocolError) {
        try frame.requireControl(.heartbeatACK)
    }
}
