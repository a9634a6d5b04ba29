import SDLRPC

extension HeadUnitEngine {
    /// Buttons only media apps may subscribe to (Core's `SubscribeButtonRequest::IsSubscriptionAllowed`).
    static let mediaButtons: Set<String> = Set(["PLAY_PAUSE", "SEEKLEFT", "SEEKRIGHT", "TUNEUP", "TUNEDOWN"] + (0...9).map { "PRESET_\($0)" })

    /// The button Core subscribes every app to at registration (`ApplicationImpl`'s constructor), so
    /// that a SubscribeButton for it is IGNORED until the app unsubscribes. It is not listed among
    /// the app's ``SDLRegisteredApp/subscribedButtons``.
    static let customButton = "CUSTOM_BUTTON"

    /// Buttons only navigation apps (appHMIType NAVIGATION) may subscribe to.
    static let navigationButtons: Set<String> = [
        "NAV_CENTER_LOCATION", "NAV_ZOOM_IN", "NAV_ZOOM_OUT", "NAV_PAN_UP", "NAV_PAN_UP_RIGHT", "NAV_PAN_RIGHT",
        "NAV_PAN_DOWN_RIGHT", "NAV_PAN_DOWN", "NAV_PAN_DOWN_LEFT", "NAV_PAN_LEFT", "NAV_PAN_UP_LEFT", "NAV_TILT_TOGGLE",
        "NAV_ROTATE_CLOCKWISE", "NAV_ROTATE_COUNTERCLOCKWISE", "NAV_HEADING_TOGGLE",
    ]

    /// SubscribeButton (`subscribe_button_request.cc`, 8.x): a media or navigation button from an app
    /// of another kind is REJECTED, a button the display lacks UNSUPPORTED_RESOURCE, a second
    /// subscription IGNORED — all without info (docs/core-rules.md). CUSTOM_BUTTON is subscribed
    /// from registration on.
    func handleSubscribeButton(_ request: IncomingRequest) {
        guard let appID = request.appID, let app = apps[appID]?.app,
              let button = request.parameters["buttonName"]?.stringValue else { return }
        let isNavigation = app.appHMITypes.contains("NAVIGATION")
        if (Self.mediaButtons.contains(button) && !app.isMediaApplication) || (Self.navigationButtons.contains(button) && !isNavigation) {
            respond(to: request, resultCode: "REJECTED")
            return
        }
        if !settings.profile.buttonNames.contains(button) {
            respond(to: request, resultCode: "UNSUPPORTED_RESOURCE")
            return
        }
        if button == Self.customButton {
            let subscribed = apps[appID]?.customButtonSubscribed ?? true
            apps[appID]?.customButtonSubscribed = true
            respond(to: request, resultCode: subscribed ? "IGNORED" : "SUCCESS")
            return
        }
        if app.subscribedButtons.contains(button) {
            respond(to: request, resultCode: "IGNORED")
            return
        }
        apps[appID]?.app.subscribedButtons.insert(button)
        respond(to: request, resultCode: "SUCCESS")
    }

    /// UnsubscribeButton (`unsubscribe_button_request.cc`): a button the display lacks is
    /// UNSUPPORTED_RESOURCE, one the app has not subscribed to IGNORED, both without info.
    func handleUnsubscribeButton(_ request: IncomingRequest) {
        guard let appID = request.appID, let button = request.parameters["buttonName"]?.stringValue else { return }
        guard settings.profile.buttonNames.contains(button) else {
            respond(to: request, resultCode: "UNSUPPORTED_RESOURCE")
            return
        }
        if button == Self.customButton {
            let subscribed = apps[appID]?.customButtonSubscribed ?? false
            apps[appID]?.customButtonSubscribed = false
            respond(to: request, resultCode: subscribed ? "SUCCESS" : "IGNORED")
            return
        }
        guard apps[appID]?.app.subscribedButtons.remove(button) != nil else {
            respond(to: request, resultCode: "IGNORED")
            return
        }
        respond(to: request, resultCode: "SUCCESS")
    }
}
