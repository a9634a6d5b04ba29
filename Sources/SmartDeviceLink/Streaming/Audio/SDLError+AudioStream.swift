public import SDLSession

extension SDLError.Code {
    /// PCM data that cannot be read: a WAV file whose header is not a PCM WAV header, or a buffer
    /// whose length is not a whole number of sample frames.
    public static let invalidAudioData = SDLError.Code("invalidAudioData")
    /// Audio in another format than the head unit's PCM stream capabilities (rate, sample size or
    /// channels); the message names both.
    public static let audioFormatMismatch = SDLError.Code("audioFormatMismatch")
    /// ``SDLAudioStreamManager/play(_:)`` would queue more audio than
    /// ``SDLAudioStreamConfiguration/queueCapacity``; nothing was queued.
    public static let audioQueueFull = SDLError.Code("audioQueueFull")
    /// The audio stream is not running (or stopped before the buffer was played out); the message
    /// says why.
    public static let audioStreamNotRunning = SDLError.Code("audioStreamNotRunning")
}
