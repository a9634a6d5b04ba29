/// Why a started audio service ended, as ``SDLSession/audioServiceEnds()`` reports it.
public enum SDLAudioServiceEnd: Hashable, Sendable {
    /// The app ended it (``SDLSession/endAudioService()``).
    case endedByApp
    /// The head unit sent an EndService for the audio service (Core does when the app may no
    /// longer stream); the session answered with an EndServiceACK.
    case endedByHeadUnit
    /// The connection ended (or the session closed) while the service ran.
    case connectionLost(SDLError)
}
