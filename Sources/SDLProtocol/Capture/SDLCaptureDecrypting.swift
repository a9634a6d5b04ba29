public import NIOCore

/// Decrypts the protected frames of a capture (the E bit, protocol.md §A.12) for
/// ``SDLCaptureReader``, from key material kept when the capture was made (a TLS key log).
///
/// The reader shows it every security query in capture order (the handshakes it learns the
/// sessions' randoms and cipher suites from), then asks it for the plaintext of every frame marked
/// encrypted, in capture order — the order TLS numbered the records in.
public protocol SDLCaptureDecrypting: Sendable {
    /// Sees a security query of session `sessionID`.
    mutating func observe(_ query: SDLSecurityQuery, sessionID: UInt8)
    /// The plaintext of an encrypted frame's payload (one or more TLS records).
    mutating func decrypt(_ payload: ByteBuffer, sessionID: UInt8) -> SDLCaptureDecryption
}

/// What an ``SDLCaptureDecrypting`` made of an encrypted frame.
public enum SDLCaptureDecryption: Hashable, Sendable {
    /// The frame's plaintext payload.
    case decrypted(ByteBuffer)
    /// No keys for the frame's session (its handshake is not in the capture, or the key log lacks
    /// its client random): the frame stays encrypted, and that is not an error.
    case noKeys
    /// Keys were there and the frame still did not decrypt: why, for the error the reader reports.
    case failed(String)
}
