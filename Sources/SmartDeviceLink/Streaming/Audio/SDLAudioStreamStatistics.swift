/// The figures of an audio stream, as ``SDLAudioStreamManager/statistics`` keeps them.
public struct SDLAudioStreamStatistics: Hashable, Sendable {
    /// Buffers played out (their ``SDLAudioStreamManager/play(_:)`` returned).
    public var buffersPlayed = 0
    /// PCM bytes sent.
    public var bytesSent = 0
    /// How long the audio sent plays.
    public var durationSent = Duration.zero
    /// Times the head unit ran out of audio while more was queued.
    public var underruns = 0
    /// The gaps those underruns left, added up.
    public var underrunDuration = Duration.zero

    /// Empty figures.
    public init() {}
}
