/// Records audio from the car's microphone (SDL-0201): a PerformAudioPassThru overlay whose audio
/// arrives as OnAudioPassThru chunks, to ``audioDataHandler`` and to ``audioChunks``, until the
/// pass-thru ends (``finish()``, the user, or ``SDLOverlayController/duration``).
///
/// ```swift
/// let input = SDLAudioInputController(message: "Say a destination\nafter the tone", prompt: .speech(.listenJingle),
///                                     duration: .seconds(10))
/// Task { for await chunk in input.audioChunks { recognizer.append(chunk) } }   // ends with the pass-thru
/// let result = try await presentOverlayController(input)   // SUCCESS, ABORTED, RETRY…; answer: bytes recorded
/// print(input.audioFormat?.samplingRate ?? ._16khz)                              // how to read the bytes
/// ```
///
/// - The message's first line goes to `audioPassThruDisplayText1`, the other lines (joined with
///   spaces) to `audioPassThruDisplayText2`; a head unit that lists only the first field gets all of it there.
/// - The audio format: the app's ``capabilities`` when given (not compared with the head unit's);
///   otherwise 16 kHz / 16-bit PCM when the head unit offers it, else its first offer.
/// - `muteAudio` is always sent (``mutesAudio``, `true` by default).
/// - `maxDuration` is mandatory: `.zero` (the default) records for the spec's maximum; other
///   durations are clamped to the spec's range (``SDLOverlayDuration``).
@MainActor
public final class SDLAudioInputController: SDLOverlayController, SDLOverlayAnswering {
    /// The number of audio bytes recorded (handed to ``audioDataHandler`` and ``audioChunks``).
    public typealias Answer = Int

    /// The text shown while recording; lines are separated by `\n`.
    public let message: String?
    /// What the head unit says or plays before recording (`initialPrompt`).
    public let prompt: SDLPrompt?
    /// Whether the app's and the head unit's audio is muted while recording (`muteAudio`).
    public let mutesAudio: Bool
    /// The app's own audio format; `nil` lets the controller choose from the head unit's offers.
    public let capabilities: SDLAudioPassThruCapabilities?
    /// Called on the main actor with each chunk of raw PCM audio, in order.
    public let audioDataHandler: (@MainActor ([UInt8]) -> Void)?
    /// The audio format of the current (or last) presentation, known once it is presented.
    public private(set) var audioFormat: SDLAudioPassThruCapabilities?
    /// The audio bytes delivered in the current presentation.
    var recordedByteCount = 0

    /// Each chunk of raw PCM audio of the next (or current) presentation, in order; it finishes when
    /// that presentation ends, and a new stream is made for a later presentation.
    public private(set) var audioChunks: AsyncStream<[UInt8]>
    private var chunkContinuation: AsyncStream<[UInt8]>.Continuation

    /// Creates an audio input.
    ///
    /// ```swift
    /// SDLAudioInputController(message: "Listening…", prompt: "Say a name") { chunk in buffer += chunk }
    /// SDLAudioInputController(message: "Listening…", prompt: .speech(.listenJingle))
    /// ```
    ///
    /// - Parameters:
    ///   - message: shown while recording; `\n` separates the two lines.
    ///   - prompt: what the head unit says or plays first (`nil` or empty: nothing).
    ///   - mutesAudio: whether other audio is muted while recording.
    ///   - capabilities: the format to record in; `nil` chooses from the head unit's offers.
    ///   - duration: how long to record at most; `.zero` is the spec's maximum.
    ///   - audioDataHandler: receives each chunk of audio.
    public init(
        message: String? = nil,
        prompt: SDLPrompt? = nil,
        mutesAudio: Bool = true,
        capabilities: SDLAudioPassThruCapabilities? = nil,
        duration: Duration = .zero,
        audioDataHandler: (@MainActor ([UInt8]) -> Void)? = nil
    ) {
        self.message = message
        self.prompt = prompt.nonEmpty
        self.mutesAudio = mutesAudio
        self.capabilities = capabilities
        self.audioDataHandler = audioDataHandler
        (audioChunks, chunkContinuation) = AsyncStream.makeStream(of: [UInt8].self)
        super.init(duration: duration)
    }

    /// Stops recording: sends EndAudioPassThru, and the presentation ends with the head unit's
    /// answer (`SUCCESS`). Before the request went out, the presentation ends with `cancelled`.
    /// Does nothing when not presented. The same as ``SDLOverlayController/cancel()``.
    public func finish() {
        cancel()
    }

    override func performPresentation(in context: SDLOverlayContext) async -> Result<SDLOverlayOutcome, SDLError> {
        await presentAudioInput(in: context)
    }

    /// Hands a chunk to the handler and the stream.
    func deliver(_ chunk: [UInt8]) {
        recordedByteCount += chunk.count
        audioDataHandler?(chunk)
        chunkContinuation.yield(chunk)
    }

    /// Finishes the stream of this presentation and makes the next one's.
    func finishChunks() {
        chunkContinuation.finish()
        (audioChunks, chunkContinuation) = AsyncStream.makeStream(of: [UInt8].self)
    }

    /// Remembers the format the presentation records in.
    func use(_ format: SDLAudioPassThruCapabilities) {
        audioFormat = format
    }
}
