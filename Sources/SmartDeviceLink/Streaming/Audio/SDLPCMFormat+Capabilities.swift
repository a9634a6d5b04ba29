public import SDLProtocol
public import SDLRPC
public import SDLSession

extension SDLPCMFormat {
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
}
