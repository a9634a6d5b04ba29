import SDLProtocol
/// What a ``SDLAudioStreamManager`` reports, in order, through ``SDLAudioStreamManager/events()``.
public enum SDLAudioStreamEvent: Hashable, Sendable {
    /// The audio service runs; ``SDLAudioStreamManager/play(_:)`` takes buffers in this format.
    case started(SDLPCMFormat)
    /// The stream stopped, and why; buffers not yet played out failed. It starts again by itself
    /// once streaming is allowed again (unless the reason is ``SDLAudioStreamStopReason/stoppedByApp``).
    case stopped(SDLAudioStreamStopReason)
    /// The head unit ran out of audio while more was queued (the transport or the app's task was
    /// late): an audible gap. The figures so far.
    case underrun(SDLAudioStreamStatistics)
}
