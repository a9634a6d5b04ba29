public import SDLRPC
public import SDLSession

/// A PCM sample format: linear samples, little-endian (signed 16-bit, unsigned 8-bit), interleaved.
///
/// The head unit says which one it plays in `RegisterAppInterface`'s `pcmStreamCapabilities`
/// (``init(capabilities:)``); SDL's PCM streams are mono.
public struct SDLPCMFormat: Hashable, Sendable, CustomStringConvertible {
    /// Samples per second per channel (8,000, 16,000, 22,050 or 44,100 for the spec's rates).
    public var sampleRate: Int
    /// Bits per sample: 8 or 16.
    public var bitsPerSample: Int
    /// Channels (1 for SDL's streams).
    public var channelCount: Int

    /// Creates a format.
    public init(sampleRate: Int, bitsPerSample: Int, channelCount: Int = 1) {
        self.sampleRate = sampleRate
        self.bitsPerSample = bitsPerSample
        self.channelCount = channelCount
    }

    /// The format the head unit's `pcmStreamCapabilities` describe (mono).
    ///
    /// - Throws: `SDLError` `audioFormatMismatch` when the capabilities name a rate, sample size
    ///   or audio type this library does not know (only PCM is streamable).
    public init(capabilities: SDLAudioPassThruCapabilities) throws(SDLError) {
        let rate: Int? = switch capabilities.samplingRate.rawValue {
        case "8KHZ": 8000
        case "16KHZ": 16000
        case "22KHZ": 22050
        case "44KHZ": 44100
        default: nil
        }
        let bits: Int? = switch capabilities.bitsPerSample.rawValue {
        case "8_BIT": 8
        case "16_BIT": 16
        default: nil
        }
        guard let rate, let bits, capabilities.audioType.rawValue == "PCM" else {
            throw SDLError(
                code: .audioFormatMismatch,
                message: "the head unit's PCM stream capabilities are not a known PCM format: "
                    + "\(capabilities.samplingRate.rawValue), \(capabilities.bitsPerSample.rawValue), \(capabilities.audioType.rawValue)")
        }
        self.init(sampleRate: rate, bitsPerSample: bits)
    }

    /// Bytes per sample frame (one sample of every channel).
    public var bytesPerFrame: Int { max(bitsPerSample / 8, 1) * channelCount }

    /// Bytes per second of audio.
    public var bytesPerSecond: Int { sampleRate * bytesPerFrame }

    /// How long `byteCount` bytes play (whole frames; a partial frame does not count).
    public func duration(ofByteCount byteCount: Int) -> Duration {
        guard sampleRate > 0, bytesPerFrame > 0 else { return .zero }
        let frames = Int64(byteCount / bytesPerFrame)
        return .seconds(frames / Int64(sampleRate)) + .nanoseconds((frames % Int64(sampleRate)) * 1_000_000_000 / Int64(sampleRate))
    }

    /// The bytes of `duration` of audio, rounded down to whole frames (at least one frame).
    public func byteCount(for duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        let frames = seconds * Int64(sampleRate) + attoseconds / 1_000_000_000 * Int64(sampleRate) / 1_000_000_000
        return max(Int(frames), 1) * bytesPerFrame
    }

    public var description: String { "\(sampleRate) Hz, \(bitsPerSample)-bit, \(channelCount == 1 ? "mono" : "\(channelCount) channels")" }
}
