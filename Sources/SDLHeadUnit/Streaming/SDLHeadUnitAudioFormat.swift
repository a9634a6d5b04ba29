public import SDLProtocol
public import SDLRPC

/// The PCM format the emulator plays: its profile's `pcmStreamCapabilities` (mono, little-endian) —
/// the same type as the app's `SDLPCMFormat` (SDLProtocol).
public typealias SDLHeadUnitAudioFormat = SDLPCMFormat

extension SDLPCMFormat {
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
}
