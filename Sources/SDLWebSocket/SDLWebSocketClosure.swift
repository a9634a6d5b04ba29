/// Why a WebSocket connection was closed by this end (or by the peer's close frame): fired into
/// the pipeline as an error before the channel closes, so the transport reports it.
package enum SDLWebSocketClosure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The peer sent a text message; SDL frames are binary (closed with 1003).
    case textFrameRefused
    /// The peer sent a binary message on a connection of text messages (closed with 1003).
    case binaryFrameRefused
    /// A text message whose bytes are not UTF-8 (closed with 1007, as RFC 6455 §8.1 requires).
    case invalidText
    /// A message was larger than the bound (closed with 1009).
    case messageTooLarge(size: Int, limit: Int)
    /// The peer broke the WebSocket protocol (closed with 1002, or by NIO's decoder).
    case protocolError(String)
    /// Nothing arrived within the connection-lost timeout (closed with 1001).
    case connectionLost(silence: Duration)

    /// The close code sent to the peer.
    package var closeCode: Int {
        switch self {
        case .textFrameRefused, .binaryFrameRefused: 1003
        case .invalidText: 1007
        case .messageTooLarge: 1009
        case .protocolError: 1002
        case .connectionLost: 1001
        }
    }

    /// A sentence for logs and errors.
    package var description: String {
        switch self {
        case .textFrameRefused: "a text WebSocket message arrived; SDL frames are binary (closed with 1003)"
        case .binaryFrameRefused: "a binary WebSocket message arrived; this connection takes text (closed with 1003)"
        case .invalidText: "a text WebSocket message is not UTF-8 (closed with 1007)"
        case .messageTooLarge(let size, let limit): "a WebSocket message of \(size) bytes exceeds the limit of \(limit) (closed with 1009)"
        case .protocolError(let detail): "WebSocket protocol error: \(detail) (closed with 1002)"
        case .connectionLost(let silence): "nothing arrived for \(silence); the WebSocket connection is lost (closed with 1001)"
        }
    }
}
