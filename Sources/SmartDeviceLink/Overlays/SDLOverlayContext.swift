/// What an overlay controller presents with: the current registration's connection and managers.
/// The view controller manager hands one to ``SDLOverlayController/performPresentation(in:)``.
@MainActor
struct SDLOverlayContext {
    /// The registration's connection: send the overlay's RPCs and hear its notifications here.
    let channel: any SDLRPCChannel
    /// Uploads images (button artwork, alert icons) before they are shown.
    let fileManager: SDLFileManager
    /// The head unit's capabilities (alert text fields, audio formats, soft buttons…).
    let systemCapabilityManager: SDLSystemCapabilityManager
    /// The capabilities the screen manager keeps current on the main actor, when it has them
    /// (reading them there saves two hops to the capability manager per read).
    var currentCapabilities: @MainActor () -> SDLSystemCapabilities? = { nil }
    /// The app's soft button IDs: an overlay's ``SDLButtonView``s take theirs here, and the screen
    /// manager routes their presses to their handlers.
    let buttonIDs: SDLSoftButtonIDs
    /// The negotiated RPC version (parameters newer than it are left out).
    let rpcVersion: SDLRPCVersion
    /// A new `cancelID` for an RPC that takes one (Alert, Slider, ScrollableMessage, PerformInteraction).
    let makeCancelID: @MainActor () -> Int
    /// The choice cells loaded on the head unit for this registration.
    let choiceSets: SDLChoiceSetManager
    /// Reports a failure of work nobody awaits (a keyboard's autocomplete answer) to the app's
    /// ``SDLApplication/errors()``.
    var reportUnawaited: @MainActor (SDLError, SDLUnawaitedError.Feature) -> Void = { _, _ in }
}
