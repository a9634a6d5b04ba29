/// What the head unit says: text to speak, a prerecorded sound, or any mix of TTS chunks. A string
/// literal is text to speak; an empty one says nothing.
///
/// ```swift
/// SDLAlertController(message: "Fuel is low", prompt: "Fuel is low")
/// SDLAudioInputController(message: "Listening…", prompt: .speech(.listenJingle))
/// SDLPrompt([SDLTTSChunk(text: "Hello", type: .text), SDLTTSChunk(text: "POSITIVE_JINGLE", type: .preRecorded)])
/// ```
public struct SDLPrompt: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The chunks spoken, in order.
    public var chunks: [SDLTTSChunk]

    /// A prompt of `chunks`.
    public init(_ chunks: [SDLTTSChunk]) {
        self.chunks = chunks
    }

    /// Text to speak (nothing when empty).
    public init(stringLiteral value: String) {
        self.init(value.isEmpty ? [] : [SDLTTSChunk(text: value, type: .text)])
    }

    /// Text to speak (nothing when empty).
    public static func text(_ text: String) -> SDLPrompt {
        SDLPrompt(stringLiteral: text)
    }

    /// A prerecorded sound of the head unit's.
    public static func speech(_ speech: SDLPrerecordedSpeech) -> SDLPrompt {
        SDLPrompt([SDLTTSChunk(text: speech.rawValue, type: .preRecorded)])
    }

    /// The chunks for an RPC parameter: `nil` when there are none.
    var ttsChunks: [SDLTTSChunk]? { chunks.isEmpty ? nil : chunks }
}

extension Optional where Wrapped == SDLPrompt {
    /// The prompt, or `nil` when it says nothing (what an overlay keeps of an empty prompt).
    var nonEmpty: SDLPrompt? { self?.ttsChunks == nil ? nil : self }
}
