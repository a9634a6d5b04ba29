import SDLRPC

/// Something that happened in the head unit, for tests and tools that wait for it
/// (see ``SDLHeadUnit/nextEvent(timeout:where:)``).
public enum SDLHeadUnitEvent: Sendable, Hashable {
    /// An app registered; the value is its state right after the RegisterAppInterface response.
    case appRegistered(SDLRegisteredApp)
    /// An app is gone: unregistered itself, was unregistered (`reason` is the
    /// OnAppInterfaceUnregistered reason) or its connection ended.
    case appUnregistered(appID: Int, reason: String?)
    /// A request arrived and passed the checks before its handler (validation, registration, correlation
    /// ID, policy); `parameters` are what Core passes on.
    case request(SDLHeadUnitRequest)
    /// A response went out.
    case response(SDLHeadUnitResponse)
    /// A Show was applied; `screen` is the app's screen afterwards.
    case show(appID: Int, parameters: SDLJSONObject, screen: SDLScreenState)
    /// An overlay opened.
    case overlayOpened(SDLOverlay)
    /// An overlay closed with the result code its request was answered with.
    case overlayClosed(SDLOverlay, resultCode: String)
    /// An app's HMI status changed (and OnHMIStatus was sent).
    case hmiStatusChanged(appID: Int, hmiLevel: SDLHMILevel, audioStreamingState: SDLAudioStreamingState, systemContext: SDLSystemContext)
    /// A PutFile completed a file (or a chunk of one).
    case fileStored(appID: Int, name: String, size: Int)
    /// A notification went out.
    case notification(appID: Int, name: String, parameters: SDLJSONObject)
}
