import NIOCore
import SDLProtocol

/// Checks on a control frame that parsed: what this library writes for the parsed message must
/// parse again, and writing that gives the same bytes (one round may drop keys the types do not
/// model, so stability is checked from the second frame on).
///
/// ```swift
/// if let message = try? SDLControlMessage(frame: frame) {
///     ControlRoundTrip.check(message, like: frame.header)
/// }
/// ```
public enum ControlRoundTrip {
    /// Re-encodes `message` in a frame with `header`'s version, session and message ID.
    public static func check(_ message: SDLControlMessage, like header: SDLFrameHeader) {
        guard let first = frame(of: message, like: header) else { return }
        let again: SDLControlMessage
        do {
            again = try SDLControlMessage(frame: first)
        } catch {
            fuzzExpect(false, "the \(header.controlFrameInfo) this library wrote does not parse: \(error)")
            return
        }
        let second = frame(of: again, like: header)
        fuzzExpect(second?.encodedBytes() == first.encodedBytes(), "writing a re-parsed \(header.controlFrameInfo) is not stable")
    }

    /// The frame this library writes for `message`; `nil` for the ones it has no writer for.
    public static func frame(of message: SDLControlMessage, like header: SDLFrameHeader) -> SDLFrame? {
        let version = header.version
        let session = header.sessionID
        let id = header.messageID
        switch message {
        case .heartbeat(let value): return value.frame(version: version, sessionID: session, messageID: id)
        case .heartbeatACK(let value): return value.frame(version: version, sessionID: session, messageID: id)
        case .startService(let value): return value.frame(version: version, sessionID: session, messageID: id)
        case .startServiceACK(let value): return value.frame(version: version, sessionID: session, messageID: id)
        case .startServiceNAK(let value): return value.frame(version: version, sessionID: session, messageID: id)
        case .endService(let value): return value.frame(version: version, sessionID: session, messageID: id)
        case .endServiceACK(let value): return value.frame(version: version, sessionID: session, messageID: id)
        case .endServiceNAK(let value): return value.frame(version: version, sessionID: session, messageID: id)
        case .other: return nil
        }
    }
}
