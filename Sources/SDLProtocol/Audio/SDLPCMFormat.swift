/// A PCM sample format: linear samples, little-endian (signed 16-bit, unsigned 8-bit), interleaved.
///
/// The head unit says which one it plays in `RegisterAppInterface`'s `pcmStreamCapabilities`
/// (SmartDeviceLink's `init(capabilities:)`); SDL's PCM streams are mono. The app's audio stream
/// and the emulator's audio service (`SDLHeadUnitAudioFormat`) share this one definition.
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

    /// Bytes per sample frame (one sample of every channel).
    public var bytesPerFrame: Int { max(bitsPerSample / 8, 1) * channelCount }

    /// Bytes per second of audio.
    public var bytesPerSecond: Int { sampleRate * bytesPerFrame }

    /// How long `byteCount` bytes play, in seconds (partial frames included).
    public func seconds(ofByteCount byteCount: Int) -> Double { Double(byteCount) / Double(max(bytesPerSecond, 1)) }

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
