import NIOCore
import NIOWebSocket

/// What the messages of a WebSocket connection are: the data frames that carry them, what a whole
/// message is for the handlers after ``SDLWebSocketMessageBridge``, and how one is written. Data
/// frames of the other type close the connection with ``refusal`` (1003), a whole payload that is
/// not a message of the kind with ``SDLWebSocketClosure/invalidText`` (1007).
package protocol SDLWebSocketMessageKind: SendableMetatype {
    /// A whole message, as the handlers after the bridge read and write it.
    associatedtype Message
    /// The opcode of the data frames that carry the messages.
    static var opcode: WebSocketOpcode { get }
    /// Why a data frame of the other type closes the connection.
    static var refusal: SDLWebSocketClosure { get }
    /// The message of a whole, unmasked payload; `nil` when the payload cannot be one (text that
    /// is not UTF-8).
    static func message(from payload: ByteBuffer) -> Message?
    /// The payload of a message to send.
    static func payload(of message: Message) -> ByteBuffer
}

/// SDL's messages: binary, one SDL frame's protocol bytes each, passed through as they are.
package enum SDLWebSocketBinaryMessages: SDLWebSocketMessageKind {
    package static var opcode: WebSocketOpcode { .binary }
    package static var refusal: SDLWebSocketClosure { .textFrameRefused }

    @inline(__always)
    package static func message(from payload: ByteBuffer) -> ByteBuffer? { payload }

    @inline(__always)
    package static func payload(of message: ByteBuffer) -> ByteBuffer { message }
}

/// Text messages, read and written as `String`; a message whose bytes are not UTF-8 is not read
/// (the bridge closes the connection with 1007).
package enum SDLWebSocketTextMessages: SDLWebSocketMessageKind {
    package static var opcode: WebSocketOpcode { .text }
    package static var refusal: SDLWebSocketClosure { .binaryFrameRefused }

    package static func message(from payload: ByteBuffer) -> String? {
        isUTF8(payload.readableBytesView) ? String(buffer: payload) : nil
    }

    /// Whether `bytes` are well-formed UTF-8 (no stray continuation byte, truncated sequence,
    /// overlong form, surrogate or code point above U+10FFFF).
    package static func isUTF8(_ bytes: some Sequence<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    package static func payload(of message: String) -> ByteBuffer { ByteBuffer(string: message) }
}
