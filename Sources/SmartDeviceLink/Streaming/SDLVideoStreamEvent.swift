public import SDLProtocol

/// What a ``SDLVideoStreamManager`` reports, in order, through ``SDLVideoStreamManager/events()``.
public enum SDLVideoStreamEvent: Hashable, Sendable {
    /// The video service runs with these parameters; send access units now.
    case started(SDLVideoServiceParameters)
    /// The stream stopped, and why. It starts again by itself once streaming is allowed again
    /// (unless the reason is ``SDLVideoStreamStopReason/stoppedByApp``).
    case stopped(SDLVideoStreamStopReason)
    /// Whole frames were dropped because the transport did not keep up; the figures so far.
    case framesDropped(SDLVideoStreamStatistics)
}
