/// Why a started video service ended, as ``SDLSession/videoServiceEnds()`` reports it.
public enum SDLVideoServiceEnd: Hashable, Sendable {
    /// The app ended it (``SDLSession/endVideoService()``).
    case endedByApp
    /// The head unit sent an EndService for the video service (Core does when the app may no
    /// longer stream); the session answered with an EndServiceACK.
    case endedByHeadUnit
    /// The connection ended (or the session closed) while the service ran.
    case connectionLost(SDLError)
}
