public import SDLRPC
public import SDLSession

/// Why an audio stream is not running, as ``SDLAudioStreamEvent/stopped(_:)`` reports it.
public enum SDLAudioStreamStopReason: Hashable, Sendable {
    /// The app is neither a NAVIGATION, PROJECTION nor media app; the head unit lets no other app
    /// stream audio.
    case notAudioStreamingApp
    /// The HMI level does not allow streaming (only FULL and LIMITED do).
    case hmiLevel(SDLHMILevel)
    /// The head unit said `audioStreamingState` NOT_AUDIBLE.
    case notAudible
    /// The head unit ended the audio service.
    case endedByHeadUnit
    /// The connection ended.
    case disconnected(SDLError)
    /// The head unit unregistered the app (OnAppInterfaceUnregistered with its reason, e.g.
    /// LANGUAGE_CHANGE) while the connection stayed up; the application registers again.
    case unregistered(SDLAppInterfaceUnregisteredReason?)
    /// The head unit refused to start the audio service, or its PCM capabilities are unusable.
    case startFailed(SDLError)
    /// The app stopped the stream (``SDLAudioStreamManager/stop()``).
    case stoppedByApp
}
