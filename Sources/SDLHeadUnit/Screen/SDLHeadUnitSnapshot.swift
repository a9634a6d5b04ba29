import SDLRPC

/// Everything a person sees on the head unit at one moment: the app in FULL with its screen, the
/// overlay on top, and the display's shape.
public struct SDLHeadUnitSnapshot: Sendable, Hashable {
    /// The profile's name.
    public var profileName: String
    /// The display's name.
    public var displayName: String
    /// How many main text lines the display has (1–4).
    public var mainFieldLines: Int
    /// The text fields the display shows.
    public var textFieldNames: Set<String>
    /// The app in FULL, if any.
    public var visibleApp: SDLRegisteredApp?
    /// The open overlay, if any (it may belong to another app than ``visibleApp``).
    public var overlay: SDLOverlay?
    /// Every registered app.
    public var apps: [SDLRegisteredApp]
    /// The head unit's language.
    public var language: String
    /// Driver distraction as the HMI reports it: `DD_ON` or `DD_OFF`.
    public var driverDistraction: String = "DD_OFF"
    /// The policy's `lock_screen_dismissal_enabled` (`nil`: absent).
    public var lockScreenDismissalEnabled: Bool? = true
    /// The vehicle's current data, one value per item it has.
    public var vehicleData = SDLJSONObject()
    /// The profile's VIDEO_STREAMING capability (the space of touch coordinates); `nil` without one.
    public var videoStreamingCapability: SDLJSONValue?

    /// The visible app's screen.
    public var screen: SDLScreenState? { visibleApp?.screen }

    /// The JSON form for the control channel.
    public var json: SDLJSONValue {
        var object: SDLJSONObject = [
            "profile": .string(profileName), "language": .string(language), "driverDistraction": .string(driverDistraction),
        ]
        if let visibleApp { object.append("visibleAppID", .integer(visibleApp.id)) }
        if let screen { object.append("screen", screen.json) }
        if let overlay { object.append("overlay", overlay.json) }
        if let lockScreenDismissalEnabled { object.append("lockScreenDismissalEnabled", .bool(lockScreenDismissalEnabled)) }
        object.append("vehicleData", .object(vehicleData))
        object.append("apps", .array(apps.map(\.json)))
        return .object(object)
    }
}
