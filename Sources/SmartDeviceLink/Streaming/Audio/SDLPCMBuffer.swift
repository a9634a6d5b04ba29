public import SDLSession
public import SDLProtocol

/// PCM audio to stream: bytes in a `SDLPCMFormat`, a whole number of sample frames.
public struct SDLPCMBuffer: Hashable, Sendable {
    /// The samples' format.
    public let format: SDLPCMFormat
    /// The samples (little-endian, interleaved).
    public let bytes: [UInt8]

    /// A buffer of `bytes` in `format`.
    ///
    /// - Throws: `SDLError` `invalidAudioData` when `bytes` is not a whole number of sample
    ///   frames of `format`.
    public init(bytes: [UInt8], format: SDLPCMFormat) throws(SDLError) {
        guard format.bytesPerFrame > 0, bytes.count % format.bytesPerFrame == 0 else {
            throw SDLError(
                code: .invalidAudioData,
                message: "\(bytes.count) bytes are not a whole number of \(format.bytesPerFrame)-byte sample frames (\(format))")
        }
        self.format = format
        self.bytes = bytes
    }

    /// How long the buffer plays.
    public var duration: Duration { format.duration(ofByteCount: bytes.count) }
}
