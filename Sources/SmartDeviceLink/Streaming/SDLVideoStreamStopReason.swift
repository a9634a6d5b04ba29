public import SDLRPC
public import SDLSession

/// Why a video stream is not running, as ``SDLVideoStreamEvent/stopped(_:)`` reports it.
public enum SDLVideoStreamStopReason: Hashable, Sendable {
    /// The app is neither a NAVIGATION nor a PROJECTION app; the head unit lets no other app stream.
    case notNavigationOrProjectionApp
    /// The HMI level does not allow streaming (only FULL and LIMITED do).
    case hmiLevel(SDLHMILevel)
    /// The head unit said `videoStreamingState` NOT_STREAMABLE.
    case notStreamable
    /// The head unit ended the video service.
    case endedByHeadUnit
    /// The connection ended.
    case disconnected(SDLError)
    /// The head unit unregistered the app (OnAppInterfaceUnregistered with its reason, e.g.
    /// LANGUAGE_CHANGE) while the connection stayed up; the application registers again.
    case unregistered(SDLAppInterfaceUnregisteredReason?)
    /// The head unit refused to start the video service, or the capability could not be read.
    case startFailed(SDLError)
    /// The app stopped the stream (``SDLVideoStreamManager/stop()``).
    case stoppedByApp
}
