public import SDLRPC

/// The PCM format the emulator plays: its profile's `pcmStreamCapabilities` (mono, little-endian).
public struct SDLHeadUnitAudioFormat: Hashable, Sendable, CustomStringConvertible {
    /// Samples per second.
    public var sampleRate: Int
    /// Bits per sample (8 or 16).
    public var bitsPerSample: Int
    /// Channels (1).
    public var channelCount: Int

    /// Creates a format.
    public init(sampleRate: Int, bitsPerSample: Int, channelCount: Int = 1) {
        self.sampleRate = sampleRate
        self.bitsPerSample = bitsPerSample
        self.channelCount = channelCount
    }

    /// The format `pcmStreamCapabilities` describes; 16 kHz 16-bit (the spec's usual value) when it
    /// is absent or names a value the spec does not know.
    public init(pcmStreamCapabilities: SDLJSONValue?) {
        let object = pcmStreamCapabilities?.objectValue
        let rate = switch object?["samplingRate"]?.stringValue {
        case "8KHZ": 8000
        case "22KHZ": 22050
        case "44KHZ": 44100
        default: 16000
        }
        self.init(sampleRate: rate, bitsPerSample: object?["bitsPerSample"]?.stringValue == "8_BIT" ? 8 : 16)
    }

    /// Bytes per sample frame.
    public var bytesPerFrame: Int { max(bitsPerSample / 8, 1) * channelCount }

    /// Bytes per second of audio.
    public var bytesPerSecond: Int { sampleRate * bytesPerFrame }

    /// How long `byteCount` bytes play, in seconds.
    public func seconds(ofByteCount byteCount: Int) -> Double { Double(byteCount) / Double(max(bytesPerSecond, 1)) }

    public var description: String { "\(sampleRate) Hz, \(bitsPerSample)-bit, \(channelCount == 1 ? "mono" : "\(channelCount) channels")" }
}
