/// Why a started audio or video service ended, as ``SDLSession/audioServiceEnds()`` and
/// ``SDLSession/videoServiceEnds()`` report it.
public enum SDLStreamingServiceEnd: Hashable, Sendable {
    /// The app ended it (``SDLSession/endAudioService()``, ``SDLSession/endVideoService()``).
    case endedByApp
    /// The head unit sent an EndService for the service (Core does when the app may no longer
    /// stream); the session answered with an EndServiceACK.
    case endedByHeadUnit
    /// The connection ended (or the session closed) while the service ran.
    case connectionLost(SDLError)
}

/// Why a started audio service ended (the same reasons as a video service's).
public typealias SDLAudioServiceEnd = SDLStreamingServiceEnd

/// Why a started video service ended (the same reasons as an audio service's).
public typealias SDLVideoServiceEnd = SDLStreamingServiceEnd
