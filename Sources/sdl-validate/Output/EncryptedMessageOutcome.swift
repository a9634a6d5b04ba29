import NIOCore
import SDLProtocol

/// An RPC message of a capture marked encrypted (the E bit, protocol.md §A.12): its payload is TLS
/// records, so it is reported and not validated — it makes the run neither fail nor pass.
struct EncryptedMessageOutcome {
    /// The capture file (`-` for standard input).
    var file: String
    /// Its index among the capture's messages.
    var index: Int
    /// The message, its payload still encrypted.
    var message: SDLMessage
    /// The byte offset of the frame that completed it.
    var offset: Int

    /// The bytes of its payload: the frames' TLS records.
    var encryptedSize: Int { message.payload.readableBytes }

    /// `FILE#INDEX`.
    var location: String { "\(file)#\(index)" }

    /// `rpc message 7 of session 1 at byte 420, 64 encrypted bytes`.
    var summary: String {
        "\(message.serviceType) message \(message.messageID) of session \(message.sessionID) at byte \(offset), \(encryptedSize) encrypted bytes"
    }
}
