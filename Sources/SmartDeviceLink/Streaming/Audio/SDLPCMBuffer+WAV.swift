public import SDLSession
public import SDLProtocol

extension SDLPCMBuffer {
    /// The PCM samples of a WAV file (RIFF `WAVE`, a `fmt ` chunk of format 1 — PCM — and a `data`
    /// chunk), checked against `expected`, the head unit's format.
    ///
    /// - Throws: `SDLError` — `invalidAudioData` when `file` is not a PCM WAV file (the message
    ///   says what is wrong); `audioFormatMismatch` when its rate, sample size or channels differ
    ///   from `expected` (the message names both).
    public init(wav file: [UInt8], expecting expected: SDLPCMFormat) throws(SDLError) {
        let (format, samples) = try SDLWAVReader.read(file)
        guard format == expected else {
            throw SDLError(code: .audioFormatMismatch, message: "the WAV file holds \(format); the head unit plays \(expected)")
        }
        try self.init(bytes: samples, format: format)
    }

    /// The buffer as a WAV file (a 44-byte PCM header, then the samples).
    public var wavFile: [UInt8] { SDLWAVReader.header(for: format, dataByteCount: bytes.count) + bytes }
}
