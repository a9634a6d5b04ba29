import NIOCore
import SDLProtocol

/// The control frames a client session sends besides the StartService (protocol.md §A.6–§A.9),
/// built with the `SDLProtocol` control payload types for the negotiated session.
enum SDLControlFrames {
    /// A Heartbeat on the control service (§A.9).
    static func heartbeat(_ session: SDLNegotiatedSession, messageID: UInt32) -> SDLFrame {
        SDLHeartbeat().frame(version: session.frameVersion, sessionID: session.sessionID, messageID: messageID)
    }

    /// The HeartbeatACK for `frame`, echoing its message ID as Core does (§A.9).
    static func heartbeatACK(for frame: SDLFrame, _ session: SDLNegotiatedSession) -> SDLFrame {
        SDLHeartbeatACK().frame(version: session.frameVersion, sessionID: session.sessionID, messageID: frame.header.messageID)
    }

    /// The answer to a head unit's EndService: an EndServiceACK for the same service (§A.8).
    static func endServiceACK(for frame: SDLFrame, _ session: SDLNegotiatedSession) -> SDLFrame {
        SDLEndServiceACK(serviceType: frame.header.serviceType)
            .frame(version: session.frameVersion, sessionID: session.sessionID, messageID: frame.header.messageID)
    }

    /// The words of a StartServiceNAK or EndServiceNAK: its `reason` and `rejectedParams`, when the
    /// payload has them.
    static func rejection(in frame: SDLFrame) -> String {
        let nak: (reason: String?, rejectedParams: [String]?)
        if let start = try? SDLStartServiceNAK(frame: frame) {
            nak = (start.reason, start.rejectedParams)
        } else if let end = try? SDLEndServiceNAK(frame: frame) {
            nak = (end.reason, end.rejectedParams)
        } else {
            return "no reason given"
        }
        var parts: [String] = []
        if let reason = nak.reason { parts.append(reason) }
        if let rejected = nak.rejectedParams, !rejected.isEmpty {
            parts.append("rejected parameters: \(rejected.joined(separator: ", "))")
        }
        return parts.isEmpty ? "no reason given" : parts.joined(separator: "; ")
    }
}
