public import NIOCore

/// Writes outbound ``SDLFrame``s as bytes (wrap it in a `MessageToByteHandler`).
///
/// The header's data size is the payload's size (``SDLFrame`` keeps them equal); nothing else is
/// checked, so the sender is responsible for fragmenting to the negotiated MTU
/// (``SDLMessageFragmenter``).
public struct SDLFrameEncoder: MessageToByteEncoder, Sendable {
    public typealias OutboundIn = SDLFrame

    /// Creates an encoder.
    public init() {}

    public func encode(data: SDLFrame, out: inout ByteBuffer) throws {
        data.encode(into: &out)
    }
}
