/// What the head unit says: text to speak, a prerecorded sound, an audio file of the app's, or any
/// mix of TTS chunks (`+` joins prompts). A string literal is text to speak; an empty one says nothing.
///
/// ```swift
/// SDLAlertController(message: "Fuel is low", prompt: "Fuel is low")
/// SDLAudioInputController(message: "Listening…", prompt: .speech(.listenJingle))
/// SDLPrompt([SDLTTSChunk(text: "Hello", type: .text), SDLTTSChunk(text: "POSITIVE_JINGLE", type: .preRecorded)])
/// SDLAlertController(message: "Fuel is low", prompt: .file(chime) + "Fuel is low")   // chime: an SDLFile (MP3…)
/// ```
///
/// Audio files (TTSChunk type `FILE`, RPC 5.0+) play only on head units whose
/// `speechCapabilities` list `FILE`. ``SDLAlertController`` and ``SDLSubtleAlertController``
/// upload the files of ``audioFiles`` first and leave file chunks out where the head unit takes
/// none (their result says so); other overlays send the chunks as they are.
public struct SDLPrompt: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The chunks spoken, in order.
    public var chunks: [SDLTTSChunk]
    /// The audio files that ``chunks`` of type `FILE` play, to upload before the prompt is sent
    /// (a `FILE` chunk without one here names a file already on the head unit).
    public var audioFiles: [SDLFile]

    /// A prompt of `chunks`, playing `audioFiles` (uploaded first) where a chunk names them.
    public init(_ chunks: [SDLTTSChunk], audioFiles: [SDLFile] = []) {
        self.chunks = chunks
        self.audioFiles = audioFiles
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

    /// An audio file the app uploads before the prompt is sent, played by name (TTSChunk `FILE`).
    public static func file(_ file: SDLFile) -> SDLPrompt {
        SDLPrompt([SDLTTSChunk(text: file.name, type: .file)], audioFiles: [file])
    }

    /// An audio file already on the head unit (e.g. uploaded as persistent), played by name.
    public static func file(named name: String) -> SDLPrompt {
        SDLPrompt([SDLTTSChunk(text: name, type: .file)])
    }

    /// `lhs`, then `rhs`: their chunks in order, with both prompts' audio files.
    public static func + (lhs: SDLPrompt, rhs: SDLPrompt) -> SDLPrompt {
        SDLPrompt(lhs.chunks + rhs.chunks, audioFiles: lhs.audioFiles + rhs.audioFiles.filter { !lhs.audioFiles.contains($0) })
    }

    /// The chunks for an RPC parameter: `nil` when there are none.
    var ttsChunks: [SDLTTSChunk]? { chunks.isEmpty ? nil : chunks }
}

extension Optional where Wrapped == SDLPrompt {
    /// The prompt, or `nil` when it says nothing (what an overlay keeps of an empty prompt).
    var nonEmpty: SDLPrompt? { self?.ttsChunks == nil ? nil : self }
}
